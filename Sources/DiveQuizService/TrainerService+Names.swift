import DiveQuizCore

/// Trainees by name: who is who in the history (`TraineeNames`), names typed as people type
/// them (a unique start of a name or of a word), and the instructor's renames and merges,
/// stored as alias lines appended to the history.
extension TrainerService {
  /// Who is who in the history, read only for what it gained since the last time.
  ///
  /// A census kept (in this session, or in the cache beside the history) is used only while
  /// the bytes it was read from hash the same (`ContentDigest`): the check and the digest of
  /// the grown file are one sequential read.
  package func storedNames() throws(TrainerError) -> TraineeNames {
    guard let history else { return TraineeNames() }
    let storage = history.main
    let snapshot = try openSnapshot(storage)
    var progress = NameCensus.Progress(
      location: storage.location, identity: snapshot.identity, covered: 0, census: NameCensus())
    var candidates: [NameCensus.Progress] = []
    if let known = nameCensus, known.location == storage.location, known.digest != nil {
      candidates.append(known)
    }
    if let cached = storage.readCache(.names).flatMap(NamesCache.decode) {
      var fromFile = progress
      fromFile.covered = cached.covered
      fromFile.digest = cached.digest
      fromFile.census = cached.census
      candidates.append(fromFile)
    }
    // The first kept census whose bytes still read the same, checked with the digest of
    // the whole file in the same pass.
    var whole: ContentDigest?
    for candidate in candidates where candidate.covered <= snapshot.size {
      let digests = ContentDigest.of(snapshot, at: [candidate.covered, snapshot.size])
      whole = digests[1]
      if let digest = digests[0], digest == candidate.digest {
        progress = candidate
        break
      }
    }
    if progress.digest == nil || progress.covered < snapshot.size {
      try readLines(snapshot, from: progress.covered, firstNumber: 0) { line in
        progress.census.read(line)
        return true
      }
      progress.covered = snapshot.size
      progress.digest = whole ?? ContentDigest.of(snapshot, length: snapshot.size)
      progress.names = nil
      keepNames(progress)
    }
    if let names = progress.names {
      nameCensus = progress
      return names
    }
    let names = progress.census.resolved()
    progress.names = names
    nameCensus = progress
    return names
  }

  /// Writes the census to the names' cache beside the history, for the next command.
  func keepNames(_ progress: NameCensus.Progress) {
    guard let history, let digest = progress.digest, digest.length == progress.covered else {
      return
    }
    history.main.writeCache(.names, NamesCache(digest: digest, census: progress.census).encode())
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
    guard let typed = query.judge, history != nil else { return (query, names) }
    let found = try findTrainee(typed, in: names)
    var query = query
    query.judge = found.shown
    query.judgeKeys = Set(names.members(identity: found.identity))
    return (query, names)
  }

  /// What a rename, merge or unmerge would do, checked against the stored names.
  package func planNameChange(_ change: NameChange) throws(TrainerError) -> NameDesk.Plan {
    guard history != nil else { throw .noHistory }
    switch NameDesk.plan(change, names: try storedNames()) {
    case .success(let plan): return plan
    case .failure(let error): throw .names(error)
    }
  }

  /// Appends the planned decision to the history, as alias lines.
  package func apply(_ plan: NameDesk.Plan) throws(TrainerError) {
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
  package func shownRecord(_ record: QuizRecord) -> QuizRecord {
    var record = record
    record.judge = shown(record.judge)
    return record
  }
}
