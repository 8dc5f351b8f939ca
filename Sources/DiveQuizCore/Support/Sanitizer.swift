/// Makes user-typed text safe to show back: no control characters reach the terminal.
public enum Sanitizer {
  /// The text with control characters escaped (`\t`, `\u{1B}`) and cut to `limit` characters,
  /// so a pasted megabyte or an escape sequence is never echoed raw.
  public static func visible(_ text: some StringProtocol, limit: Int = 40) -> String {
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
      case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      case _ where scalar.properties.generalCategory == .format:
        // Bidirectional overrides and zero-width characters could disguise the echo.
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
      shown += 1
    }
    return result
  }
}
