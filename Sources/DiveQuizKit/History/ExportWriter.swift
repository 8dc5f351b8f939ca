/// Writes the export one record at a time, as CSV, as the spreadsheet form of CSV for
/// decimal-comma locales, or as a JSON array of objects.
///
/// Fed while the history is read, so the records are never held: only the text written. A
/// quiz's own cells are rendered once for all its rows, a penalty's description and rules
/// once per export.
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
  /// The edition in use, for records of an edition the rulebook file no longer has.
  let rulebook: Rulebook
  /// Each record's rule numbers come from the edition it was taken in.
  let editions: RulebookEditions
  /// Times are written in this zone, with their UTC offset (`Z` in UTC).
  public var time = LocalTime.utc
  /// The text so far.
  public private(set) var text: String
  /// Question rows written.
  public private(set) var rows = 0
  private let askedSanction: String
  /// Each penalty's rendered description and rules, per edition: the end of every row.
  private var penaltyEnds: [String: [Int: String]] = [:]

  private static let columns = ExportRow.columns
  private static let jsonKeys = ExportRow.columns.map { JSONText.quote($0) + ": " }
  private static let kinds: [(generated: Bool, decimal: Bool, numeric: Bool, boolean: Bool)] =
    ExportRow.columns.map {
      (
        ExportRow.generated.contains($0), ExportRow.decimal.contains($0),
        ExportRow.numeric.contains($0), ExportRow.boolean.contains($0)
      )
    }

  public init(
    form: Form, catalog: Catalog, rulebook: Rulebook, editions: RulebookEditions? = nil
  ) {
    self.form = form
    self.catalog = catalog
    self.rulebook = rulebook
    self.editions = editions ?? RulebookEditions(single: rulebook)
    self.askedSanction = catalog.text("export.asked.sanction")
    switch form {
    case .csv: text = Self.columns.joined(separator: ",") + "\r\n"
    case .csvDecimalComma: text = "\u{FEFF}" + Self.columns.joined(separator: ";") + "\r\n"
    case .json: text = "["
    }
  }

  /// Writes the rows of one quiz's answered questions; a quiz with none writes nothing.
  public mutating func add(_ record: QuizRecord) {
    guard !record.questions.isEmpty else { return }
    let quiz = render(ExportRow.quizCells(record, time: time), from: 0)
    for (index, question) in record.questions.enumerated() {
      let cells = ExportRow.questionCells(
        question, index: index, askedSanction: askedSanction, catalog: catalog)
      let middle = render(cells, from: ExportRow.questionStart)
      let end = penaltyEnd(question.penaltyID, edition: record.edition)
      switch form {
      case .csv: text += quiz + "," + middle + "," + end + "\r\n"
      case .csvDecimalComma: text += quiz + ";" + middle + ";" + end + "\r\n"
      case .json: text += (rows == 0 ? "\n  {" : ",\n  {") + quiz + ", " + middle + ", " + end + "}"
      }
      rows += 1
    }
  }

  /// The whole export.
  public func finish() -> String {
    form == .json ? text + (rows == 0 ? "]\n" : "\n]\n") : text
  }

  private mutating func penaltyEnd(_ id: Int, edition: String) -> String {
    if let known = penaltyEnds[edition]?[id] { return known }
    let taken = editions.rulebook(ofRecord: edition) ?? rulebook
    let book =
      taken.penalty(id: id) != nil
      ? taken : editions.all.first { $0.penalty(id: id) != nil } ?? taken
    let end = render(
      ExportRow.penaltyCells(id, catalog: catalog, rulebook: book), from: ExportRow.penaltyStart)
    penaltyEnds[edition, default: [:]][id] = end
    return end
  }

  /// Cells of consecutive columns from `first`, joined as the form writes them.
  private func render(_ cells: [String], from first: Int) -> String {
    var parts: [String] = []
    parts.reserveCapacity(cells.count)
    for (offset, cell) in cells.enumerated() {
      let column = first + offset
      let kind = Self.kinds[column]
      switch form {
      case .csv:
        parts.append(kind.generated ? cell : Exporter.quote(cell))
      case .csvDecimalComma:
        // Numbers this program wrote (digits and one point): a comma for the point, unquoted
        // so the spreadsheet reads a number.
        if kind.decimal {
          parts.append(String(cell.map { $0 == "." ? "," : $0 }))
        } else if kind.generated {
          parts.append(cell)
        } else {
          // The cell safety of `Exporter.quote`, then quotes around the semicolon separator.
          let quoted = Exporter.quote(cell)
          parts.append(
            !quoted.hasPrefix("\"") && quoted.contains(";") ? "\"" + quoted + "\"" : quoted)
        }
      case .json:
        let value: String
        if kind.boolean {
          value = cell == "true" ? "true" : "false"
        } else if kind.numeric {
          value = cell.isEmpty ? "null" : cell
        } else {
          value = JSONText.quote(cell)
        }
        parts.append(Self.jsonKeys[column] + value)
      }
    }
    return parts.joined(separator: form == .json ? ", " : form == .csv ? "," : ";")
  }
}
