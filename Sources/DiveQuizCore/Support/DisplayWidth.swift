/// How many terminal columns text takes: combining marks none, East Asian wide characters and
/// emoji two, everything else one.
///
/// `count` counts grapheme clusters, which is not what a terminal shows: "e" + U+0301 is one
/// column, "漢" two. Layout (wrapping, tables, the line editor's cursor) measures with this.
/// Colour sequences (`ESC [ … m`) take no column, so styled text measures like plain text.
public enum DisplayWidth {
  /// Columns of one scalar on its own.
  public static func of(_ scalar: Unicode.Scalar) -> Int {
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
    return wideRanges.contains { $0.contains(value) } ? 2 : 1
  }

  /// Columns of one grapheme cluster: its first scalar decides, an emoji presentation
  /// selector (U+FE0F) or a regional-indicator pair makes it two.
  public static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    var width = of(first)
    if width == 1, scalars.contains(where: { $0.value == 0xFE0F }) { width = 2 }
    if (0x1F1E6...0x1F1FF).contains(first.value) { width = 2 }
    return width
  }

  /// Columns of a text on one line, colour sequences left out.
  public static func of(_ text: some StringProtocol) -> Int {
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

  /// East Asian Wide and Fullwidth blocks that are not emoji (Unicode's EastAsianWidth.txt,
  /// condensed to blocks); emoji are recognised by their presentation property instead.
  static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
    0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF,
    0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4,
    0x17000...0x18CFF, 0x1B000...0x1B2FF, 0x1F200...0x1F202, 0x1F210...0x1F23B,
    0x1F240...0x1F248, 0x1F250...0x1F251, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
  ]
}
