/// How many terminal columns text takes: combining marks none, East Asian Wide and Fullwidth
/// characters and emoji two, everything else one.
///
/// The one home of display widths: wrapping, every table and chart, the line editor's cursor
/// and redraw, Ctrl-R and completion all measure here. The wide ranges are generated from
/// Unicode's East Asian Width data (`scripts/gen-width-table.py`); emoji presentation and
/// combining marks come from the Unicode properties the standard library carries.
///
/// `count` counts grapheme clusters, which is not what a terminal shows: "e" + U+0301 is one
/// column, "漢" two. Layout (wrapping, tables, the line editor's cursor) measures with this.
/// Colour sequences (`ESC [ … m`) take no column, so styled text measures like plain text.
package enum DisplayWidth {
  /// Columns of one scalar on its own.
  package static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    if value < 0x300 { return 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    // Hangul medial vowels and final consonants join the syllable before them.
    if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
    if scalar.properties.isEmojiPresentation { return 2 }
    return isWide(value) ? 2 : 1
  }

  /// True when the East Asian Width of `value` is Wide or Fullwidth (a binary search).
  static func isWide(_ value: UInt32) -> Bool {
    var low = 0
    var high = wideRanges.count - 1
    guard high >= 0, value >= wideRanges[0].lowerBound else { return false }
    while low <= high {
      let middle = (low + high) / 2
      let range = wideRanges[middle]
      if value < range.lowerBound {
        high = middle - 1
      } else if value > range.upperBound {
        low = middle + 1
      } else {
        return true
      }
    }
    return false
  }

  /// Columns of one grapheme cluster: its first scalar decides, an emoji presentation
  /// selector (U+FE0F) or a regional-indicator pair makes it two.
  package static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    var width = of(first)
    if width == 1, scalars.contains(where: { $0.value == 0xFE0F }) { width = 2 }
    if (0x1F1E6...0x1F1FF).contains(first.value) { width = 2 }
    return width
  }

  /// Columns of a text on one line, colour sequences left out.
  package static func of(_ text: some StringProtocol) -> Int {
    var total = 0
    var escape = EscapeSkipper()
    for character in text where !escape.skips(character) {
      total += of(character)
    }
    return total
  }

  /// Recognises `ESC [ … final` sequences character by character, so that measuring and
  /// cutting never count or split them.
  package struct EscapeSkipper {
    private var state = 0

    package init() {}

    /// True when `character` belongs to an escape sequence.
    package mutating func skips(_ character: Character) -> Bool {
      switch state {
      case 0:
        guard character == "\u{1B}" else { return false }
        state = 1
        return true
      case 1:
        state = character == "[" ? 2 : 0
        return true
      default:
        if let scalar = character.unicodeScalars.first, (0x40...0x7E).contains(scalar.value) {
          state = 0
        }
        return true
      }
    }
  }
}
