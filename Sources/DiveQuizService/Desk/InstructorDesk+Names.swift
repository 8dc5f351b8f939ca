import DiveQuizCore

/// Trainees by name: who is who in the history (`TraineeNames`), names typed as people type
/// them (a unique start of a name or of a word), and the instructor's renames and merges,
/// stored as alias lines appended to the history.
extension InstructorDesk {
  /// Who is who in the history, read only for what it gained since the last time (the
  /// reader keeps the census, and checks it against the bytes it was read from).
  package func storedNames() throws(TrainerError) -> TraineeNames {
    try context.names()
  }

  /// The trainee a typed name finds; throws with the candidates (several match) or the
  /// closest names (none does).
  package func findTrainee(_ typed: String, in names: TraineeNames) throws(TrainerError)
    -> (identity: String, shown: String)
  {
    switch names.lookup(typed) {
    case .found(let identity, let shown): return (identity, shown)
    case .ambiguous(let candidates): throw .trainee(.ambiguous(typed, candidates: candidates))
    case .unknown(let suggestions): throw .trainee(.unknown(typed, suggestions: suggestions))
    }
  }

  /// The query with its `judge` made the trainee it finds (shown name, every merged key).
  /// Without a history it is unchanged.
  public func resolved(_ query: HistoryQuery) throws(TrainerError)
    -> (query: HistoryQuery, names: TraineeNames)
  {
    let names = try storedNames()
    return (try resolved(query, in: names), names)
  }

  /// `read` with the kept names, their check made by `read`'s own pass over every line rather
  /// than by one of its own (`TrainerContext.namesCheckedByNextRead`): a query about one
  /// trainee so reads a large history once, not twice. In the rare case the bytes the names
  /// came from changed (an edit in place), `read` runs again with the names read afresh, so it
  /// must show nothing: what it returns is shown once the names are known to be current.
  package func withNamesCheckedByRead<T>(
    _ read: (TraineeNames) throws(TrainerError) -> T
  ) throws(TrainerError) -> T {
    do throws(TrainerError) {
      let value = try read(try context.namesCheckedByNextRead())
      if try !context.namesChangedSince() { return value }
    } catch .trainee(let error) {
      // Not found among the kept names: said only once they are known to be current.
      if try !context.namesChangedSince() { throw .trainee(error) }
    }
    return try read(try storedNames())
  }

  /// `resolved(_:)` against names already read.
  package func resolved(_ query: HistoryQuery, in names: TraineeNames) throws(TrainerError)
    -> HistoryQuery
  {
    guard let typed = query.judge, context.history != nil else { return query }
    let found = try findTrainee(typed, in: names)
    var query = query
    query.judge = found.shown
    query.judgeKeys = Set(names.members(identity: found.identity))
    return query
  }

  /// What a rename, merge or unmerge would do, checked against the stored names.
  package func planNameChange(_ change: NameChange) throws(TrainerError) -> NameDesk.Plan {
    guard context.history != nil else { throw .noHistory }
    switch NameDesk.plan(change, names: try storedNames()) {
    case .success(let plan): return plan
    case .failure(let error): throw .names(error)
    }
  }

  /// Appends the planned decision to the history, as alias lines.
  package func apply(_ plan: NameDesk.Plan) throws(TrainerError) {
    guard let history = context.history else { throw .noHistory }
    let at = context.clock()
    var records: [AliasRecord] = []
    for alias in plan.aliases {
      // Ids from the kernel, as for quizzes: no randomness, no decision stored.
      guard let id = context.makeID() else { throw .quiz(.noRandomness) }
      records.append(
        AliasRecord(id: id, at: at, action: alias.action, from: alias.from, to: alias.to))
    }
    do {
      try history.main.append(records.flatMap { $0.encode() })
    } catch {
      throw .history(error)
    }
  }
}

extension TraineeNames {
  /// The record with its trainee's name as the class list shows it.
  package func shownRecord(_ record: QuizRecord) -> QuizRecord {
    var record = record
    record.judge = shown(record.judge)
    return record
  }
}
