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
  /// `per quiz`: one row per quiz instead of one per answered question.
  public var perQuiz: Bool
  /// `--wide`: JSON rows per question with every quiz field, as before `quiz_id` sufficed.
  public var wide: Bool

  public init(
    format: Command.ExportFormat = .csv, file: String? = nil, query: HistoryQuery = HistoryQuery(),
    decimalComma: Bool = false, perQuiz: Bool = false, wide: Bool = false
  ) {
    self.format = format
    self.file = file
    self.query = query
    self.decimalComma = decimalComma
    self.perQuiz = perQuiz
    self.wide = wide
  }

  /// The option that keeps every quiz field on each JSON row.
  public static let wideOption = "--wide"

  /// The command-line option that asks for the decimal-comma form.
  public static let decimalCommaOption = "--decimal-comma"
}
