import DiveQuizCore

/// The stored history as the instructor asks about it: quizzes by query, the report, one quiz
/// to review, a trainee's progress, the class list and names looked up with suggestions. Each
/// reads the history one record at a time; `since` and `until` are read as local days.
extension TrainerService {
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

  /// Hands every stored record the query selects to `visit`, in the order stored, until
  /// `visit` returns false. Damaged lines go to `onSkipped` unless `quiet`.
  package func records(
    matching query: HistoryQuery, quiet: Bool = false, summaries: Bool = false,
    _ visit: (QuizRecord) -> Bool
  ) throws(TrainerError) {
    try locatedRecords(matching: query, quiet: quiet, summaries: summaries) { record, _ in
      visit(record)
    }
  }

  /// As `records(matching:)`, with where each record's line starts, for `records(at:)`.
  package func locatedRecords(
    matching query: HistoryQuery, quiet: Bool = false, summaries: Bool = false,
    _ visit: (QuizRecord, Int) -> Bool
  ) throws(TrainerError) {
    let query = query.inLocalDays(time)
    guard let history else { return }
    let snapshot = try openSnapshot(history.main)
    // Lines whose raw bytes cannot match are passed over before decoding; a summary leaves
    // the questions undecoded.
    try readForward(
      snapshot, file: history.main.location, quiet: quiet, wanted: prefilter(query),
      decoder: summaries ? RecordCodec.summary : RecordCodec.decode
    ) { record, offset in
      guard query.matches(record) else { return true }
      return visit(record, offset)
    }
  }

  /// The records whose lines start at `offsets` (as `records(matching:)` handed them), one
  /// line read each: a second pass over a few listed quizzes without reading the history
  /// again. Stored lines never move, so the offsets hold for as long as the file is there.
  package func records(at offsets: [Int], _ visit: (QuizRecord) -> Void) throws(TrainerError) {
    guard let history else { return }
    let snapshot = try openSnapshot(history.main)
    let reader = LineReader()
    for offset in offsets {
      if shouldStop() { throw .stopped }
      let bytes: [UInt8]?
      do {
        bytes = try reader.line(in: snapshot, at: offset)
      } catch {
        throw .history(error)
      }
      guard let bytes, case .success(let record) = RecordCodec.decode(bytes) else { continue }
      visit(record)
    }
  }

  /// The newest `count` records the query selects, in the order stored, read from the end.
  package func newest(_ count: Int, matching query: HistoryQuery) throws(TrainerError)
    -> [QuizRecord]
  {
    guard let history else { return [] }
    return try newest(count, matching: query.inLocalDays(time), in: openSnapshot(history.main))
  }

  func newest(_ count: Int, matching query: HistoryQuery, in snapshot: any HistorySnapshot)
    throws(TrainerError) -> [QuizRecord]
  {
    var found: [QuizRecord] = []
    try readBackward(snapshot, file: history?.main.location ?? "", wanted: prefilter(query)) {
      record, _ in
      if query.matches(record) { found.append(record) }
      return found.count < count
    }
    return found.reversed()
  }

  /// The report over the quizzes the query selects; `last N` reads only the newest. The
  /// query's `judge` is resolved first (a unique start of a name will do).
  public func report(_ query: HistoryQuery) throws(TrainerError) -> Report {
    guard history != nil else { return Report.build([], seed: query.seed, time: time) }
    if Self.selectsAll(query) { return try summedReport() }
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

  /// A quiz by id prefix (among one trainee's or one day's quizzes with `among`), or the
  /// trainee's last one stored (anyone's when the trainee has none); nil when the history is
  /// empty. The record carries the trainee's shown name.
  package func review(_ id: String?, among: String? = nil) throws(TrainerError) -> QuizRecord? {
    guard let history else { return nil }
    let snapshot = try openSnapshot(history.main)
    let file = history.main.location
    var record: QuizRecord?
    if let id {
      let prefix = id.lowercased()
      let chooser = among.map { ReviewChooser($0, time: time) }
      var matches = 0
      var ids: Set<String> = []
      try readForward(snapshot, file: file) { candidate, _ in
        if candidate.id.hasPrefix(prefix), chooser?.matches(candidate) ?? true {
          matches += 1
          ids.insert(candidate.id)
          record = record ?? candidate
        }
        return true
      }
      guard matches <= 1 else {
        if ids.count == 1, let only = ids.first { throw .lookup(.sameID(only, count: matches)) }
        throw .lookup(.ambiguous(id, count: matches))
      }
      guard record != nil else { throw .lookup(.notFound(id)) }
    } else {
      var latest: QuizRecord?
      try readBackward(snapshot, file: file) { candidate, _ in
        latest = latest ?? candidate
        guard candidate.judge == judge else { return true }
        record = candidate
        return false
      }
      record = record ?? latest
    }
    guard var shown = record else { return nil }
    shown.judge = (try? storedNames())?.shown(shown.judge) ?? shown.judge
    return shown
  }

  /// One trainee's completed quizzes, the latest `limit` kept, read in one pass; a name given
  /// (`named`) is resolved first and throws when it finds no single trainee.
  package func progress(of name: String, named: Bool, limit: Int) throws(TrainerError) -> Progress {
    var query = HistoryQuery(judge: name)
    if named {
      query = try resolved(query).query
    } else if let names = try? storedNames() {
      query.judgeKeys = Set(names.members(identity: names.identity(of: name)))
    }
    var latest: [(key: TraineeSummary.Key, record: QuizRecord)] = []
    var completed = 0
    var kinds = KindTally()
    if let history {
      let snapshot = try openSnapshot(history.main)
      try readForward(snapshot, file: history.main.location, wanted: prefilter(query)) {
        record, offset in
        guard query.matches(record), record.status == .completed else { return true }
        completed += 1
        kinds.add(record)
        let key = TraineeSummary.Key(start: record.start, sequence: offset)
        let position = latest.firstIndex { $0.key > key } ?? latest.endIndex
        latest.insert((key, record), at: position)
        if latest.count > limit { latest.removeFirst() }
        return true
      }
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
    var index = TraineeIndex(names: names, time: time)
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
    guard history != nil, let names = try? storedNames() else { return nil }
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
    if current, names.shownName(identity: names.identity(of: judge)) == nil { all.append(judge) }
    return all.sorted { NameKey.of($0) < NameKey.of($1) }
  }
}
