/// How the history is read: one chunk in memory, damaged lines reported and skipped, the stop
/// request looked at between chunks; on several threads for a large history, the records still
/// arriving in file order. Every read the reader offers goes through these.
extension HistoryReader {
  /// Reads raw lines first to last, from `start` (numbered `firstNumber`); `visit` returns
  /// false when it has what it wants.
  func readLines(
    _ snapshot: any HistorySnapshot, from start: Int = 0, firstNumber: Int = 1,
    _ visit: (HistoryLine) -> Bool
  ) throws(Failure) {
    var stopped = false
    let stopNow = stopCheck()
    do {
      try LineReader().forward(snapshot, from: start, firstNumber: firstNumber) { line in
        if stopNow() {
          stopped = true
          return false
        }
        return visit(line)
      }
    } catch {
      throw .history(error)
    }
    if stopped { throw .stopped }
  }

  /// Reads records first to last, from `start` (numbered `firstNumber`), handing each with
  /// its offset to `visit`, which returns false when it has what it wants.
  ///
  /// - Parameters:
  ///   - quiet: leave damaged lines unreported (they are still skipped).
  ///   - filter: lines it refuses are skipped without decoding.
  func readForward(
    _ snapshot: any HistorySnapshot, from start: Int = 0, firstNumber: Int = 1,
    quiet: Bool = false, filter: LineFilter? = nil,
    decoder: @escaping @Sendable (HistoryLine) -> Result<QuizRecord, RecordCodec.LineProblem> =
      RecordCodec.decode,
    _ visit: (QuizRecord, Int) -> Bool
  ) throws(Failure) {
    let wanted = filter?.test
    let workers = ParallelReader.availableWorkers
    guard workers > 1, snapshot.size - start >= ParallelReader.threshold else {
      return try readLines(snapshot, from: start, firstNumber: firstNumber) { line in
        if line.overlong == nil, let wanted, !wanted(line.bytes) { return true }
        switch decoder(line) {
        case .success(let record):
          return visit(record, line.offset)
        case .failure(let problem):
          if !quiet { report(problem, at: line.number ?? 0) }
          return true
        }
      }
    }
    var stopped = false
    let stopNow = stopCheck()
    var numbers = Renumbering(snapshot, from: start, firstNumber: firstNumber)
    let take: (ParallelReader.Item) -> Bool = { [self] item in
      if stopNow() {
        stopped = true
        return false
      }
      switch item {
      case .record(let record, let offset):
        return visit(record, offset)
      case .problem(let problem, let offset):
        guard !quiet, problem != .alias else { return true }
        report(problem, at: numbers.number(at: offset))
        return true
      }
    }
    do {
      let reader = ParallelReader(workers: workers)
      // A census used before its check (`names(deferringCheck:)`) is checked by this read.
      if deferredCheck != nil, start == 0, snapshot.size == deferredCheck?.length {
        if let digest = try reader.forEachHashing(
          snapshot, filter: filter, decoder: decoder, take)
        {
          settleDeferredCheck(digest)
        }
      } else {
        try reader.forEach(snapshot, from: start, filter: filter, decoder: decoder, take)
      }
    } catch {
      throw .history(error)
    }
    if stopped { throw .stopped }
  }

  /// Reads records a batch at a time, turning each batch into a `T` with `transform` (on the
  /// worker threads for a large history: an export renders its rows there), and hands the
  /// results to `visit` in file order.
  func readBatches<T: Sendable>(
    _ snapshot: any HistorySnapshot, filter: LineFilter? = nil,
    transform: @escaping @Sendable ([QuizRecord]) -> T, _ visit: (T) -> Bool
  ) throws(Failure) {
    let workers = ParallelReader.availableWorkers
    guard workers > 1, snapshot.size >= ParallelReader.threshold else {
      var batch: [QuizRecord] = []
      var stopped = false
      try readForward(snapshot, filter: filter) { record, _ in
        batch.append(record)
        guard batch.count >= 512 else { return true }
        defer { batch.removeAll(keepingCapacity: true) }
        stopped = !visit(transform(batch))
        return !stopped
      }
      guard !stopped, !batch.isEmpty else { return }
      _ = visit(transform(batch))
      return
    }
    var stopped = false
    var numbers = Renumbering(snapshot)
    do {
      let split: @Sendable ([ParallelReader.Item]) -> (T, [(RecordCodec.LineProblem, Int)]) = {
        items in
        var records: [QuizRecord] = []
        var problems: [(RecordCodec.LineProblem, Int)] = []
        for item in items {
          switch item {
          case .record(let record, _): records.append(record)
          case .problem(let problem, let offset): problems.append((problem, offset))
          }
        }
        return (transform(records), problems)
      }
      let take: ((T, [(RecordCodec.LineProblem, Int)])) -> Bool = { chunk in
        if self.shouldStop() {
          stopped = true
          return false
        }
        for (problem, offset) in chunk.1 where problem != .alias {
          self.report(problem, at: numbers.number(at: offset))
        }
        return visit(chunk.0)
      }
      // Small chunks: a chunk's result (an export's rendered rows) is several times its size.
      try ParallelReader(workers: workers, chunk: 1 << 16).forEachChunk(
        snapshot, filter: filter, transform: split, take)
    } catch {
      throw .history(error)
    }
    if stopped { throw .stopped }
  }

  /// Reads records last to first (newest stored first), for `history last N` and `review`.
  func readBackward(
    _ snapshot: any HistorySnapshot, quiet: Bool = false, filter: LineFilter? = nil,
    _ visit: (QuizRecord, HistoryLine) -> Bool
  ) throws(Failure) {
    var stopped = false
    let stopNow = stopCheck()
    let reader = LineReader()
    let wanted = filter?.test
    do {
      try reader.backward(snapshot) { line in
        if stopNow() {
          stopped = true
          return false
        }
        if line.overlong == nil, let wanted, !wanted(line.bytes) { return true }
        switch RecordCodec.decode(line) {
        case .success(let record):
          return visit(record, line)
        case .failure(let problem):
          // Reading from the end does not count lines; a damaged one is rare enough to count.
          if !quiet, problem != .alias {
            // Counting from the start for each damaged line would be quadratic: only for
            // those shown.
            let number =
              observer?.showsSkipped(in: file) ?? true
              ? (try? reader.lineNumber(of: line.offset, in: snapshot)) ?? 0 : 0
            report(problem, at: number)
          }
          return true
        }
      }
    } catch {
      throw .history(error)
    }
    if stopped { throw .stopped }
  }
}
