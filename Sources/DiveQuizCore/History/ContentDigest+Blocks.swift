import Dispatch

extension ContentDigest {
  /// The hashes of the blocks below a stop, read on several threads for a large history:
  /// `whole[k]` for each whole block before the last stop, and for each stop inside a block
  /// the hash of that block up to the stop.
  struct BlockHashes {
    var whole: [UInt64]
    var partial: [UInt64]

    /// Nil when a byte below `last` cannot be read.
    static func read(_ snapshot: any HistorySnapshot, upTo last: Int, stops: [Int])
      -> BlockHashes?
    {
      let blocks = (last + block - 1) / block
      let workers =
        last >= ParallelReader.threshold ? min(ParallelReader.availableWorkers, blocks) : 1
      let results = Results(snapshot: snapshot, blocks: blocks, stops: stops)
      defer { results.release() }
      if workers > 1 {
        // Contiguous runs of blocks, one per thread: each reads its own part of the file.
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
          let low = blocks * worker / workers
          let high = blocks * (worker + 1) / workers
          results.hash(blocks: low..<high, upTo: last)
        }
      } else {
        results.hash(blocks: 0..<blocks, upTo: last)
      }
      return results.collected()
    }
  }

  /// What the threads hashing blocks share.
  ///
  /// Unchecked: each block's slot, and each stop's, is written by the one thread that hashes
  /// that block, into memory no other thread writes (raw buffers, not a shared `Array`, whose
  /// uniqueness check would race); `concurrentPerform` returns only when every thread is done,
  /// which orders those writes before `collected()` reads them. The snapshot is read by
  /// position only (`pread`), which any number of threads may do at once.
  private final class Results: @unchecked Sendable {
    let snapshot: any HistorySnapshot
    let stops: [Int]
    let whole: UnsafeMutableBufferPointer<UInt64>
    let partial: UnsafeMutableBufferPointer<UInt64>
    /// Per block: whether it was read in full.
    let read: UnsafeMutableBufferPointer<Bool>

    init(snapshot: any HistorySnapshot, blocks: Int, stops: [Int]) {
      self.snapshot = snapshot
      self.stops = stops
      whole = .allocate(capacity: blocks)
      whole.initialize(repeating: 0)
      partial = .allocate(capacity: stops.count)
      partial.initialize(repeating: 0)
      read = .allocate(capacity: blocks)
      read.initialize(repeating: false)
    }

    func release() {
      whole.deallocate()
      partial.deallocate()
      read.deallocate()
    }

    func hash(blocks: Range<Int>, upTo last: Int) {
      guard !blocks.isEmpty else { return }
      let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: block, alignment: 8)
      defer { buffer.deallocate() }
      for index in blocks {
        let start = index * block
        let count = min(block, last - start)
        let part = UnsafeMutableRawBufferPointer(rebasing: buffer[..<count])
        guard (try? LineReader.fill(snapshot, at: start, into: part)) == count else { return }
        let inside =
          stops.indices.filter { stops[$0] > start && stops[$0] < start + count }
          + stops.indices.filter { stops[$0] == start + count && count < block }
        let hashed = ContentDigest.hash(
          UnsafeRawBufferPointer(part), stopsInside: inside.map { stops[$0] - start })
        whole[index] = hashed.whole
        for (stop, value) in zip(inside, hashed.partial) { partial[stop] = value }
        read[index] = true
      }
    }

    func collected() -> BlockHashes? {
      guard read.allSatisfy({ $0 }) else { return nil }
      return BlockHashes(whole: Array(whole), partial: Array(partial))
    }
  }
}
