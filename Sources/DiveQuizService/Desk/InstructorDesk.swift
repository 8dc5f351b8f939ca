import DiveQuizCore

/// The instructor's desk: the stored history as the instructor asks about it — quizzes by
/// query, the report, one quiz to review, a trainee's progress, the class list, exam sheets —
/// and who is who in it, with renames and merges. Every read is asked of the history's
/// `HistoryReader`; `since` and `until` are read as local days.
public final class InstructorDesk {
  let context: TrainerContext

  init(_ context: TrainerContext) {
    self.context = context
  }

  /// Hands every stored record the query selects to `visit`, in the order stored, until
  /// `visit` returns false. Damaged lines go to the observer unless `quiet`.
  package func records(
    matching query: HistoryQuery, quiet: Bool = false, summaries: Bool = false,
    _ visit: (QuizRecord) -> Bool
  ) throws(TrainerError) {
    try locatedRecords(matching: query, quiet: quiet, summaries: summaries) { record, _ in
      visit(record)
    }
  }

  /// As `records(matching:)`, with where each record's line starts, for `records(at:)`; a
  /// summary leaves the questions undecoded.
  package func locatedRecords(
    matching query: HistoryQuery, quiet: Bool = false, summaries: Bool = false,
    _ visit: (QuizRecord, Int) -> Bool
  ) throws(TrainerError) {
    let query = query.inLocalDays(context.time)
    try context.read(or: ()) { reader throws(HistoryReader.Failure) in
      try reader.records(matching: query, quiet: quiet, summaries: summaries, visit)
    }
  }

  /// The records whose lines start at `offsets` (as `locatedRecords(matching:)` handed them),
  /// one line read each: a second pass over a few listed quizzes without reading the history
  /// again.
  package func records(at offsets: [Int], _ visit: (QuizRecord) -> Void) throws(TrainerError) {
    try context.read(or: ()) { reader throws(HistoryReader.Failure) in
      try reader.records(at: offsets, visit)
    }
  }

  /// The newest `count` records the query selects, in the order stored, read from the end.
  package func newest(_ count: Int, matching query: HistoryQuery) throws(TrainerError)
    -> [QuizRecord]
  {
    let query = query.inLocalDays(context.time)
    return try context.read(or: []) { reader throws(HistoryReader.Failure) in
      try reader.newest(count, matching: query)
    }
  }

  /// The exam sheet of `seed` as `report seed S` finds it; nil without a history or an exam
  /// of that seed, or when the history cannot be read (an exam about to start on that seed
  /// starts all the same: this is advice).
  func storedSheet(seed: UInt64) -> (shape: SheetShape, trainees: Int)? {
    let builder = ExamSheet.Builder(names: try? storedNames(), practice: false)
    let query = HistoryQuery(seed: seed, kind: .exam)
    guard
      let sheet = try? context.read(
        or: nil,
        { reader throws(HistoryReader.Failure) in
          try reader.sheet(builder, matching: query, quiet: true)
        }),
      let shape = sheet.shape, !sheet.entries.isEmpty
    else { return nil }
    return (shape, sheet.entries.count)
  }
}
