import DiveQuizCore

/// Trainees by name: who is who in the history (`TraineeNames`), names typed as people type
/// them (a unique start of a name or of a word), and the instructor's renames and merges,
/// stored as alias lines appended to the history.
extension Session {
  /// Who is who in the history, read only for what it gained since the last time; nil when
  /// it cannot be read (said unless `quiet`).
  func storedNames(quiet: Bool = false) -> TraineeNames? {
    guard let history else { return TraineeNames() }
    let storage = history.main
    let snapshot: any HistorySnapshot
    do {
      snapshot = try storage.snapshot()
    } catch {
      if !quiet { complain(error) }
      return nil
    }
    var progress = NameCensus.Progress(
      location: storage.location, identity: snapshot.identity, covered: 0, census: NameCensus())
    if let known = nameCensus, known.location == storage.location,
      known.identity == snapshot.identity, known.covered <= snapshot.size
    {
      progress = known
    }
    if progress.covered < snapshot.size {
      let end = readLines(snapshot, from: progress.covered, firstNumber: 0) { line in
        progress.census.read(line)
        return true
      }
      guard end == .finished else { return nil }
      progress.covered = snapshot.size
      progress.names = nil
    }
    if let names = progress.names { return names }
    let names = progress.census.resolved()
    progress.names = names
    nameCensus = progress
    return names
  }

  /// The trainee a typed name finds, or nil after listing the candidates (several match) or
  /// the closest names (none does).
  func findTrainee(_ typed: String, in names: TraineeNames) -> (identity: String, shown: String)? {
    switch names.lookup(typed) {
    case .found(let identity, let shown):
      return (identity, shown)
    case .ambiguous(let candidates):
      complain(TraineeLookupError.ambiguous(typed, candidates: candidates))
    case .unknown(let suggestions):
      complain(TraineeLookupError.unknown(typed, suggestions: suggestions))
    }
    return nil
  }

  /// The query with its `judge` made the trainee it finds (shown name, every merged key);
  /// nil after saying why when no single trainee matches. Without a history it is unchanged.
  func resolved(_ query: HistoryQuery) -> (query: HistoryQuery, names: TraineeNames)? {
    guard let names = storedNames() else { return nil }
    guard let typed = query.judge, history != nil else { return (query, names) }
    guard let found = findTrainee(typed, in: names) else { return nil }
    var query = query
    query.judge = found.shown
    query.judgeKeys = Set(names.members(identity: found.identity))
    return (query, names)
  }

  /// `trainees rename`, `merge`, `unmerge`: checks the names, asks on a terminal before a
  /// merge, and appends the decision to the history.
  func changeNames(_ change: NameChange) -> Bool {
    guard let history else {
      say(catalog.text("history.empty") + "\n")
      return false
    }
    guard let names = storedNames() else { return false }
    let plan: NameDesk.Plan
    switch NameDesk.plan(change, names: names) {
    case .success(let planned): plan = planned
    case .failure(let error):
      complain(error)
      return false
    }
    if case .merge = change, configuration.interactive, atPrompt {
      let question = catalog.text(
        "trainees.merge.confirm",
        plan.sources.map { Sanitizer.visible($0, limit: 80) }.joined(separator: ", "),
        Sanitizer.visible(plan.target, limit: 80))
      guard askYes(question) == .yes else {
        say(catalog.text("trainees.merge.kept") + "\n")
        return true
      }
    }
    let at = clock()
    var records: [AliasRecord] = []
    for alias in plan.aliases {
      // Ids from the kernel, as for quizzes: no randomness, no decision stored.
      guard let id = makeID() else {
        complain(QuizError.noRandomness)
        return false
      }
      records.append(
        AliasRecord(id: id, at: at, action: alias.action, from: alias.from, to: alias.to))
    }
    do {
      try history.main.append(records.flatMap { $0.encode() })
    } catch {
      complain(error)
      if case .interrupted = error { acknowledgeStop() }
      return false
    }
    let sources = plan.sources.map { Sanitizer.visible($0, limit: 80) }.joined(separator: ", ")
    let target = Sanitizer.visible(plan.target, limit: 80)
    switch change {
    case .rename: say(catalog.text("trainees.renamed", sources, target) + "\n")
    case .merge: say(catalog.text("trainees.merged", sources, target) + "\n")
    case .unmerge: say(catalog.text("trainees.unmerged", sources, target) + "\n")
    }
    return true
  }
}
