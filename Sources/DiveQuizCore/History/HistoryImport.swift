/// Merges other histories into one, streaming: each source is read once, each line decided on
/// its own (damaged? id already stored?) against a set of id hashes, and the lines accepted
/// are appended as they were read (they are records already: nothing is encoded again), a
/// batch at a time under the history's lock, each batch on disk before the next.
///
/// A record identical to a stored one is present; a record whose id a stored quiz with other
/// contents has is a conflict: it is added too, and counted (`conflicts`).
///
/// Memory is two hash sets (an id's and a whole record's, 16 bytes a quiz, see `QuizIDSet`)
/// and one batch, whatever the size of the files. A crash or a stop between batches leaves whole records only; importing again
/// finds them present and adds the rest, so nothing is ever stored twice. Under the lock,
/// before each batch, the records other writers appended since the last look are read and
/// their ids taken out of the batch: two imports at once store a quiz once.
public struct HistoryImport {
  /// What one source brought.
  public struct Tally: Equatable, Sendable {
    public var path: String
    public var added = 0
    public var present = 0
    public var unreadable = 0

    public init(path: String) { self.path = path }
  }

  /// How the reading of one source ended.
  public enum SourceEnd: Equatable, Sendable {
    case finished
    /// `shouldStop` said so; the batches already appended stay.
    case stopped
    /// The first lines are not records: nothing was taken from it.
    case refused(ImportError)
  }

  /// Bytes gathered before they are appended (and flushed to disk) under the lock.
  package static let defaultBatch = 2 << 20
  /// Lines that may fail before a source is judged not to be a history.
  package static let sniffedLines = 3

  private let storage: any HistoryStorage
  private let batchLimit: Int
  /// The records held (a hash of each one's whole canonical line): one already there is
  /// present, not added.
  private var records = QuizIDSet()
  /// The ids held: a new record with a known id is a conflict, kept and counted.
  private var ids = QuizIDSet()
  /// The history's size when it was last looked at (by the first read or under the lock).
  private var known = 0
  var batch: [UInt8] = []
  /// Per line in `batch`: its id's hash, its source (index in `tallies`), where it ends, and
  /// whether it is a quiz (a decision about names travels with the quizzes, uncounted).
  var pending: [(hash: UInt64, id: UInt64, source: Int, end: Int, quiz: Bool, clash: Bool)] =
    []

  /// One per source given to `add`, in order.
  package private(set) var tallies: [Tally] = []
  /// Quizzes appended to the history so far (batches on disk).
  package private(set) var stored = 0
  /// Of those, the quizzes whose id another quiz with other contents already had: both are
  /// kept (`review ID judge NAME` tells them apart).
  package private(set) var conflicts = 0
  /// Told of every line left out of a source: the source's path, the line's number, why.
  package var skipped: (String, Int, RecordCodec.LineProblem) -> Void = { _, _, _ in }
  /// Asked between lines; true stops the import at the next line.
  package var shouldStop: () -> Bool = { false }
  /// Files from this size on are read on several threads (tests lower it to try that path
  /// on small files).
  package var parallelFrom = ParallelReader.threshold
  /// Told how far the current source has been read: bytes read, its size.
  package var progress: (Int, Int) -> Void = { _, _ in }

  package init(into storage: any HistoryStorage, batch: Int = defaultBatch) {
    self.storage = storage
    self.batchLimit = max(1, batch)
  }

  /// Notes the ids of the readable records the history holds (on several threads for a large
  /// one). Lines it cannot read are not reported here: every other command does.
  ///
  /// - Returns: false when `shouldStop` stopped it.
  package mutating func readHistory(_ snapshot: any HistorySnapshot) throws(HistoryError) -> Bool {
    var ids = QuizIDSet()
    var records = QuizIDSet()
    var countdown = 1024
    var stopped = false
    let stop = shouldStop
    let visit: (Held) -> Bool = { held in
      ids.insert(held.id)
      if let record = held.record { records.insert(record) }
      countdown -= 1
      guard countdown == 0 else { return true }
      countdown = 1024
      stopped = stop()
      return !stopped
    }
    // Decoded and hashed where read (on several threads for a large history): only the
    // hashes come back.
    try read(snapshot, withBytes: false) { seen, _ in
      switch seen {
      case .quiz(let held, _, _), .alias(let held, _, _): return visit(held)
      case .problem, .ignored: return true
      }
    }
    self.ids = ids
    self.records = records
    known = snapshot.size
    return !stopped
  }

