import Dispatch

/// Merges other histories into one, streaming: each source is read once, each line decided on
/// its own (damaged? id already stored?) against an index of the ids seen (`ImportIndex`),
/// and the lines accepted are appended as they were read (they are records already: nothing
/// is encoded again), a batch at a time under the history's lock, each batch on disk before
/// the next.
///
/// A record identical to a stored one is present; a record whose id a stored quiz with other
/// contents has is a conflict: it is added too, and counted (`conflicts`). The index files
/// lines by a 64-bit hash of their id, so every match it offers is read back and compared
/// (`kinship`): two ids sharing a hash never make a new quiz look present.
///
/// Memory is the index's fixed table and filter (8 MiB; the rest of the index is in scratch
/// files) and one batch, whatever the size of the files. A crash or a stop between batches
/// leaves whole records only; importing again finds them present and adds the rest, so
/// nothing is ever stored twice. Under the lock, before each batch, the records other writers
/// appended since the last look are compared with the batch: two imports at once store a quiz
/// once.
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

  /// Bytes gathered before they are appended (and flushed to disk) under the lock; one batch
  /// fills while the one before is written, so two are held at a time.
  package static let defaultBatch = 4 << 20
  /// Where batches are appended: a queue of its own, which gets a thread of its own (the
  /// global queues' threads may all be readers, waiting for the consumer to take a chunk).
  private static let appending = DispatchQueue(label: "divequiz.import.append")
  /// Lines that may fail before a source is judged not to be a history.
  package static let sniffedLines = 3

  private let storage: any HistoryStorage
  private let batchLimit: Int
  private var index: ImportIndex
  /// The history as last opened for reading back stored lines (taken again when a line past
  /// its end is wanted).
  private var history: (any HistorySnapshot)?
  /// The history's size when it was last looked at (by the first read or under the lock).
  private var known = 0
  var batch: [UInt8] = []
  /// A line queued in `batch`: its id's hash, its source (index in
  /// `tallies`), where it is in the batch, whether it is a quiz (a decision about names
  /// travels with the quizzes, uncounted) and whether a stored quiz has its id.
  struct Pending {
    var id: UInt64
    var source: Int
    var start: Int
    var length: Int
    var quiz: Bool
    var clash: Bool
  }
  var pending: [Pending] = []
  /// Bytes queued before `batch`'s first: pending places count from the start of the import,
  /// so that a line of the batch being appended is still found while the next one fills.
  private var batchBase = 0
  /// The batch being appended on another thread, if any.
  private var inFlight: Commit?
  /// The buffer of the batch appended last, emptied, for the next one.
  private var spare: [UInt8] = []
  /// The stretch of history between the look before the last batch and that batch: other
  /// writers' lines there are compared with the next batch too.
  private var lastWindow: Range<Int>?
  /// How an id is hashed (tests make every id collide).
  package var hashID: IDHash = { StableHash.hash($0) }

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
    var index = self.index
    let stop = shouldStop
    // Checked and hashed where read (on several threads for a large history): only the
    // hashes come back.
    try read(snapshot, withBytes: false) { seen, _ in
      guard let (id, place) = seen.held else { return true }
      do throws(HistoryError) { try index.file(id, storedAt: place) } catch {
        failure = error
        return false
      }
      countdown -= 1
      guard countdown == 0 else { return true }
      countdown = 1024
      stopped = stop()
      return !stopped
    }
    self.index = index
    if let failure { throw failure }
    history = snapshot
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
          guard let clash = try look(id, bytes, quiz: quiz) else {
            if quiz { tallies[file].present += 1 }
            return true
          }
          // The table takes no more until the batch is stored: its entries are pending.
          if index.isFull { try commit() }
          let start = queue(bytes)
          index.insert(
            id, at: ImportIndex.Place(offset: batchBase + start, length: bytes.count, pending: true)
          )
          pending.append(
            Pending(
              id: id, source: file, start: start, length: bytes.count, quiz: quiz, clash: clash))
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

  /// Whether a new line is already stored or queued: nil when it is (the same record, or a
  /// decision about names whose id is taken); otherwise whether a stored quiz has its id.
  /// Every line the index points to is read back and compared.
  private mutating func look(_ id: UInt64, _ bytes: UnsafeBufferPointer<UInt8>, quiz: Bool)
    throws(HistoryError) -> Bool?
  {
    var clash = false
    for place in try index.places(of: id) {
      let kinship: Kinship
      if place.pending {
        // In this batch, or in the one being appended.
        let (queued, base) =
          place.offset >= batchBase
          ? (batch, batchBase) : (inFlight?.batch ?? [], inFlight?.base ?? 0)
        let from = place.offset - base
        guard from >= 0, from + place.length <= queued.count else { continue }
        kinship = queued.withUnsafeBufferPointer { queued in
          Self.kinship(
            of: UnsafeBufferPointer(rebasing: queued[from..<(from + place.length)]),
            to: bytes, quiz: quiz)
        }
      } else {
        kinship = try storedKinship(at: place, to: bytes, quiz: quiz)
      }
      switch kinship {
      case .same: return nil
      case .sameID: clash = true
      case .other: break
      }
    }
    return clash
  }

  /// Reads the stored line at `place` and compares it; a line that cannot be read whole is
  /// `.other` (the new line is then kept: a doubt never drops a quiz).
  private mutating func storedKinship(
    at place: ImportIndex.Place, to bytes: UnsafeBufferPointer<UInt8>, quiz: Bool
  ) throws(HistoryError) -> Kinship {
    if (history?.size ?? 0) < place.offset + place.length { history = try storage.snapshot() }
    guard let history, history.size >= place.offset + place.length else { return .other }
    var line = [UInt8](repeating: 0, count: place.length)
    var done = 0
    var failure: HistoryError?
    line.withUnsafeMutableBytes { raw in
      while done < place.length {
        do throws(HistoryError) {
          let got = try history.read(
            at: place.offset + done,
            into: UnsafeMutableRawBufferPointer(rebasing: raw[done..<place.length]))
          guard got > 0 else { return }
          done += got
        } catch {
          failure = error
          return
        }
      }
    }
    if let failure { throw failure }
    guard done == place.length else { return .other }
    return line.withUnsafeBufferPointer { Self.kinship(of: $0, to: bytes, quiz: quiz) }
  }

  /// Hands the batch to another thread, which appends it under the lock while the next one
  /// fills, once the batch before it is stored and filed (`settle`): one batch is appended at
  /// a time, in order.
  private mutating func commit() throws(HistoryError) {
    try settle()
    guard !pending.isEmpty else { return }
    // Lines other writers stored since the last look, or between the last look and the last
    // batch (those were filed only once the batch was stored, after some of this batch's
    // lines were looked up), are compared with this batch under the lock.
    var ranges = [known..<Int.max]
    if let last = lastWindow { ranges.insert(last, at: 0) }
    let job = Commit(
      storage: storage, batch: batch, pending: pending, base: batchBase, ranges: ranges,
      hash: hashID)
    inFlight = job
    Self.appending.async { job.run() }
    batchBase += batch.count
    // The two buffers take turns: memory freed and taken again each batch would grow the
    // process (the allocator keeps what it is given back).
    batch = spare
    spare = []
    if batch.capacity < batchLimit {
      batch.reserveCapacity(batchLimit + LineReader.defaultLimit + 1)
    }
    pending.removeAll(keepingCapacity: true)
  }

  /// Waits for the batch being appended, then files its lines by where they now are (or by
  /// the line of another writer that made one present), and the other writers' lines.
  private mutating func settle() throws(HistoryError) {
    guard let job = inFlight else { return }
    job.done.wait()
    inFlight = nil
    defer {
      spare = job.takeBatch()
      spare.removeAll(keepingCapacity: true)
    }
    guard let outcome = job.outcome else { return }
    let result: Commit.Outcome
    switch outcome {
    case .failure(let error): throw error
    case .success(let value): result = value
    }
    var offset = result.start
    for (number, line) in job.pending.enumerated() {
      let queued = ImportIndex.Place(
        offset: job.base + line.start, length: line.length, pending: true)
      if let other = result.storedAs[number] {
        index.update(line.id, from: queued, to: other)
        if line.quiz {
          tallies[line.source].added -= 1
          tallies[line.source].present += 1
        }
        continue
      }
      index.update(
        line.id, from: queued,
        to: ImportIndex.Place(offset: offset, length: line.length, pending: false))
      offset += line.length + 1
      guard line.quiz else { continue }
      stored += 1
      if line.clash || result.clashes[number] { conflicts += 1 }
    }
    // The lines just stored are read back from a view that holds them.
    history = try storage.snapshot()
    // Other writers' lines: after the last look, before this batch. An append cut back by
    // the storage (a writer killed part-way) may leave none, the file shorter than looked.
    let before = job.ranges.last?.lowerBound ?? known
    let cut = min(result.end, result.start)
    lastWindow = before < cut ? before..<cut : nil
    known = result.written > 0 ? offset : result.end
    if before < cut { try fileOthers(from: before, to: cut) }
    if index.wantsSpill { try index.spill() }
  }

  /// One batch appended on another thread. The consumer touches neither the storage nor
  /// the batch while it runs: it waits on `done` before it does (`settle`), which is why the
  /// class may cross threads.
  final class Commit: @unchecked Sendable {
    struct Outcome {
      /// Where the batch's first kept line starts in the history.
      var start: Int
      /// The history's size under the lock, before the append.
      var end: Int
      /// Bytes appended.
      var written: Int
      /// Per queued line: the other writer's line that made it present, if one did.
      var storedAs: [ImportIndex.Place?]
      /// Per queued line: whether another writer stored a quiz with its id.
      var clashes: [Bool]
    }

    let storage: any HistoryStorage
    private(set) var batch: [UInt8]
    let pending: [Pending]
    /// Where the batch starts among all the bytes queued (pending places count from there).
    let base: Int
    /// The stretches of the history to compare with the batch (the last one runs to the end).
    let ranges: [Range<Int>]
    let hash: IDHash
    let done = DispatchSemaphore(value: 0)
    private(set) var outcome: Result<Outcome, HistoryError>?

    init(
      storage: any HistoryStorage, batch: [UInt8], pending: [Pending], base: Int,
      ranges: [Range<Int>], hash: @escaping IDHash
    ) {
      (self.storage, self.batch, self.pending, self.base) = (storage, batch, pending, base)
      (self.ranges, self.hash) = (ranges, hash)
    }

    /// The batch's buffer, for the next batch once this one is stored (the job lets go of it,
    /// so it is reused, not copied).
    func takeBatch() -> [UInt8] {
      defer { batch = [] }
      return batch
    }

    func run() {
      defer { done.signal() }
      do throws(HistoryError) {
        outcome = .success(try append())
      } catch {
        outcome = .failure(error)
      }
    }

    /// Appends the batch under the lock, without the lines that other writers stored (in
    /// `ranges`) as the same records.
    private func append() throws(HistoryError) -> Outcome {
      let (batch, pending, hash, ranges) = (self.batch, self.pending, self.hash, self.ranges)
      // Which queued lines each id's hash stands for: the others are compared with those.
      var queued: [UInt64: [Int]] = [:]
      for (number, line) in pending.enumerated() { queued[line.id, default: []].append(number) }
      var storedAs = [ImportIndex.Place?](repeating: nil, count: pending.count)
      var clashes = [Bool](repeating: false, count: pending.count)
      var end = 0
      var written = 0
      let start = try storage.append { current throws(HistoryError) in
        storedAs = storedAs.map { _ in nil }
        clashes = clashes.map { _ in false }
        end = current.size
        var questions = PackedQuestions()
        for range in ranges where range.lowerBound < current.size {
          let upper = min(range.upperBound, current.size)
          try LineReader().forward(current, from: range.lowerBound, to: upper) { other in
            let seen = Seen(other, questions: &questions, hash: hash)
            guard let (id, place) = seen.held, let numbers = queued[id] else { return true }
            batch.withUnsafeBufferPointer { queuedBytes in
              for number in numbers where storedAs[number] == nil {
                let line = pending[number]
                let mine = UnsafeBufferPointer(
                  rebasing: queuedBytes[line.start..<(line.start + line.length)])
                switch HistoryImport.kinship(of: other.bytes, to: mine, quiz: line.quiz) {
                case .same: storedAs[number] = place
                case .sameID: clashes[number] = true
                case .other: break
                }
              }
            }
            return true
          }
        }
        guard storedAs.contains(where: { $0 != nil }) else {
          written = batch.count
          return batch
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(batch.count)
        for (number, line) in pending.enumerated() where storedAs[number] == nil {
          bytes += batch[line.start..<(line.start + line.length + 1)]
        }
        written = bytes.count
        return bytes
      }
      return Outcome(
        start: start, end: end, written: written, storedAs: storedAs, clashes: clashes)
    }
  }

  /// Files in the index the lines other writers appended between `start` and `end` (all
  /// entries are stored ones by then, so the table may be spilled as it fills).
  private mutating func fileOthers(from start: Int, to end: Int) throws(HistoryError) {
    let current = try storage.snapshot()
    history = current
    var index = self.index
    var failure: HistoryError?
    var questions = PackedQuestions()
    let hash = hashID
    try LineReader().forward(current, from: start, to: end) { line in
      guard let (id, place) = Seen(line, questions: &questions, hash: hash).held else {
        return true
      }
      do throws(HistoryError) { try index.file(id, storedAt: place) } catch {
        failure = error
        return false
      }
      return true
    }
    self.index = index
    if let failure { throw failure }
  }
}
