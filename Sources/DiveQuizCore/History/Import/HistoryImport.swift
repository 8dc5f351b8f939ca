import Dispatch

/// Merges other histories into one, streaming: each source is read once, each line decided on
/// its own (damaged? id already stored?) against an index of the ids seen (`ImportIndex`),
/// and the lines accepted are appended as they were read (they are records already: nothing
/// is encoded again), a batch at a time under the history's lock, each batch on disk before
/// the next.
///
/// A record identical to a stored one is present; a record whose id a stored quiz with other
/// contents has is a conflict: it is added too, and counted (`conflicts`). The index files
/// lines by a 64-bit hash of their id (a conflict by its id and contents: see `look`), so
/// every match it offers is read back and compared (`kinship`): two ids sharing a hash never
/// make a new quiz look present.
///
/// Memory is the index's fixed table and filter (8 MiB; the rest of the index is in scratch
/// files) and one batch, whatever the size of the files. A crash or a stop between batches
/// leaves whole records only; importing again finds them present and adds the rest, so
/// nothing is ever stored twice. Under the lock, before each batch, the records other writers
/// appended since the last look are compared with the batch: two imports at once store a quiz
/// once.
package struct HistoryImport {
  /// What one source brought.
  package struct Tally: Equatable, Sendable {
    package var path: String
    package var added = 0
    package var present = 0
    package var unreadable = 0

    package init(path: String) { self.path = path }
  }

  /// How the reading of one source ended.
  package enum SourceEnd: Equatable, Sendable {
    case finished
    /// `shouldStop` said so; the batches already appended stay.
    case stopped
    /// The first lines are not records: nothing was taken from it.
    case refused(ImportError)
  }

  /// Bytes gathered before they are appended (and flushed to disk) under the lock; one batch
  /// fills while the one before is written, so two are held at a time.
  package static let defaultBatch = 4 << 20
  /// Where batches are appended: a queue of its own, which gets a thread of its own (the
  /// global queues' threads may all be readers, waiting for the consumer to take a chunk).
  static let appending = DispatchQueue(label: "divequiz.import.append")
  /// Lines that may fail before a source is judged not to be a history.
  package static let sniffedLines = 3

  let storage: any HistoryStorage
  let batchLimit: Int
  var index: ImportIndex
  /// The history as last opened for reading back stored lines (taken again when a line past
  /// its end is wanted).
  var history: (any HistorySnapshot)?
  /// The history's size when it was last looked at (by the first read or under the lock).
  var known = 0
  var batch: [UInt8] = []
  /// A line queued in `batch`: its id's hash, the key the index files it under (see
  /// `look`), its source (index in `tallies`), where it is in the batch, whether it is a
  /// quiz (a decision about names travels with the quizzes, uncounted) and whether a stored
  /// quiz has its id.
  struct Pending {
    var id: UInt64
    var key: UInt64
    var source: Int
    var start: Int
    var length: Int
    var quiz: Bool
    var clash: Bool
  }
  var pending: [Pending] = []
  /// Bytes queued before `batch`'s first: pending places count from the start of the import,
  /// so that a line of the batch being appended is still found while the next one fills.
  var batchBase = 0
  /// The batch being appended on another thread, if any.
  var inFlight: Commit?
  /// The buffer of the batch appended last, emptied, for the next one.
  var spare: [UInt8] = []
  /// The stretch of history between the look before the last batch and that batch: other
  /// writers' lines there are compared with the next batch too.
  var lastWindow: Range<Int>?
  /// How an id is hashed (tests make every id collide).
  package var hashID: IDHash = { StableHash.hash($0) }

  /// One per source given to `add`, in order.
  package internal(set) var tallies: [Tally] = []
  /// Quizzes appended to the history so far (batches on disk).
  package internal(set) var stored = 0
  /// Of those, the quizzes whose id another quiz with other contents already had: both are
  /// kept (`review ID judge NAME` tells them apart).
  package internal(set) var conflicts = 0
  /// Told of every line left out of a source: the source's path, the line's number, why.
  package var skipped: (String, Int, RecordCodec.LineProblem) -> Void = { _, _, _ in }
  /// Asked between lines; true stops the import at the next line.
  package var shouldStop: () -> Bool = { false }
  /// Files from this size on are read on several threads (tests lower it to try that path
  /// on small files).
  package var parallelFrom = ParallelReader.threshold
  /// Told how far the current source has been read: bytes read, its size.
  package var progress: (Int, Int) -> Void = { _, _ in }

  /// - Parameters:
  ///   - scratch: two empty scratch files for the index's sorted run (in memory by default).
  ///   - tableSlots: the index's table (see `ImportIndex`); tests make it small.
  package init(
    into storage: any HistoryStorage, batch: Int = defaultBatch,
    scratch: (any ScratchFile, any ScratchFile) = (MemoryScratch(), MemoryScratch()),
    tableSlots: Int = 1 << 18
  ) {
    self.storage = storage
    self.batchLimit = max(1, batch)
    index = ImportIndex(scratch: scratch, tableSlots: tableSlots)
    // Room for a whole batch and the line that ends it, at once: an array grown by doubling
    // holds the old copy and the new while it grows.
    self.batch.reserveCapacity(batchLimit + LineReader.defaultLimit + 1)
  }

  /// Notes the ids of the readable records the history holds (on several threads for a large
  /// one). Lines it cannot read are not reported here: every other command does.
  ///
  /// - Returns: false when `shouldStop` stopped it.
  package mutating func readHistory(_ snapshot: any HistorySnapshot) throws(HistoryError) -> Bool {
    var countdown = 1024
    var stopped = false
    var failure: HistoryError?
    let stop = shouldStop
    // Lines whose id is filed already are read back from here.
    history = snapshot
    // Checked and hashed where read (on several threads for a large history): only the
    // hashes come back.
    try Self.read(snapshot, hash: hashID, parallelFrom: parallelFrom, withBytes: false) {
      seen, _ in
      guard let (id, place) = seen.held else { return true }
      do throws(HistoryError) {
        try fileStored(id, at: place, bytes: nil, quiz: seen.isQuiz)
      } catch {
        failure = error
        return false
      }
      countdown -= 1
      guard countdown == 0 else { return true }
      countdown = 1024
      stopped = stop()
      return !stopped
    }
    if let failure { throw failure }
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
    try Self.read(source, hash: hashID, parallelFrom: parallelFrom, withBytes: true) {
      seen, bytes in
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
      case .quiz(let id, _, _), .alias(let id, _, _):
        let quiz: Bool
        if case .quiz = seen {
          quiz = true
          if !isHistory {
            isHistory = true
            for problem in held { skipped(path, problem.line, problem.problem) }
            tallies[file].unreadable += held.count
          }
        } else {
          quiz = false
        }
        do throws(HistoryError) {
          guard let (key, clash) = try look(id, bytes, quiz: quiz) else {
            if quiz { tallies[file].present += 1 }
            return true
          }
          // The table takes no more until the batch is stored: its entries are pending.
          if index.isFull { try commit() }
          let start = queue(bytes)
          index.insert(
            key,
            at: ImportIndex.Place(offset: batchBase + start, length: bytes.count, pending: true))
          pending.append(
            Pending(
              id: id, key: key, source: file, start: start, length: bytes.count, quiz: quiz,
              clash: clash))
          if quiz { tallies[file].added += 1 }
          if batch.count >= batchLimit { try commit() }
        } catch {
          failure = error
          return false
        }
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
    if let failure {
      // What was handed over is stored (or failed) before the failure is told.
      try? settle()
      throw failure
    }
    // A stop or the end of a source counts only what is on disk: the batch on its way is
    // waited for.
    try settle()
    if stopped { return .stopped }
    if !isHistory, let first = held.first {
      return .refused(.notAHistory(path: path, line: first.line, problem: first.problem))
    }
    progress(size, size)
    return .finished
  }

  /// Appends what is still queued, and waits until it is stored.
  package mutating func finish() throws(HistoryError) {
    try commit()
    try settle()
  }

}