  /// Reads one source first to last and queues its new records, appending a batch whenever
  /// one is full. A source whose first lines are all unreadable is refused whole.
  package mutating func add(_ source: any HistorySnapshot, path: String) throws(HistoryError)
    -> SourceEnd
  {
    let file = tallies.count
    tallies.append(Tally(path: path))
    var held: [(line: Int, problem: RecordCodec.LineProblem)] = []
    var isHistory = false
    var stopped = false
    var failure: HistoryError?
    var countdown = 1024
    var nextProgress = 1 << 20
    let size = source.size
    // Line numbers are counted only up to a damaged line, when there is one.
    var counted = (offset: 0, number: 1)
    let lines = LineReader()
    func number(_ offset: Int, _ known: Int?) -> Int {
      if let known { return known }
      let breaks = (try? lines.lineBreaks(in: source, from: counted.offset, to: offset)) ?? 0
      counted = (offset, counted.number + breaks)
      return counted.number
    }
    try read(source, withBytes: true) { seen, bytes in
      countdown -= 1
      if countdown == 0 {
        countdown = 1024
        if shouldStop() {
          stopped = true
          return false
        }
        if seen.offset >= nextProgress {
          progress(seen.offset, size)
          nextProgress = seen.offset + (1 << 20)
        }
      }
      switch seen {
      case .quiz(let quiz, _, _):
        if !isHistory {
          isHistory = true
          for problem in held { skipped(path, problem.line, problem.problem) }
          tallies[file].unreadable += held.count
        }
        guard let hash = quiz.record, records.insert(hash) else {
          tallies[file].present += 1
          return true
        }
        let clash = !ids.insert(quiz.id)
        queue(bytes)
        pending.append((hash, quiz.id, file, batch.count, true, clash))
        tallies[file].added += 1
        guard batch.count >= batchLimit else { return true }
        do throws(HistoryError) {
          try commit()
        } catch {
          failure = error
          return false
        }
      case .alias(let alias, _, _):
        // A decision about names travels with the quizzes it is about, once.
        guard ids.insert(alias.id) else { return true }
        queue(bytes)
        pending.append((alias.id, alias.id, file, batch.count, false, false))
      case .ignored:
        break
      case .problem(let problem, let offset, let known):
        if isHistory {
          skipped(path, number(offset, known), problem)
          tallies[file].unreadable += 1
        } else {
          held.append((number(offset, known), problem))
          if held.count >= Self.sniffedLines { return false }
        }
      }
      return true
    }
    if let failure { throw failure }
    if stopped { return .stopped }
    if !isHistory, let first = held.first {
      return .refused(.notAHistory(path: path, line: first.line, problem: first.problem))
    }
    progress(size, size)
    return .finished
  }

  /// Appends what is still queued.
  package mutating func finish() throws(HistoryError) { try commit() }

  /// Appends the batch under the lock, without the records that other writers stored since
  /// the history was last looked at.
  private mutating func commit() throws(HistoryError) {
    guard !pending.isEmpty else { return }
    var known = self.known
    var taken = QuizIDSet()
    var takenIDs = QuizIDSet()
    var others: [Held] = []
    let (batch, pending) = (self.batch, self.pending)
    try storage.append { current throws(HistoryError) in
      if current.size > known {
        try LineReader().forward(current, from: known) { line in
          if let held = Self.held(line) {
            taken.insert(held.record ?? held.id)
            takenIDs.insert(held.id)
            others.append(held)
          }
          return true
        }
      }
      var bytes = batch
      if taken.count > 0 {
        bytes = []
        bytes.reserveCapacity(batch.count)
        var start = 0
        for line in pending {
          if !taken.contains(line.hash) { bytes += batch[start..<line.end] }
          start = line.end
        }
      }
      // A line break added before a cut-off last line is read back as a blank line.
      known = current.size + bytes.count
      return bytes
    }
    self.known = known
    // What others stored is present for the rest of the sources too.
    for held in others {
      ids.insert(held.id)
      if let record = held.record { records.insert(record) }
    }
    for line in pending where line.quiz {
      if taken.contains(line.hash) {
        tallies[line.source].added -= 1
        tallies[line.source].present += 1
      } else {
        stored += 1
        if line.clash || takenIDs.contains(line.id) { conflicts += 1 }
      }
    }
    self.batch.removeAll(keepingCapacity: true)
    self.pending.removeAll(keepingCapacity: true)
  }
}
