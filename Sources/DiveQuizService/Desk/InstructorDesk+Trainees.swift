import DiveQuizCore

/// The trainees as the instructor asks about them: one trainee's progress, the class list,
/// and the names a new spelling may belong to.
extension InstructorDesk {
  /// A trainee's completed quizzes for `progress`.
  package struct Progress: Equatable, Sendable {
    /// The trainee's name as the history shows it.
    package var judge: String
    /// The latest completed quizzes, oldest first, at most `limit`.
    package var latest: [QuizRecord]
    /// How many completed quizzes there are in all.
    package var completed: Int
    /// The questions of all the completed quizzes, by kind.
    package var kinds: [Report.KindStat] = []
  }

  /// What a new spelling of a name means for the history.
  package enum Spelling: Equatable, Sendable {
    /// The history knows this trainee under another spelling.
    case sameTrainee(stored: String, quizzes: Int)
    /// A new trainee whose name is close to stored ones.
    case closeTo([String])
  }

  /// One trainee's completed quizzes, the latest `limit` kept, read in one pass; a name given
  /// (`named`) is resolved first and throws when it finds no single trainee.
  package func progress(of name: String, named: Bool, limit: Int) throws(TrainerError) -> Progress {
    try withNamesCheckedByRead { names throws(TrainerError) in
      try progress(of: name, named: named, limit: limit, names: names)
    }
  }

  private func progress(of name: String, named: Bool, limit: Int, names: TraineeNames)
    throws(TrainerError) -> Progress
  {
    var query = HistoryQuery(judge: name)
    if named {
      query = try resolved(query, in: names)
    } else if context.history != nil {
      query.judgeKeys = Set(names.members(identity: names.identity(of: name)))
    }
    var latest: [(key: TraineeSummary.Key, record: QuizRecord)] = []
    var completed = 0
    var kinds = KindTally()
    try locatedRecords(matching: query) { record, offset in
      guard record.status == .completed else { return true }
      completed += 1
      kinds.add(record)
      let key = TraineeSummary.Key(start: record.start, sequence: offset)
      let position = latest.firstIndex { $0.key > key } ?? latest.endIndex
      latest.insert((key, record), at: position)
      if latest.count > limit { latest.removeFirst() }
      return true
    }
    return Progress(
      judge: query.judge ?? name, latest: latest.map(\.record), completed: completed,
      kinds: kinds.stats)
  }

  /// The trainees among the quizzes the query selects, one entry per trainee; a name keeps
  /// the trainees whose name, or a word of it, starts so (`trainees anne`). With them, who
  /// is who in the history.
  public func trainees(_ query: HistoryQuery) throws(TrainerError)
    -> (trainees: [Report.Trainee], names: TraineeNames)
  {
    var query = query
    let names = try storedNames()
    if let typed = query.judge {
      let found = names.filter(typed)
      guard !found.isEmpty else {
        throw .trainee(.unknown(typed, suggestions: NameKey.closest(to: typed, in: names.all)))
      }
      query.judgeKeys = Set(found.flatMap { names.members(identity: $0) })
    }
    var index = TraineeIndex(names: names, time: context.time)
    // The trainee list needs no questions: lines are read as summaries.
    try records(matching: query, summaries: true) { record in
      index.add(record)
      return true
    }
    return (index.trainees(), names)
  }

  /// After a change of name: the stored trainee a new spelling belongs to, or the stored
  /// names close to a new one, so a typo does not start a second trainee unnoticed.
  package func spelling(of name: String) -> Spelling? {
    guard context.history != nil, let names = try? storedNames() else { return nil }
    let identity = names.identity(of: name)
    if let shown = names.shownName(identity: identity) {
      guard shown != name else { return nil }
      var quizzes = 0
      let keys = Set(names.members(identity: identity))
      try? records(matching: HistoryQuery(), quiet: true) { record in
        if keys.contains(NameKey.of(record.judge)) { quizzes += 1 }
        return true
      }
      return .sameTrainee(stored: shown, quizzes: quizzes)
    }
    let close = NameKey.closest(to: name, in: names.all)
    return close.isEmpty ? nil : .closeTo(close)
  }

  /// Everyone in the history by their shown names, and (with `current`) the current trainee
  /// even before a first quiz: read again only for what the history gained since (an import,
  /// a quiz by a new judge).
  package func traineeNames(current: Bool = true) -> [String] {
    let names = (try? storedNames()) ?? TraineeNames()
    var all = names.all
    let judge = context.judge
    if current, names.shownName(identity: names.identity(of: judge)) == nil { all.append(judge) }
    return all.sorted { NameKey.of($0) < NameKey.of($1) }
  }
}
