/// `export … per quiz`: one row per quiz, its own fields once, then what its questions add up
/// to, in a few dozen bytes where the rows per question take kilobytes.
extension ExportWriter {
  package enum Layout: Sendable {
    /// One row per answered question (the default).
    case perAnswer
    /// One row per quiz, quizzes without answers included.
    case perQuiz
  }

  /// What a quiz's questions add up to: the cells after its own in a row per quiz.
  struct QuizSums {
    var seconds = 0.0
    var kinds = KindTally()
    /// The counts, in the order of their columns (`ExportRow.summaryColumns`).
    var answered = 0
    var right = 0
    var partly = 0
    var wrong = 0
    var skipped = 0

    init(_ record: QuizRecord) {
      answered = record.questions.count
      for question in record.questions {
        seconds += question.seconds
        kinds.add(question)
        if ExportWriter.isSkipped(question) {
          skipped += 1
          continue
        }
        switch question.grade {
        case .right: right += 1
        case .partlyRight: partly += 1
        case .wrong: wrong += 1
        }
      }
    }
  }

  /// Each column's JSON key after a quiz's own cells (`, "answered": `), as bytes.
  static let sumKeyBytes = (ExportRow.summaryColumns + ExportRow.kindColumns).map {
    Array((", " + JSONText.quote($0) + ": ").utf8)
  }

  /// Writes one quiz's row, byte by byte: a federation's export per quiz is a million of
  /// them, and building each cell as a string first cost most of its time.
  /// `renderedQuizRow` is the general way; a test checks that both write the same bytes.
  mutating func addQuiz(_ record: QuizRecord) {
    let sums = QuizSums(record)
    if form == .json {
      if rows > 0 || continuing { bytes.append(0x2C) }
      bytes += "\n  {".utf8
    }
    let cells = ExportRow.quizCells(
      record, shown: names.shown(record.judge), sheet: sheet?.place(of: record).rawValue ?? "",
      time: time)
    for (column, cell) in cells.enumerated() {
      if column > 0 { separator() }
      appendCell(cell, column: column)
    }
    var column = 0
    func next() {
      switch form {
      case .csv: bytes.append(0x2C)
      case .csvDecimalComma: bytes.append(0x3B)
      case .json: bytes += Self.sumKeyBytes[column]
      }
      column += 1
    }
    for count in [sums.answered, sums.right, sums.partly, sums.wrong, sums.skipped] {
      next()
      digits(count)
    }
    next()
    tenths(sums.seconds, point: form == .csvDecimalComma ? 0x2C : 0x2E)
    for kind in KindTally.kinds {
      let counts = sums.kinds.counts(of: kind)
      next()
      digits(counts.questions)
      next()
      digits(counts.points)
    }
    if form == .json { bytes.append(0x7D) } else { bytes += "\r\n".utf8 }
    rows += 1
  }

  /// One quiz's row as the general renderer writes it, cell strings first: what `addQuiz`
  /// must match byte for byte.
  func renderedQuizRow(_ record: QuizRecord) -> String {
    let sums = QuizSums(record)
    let values =
      [
        String(sums.answered), String(sums.right), String(sums.partly), String(sums.wrong),
        String(sums.skipped), Tenths.format(sums.seconds),
      ] + ExportRow.kindCells(sums.kinds)
    let cells = ExportRow.quizCells(
      record, shown: names.shown(record.judge), sheet: sheet?.place(of: record).rawValue ?? "",
      time: time)
    var out = render(cells, from: 0)
    for (name, value) in zip(ExportRow.summaryColumns + ExportRow.kindColumns, values) {
      switch form {
      case .csv: out += ",\(value)"
      // Numbers only: the seconds get their decimal comma.
      case .csvDecimalComma: out += ";\(String(value.map { $0 == "." ? "," : $0 }))"
      case .json: out += ", \(JSONText.quote(name)): \(value)"
      }
    }
    return out
  }

  /// The separator between two cells of a row.
  mutating func separator() {
    bytes.append(form == .csvDecimalComma ? 0x3B : 0x2C)
    if form == .json { bytes.append(0x20) }
  }

  /// Appends one cell of `column` as `render` writes it: printable ASCII that no form quotes
  /// or escapes (nearly every cell) is copied as it is; anything else goes through `render`.
  mutating func appendCell(_ cell: String, column: Int) {
    var cell = cell
    guard !cell.withUTF8({ appendPlain($0, column: column) }) else { return }
    var out = ""
    Self.render([cell], from: column, form: form, into: &out)
    bytes += out.utf8
  }

  /// Appends `cell` when it is plain (`isPlain`), copied as bytes; false, with nothing
  /// appended, when it is not.
  private mutating func appendPlain(_ cell: UnsafeBufferPointer<UInt8>, column: Int) -> Bool {
    guard Self.isPlain(cell) else { return false }
    let kind = Self.kinds[column]
    switch form {
    case .csv:
      bytes += cell
    case .csvDecimalComma:
      if kind.decimal {
        for byte in cell { bytes.append(byte == 0x2E ? 0x2C : byte) }
      } else {
        bytes += cell
      }
    case .json:
      bytes += Self.jsonKeyBytes[column]
      if kind.boolean {
        append(cell.elementsEqual("true".utf8) ? "true" : "false")
      } else if kind.numeric {
        if cell.isEmpty { append("null") } else { bytes += cell }
      } else {
        bytes.append(0x22)
        bytes += cell
        bytes.append(0x22)
      }
    }
    return true
  }

  /// Printable ASCII without a separator, quote or backslash, not starting as a formula:
  /// a cell every form writes as it is (`Exporter.quote`, `JSONText.quote`).
  private static func isPlain(_ cell: UnsafeBufferPointer<UInt8>) -> Bool {
    if let first = cell.first, first == 0x3D || first == 0x2B || first == 0x2D || first == 0x40 {
      return false
    }
    for byte in cell {
      guard byte >= 0x20, byte < 0x7F, byte != 0x2C, byte != 0x22, byte != 0x3B, byte != 0x5C
      else { return false }
    }
    return true
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
    case .bank(_, let chosen)?: return chosen == nil
    case .own(_, let given)?: return given == nil
    }
  }
}
