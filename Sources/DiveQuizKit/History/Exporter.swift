#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One row per answered question, the quiz's fields repeated, for spreadsheets and scripts.
///
/// Rows are produced one record at a time so an export streams: the quiz's own cells are
/// rendered once per record and repeated on each of its questions' rows.
public enum Exporter {
  public static let columns = [
    "quiz_id", "judge", "kind", "status", "start", "end", "languages", "filters", "seed", "edition",
    "quiz_size", "quiz_score", "quiz_max", "quiz_percent", "quiz_passed", "question", "penalty_id",
    "chosen_sanction", "chosen_owners", "correct_sanction", "correct_owners", "points", "seconds",
  ]

  /// Columns written as JSON numbers (or null when empty).
  static let numeric: Set<String> = [
    "seed", "quiz_size", "quiz_score", "quiz_max", "quiz_percent", "question", "penalty_id",
    "chosen_sanction", "correct_sanction", "points", "seconds",
  ]

  /// The cells every row of one quiz shares.
  static func quizCells(_ record: QuizRecord) -> [String] {
    [
      record.id, record.judge, record.kind, record.status.rawValue,
      Timestamp.format(record.start),
      Timestamp.format(record.end), record.languages.joined(separator: ";"),
      record.filters.joined(separator: ";"), String(record.seed), record.edition,
      String(record.size),
      String(record.score), String(record.maximum), Tenths.format(record.percentage),
      String(record.passed),
    ]
  }

  /// The cells of one question's row after the quiz's.
  static func questionCells(_ question: QuizRecord.Question, number: Int) -> [String] {
    [
      String(number), String(question.penaltyID),
      question.chosen.map { String($0.sanction.rawValue) } ?? "",
      question.chosen.map { $0.owners.code } ?? "",
      String(question.correct.sanction.rawValue),
      question.correct.owners.code, String(question.points), Tenths.format(question.seconds),
    ]
  }

  static func rows(_ records: [QuizRecord]) -> [[String]] {
    records.flatMap { record in
      let quiz = quizCells(record)
      return record.questions.enumerated().map { quiz + questionCells($1, number: $0 + 1) }
    }
  }

  /// The header line of the CSV form.
  public static let csvHeader = columns.joined(separator: ",") + "\r\n"

  /// Appends one quiz's rows in CSV: RFC 4180, CRLF line ends.
  public static func appendCSV(_ record: QuizRecord, to out: inout String) {
    let quiz = quizCells(record).map(quote).joined(separator: ",")
    for (index, question) in record.questions.enumerated() {
      out += quiz
      // Numbers and codes this program made: nothing to quote or neutralise.
      for cell in questionCells(question, number: index + 1) {
        out += ","
        out += cell
      }
      out += "\r\n"
    }
  }

  public static func csv(_ records: [QuizRecord]) -> String {
    var out = csvHeader
    for record in records { appendCSV(record, to: &out) }
    return out
  }

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

  /// What opens and closes the JSON form (an array of row objects).
  public static let jsonOpening = "[\n"
  public static let jsonClosing = "\n]\n"

  /// Appends one quiz's rows as JSON objects with the same columns (numbers as numbers).
  public static func appendJSON(_ record: QuizRecord, first: Bool, to out: inout String) {
    let quiz = zip(columns, quizCells(record)).map { json($0, $1) }.joined(separator: ", ")
    let questionColumns = columns.dropFirst(15)
    for (index, question) in record.questions.enumerated() {
      out += first && index == 0 ? "  {" : ",\n  {"
      out += quiz
      for (column, cell) in zip(questionColumns, questionCells(question, number: index + 1)) {
        out += ", " + json(column, cell)
      }
      out += "}"
    }
  }

  private static func json(_ column: String, _ value: String) -> String {
    let rendered: String
    if column == "quiz_passed" {
      rendered = value
    } else if numeric.contains(column) {
      rendered = value.isEmpty ? "null" : value
    } else {
      rendered = JSONText.visible(JSONText.quote(value))
    }
    return "\"\(column)\": \(rendered)"
  }

  public static func json(_ records: [QuizRecord]) -> String {
    var out = jsonOpening
    var first = true
    for record in records where !record.questions.isEmpty {
      appendJSON(record, first: first, to: &out)
      first = false
    }
    return out + jsonClosing
  }
}
