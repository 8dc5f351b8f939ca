#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Cell quoting for the CSV exports (`ExportWriter` writes the rows, `ExportRow` the cells).
public enum Exporter {
  /// RFC 4180: fields with a comma, quote or line break are quoted, quotes doubled.
  static func quote(_ field: String) -> String {
    guard
      field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" || $0 == "\r\n" })
    else {
      return field
    }
    return "\"" + field.replacing("\"", with: "\"\"") + "\""
  }
}
