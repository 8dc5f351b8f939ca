/// Makes text from outside safe to show: no control character reaches the terminal. Every
/// path from data to the terminal goes through here — echoes of what was typed, names and
/// paths from files, completion, recalled command lines, pasted text — and string tables
/// holding a control character are refused when read (`isControl`).
package enum Sanitizer {
  /// C0 controls (ESC, BEL, NUL…), DEL and C1 controls (U+0080–U+009F, CSI U+009B among
  /// them): what a terminal may act on instead of showing.
  package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  /// The text escaped like `visible`, whole: for names and lines shown in full (completion
  /// menus, recalled command lines).
  package static func terminal(_ text: some StringProtocol) -> String {
    guard text.unicodeScalars.contains(where: { isControl($0) || isFormat($0) }) else {
      return String(text)
    }
    return visible(text, limit: .max)
  }

  /// The bidirectional controls (marks, embeddings, overrides, isolates): a string table
  /// holding one is refused like one holding a control character.
  package static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  /// Bidirectional overrides and zero-width characters: they could disguise what is shown.
  package static func isFormat(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .format
  }

  /// The text with control characters escaped (`\t`, `\u{1B}`) and cut to `limit` characters,
  /// so a pasted megabyte or an escape sequence is never echoed raw.
  package static func visible(_ text: some StringProtocol, limit: Int = 40) -> String {
    var result = ""
    var shown = 0
    for scalar in text.unicodeScalars {
      if shown >= limit {
        result += "…"
        break
      }
      switch scalar {
      case "\t": result += "\\t"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case _ where isControl(scalar):
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      case _ where isFormat(scalar):
        // Bidirectional overrides and zero-width characters could disguise the echo.
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
      shown += 1
    }
    return result
  }
}
