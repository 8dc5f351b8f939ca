/// `export … per quiz`: one row per quiz, its own fields once, then what its questions add up
/// to, in a few dozen bytes where the rows per question take kilobytes.
extension ExportWriter {
  public enum Layout: Sendable {
    /// One row per answered question (the default).
    case perAnswer
    /// One row per quiz, quizzes without answers included.
    case perQuiz
  }

  /// Writes one quiz's row.
  mutating func addQuiz(_ record: QuizRecord) {
    var counts = (right: 0, partly: 0, wrong: 0, skipped: 0)
    var seconds = 0.0
    var kinds = KindTally()
    for question in record.questions {
      seconds += question.seconds
      kinds.add(question)
      if Self.isSkipped(question) {
        counts.skipped += 1
        continue
      }
      switch question.grade {
      case .right: counts.right += 1
      case .partlyRight: counts.partly += 1
      case .wrong: counts.wrong += 1
      }
    }
    let values =
      [
        String(record.questions.count), String(counts.right), String(counts.partly),
        String(counts.wrong), String(counts.skipped), Tenths.format(seconds),
      ] + ExportRow.kindCells(kinds)
    if form == .json {
      if rows > 0 || continuing { bytes.append(0x2C) }
      bytes += "\n  {".utf8
    }
    let cells = ExportRow.quizCells(
      record, shown: names.shown(record.judge), sheet: sheet?.place(of: record).rawValue ?? "",
      time: time)
    bytes += render(cells, from: 0).utf8
    for (name, value) in zip(ExportRow.summaryColumns + ExportRow.kindColumns, values) {
      switch form {
      case .csv: bytes += ",\(value)".utf8
      // Numbers only: the seconds get their decimal comma.
      case .csvDecimalComma: bytes += ";\(String(value.map { $0 == "." ? "," : $0 }))".utf8
      case .json: bytes += ", \(JSONText.quote(name)): \(value)".utf8
      }
    }
    if form == .json { bytes.append(0x7D) } else { bytes += "\r\n".utf8 }
    rows += 1
  }

  /// No answer given, whatever the kind of question.
  static func isSkipped(_ question: QuizRecord.Question) -> Bool {
    switch question.extra {
    case nil: return question.chosen == nil
    case .rules(_, _, let chosen)?: return chosen == nil
    case .trueFalse(_, _, let chosen)?: return chosen == nil
    case .choice(_, let chosen)?: return chosen == nil
    case .score(_, let given)?: return given == nil
    case .scenario?: return question.chosen == nil
    }
  }
}
