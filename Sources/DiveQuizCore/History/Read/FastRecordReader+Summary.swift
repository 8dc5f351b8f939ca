/// What `trainees` needs of a record (who, kind, status, dates, score), read from a line laid
/// out as divequiz writes it without making its questions: each question is still read and
/// range-checked, byte by byte, so a line the full reader would refuse is refused here too.
extension FastRecordReader {
  /// The record of a completed quiz without its id, languages, filters or questions; nil for
  /// an abandoned one, any other layout, and questions of other kinds (rule numbers, true or
  /// false): those need the full read.
  mutating func summary() -> QuizRecord? {
    guard literal("{\"v\":"), let version = integer(), version == QuizRecord.schemaVersion,
      literal(",\"id\":"), let id = rawString(), RecordLimits.idLength.contains(id.count),
      literal(",\"judge\":"), let judge = string(),
      literal(",\"kind\":"), let kind = string(),
      literal(",\"status\":"), let statusText = rawString(),
      // An abandoned quiz counts only if it holds an answer: the full read says.
      let status = Self.status(statusText), status == .completed,
      literal(",\"start\":"), let start = timestamp(),
      literal(",\"end\":"), let end = timestamp(),
      literal(",\"langs\":"), strings() != nil,
      literal(",\"filters\":"), strings() != nil,
      literal(",\"seed\":"), let seed = unsigned(),
      literal(",\"edition\":"), let edition = string(),
      let totals = totals(),
      literal(",\"q\":["), let tally = skipQuestions(expected: totals.size),
      literal("}"), index == bytes.count
    else { return nil }
    // A stored summary that disagrees with the answers: the full read shows the answers'.
    let summary = QuizRecord.derived(status: status, size: totals.size, points: tally.points)
    guard summary.score == totals.score, summary.maximum == totals.maximum,
      summary.passed == totals.passed
    else { return nil }
    var record = QuizRecord(
      id: "", judge: judge, kind: QuizKind(kind), status: status, start: start, end: end,
      languages: [],
      filters: [], seed: seed, edition: EditionID(stored: edition),
      size: totals.size, score: totals.score, maximum: totals.maximum, passed: totals.passed,
      limit: totals.limit, questions: [])
    record.kindTally = tally
    return record
  }

  private static func status(_ raw: UnsafeBufferPointer<UInt8>) -> QuizRecord.Status? {
    if raw.elementsEqual("completed".utf8) { return .completed }
    return QuizRecord.Status(rawValue: String(decoding: raw, as: UTF8.self))
  }

  /// At most `expected` sanction questions, each as `question(into:)` reads it, checked
  /// against `RecordLimits` and dropped, leaving only their tally (nil: not such questions).
  private mutating func skipQuestions(expected: Int) -> KindTally? {
    var tally = KindTally()
    if character(0x5D) { return tally }
    var count = 0
    while count < expected {
      guard character(0x5B), let penalty = integer(), RecordLimits.penaltyID.contains(penalty),
        character(0x2C)
      else { return nil }
      let skipped = literal("null")
      if !skipped {
        guard let code = integer(), Sanction(rawValue: code) != nil else { return nil }
      }
      guard character(0x2C), owners() != nil, character(0x2C),
        let keyCode = integer(), Sanction(rawValue: keyCode) != nil, character(0x2C),
        owners() != nil, character(0x2C), let points = integer(),
        RecordLimits.points.contains(points), character(0x2C),
        let seconds = decimal(), RecordLimits.questionSeconds.contains(seconds), character(0x5D)
      else { return nil }
      tally.add(.sanction, points: points, skipped: skipped)
      count += 1
      if character(0x2C) { continue }
      return character(0x5D) ? tally : nil
    }
    return nil
  }
}

extension RecordCodec {
  /// A line read for `trainees`: the summary when the line is laid out as divequiz writes it
  /// (no questions made), the whole record otherwise; a damaged line is the same problem
  /// either way.
  package static func summary(_ line: HistoryLine) -> Result<QuizRecord, LineProblem> {
    if line.overlong == nil {
      var reader = FastRecordReader(bytes: line.bytes)
      if let summary = reader.summary() { return .success(summary) }
    }
    return decode(line)
  }
}
