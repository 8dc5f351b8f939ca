#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Cell quoting for the CSV exports (`ExportWriter` writes the rows, `ExportRow` the cells).
package enum Exporter {
  /// A cell as a spreadsheet and a terminal may safely see it.
  ///
  /// Control characters are shown escaped (`\u{1B}`), never raw. A cell a spreadsheet would
  /// run as a formula (first character `=`, `+`, `-` or `@`) gets a leading `'` and quotes,
  /// as the OWASP guidance on CSV injection says. Fields with a comma, quote or line break are
  /// quoted with quotes doubled (RFC 4180).
  static func quote(_ field: String) -> String {
    var text = field
    if field.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F }) {
      text = Sanitizer.visible(field, limit: Int.max)
    }
    var quoted = text.utf8.contains { $0 == 0x2C || $0 == 0x22 }
    if let first = text.utf8.first, [0x3D, 0x2B, 0x2D, 0x40].contains(first) {
      text = "'" + text
      quoted = true
    }
    guard quoted else { return text }
    return "\"" + text.replacing("\"", with: "\"\"") + "\""
  }
}
