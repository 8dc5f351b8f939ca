/// Writes the export one record at a time, as CSV, as the spreadsheet form of CSV for
/// decimal-comma locales, or as a JSON array of objects.
///
/// Fed while the history is read, so the records are never held: only the text written.
public struct ExportWriter {
  public enum Form: Sendable {
    /// RFC 4180: commas, decimal points, CRLF line ends.
    case csv
    /// What a spreadsheet set to French, Spanish or Italian opens in columns: semicolons,
    /// decimal commas, and a UTF-8 byte-order mark so accented names are read as UTF-8.
    case csvDecimalComma
    case json
  }

  public let form: Form
  let catalog: Catalog
  let rulebook: Rulebook
  /// The text so far.
  public private(set) var text: String
  /// Question rows written.
  public private(set) var rows = 0

  public init(form: Form, catalog: Catalog, rulebook: Rulebook) {
    self.form = form
    self.catalog = catalog
    self.rulebook = rulebook
    switch form {
    case .csv: text = ExportRow.columns.joined(separator: ",") + "\r\n"
    case .csvDecimalComma: text = "\u{FEFF}" + ExportRow.columns.joined(separator: ";") + "\r\n"
    case .json: text = "["
    }
  }

  public mutating func add(_ record: QuizRecord) {
    guard !record.questions.isEmpty else { return }
    let quiz = ExportRow.quizCells(record)
    for (index, question) in record.questions.enumerated() {
      let cells =
        quiz
        + ExportRow.questionCells(question, index: index, catalog: catalog, rulebook: rulebook)
      switch form {
      case .csv: text += cells.map(Exporter.quote).joined(separator: ",") + "\r\n"
      case .csvDecimalComma: text += Self.decimalCommaLine(cells)
      case .json: text += (rows == 0 ? "\n  " : ",\n  ") + Self.jsonObject(cells)
      }
      rows += 1
    }
  }

  /// The whole export.
  public func finish() -> String {
    form == .json ? text + (rows == 0 ? "]\n" : "\n]\n") : text
  }

  /// One line of the spreadsheet form: the cell safety of `Exporter.quote`, then quotes around
  /// any cell holding the semicolon separator.
  static func decimalCommaLine(_ cells: [String]) -> String {
    zip(ExportRow.columns, cells).map { column, cell in
      // Numbers this program wrote (digits and one point): a comma for the point, unquoted so
      // the spreadsheet reads a number.
      if ExportRow.decimal.contains(column) { return String(cell.map { $0 == "." ? "," : $0 }) }
      let quoted = Exporter.quote(cell)
      return !quoted.hasPrefix("\"") && quoted.contains(";") ? "\"" + quoted + "\"" : quoted
    }.joined(separator: ";") + "\r\n"
  }

  static func jsonObject(_ cells: [String]) -> String {
    var out = "{"
    for (index, (column, value)) in zip(ExportRow.columns, cells).enumerated() {
      if index > 0 { out += ", " }
      let rendered: String
      if ExportRow.boolean.contains(column) {
        rendered = value == "true" ? "true" : "false"
      } else if ExportRow.numeric.contains(column) {
        rendered = value.isEmpty ? "null" : value
      } else {
        rendered = JSONText.quote(value)
      }
      out += "\"\(column)\": \(rendered)"
    }
    return out + "}"
  }
}
