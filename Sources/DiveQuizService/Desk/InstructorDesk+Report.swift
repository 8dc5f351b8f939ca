import DiveQuizCore

/// The report over the quizzes a query selects, and one quiz found again to review.
extension InstructorDesk {
  /// The report over the quizzes the query selects; `last N` reads only the newest. The
  /// query's `judge` is resolved first (a unique start of a name will do).
  public func report(_ query: HistoryQuery) throws(TrainerError) -> Report {
    let time = context.time
    guard context.history != nil else { return Report.build([], seed: query.seed, time: time) }
    if Self.selectsAll(query) {
      // The whole history: summed from the bytes, the names counted in the same pass.
      return try context.read(or: Report.build([], time: time)) {
        reader throws(HistoryReader.Failure) in try reader.wholeReport(time: time)
      }
    }
    let (query, names) = try resolved(query)
    var builder = Report.Builder(
      seed: query.seed, names: names, attempt: query.attempt ?? .first,
      kind: query.kind, time: time)
    if let last = query.last {
      for record in try newest(last, matching: query) { builder.add(record) }
      return builder.finish()
    }
    try records(matching: query) { record in
      builder.add(record)
      return true
    }
    return builder.finish()
  }

  /// Whether the query keeps every stored quiz, so the report may be summed from the bytes.
  static func selectsAll(_ query: HistoryQuery) -> Bool {
    query.judge == nil && query.judgeKeys == nil && query.since == nil && query.until == nil
      && query.last == nil && query.seed == nil && query.kind == nil && query.edition == nil
  }

  /// A quiz by id prefix (among one trainee's or one day's quizzes with `among`), or the
  /// trainee's last one stored (anyone's when the trainee has none); nil when the history is
  /// empty. The record carries the trainee's shown name.
  package func review(_ id: String?, among: String? = nil) throws(TrainerError) -> QuizRecord? {
    guard context.history != nil else { return nil }
    var record: QuizRecord?
    if let id {
      let prefix = id.lowercased()
      let chooser = among.map { ReviewChooser($0, time: context.time) }
      var matches = 0
      var ids: Set<String> = []
      try context.read(or: ()) { reader throws(HistoryReader.Failure) in
        try reader.allRecords { candidate in
          if candidate.id.hasPrefix(prefix), chooser?.matches(candidate) ?? true {
            matches += 1
            ids.insert(candidate.id)
            record = record ?? candidate
          }
          return true
        }
      }
      guard matches <= 1 else {
        if ids.count == 1, let only = ids.first { throw .lookup(.sameID(only, count: matches)) }
        throw .lookup(.ambiguous(id, count: matches))
      }
      guard record != nil else { throw .lookup(.notFound(id)) }
    } else {
      let judge = context.judge
      var latest: QuizRecord?
      try context.read(or: ()) { reader throws(HistoryReader.Failure) in
        try reader.recordsFromNewest { candidate in
          latest = latest ?? candidate
          guard candidate.judge == judge else { return true }
          record = candidate
          return false
        }
      }
      record = record ?? latest
    }
    guard var shown = record else { return nil }
    shown.judge = (try? storedNames())?.shown(shown.judge) ?? shown.judge
    return shown
  }
}
