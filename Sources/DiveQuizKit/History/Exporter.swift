#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One row per answered question, the quiz's fields repeated, for spreadsheets and scripts.
public enum Exporter {
  public static let columns = [
    "quiz_id", "judge", "kind", "status", "start", "end", "languages", "filters", "seed", "edition",
    "quiz_size", "quiz_score", "quiz_max", "quiz_percent", "quiz_passed", "question", "penalty_id",
    "chosen_sanction", "chosen_owners", "correct_sanction", "correct_owners", "points", "seconds",
  ]

  static func rows(_ records: [QuizRecord], time: LocalTime) -> [[String]] {
    var rows: [[String]] = []
    for record in records {
      let quiz = [
        record.id, record.judge, record.kind, record.status.rawValue,
        time.iso(record.start), time.iso(record.end), record.languages.joined(separator: ";"),
        record.filters.joined(separator: ";"), String(record.seed), record.edition,
        String(record.size),
        String(record.score), String(record.maximum), Tenths.format(record.percentage),
        String(record.passed),
      ]
      for (index, question) in record.questions.enumerated() {
        rows.append(
          quiz + [
            String(index + 1), String(question.penaltyID),
            question.chosen.map { String($0.sanction.rawValue) } ?? "",
            question.chosen.map { $0.owners.code } ?? "",
            String(question.correct.sanction.rawValue),
            question.correct.owners.code, String(question.points), Tenths.format(question.seconds),
          ])
      }
    }
    return rows
  }

  /// RFC 4180: CRLF line ends; fields with a comma, quote or line break are quoted, quotes
  /// doubled. Times are local with their UTC offset (`Z` in UTC).
  public static func csv(_ records: [QuizRecord], time: LocalTime = .utc) -> String {
    var out = columns.joined(separator: ",") + "\r\n"
    for row in rows(records, time: time) {
      out += row.map(quote).joined(separator: ",") + "\r\n"
    }
    return out
  }

  static func quote(_ field: String) -> String {
    guard
      field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" || $0 == "\r\n" })
    else {
      return field
    }
    return "\"" + field.replacing("\"", with: "\"\"") + "\""
  }

  /// A JSON array of objects with the same columns (numbers as numbers).
  public static func json(_ records: [QuizRecord], time: LocalTime = .utc) -> String {
    let numeric: Set<String> = [
      "seed", "quiz_size", "quiz_score", "quiz_max", "quiz_percent", "question", "penalty_id",
      "chosen_sanction", "correct_sanction", "points", "seconds",
    ]
    var out = "[\n"
    for (rowIndex, row) in rows(records, time: time).enumerated() {
      out += rowIndex == 0 ? "  {" : ",\n  {"
      for (index, column) in columns.enumerated() {
        if index > 0 { out += ", " }
        let value = row[index]
        let rendered: String
        if column == "quiz_passed" {
          rendered = value
        } else if numeric.contains(column) {
          rendered = value.isEmpty ? "null" : value
        } else {
          rendered = JSONText.quote(value)
        }
        out += "\"\(column)\": \(rendered)"
      }
      out += "}"
    }
    return out + "\n]\n"
  }
}
