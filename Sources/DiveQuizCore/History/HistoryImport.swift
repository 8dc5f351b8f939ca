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

  /// Bytes gathered before they are appended (and flushed to disk) under the lock: large
  /// enough that a flush to disk is not paid every few hundred quizzes.
  package static let defaultBatch = 8 << 20
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
  /// A line queued in `batch`: its id's hash and slot in the index, its source (index in
  /// `tallies`), where it is in the batch, whether it is a quiz (a decision about names
  /// travels with the quizzes, uncounted) and whether a stored quiz has its id.
  struct Pending {
    var id: UInt64
    var slot: Int
    var source: Int
    var start: Int
    var length: Int
    var quiz: Bool
    var clash: Bool
  }
  var pending: [Pending] = []
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
      do throws(HistoryError) {
        if index.wantsSpill { try index.spill() }
      } catch {
        failure = error
        return false
      }
      index.insert(id, at: place)
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
          let slot = index.insert(
            id, at: ImportIndex.Place(offset: start, length: bytes.count, pending: true))
          pending.append(
            Pending(
              id: id, slot: slot, source: file, start: start, length: bytes.count, quiz: quiz,
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
        kinship = batch.withUnsafeBufferPointer { queued in
          Self.kinship(
            of: UnsafeBufferPointer(rebasing: queued[place.offset..<(place.offset + place.length)]),
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

  /// Appends the batch under the lock, without the records that other writers stored since
  /// the history was last looked at, then files the batch's lines (and the others') in the
  /// index by where they now are.
  private mutating func commit() throws(HistoryError) {
    guard !pending.isEmpty else { return }
    let (batch, pending, known) = (self.batch, self.pending, self.known)
    let hash = hashID
    // Which queued lines each id's hash stands for: what other writers stored is compared
    // with those only.
    var queued: [UInt64: [Int]] = [:]
    for (number, line) in pending.enumerated() { queued[line.id, default: []].append(number) }
    var storedAs = [ImportIndex.Place?](repeating: nil, count: pending.count)
    var clashes = [Bool](repeating: false, count: pending.count)
    var kept: [Int] = []
    var end = known
    let start = try storage.append { current throws(HistoryError) in
      storedAs = storedAs.map { _ in nil }
      clashes = clashes.map { _ in false }
      end = current.size
      if current.size > known {
        var questions: [UInt32] = []
        try LineReader().forward(current, from: known) { other in
          let seen = Seen(other, questions: &questions, hash: hash)
          guard let (id, place) = seen.held, let numbers = queued[id] else { return true }
          batch.withUnsafeBufferPointer { queuedBytes in
            for number in numbers where storedAs[number] == nil {
              let line = pending[number]
              let mine = UnsafeBufferPointer(
                rebasing: queuedBytes[line.start..<(line.start + line.length)])
              switch Self.kinship(of: other.bytes, to: mine, quiz: line.quiz) {
              case .same: storedAs[number] = place
              case .sameID: clashes[number] = true
              case .other: break
              }
            }
          }
          return true
        }
      }
      kept = pending.indices.filter { storedAs[$0] == nil }
      guard kept.count < pending.count else { return batch }
      var bytes: [UInt8] = []
      bytes.reserveCapacity(batch.count)
      for number in kept {
        let line = pending[number]
        bytes += batch[line.start..<(line.start + line.length + 1)]
      }
      return bytes
    }
    let dropped = storedAs.map { $0 != nil }
    // Where each kept line now is: one after the other from `start`.
    var offset = start
    for number in kept {
      let line = pending[number]
      storedAs[number] = ImportIndex.Place(offset: offset, length: line.length, pending: false)
      offset += line.length + 1
    }
    self.known = kept.isEmpty ? end : offset
    for (number, line) in pending.enumerated() {
      if let place = storedAs[number] { index.update(slot: line.slot, to: place) }
      guard line.quiz else { continue }
      if dropped[number] {
        tallies[line.source].added -= 1
        tallies[line.source].present += 1
      } else {
        stored += 1
        if line.clash || clashes[number] { conflicts += 1 }
      }
    }
    self.batch.removeAll(keepingCapacity: true)
    self.pending.removeAll(keepingCapacity: true)
    if end > known { try fileOthers(from: known, to: min(end, start)) }
    if index.wantsSpill { try index.spill() }
  }

  /// Files in the index the lines other writers appended between `start` and `end` (all
  /// entries are stored ones by then, so the table may be spilled as it fills).
  private mutating func fileOthers(from start: Int, to end: Int) throws(HistoryError) {
    let current = try storage.snapshot()
    history = current
    var index = self.index
    var failure: HistoryError?
    var questions: [UInt32] = []
    let hash = hashID
    try LineReader().forward(current, from: start, to: end) { line in
      guard let (id, place) = Seen(line, questions: &questions, hash: hash).held else {
        return true
      }
      do throws(HistoryError) {
        if index.wantsSpill { try index.spill() }
      } catch {
        failure = error
        return false
      }
      index.insert(id, at: place)
      return true
    }
    self.index = index
    if let failure { throw failure }
  }
}
