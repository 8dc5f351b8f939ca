import DiveQuizCore

/// Fits text to the console width: paragraphs wrap at spaces (and between Chinese characters),
/// cells shorten with "…".
///
/// The one place that decides how text meets the edge of the terminal, so every command wraps
/// the same way. Widths are display columns (`DisplayWidth`), so accents, wide characters and
/// colour sequences never throw a line off; a no-break space never becomes a line break.
package enum TextWrapper {
  /// Every line of `text` wrapped at `width` columns; `nil` (no known width) changes nothing.
  ///
  /// A continuation line is indented like the start of its paragraph, or past the marker of a
  /// numbered or bulleted item (`12. `, `- `), so lists stay readable when they wrap.
  package static func wrap(_ text: String, width: Int?) -> String {
    guard let width, width > 0, text.contains(where: { $0 != "\n" }) else { return text }
    var output: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      output += lines(String(line), width: width)
    }
    return output.joined(separator: "\n")
  }

  /// One line broken into lines of at most `width` columns; `indent` (columns) starts every
  /// continuation line, by default the paragraph's own indentation.
  package static func lines(_ line: String, width: Int, indent: Int? = nil) -> [String] {
    guard width > 0, DisplayWidth.of(line) > width else { return [line] }
    let hang = indent.map { min($0, max(0, width / 2)) } ?? hangingIndent(line, width: width)
    let pad = String(repeating: " ", count: hang)
    var result: [String] = []
    var current = ""
    var currentWidth = 0
    for (gap, word) in pieces(of: line) {
      let wordWidth = DisplayWidth.of(word)
      if !current.isEmpty {
        if currentWidth + gap.count + wordWidth <= width {
          current += gap + word
          currentWidth += gap.count + wordWidth
          continue
        }
        result.append(current)
      }
      // A new line: its indentation, then the word, cut where even that is too long.
      var prefix = result.isEmpty ? String(repeating: " ", count: min(gap.count, width / 2)) : pad
      var rest = word
      while DisplayWidth.of(prefix) + DisplayWidth.of(rest) > width {
        let (head, tail) = split(rest, at: width - DisplayWidth.of(prefix))
        result.append(prefix + head)
        rest = tail
        prefix = pad
      }
      current = rest.isEmpty ? "" : prefix + rest
      currentWidth = DisplayWidth.of(current)
    }
    if !current.isEmpty { result.append(current) }
    return result
  }

  /// `label` padded to `labelWidth`, then `value` hanging past the label; when the label
  /// column would leave the value less than half the width, the value goes under the label.
  package static func field(_ label: String, _ value: String, labelWidth: Int, width: Int?)
    -> [String]
  {
    let start = TextLayout.pad(label, labelWidth) + "  "
    guard let width else { return [start + value] }
    let indent = labelWidth + 2
    if indent <= width / 2 { return lines(start + value, width: width, indent: indent) }
    return [label] + lines("  " + value, width: width, indent: 2)
  }

  /// The text cut to `width` columns with "…" at the end when it is longer; colour sequences
  /// are kept whole and closed.
  package static func fit(_ text: String, width: Int) -> String {
    guard DisplayWidth.of(text) > width else { return text }
    guard width > 0 else { return "" }
    let (head, _) = split(text, at: width - 1)
    return head + "…" + (text.contains("\u{1B}") ? Style.reset : "")
  }

  /// Where continuation lines start: past a list marker (`12. `, `- `), or past the first
  /// gap of two spaces or more (a column: `  lang [CODE]      show or switch…`) when that
  /// leaves most of the line; otherwise under the paragraph's first letter.
  static func hangingIndent(_ line: String, width: Int) -> Int {
    let characters = Array(line)
    var index = 0
    while index < characters.count, characters[index] == " " { index += 1 }
    let leading = min(index, width / 2)
    var marker = index
    while marker < characters.count, characters[marker].isASCII, characters[marker].isNumber {
      marker += 1
    }
    let isList =
      (marker > index && marker < characters.count && characters[marker] == ".")
      || (marker == index && marker < characters.count && "-•*".contains(characters[marker]))
    if isList, marker + 1 < characters.count, characters[marker + 1] == " " {
      var end = marker + 1
      while end < characters.count, characters[end] == " " { end += 1 }
      let column = DisplayWidth.of(String(characters[..<end]))
      return column <= width / 2 ? column : leading
    }
    // A column gap: two spaces or more after the first word.
    var cursor = index
    while cursor + 1 < characters.count {
      if characters[cursor] == " ", characters[cursor + 1] == " " {
        var end = cursor
        while end < characters.count, characters[end] == " " { end += 1 }
        guard end < characters.count else { break }
        let column = DisplayWidth.of(String(characters[..<end]))
        return column <= width * 3 / 5 ? column : leading
      }
      cursor += 1
    }
    return leading
  }

  /// (spaces before, word) pairs. ASCII spaces separate words; so does every place Chinese may
  /// break without one (`LineBreak`), with an empty gap: between two ideographs, but never
  /// before `，。）` or after `（`.
  static func pieces(of line: String) -> [(String, String)] {
    var pieces: [(String, String)] = []
    var gap = ""
    var word = ""
    var last: Character?
    var afterWide = false
    for character in line {
      if character == " " {
        if !word.isEmpty {
          pieces.append((gap, word))
          gap = ""
          word = ""
        }
        gap.append(character)
        last = nil
        afterWide = false
        continue
      }
      if let previous = last,
        LineBreak.allowed(between: previous, and: character, afterWide: afterWide)
      {
        pieces.append((gap, word))
        gap = ""
        word = ""
      }
      word.append(character)
      let wide = DisplayWidth.of(character) == 2
      afterWide = wide || (afterWide && LineBreak.closing.contains(character))
      last = character
    }
    if !word.isEmpty { pieces.append((gap, word)) }
    return pieces
  }

  /// The longest head of `text` that fits in `columns`, and the rest; escape sequences are
  /// never cut in two, and at least one character goes in the head so cutting always advances.
  static func split(_ text: String, at columns: Int) -> (String, String) {
    var head = ""
    var used = 0
    var escape = DisplayWidth.EscapeSkipper()
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if !escape.skips(character) {
        let width = DisplayWidth.of(character)
        if used + width > columns, !head.isEmpty { break }
        used += width
      }
      head.append(character)
      index = text.index(after: index)
    }
    return (head, String(text[index...]))
  }
}
