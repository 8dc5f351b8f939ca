import Dispatch

/// How an import appends: a batch handed to a thread of its own, appended under the lock
/// while the next one fills, then its lines filed in the index by where they now are.
extension HistoryImport {
  /// Hands the batch to another thread, which appends it under the lock while the next one
  /// fills, once the batch before it is stored and filed (`settle`): one batch is appended at
  /// a time, in order.
  mutating func commit() throws(HistoryError) {
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
    if ParallelReader.availableWorkers == 1 {
      // Under an address-space limit (`ulimit -v`) a thread's stack may fail to map, and the
      // system's thread pool retries it for ever: the batch is appended on this thread.
      job.run()
    } else {
      Self.appending.async { job.run() }
    }
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
  mutating func settle() throws(HistoryError) {
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
