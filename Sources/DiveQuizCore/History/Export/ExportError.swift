/// An export or a printable report that cannot be written as asked.
public enum ExportError: Error, Equatable, Sendable {
  /// `.xlsx` and other workbook names: divequiz writes CSV, which every spreadsheet opens.
  case workbookName(String)
}

extension ExportError: UserFacingError {
  package func message(_ catalog: Catalog) -> String {
    switch self {
    case .workbookName(let file):
      return catalog.text("export.error.workbook", Sanitizer.visible(file, limit: 80))
    }
  }

  /// Whether a file name asks for a spreadsheet workbook rather than text.
  package static func isWorkbook(_ file: String) -> Bool {
    let lowered = file.lowercased()
    return [".xlsx", ".xls", ".xlsm", ".ods", ".numbers"].contains { lowered.hasSuffix($0) }
  }
}
