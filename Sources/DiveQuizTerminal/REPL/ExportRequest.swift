import DiveQuizCore

/// What `export` was asked for: the form, where to write, and which quizzes.
public struct ExportRequest: Equatable, Sendable {
  public var format: Command.ExportFormat
  /// Nil writes to standard output.
  public var file: String?
  public var query: HistoryQuery
  /// `--decimal-comma`: the CSV a spreadsheet set to French, Spanish or Italian reads —
  /// semicolons between fields, decimal commas, and a UTF-8 byte-order mark.
  public var decimalComma: Bool

  public init(
    format: Command.ExportFormat = .csv, file: String? = nil, query: HistoryQuery = HistoryQuery(),
    decimalComma: Bool = false
  ) {
    self.format = format
    self.file = file
    self.query = query
    self.decimalComma = decimalComma
  }

  /// The command-line option that asks for the decimal-comma form.
  public static let decimalCommaOption = "--decimal-comma"
}
