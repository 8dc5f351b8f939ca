/// Writes the export one record at a time, as CSV, as the spreadsheet form of CSV for
/// decimal-comma locales, or as a JSON array of objects.
///
/// Fed while the history is read, so the records are never held: only the text written. A
/// quiz's own cells are rendered once for all its rows, a penalty's description and rules
/// once per export.
package struct ExportWriter: Sendable {
  package enum Form: Sendable {
    /// RFC 4180: commas, decimal points, CRLF line ends.
    case csv
    /// What a spreadsheet set to French, Spanish or Italian opens in columns: semicolons,
    /// decimal commas, and a UTF-8 byte-order mark so accented names are read as UTF-8.
    case csvDecimalComma
    case json
  }

  package let form: Form
  let catalog: Catalog
  /// The rulebook bank's texts in the language of `catalog`, for the questions of the
  /// `rulebook` kind (nil: their ids are written instead).
  package var bankTexts: Catalog?
  /// The edition in use, for records of an edition the rulebook file no longer has.
  let rulebook: Rulebook
  /// Each record's rule numbers come from the edition it was taken in.
  let editions: RulebookEditions
  /// The text so far, as bytes: rows are appended as UTF-8, never as strings of their own.
  var bytes: [UInt8]
  /// Times are written in this zone, with their UTC offset (`Z` in UTC).
  package var time = LocalTime.utc
  /// The text so far.
  package var text: String { String(decoding: bytes, as: UTF8.self) }
  /// Question rows written.
  package internal(set) var rows = 0
  private let askedSanction: String
  /// What a sanction question asked, as this form writes that cell: the same on every row.
  let askedCell: [UInt8]
  /// The `ask` and `options` cells of a sanction question: empty, the same on every row.
  let emptyKindCells: [UInt8]
  /// Each penalty's rendered description and rules, per edition: the end of every row.
  private var penaltyEnds: [EditionID: [Int: [UInt8]]] = [:]

  private static let columns = ExportRow.columns
  static let jsonKeys = ExportRow.columns.map { JSONText.quote($0) + ": " }
  static let kinds: [(generated: Bool, decimal: Bool, numeric: Bool, boolean: Bool)] =
    ExportRow.columns.map {
      (
        ExportRow.generated.contains($0), ExportRow.decimal.contains($0),
        ExportRow.numeric.contains($0), ExportRow.boolean.contains($0)
      )
    }

  /// Who is who: the `judge` column holds the trainee's shown name, `judge_recorded` the
  /// spelling the quiz was stored with.
  let names: TraineeNames

  /// The exam sheet of the export's seed, for the `sheet` column; nil without a seed.
  package var sheet: ExamSheet?

  /// Rows written by a part (`continuing`) always follow others: JSON rows then start with
  /// their comma, which `append` drops for the export's very first row.
  let continuing: Bool
  /// One row per answered question, or one per quiz (`export … per quiz`).
  package let layout: Layout
  /// JSON rows per question carry every quiz field (true) or only `quiz_id`, to be joined
  /// with the quiz's row of a `per quiz` export (false).
  package let wide: Bool

  /// - Parameter continuing: a part of an export rendered apart (on another thread), to be
  ///   appended to the export's own writer: no header, no opening bracket.
  package init(
    form: Form, catalog: Catalog, rulebook: Rulebook, editions: RulebookEditions? = nil,
    names: TraineeNames = TraineeNames(), continuing: Bool = false, layout: Layout = .perAnswer,
    wide: Bool = true
  ) {
    self.continuing = continuing
    self.names = names
    self.layout = layout
    self.wide = wide || form != .json
    self.form = form
    self.catalog = catalog
    self.rulebook = rulebook
    self.editions = editions ?? RulebookEditions(single: rulebook)
    self.askedSanction = catalog.text("export.asked.sanction")
    var asked = ""
    let askedColumn = ExportRow.questionStart + 3
    Self.render([askedSanction], from: askedColumn, form: form, into: &asked)
    // The value alone: in JSON, the row writes the key itself.
    let key = form == .json ? Self.jsonKeys[askedColumn].utf8.count : 0
    self.askedCell = Array(asked.utf8.dropFirst(key))
    var empty = ""
    Self.render(["", ""], from: ExportRow.kindStart, form: form, into: &empty)
    self.emptyKindCells = Array(empty.utf8)
    let header = layout == .perQuiz ? ExportRow.quizColumns : Self.columns
    switch form {
    case _ where continuing: bytes = []
    case .csv: bytes = Array((header.joined(separator: ",") + "\r\n").utf8)
    case .csvDecimalComma:
      bytes = Array(("\u{FEFF}" + header.joined(separator: ";") + "\r\n").utf8)
    case .json: bytes = Array("[".utf8)
    }
  }

  /// Appends the rows a `continuing` part rendered, as if they had been added here.
  package mutating func append(_ part: ExportWriter) {
    guard part.rows > 0 else { return }
    bytes += form == .json && rows == 0 ? part.bytes.dropFirst() : part.bytes[...]
    rows += part.rows
  }

  /// Writes the rows of one quiz's answered questions; a quiz with none writes nothing.
  package mutating func add(_ record: QuizRecord) {
    if layout == .perQuiz { return addQuiz(record) }
    guard !record.questions.isEmpty else { return }
    let cells =
      wide
      ? ExportRow.quizCells(
        record, shown: names.shown(record.judge), sheet: sheet?.place(of: record).rawValue ?? "",
        time: time) : [record.id]
    let quiz = Array(render(cells, from: 0).utf8)
    for (index, question) in record.questions.enumerated() {
      // A question about no penalty (dives, DDs, awards, scores): its subject in words.
      let end =
        question.penalty == nil
        ? subjectEnd(question) : penaltyEnd(question.penaltyID, edition: record.edition)
      if form == .json {
        if rows > 0 || continuing { bytes.append(0x2C) }
        bytes += "\n  {".utf8
      }
      bytes += quiz
      separator()
      if question.extra == nil {
        // Nearly every row: written byte by byte (see ExportWriter+SanctionRow).
        appendSanctionCells(question, number: index + 1)
      } else {
        let cells = ExportRow.questionCells(
          question, index: index, askedSanction: askedSanction, catalog: catalog)
        bytes += render(cells, from: ExportRow.questionStart).utf8
      }
      separator()
      bytes += end
      separator()
      if question.extra == nil {
        bytes += emptyKindCells
      } else {
        bytes += render(ExportRow.kindCells(question), from: ExportRow.kindStart).utf8
      }
      if form == .json { bytes.append(0x7D) } else { bytes += "\r\n".utf8 }
      rows += 1
    }
  }

  /// The cells of question `number` after the quiz's, as the general renderer writes them:
  /// what `appendSanctionCells` must match byte for byte.
  func renderedQuestionCells(_ question: QuizRecord.Question, number: Int) -> String {
    render(
      ExportRow.questionCells(
        question, index: number - 1, askedSanction: askedSanction, catalog: catalog),
      from: ExportRow.questionStart)
  }

  /// Bytes waiting to be written.
  package var pendingBytes: Int { bytes.count }

  /// The bytes written since the last call, handed over so that a long export is written
  /// out in pieces instead of held whole.
  package mutating func drainBytes() -> [UInt8] {
    defer { bytes.removeAll(keepingCapacity: true) }
    return bytes
  }

  /// The text written since the last call (see `drainBytes`).
  package mutating func drain() -> String { String(decoding: drainBytes(), as: UTF8.self) }

  /// The whole export (what is left of it after `drain`).
  package func finish() -> String {
    form == .json ? text + (rows == 0 ? "]\n" : "\n]\n") : text
  }

  private mutating func penaltyEnd(_ id: Int, edition: EditionID) -> [UInt8] {
    if let known = penaltyEnds[edition]?[id] { return known }
    let taken = editions.rulebook(ofRecord: edition) ?? rulebook
    let book =
      taken.penalty(id: id) != nil
      ? taken : editions.all.first { $0.penalty(id: id) != nil } ?? taken
    let end = Array(
      render(
        ExportRow.penaltyCells(id, catalog: catalog, rulebook: book), from: ExportRow.penaltyStart
      ).utf8)
    penaltyEnds[edition, default: [:]][id] = end
    return end
  }

  /// Cells of consecutive columns from `first`, joined as the form writes them.
  func render(_ cells: [String], from first: Int) -> String {
    var out = ""
    Self.render(cells, from: first, form: form, into: &out)
    return out
  }

  /// Appends the cells of consecutive columns from `first` as `form` writes them. Static, so
  /// that appending to the writer's own text never copies it.
  static func render(
    _ cells: [String], from first: Int, form: Form, into out: inout String
  ) {
    let separator = form == .json ? ", " : form == .csv ? "," : ";"
    for (offset, cell) in cells.enumerated() {
      if offset > 0 { out += separator }
      let column = first + offset
      let kind = kinds[column]
      switch form {
      case .csv:
        out += kind.generated ? cell : Exporter.quote(cell)
      case .csvDecimalComma:
        // Numbers this program wrote (digits and one point): a comma for the point, unquoted
        // so the spreadsheet reads a number.
        if kind.decimal {
          out += String(cell.map { $0 == "." ? "," : $0 })
        } else if kind.generated {
          out += cell
        } else {
          // The cell safety of `Exporter.quote`, then quotes around the semicolon separator.
          let quoted = Exporter.quote(cell)
          out += !quoted.hasPrefix("\"") && quoted.contains(";") ? "\"" + quoted + "\"" : quoted
        }
      case .json:
        out += jsonKeys[column]
        if kind.boolean {
          out += cell == "true" ? "true" : "false"
        } else if kind.numeric {
          out += cell.isEmpty ? "null" : cell
        } else {
          // Valid JSON either way; escaped so a terminal showing it is never driven by it.
          out += JSONText.visible(JSONText.quote(cell))
        }
      }
    }
  }
}
