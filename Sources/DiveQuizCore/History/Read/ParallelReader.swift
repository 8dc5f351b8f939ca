import Dispatch

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Decodes a large history on several threads, a chunk at a time, while the caller takes the
/// records in file order on its own thread: the same results as one reader, in the same
/// order, in about half the time on two cores, with memory bounded by the chunks in flight.
///
/// Chunk `i` is decoded by worker `i % workers` into slot `i % slots`; a slot is reused only
/// once its chunk has been consumed, so at most `slots` decoded chunks exist at once.
package struct ParallelReader: Sendable {
  /// One decoded line, at its byte offset.
  package enum Item: Sendable {
    case record(QuizRecord, offset: Int)
    case problem(RecordCodec.LineProblem, offset: Int)
  }

  /// Histories smaller than this are read by one thread: threads cost more than they save.
  package static let threshold = 8 << 20

  package let workers: Int
  package let chunk: Int
  let reader: LineReader

  package init(workers: Int, chunk: Int = 1 << 20, reader: LineReader = LineReader(chunk: 1 << 18))
  {
    self.workers = max(1, workers)
    self.chunk = max(1, chunk)
    self.reader = reader
  }

  /// Threads worth using on this machine (at most 4); one under an address-space limit
  /// below a gigabyte (`ulimit -v`), where each thread's stack and malloc arena (tens of
  /// megabytes of address space) may fail to map, and a thread that cannot start would leave
  /// the reader waiting for it.
  package static var availableWorkers: Int {
    if let limit = addressSpaceLimit, limit < 1 << 30 { return 1 }
    return min(4, ProcessInfo.processInfo.activeProcessorCount)
  }

  /// The address space this process may use (`ulimit -v`), in bytes; nil when unlimited or
  /// when no system module has said (`ProcessLimits`).
  package static var addressSpaceLimit: Int? { ProcessLimits.addressSpace }

  /// Decodes the lines starting in `start..<end` and hands them to `visit` in file order;
  /// `filter` looks at a raw line first (on a worker thread) and may skip it undecoded.
  ///
  /// - Returns: false when `visit` stopped the reading.
  @discardableResult
  package func forEach(
    _ source: any HistorySnapshot, from start: Int = 0, to end: Int? = nil,
    filter: LineFilter? = nil,
    decoder: @escaping @Sendable (HistoryLine) -> Result<QuizRecord, RecordCodec.LineProblem> =
      RecordCodec.decode,
    _ visit: (Item) -> Bool
  ) throws(HistoryError) -> Bool {
    let each: ([Item]) -> Bool = { items in
      for item in items where !visit(item) { return false }
      return true
    }
    return try forEachChunk(
      source, from: start, to: end, filter: filter, decoder: decoder, transform: { $0 }, each)
  }

  /// Decodes each chunk and turns its items into a `T` on the worker threads (an export's
  /// rows are rendered there too); `visit` gets each chunk's `T` in file order.
  ///
  /// - Returns: false when `visit` stopped the reading.
  @discardableResult
  package func forEachChunk<T: Sendable>(
    _ source: any HistorySnapshot, from start: Int = 0, to end: Int? = nil,
    filter: LineFilter? = nil,
    decoder: @escaping @Sendable (HistoryLine) -> Result<QuizRecord, RecordCodec.LineProblem> =
      RecordCodec.decode,
    transform: @escaping @Sendable ([Item]) -> T, _ visit: (T) -> Bool
  ) throws(HistoryError) -> Bool {
    try fold(
      source, from: start, to: end, into: { Decoded(filter) }, line: Self.decode(decoder),
      finish: { transform($0.items) }, visit)
  }

  /// What the readers above are made of: the lines of each chunk folded, on a worker thread,
  /// into an `A` (`into` makes an empty one, `line` adds a line), then turned into a `T`
  /// (`finish`, on the worker too), which `visit` gets in file order; the lines come without
  /// their numbers (a reader counts them up to a line it reports). A byte-level sum (a
  /// report's `ReportChunk`) folds lines directly, with no record made.
  ///
  /// - Returns: false when `visit` stopped the reading.
  @discardableResult
  package func fold<A, T: Sendable>(
    _ source: any HistorySnapshot, from start: Int = 0, to end: Int? = nil,
    into initial: @escaping @Sendable () -> A,
    line: @escaping @Sendable (inout A, HistoryLine) -> Void,
    finish: @escaping @Sendable (A) -> T, _ visit: (T) -> Bool
  ) throws(HistoryError) -> Bool {
    try fold(
      source, from: start, to: end, hashing: false, into: initial, line: line, finish: finish
    ) { value, _ in visit(value) }
  }

  /// `fold`, with each chunk's bytes hashed by its worker as they are read
  /// (`ContentDigest.Stream`) when `hashing` and the read starts at the file's first byte:
  /// `visit` gets the hashes of the chunk's blocks with its value, nil where they could not
  /// be made (the caller then hashes the file itself).
  @discardableResult
  package func fold<A, T: Sendable>(
    _ source: any HistorySnapshot, from start: Int = 0, to end: Int? = nil, hashing: Bool,
    into initial: @escaping @Sendable () -> A,
    line: @escaping @Sendable (inout A, HistoryLine) -> Void,
    finish: @escaping @Sendable (A) -> T, _ visit: (T, [UInt64]?) -> Bool
  ) throws(HistoryError) -> Bool {
    let end = min(end ?? source.size, source.size)
    guard start < end else { return true }
    // Chunks must hold whole blocks for their hashes to chain.
    let hashing = hashing && start == 0 && chunk % ContentDigest.block == 0
    let chunks = (end - start + chunk - 1) / chunk
    let slots = 2 * workers
    let shared = Shared<Hashed<T>>(source: source, slots: slots)
    let group = DispatchGroup()
    for worker in 0..<workers {
      DispatchQueue.global().async(group: group) { [self] in
        var index = worker
        while index < chunks {
          let slot = index % slots
          shared.free[slot].wait()
          if shared.isCancelled { break }
          let low = start + index * chunk
          let folded = fold(
            shared.source, from: low, to: min(end, low + chunk), end: end, hashing: hashing,
            into: initial(), line: line)
          shared.store(folded.map { Hashed(value: finish($0.value), blocks: $0.blocks) }, in: slot)
          shared.ready[slot].signal()
          index += workers
        }
      }
    }
    var stopped = false
    var failure: HistoryError?
    for index in 0..<chunks where !stopped && failure == nil {
      let slot = index % slots
      shared.ready[slot].wait()
      switch shared.take(slot) {
      case .success(let value)?:
        stopped = !visit(value.value, value.blocks)
      case .failure(let error)?:
        failure = error
      case nil:
        break
      }
      shared.free[slot].signal()
    }
    shared.cancel()
    group.wait()
    if let failure { throw failure }
    return !stopped
  }

  /// The lines that start in `low..<high` (the first one may start before `low`: it belongs
  /// to the chunk before), folded into `value`.
  private func fold<A>(
    _ source: any HistorySnapshot, from low: Int, to high: Int, end: Int, hashing: Bool,
    into value: A, line: (inout A, HistoryLine) -> Void
  ) -> Result<Hashed<A>, HistoryError> {
    var value = value
    var stream = hashing ? ContentDigest.Stream(at: low) : nil
    do {
      let first = try firstLineStart(source, atOrAfter: low, before: high)
      // The bytes before the chunk's first line are the last line of the chunk before,
      // read by its worker: read again here for the hash (a line, or the whole chunk).
      if stream != nil, !Self.hash(source, low..<(first ?? high), into: &stream) {
        stream = nil
      }
      guard let first else {
        return .success(Hashed(value: value, blocks: stream?.finish()))
      }
      // Reads a quarter of the share at a time, so the last line, which ends in the next
      // share, costs little more than itself.
      let lines = LineReader(
        chunk: min(reader.chunk, max(4096, (high - low) / 4)), limit: reader.limit)
      let read: ((UnsafeRawBufferPointer, Int) -> Void)? =
        stream == nil
        ? nil
        : { bytes, offset in
          // The share's bytes only: the last line goes on into the next share.
          guard offset < high else { return }
          stream?.add(UnsafeRawBufferPointer(rebasing: bytes[..<min(bytes.count, high - offset)]))
        }
      try lines.forward(source, from: first, to: end, startingBefore: high, read: read) { each in
        // Numbered from the chunk's start, not the file's: no number rather than a wrong one.
        line(
          &value,
          HistoryLine(bytes: each.bytes, offset: each.offset, number: nil, overlong: each.overlong))
        return true
      }
      // A file cut shorter than its snapshot leaves the share part-read: no hash then.
      let blocks = stream?.position == high ? stream?.finish() : nil
      return .success(Hashed(value: value, blocks: blocks))
    } catch {
      return .failure(error)
    }
  }

  /// Hashes `range` of `source` into `stream`; false when a byte of it cannot be read.
  private static func hash(
    _ source: any HistorySnapshot, _ range: Range<Int>, into stream: inout ContentDigest.Stream?
  ) -> Bool {
    guard !range.isEmpty else { return true }
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 16)
    defer { buffer.deallocate() }
    var position = range.lowerBound
    while position < range.upperBound {
      let piece = UnsafeMutableRawBufferPointer(
        rebasing: buffer[0..<min(buffer.count, range.upperBound - position)])
      guard let got = try? LineReader.fill(source, at: position, into: piece), got == piece.count
      else { return false }
      stream?.add(UnsafeRawBufferPointer(piece))
      position += got
    }
    return true
  }

  /// A chunk's value and the hashes of its blocks, when asked for.
  fileprivate struct Hashed<V> {
    var value: V
    var blocks: [UInt64]?
  }

  /// The first offset in `low..<high` where a line starts (just after a line break), nil when
  /// none does. Looks no further than `high`: a line hundreds of megabytes long spans many
  /// chunks, and each of them searching to its end would make the read quadratic.
  private func firstLineStart(_ source: any HistorySnapshot, atOrAfter low: Int, before high: Int)
    throws(HistoryError) -> Int?
  {
    guard low > 0 else { return 0 }
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 16)
    defer { buffer.deallocate() }
    // A line starting at `high - 1` has its line break at `high - 2`.
    let end = high - 1
    var position = low - 1
    while position < end {
      let piece = UnsafeMutableRawBufferPointer(
        rebasing: buffer[0..<min(buffer.count, end - position)])
      let got = try LineReader.fill(source, at: position, into: piece)
      guard got > 0 else { return nil }
      if let base = piece.baseAddress,
        let found = Bytes.index(
          of: 0x0A, in: base.assumingMemoryBound(to: UInt8.self), from: 0, to: got)
      {
        return position + found + 1
      }
      position += got
    }
    return nil
  }

  /// What the workers and the consumer share: the slots and their semaphores.
  ///
  /// Unchecked: each slot is written by one worker before its `ready` signal and read by the
  /// consumer after it, the semaphores ordering every access; the snapshot is read by position
  /// only (`pread`), which any number of threads may do at once. Each slot is a box of its own
  /// in an array that is never written: writing elements of one shared `Array` from several
  /// threads would race on the array's storage (its uniqueness check), whatever the index.
  private final class Shared<T: Sendable>: @unchecked Sendable {
    let source: any HistorySnapshot
    let free: [DispatchSemaphore]
    let ready: [DispatchSemaphore]
    private let results: [Slot]
    private let flag = DispatchQueue(label: "divequiz.parallel-reader")
    private var cancelled = false

    init(source: any HistorySnapshot, slots: Int) {
      self.source = source
      // Made at 0 and signalled once: libdispatch traps when a semaphore ends below the
      // value it was made with, which a cancelled slot may.
      free = (0..<slots).map { _ in DispatchSemaphore(value: 0) }
      for semaphore in free { semaphore.signal() }
      ready = (0..<slots).map { _ in DispatchSemaphore(value: 0) }
      results = (0..<slots).map { _ in Slot() }
    }

    /// One slot's result, written by the worker that holds the slot, taken by the consumer.
    private final class Slot {
      var result: Result<T, HistoryError>?
    }

    func store(_ result: Result<T, HistoryError>, in slot: Int) { results[slot].result = result }

    func take(_ slot: Int) -> Result<T, HistoryError>? {
      defer { results[slot].result = nil }
      return results[slot].result
    }

    var isCancelled: Bool { flag.sync { cancelled } }

    /// Stops the workers: each one waiting for a slot wakes up and leaves.
    func cancel() {
      flag.sync { cancelled = true }
      for semaphore in free { semaphore.signal() }
    }
  }
}

extension ParallelReader.Hashed: Sendable where V: Sendable {}
