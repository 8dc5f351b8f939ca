import DiveQuizCore

/// Trainees by name: who is who in the history (`TraineeNames`), names typed as people type
/// them (a unique start of a name or of a word), and the instructor's renames and merges,
/// stored as alias lines appended to the history.
extension TrainerService {
  /// Who is who in the history, read only for what it gained since the last time.
  public func storedNames() throws(TrainerError) -> TraineeNames {
    guard let history else { return TraineeNames() }
    let storage = history.main
    let snapshot = try openSnapshot(storage)
    var progress = NameCensus.Progress(
      location: storage.location, identity: snapshot.identity, covered: 0, census: NameCensus())
    if let known = nameCensus, known.location == storage.location,
      known.identity == snapshot.identity, known.covered <= snapshot.size
    {
      progress = known
    } else if let identity = snapshot.identity,
      let cached = storage.readCache(.names).flatMap(NamesCache.decode),
      cached.identity == identity, cached.covered <= snapshot.size,
      tail(of: snapshot, before: cached.covered, count: cached.tail.count) == cached.tail
    {
      progress.covered = cached.covered
      progress.census = cached.census
    }
    if progress.covered < snapshot.size {
      try readLines(snapshot, from: progress.covered, firstNumber: 0) { line in
        progress.census.read(line)
        return true
      }
      progress.covered = snapshot.size
      progress.names = nil
      keepNames(progress, of: snapshot)
    }
    if let names = progress.names { return names }
    let names = progress.census.resolved()
    progress.names = names
    nameCensus = progress
    return names
  }

  /// Writes the census to the names' cache beside the history, for the next command.
  func keepNames(_ progress: NameCensus.Progress, of snapshot: any HistorySnapshot) {
    guard let history, let identity = snapshot.identity,
      let tail = tail(of: snapshot, before: progress.covered, count: SummaryCache.tailLength)
    else { return }
    let cache = NamesCache(
      identity: identity, covered: progress.covered, tail: tail, census: progress.census)
    history.main.writeCache(.names, cache.encode())
  }

  /// The trainee a typed name finds; throws with the candidates (several match) or the
  /// closest names (none does).
  public func findTrainee(_ typed: String, in names: TraineeNames) throws(TrainerError)
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
    guard let typed = query.judge, history != nil else { return (query, names) }
    let found = try findTrainee(typed, in: names)
    var query = query
    query.judge = found.shown
    query.judgeKeys = Set(names.members(identity: found.identity))
    return (query, names)
  }

  /// What a rename, merge or unmerge would do, checked against the stored names.
  public func planNameChange(_ change: NameChange) throws(TrainerError) -> NameDesk.Plan {
    guard history != nil else { throw .noHistory }
    switch NameDesk.plan(change, names: try storedNames()) {
    case .success(let plan): return plan
    case .failure(let error): throw .names(error)
    }
  }

  /// Appends the planned decision to the history, as alias lines.
  public func apply(_ plan: NameDesk.Plan) throws(TrainerError) {
    guard let history else { throw .noHistory }
    let at = clock()
    var records: [AliasRecord] = []
    for alias in plan.aliases {
      // Ids from the kernel, as for quizzes: no randomness, no decision stored.
      guard let id = makeID() else { throw .quiz(.noRandomness) }
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
  public func shownRecord(_ record: QuizRecord) -> QuizRecord {
    var record = record
    record.judge = shown(record.judge)
    return record
  }
}
