import DiveQuizCore

/// The stored history as the instructor asks about it: quizzes by query, the report, one quiz
/// to review, a trainee's progress, the class list and names looked up with suggestions. Each
/// reads the history one record at a time; `since` and `until` are read as local days.
extension TrainerService {
  /// A trainee's completed quizzes for `progress`.
  public struct Progress: Equatable, Sendable {
    /// The latest completed quizzes, oldest first, at most `limit`.
    public var latest: [QuizRecord]
    /// How many completed quizzes there are in all.
    public var completed: Int
  }

  /// What a new spelling of a name means for the history.
  public enum Spelling: Equatable, Sendable {
    /// The history knows this trainee under another spelling.
    case sameTrainee(stored: String, quizzes: Int)
    /// A new trainee whose name is close to stored ones.
    case closeTo([String])
  }

  /// Hands every stored record the query selects to `visit`, in the order stored, until
  /// `visit` returns false. Damaged lines go to `onSkipped` unless `quiet`.
  public func records(
    matching query: HistoryQuery, quiet: Bool = false, _ visit: (QuizRecord) -> Bool
  ) throws(TrainerError) {
    let query = query.inLocalDays(time)
    guard let history else { return }
    let snapshot = try openSnapshot(history.main)
    try readForward(snapshot, file: history.main.location, quiet: quiet) { record, _ in
      guard query.matches(record) else { return true }
      return visit(record)
    }
  }

  /// The newest `count` records the query selects, in the order stored, read from the end.
  public func newest(_ count: Int, matching query: HistoryQuery) throws(TrainerError)
    -> [QuizRecord]
  {
    guard let history else { return [] }
    return try newest(count, matching: query.inLocalDays(time), in: openSnapshot(history.main))
  }

  func newest(_ count: Int, matching query: HistoryQuery, in snapshot: any HistorySnapshot)
    throws(TrainerError) -> [QuizRecord]
  {
    var found: [QuizRecord] = []
    try readBackward(snapshot, file: history?.main.location ?? "") { record, _ in
      if query.matches(record) { found.append(record) }
      return found.count < count
    }
    return found.reversed()
  }

  /// The report over the quizzes the query selects; `last N` reads only the newest.
  public func report(_ query: HistoryQuery) throws(TrainerError) -> Report {
    if let last = query.last {
      return try Report.build(newest(last, matching: query), seed: query.seed, time: time)
    }
    var builder = Report.Builder(seed: query.seed, time: time)
    try records(matching: query) { record in
      builder.add(record)
      return true
    }
    return builder.finish()
  }

  /// A quiz by id prefix, or the trainee's last one stored (anyone's when the trainee has
  /// none); nil when the history is empty.
  public func review(_ id: String?) throws(TrainerError) -> QuizRecord? {
    guard let history else { return nil }
    let snapshot = try openSnapshot(history.main)
    let file = history.main.location
    guard let id else {
      var latest: QuizRecord?
      var mine: QuizRecord?
      try readBackward(snapshot, file: file) { candidate, _ in
        latest = latest ?? candidate
        guard candidate.judge == judge else { return true }
        mine = candidate
        return false
      }
      return mine ?? latest
    }
    let prefix = id.lowercased()
    var matches = 0
    var record: QuizRecord?
    try readForward(snapshot, file: file) { candidate, _ in
      if candidate.id.hasPrefix(prefix) {
        matches += 1
        record = record ?? candidate
      }
      return true
    }
    guard matches <= 1 else { throw .lookup(.ambiguous(id, count: matches)) }
    guard let record else { throw .lookup(.notFound(id)) }
    return record
  }

  /// One trainee's completed quizzes, the latest `limit` kept, read in one pass; a name given
  /// (`named`) that matches no quiz throws with the closest stored names.
  public func progress(of name: String, named: Bool, limit: Int) throws(TrainerError) -> Progress {
    let query = HistoryQuery(judge: name)
    var latest: [(key: TraineeSummary.Key, record: QuizRecord)] = []
    var completed = 0
    var matched = 0
    if let history {
      let snapshot = try openSnapshot(history.main)
      try readForward(snapshot, file: history.main.location) { record, offset in
        guard query.matches(record) else { return true }
        matched += 1
        guard record.status == .completed else { return true }
        completed += 1
        let key = TraineeSummary.Key(start: record.start, sequence: offset)
        let position = latest.firstIndex { $0.key > key } ?? latest.endIndex
        latest.insert((key, record), at: position)
        if latest.count > limit { latest.removeFirst() }
        return true
      }
    }
    if matched == 0, named { try requireTrainee(name) }
    return Progress(latest: latest.map(\.record), completed: completed)
  }

  /// The trainees among the quizzes the query selects, one entry per trainee.
  public func trainees(_ query: HistoryQuery) throws(TrainerError) -> [Report.Trainee] {
    var index = TraineeIndex(time: time)
    try records(matching: query) { record in
      index.add(record)
      return true
    }
    if index.count == 0, let name = query.judge { try requireTrainee(name) }
    return index.trainees()
  }

  /// Throws, with the closest stored names, unless a quiz is stored under `name` (however
  /// spelled).
  public func requireTrainee(_ name: String) throws(TrainerError) {
    guard history != nil else { return }
    let index = try storedTrainees()
    if index.contains(name) { return }
    throw .trainee(.unknown(name, suggestions: index.closest(to: name)))
  }

  /// After a change of name: the stored trainee a new spelling belongs to, or the stored
  /// names close to a new one, so a typo does not start a second trainee unnoticed.
  public func spelling(of name: String) -> Spelling? {
    guard history != nil, let index = try? storedTrainees() else { return nil }
    if let stored = index.stored(name) {
      return stored.name == name ? nil : .sameTrainee(stored: stored.name, quizzes: stored.quizzes)
    }
    let close = index.closest(to: name)
    return close.isEmpty ? nil : .closeTo(close)
  }

  /// Everyone in the history and the current trainee, sorted without regard to case; read
  /// once, at the first completion that needs them.
  public func traineeNames() -> [String] {
    if let knownNames { return knownNames }
    var names: Set<String> = [judge]
    try? records(matching: HistoryQuery(), quiet: true) { record in
      names.insert(record.judge)
      return true
    }
    knownNames = names.sorted { $0.lowercased() < $1.lowercased() }
    return knownNames ?? []
  }

  /// Every stored trainee (merged by name key).
  private func storedTrainees() throws(TrainerError) -> TraineeIndex {
    var index = TraineeIndex()
    try records(matching: HistoryQuery(), quiet: true) { record in
      index.add(record)
      return true
    }
    return index
  }
}
