import DiveQuizCore

/// What `export` was asked for: the form, where to write, and which quizzes.
package struct ExportRequest: Equatable, Sendable {
  package var format: Command.ExportFormat
  /// Nil writes to standard output.
  package var file: String?
  package var query: HistoryQuery
  /// `--decimal-comma`: the CSV a spreadsheet set to French, Spanish or Italian reads —
  /// semicolons between fields, decimal commas, and a UTF-8 byte-order mark.
  package var decimalComma: Bool
  /// `per quiz`: one row per quiz instead of one per answered question.
  package var perQuiz: Bool
  /// `--wide`: JSON rows per question with every quiz field, as before `quiz_id` sufficed.
  package var wide: Bool

  package init(
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

  /// What the writer makes of the request: JSON, or CSV with points or commas.
  var form: ExportWriter.Form { format == .json ? .json : decimalComma ? .csvDecimalComma : .csv }

  /// One row per answered question, or per quiz.
  var layout: ExportWriter.Layout { perQuiz ? .perQuiz : .perAnswer }

  /// The option that keeps every quiz field on each JSON row.
  package static let wideOption = "--wide"

  /// The command-line option that asks for the decimal-comma form.
  package static let decimalCommaOption = "--decimal-comma"
}
