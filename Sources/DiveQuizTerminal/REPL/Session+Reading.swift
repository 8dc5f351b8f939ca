import DiveQuizCore

/// Reading a history as a stream: one chunk in memory, damaged lines reported and skipped,
/// Ctrl-C honoured between chunks. Every history command reads through these.
extension Session {
  /// How a read ended.
  enum ReadEnd: Equatable {
    /// Every line was read, or the visitor had what it wanted.
    case finished
    /// Ctrl-C or a request to end stopped it; the reason is in `stoppedBy`.
    case stopped
    /// The file could not be read; the error was shown.
    case failed
  }

  /// Lines read between two looks at Ctrl-C.
  static let linesBetweenChecks = 1024

  /// A consistent view of `storage`, or nil after saying why there is none.
  func openSnapshot(_ storage: any HistoryStorage) -> (any HistorySnapshot)? {
    do {
      return try storage.snapshot()
    } catch {
      complain(error)
      if case .interrupted = error { acknowledgeStop() }
      return nil
    }
  }

  /// True when Ctrl-C or a request to end should stop the command now; says so and clears
  /// the Ctrl-C, so that it never also ends the session at the next prompt.
  func shouldStop() -> Bool {
    guard interrupts.stopRequested else { return false }
    acknowledgeStop()
    warn(catalog.text("repl.stopped") + "\n")
    return true
  }

  /// A look at Ctrl-C every `linesBetweenChecks` calls, for the reading loops: true when the
  /// read should stop (said and recorded by `shouldStop`).
  func stopCheck() -> () -> Bool {
    var countdown = Self.linesBetweenChecks
    return { [self] in
      countdown -= 1
      guard countdown == 0 else { return false }
      countdown = Self.linesBetweenChecks
      return shouldStop()
    }
  }

  /// Records why the command stopped and clears a handled Ctrl-C.
  func acknowledgeStop() {
    if let termination = interrupts.termination {
      stoppedBy = termination.exitStatus
    } else if interrupts.interruptPending {
      stoppedBy = .interrupted
      interrupts.clearInterrupt()
    }
  }

  /// Reads raw lines first to last, from `start` (numbered `firstNumber`); `visit` returns
  /// false when it has what it wants. Ctrl-C is looked at between lines.
  func readLines(
    _ snapshot: any HistorySnapshot, from start: Int = 0, firstNumber: Int = 1,
    _ visit: (HistoryLine) -> Bool
  ) -> ReadEnd {
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
      complain(error)
      return .failed
    }
    return stopped ? .stopped : .finished
  }

  /// Reads records first to last, from `start` (numbered `firstNumber`), handing each with
  /// its offset to `visit`, which returns false when it has what it wants. A large history is
  /// decoded on several threads, the records still arriving in file order.
  ///
  /// - Parameters:
  ///   - quiet: leave damaged lines unreported (they are still skipped).
  ///   - wanted: a quick look at the raw line; false skips it without decoding.
  func readForward(
    _ snapshot: any HistorySnapshot, file: String, from start: Int = 0, firstNumber: Int = 1,
    quiet: Bool = false, wanted: (@Sendable (UnsafeBufferPointer<UInt8>) -> Bool)? = nil,
    decoder: @escaping @Sendable (HistoryLine) -> Result<QuizRecord, RecordCodec.LineProblem> =
      RecordCodec.decode,
    _ visit: (QuizRecord, Int) -> Bool
  ) -> ReadEnd {
    let workers = ParallelReader.availableWorkers
    guard workers > 1, snapshot.size - start >= ParallelReader.threshold else {
      return readLines(snapshot, from: start, firstNumber: firstNumber) { line in
        if line.overlong == nil, let wanted, !wanted(line.bytes) { return true }
        switch decoder(line) {
        case .success(let record):
          return visit(record, line.offset)
        case .failure(let problem):
          if !quiet { report(problem, at: line.number ?? 0, file: file) }
          return true
        }
      }
    }
    var stopped = false
    let stopNow = stopCheck()
    // Line numbers are counted only up to a damaged line, when there is one.
    var counted = (offset: start, number: firstNumber)
    let lines = LineReader()
    do {
      try ParallelReader(workers: workers).forEach(
        snapshot, from: start, wanted: wanted, decoder: decoder
      ) { item in
        if stopNow() {
          stopped = true
          return false
        }
        switch item {
        case .record(let record, let offset):
          return visit(record, offset)
        case .problem(let problem, let offset):
          guard !quiet, problem != .alias else { return true }
          let breaks = (try? lines.lineBreaks(in: snapshot, from: counted.offset, to: offset)) ?? 0
          counted = (offset, counted.number + breaks)
          report(problem, at: counted.number, file: file)
          return true
        }
      }
    } catch {
      complain(error)
      return .failed
    }
    return stopped ? .stopped : .finished
  }

  /// Reads records a batch at a time, turning each batch into a `T` with `transform` (on the
  /// worker threads for a large history: an export renders its rows there), and hands the
  /// results to `visit` in file order.
  func readBatches<T: Sendable>(
    _ snapshot: any HistorySnapshot, file: String,
    wanted: (@Sendable (UnsafeBufferPointer<UInt8>) -> Bool)? = nil,
    transform: @escaping @Sendable ([QuizRecord]) -> T, _ visit: (T) -> Bool
  ) -> ReadEnd {
    let workers = ParallelReader.availableWorkers
    guard workers > 1, snapshot.size >= ParallelReader.threshold else {
      var batch: [QuizRecord] = []
      var stopped = false
      let end = readForward(snapshot, file: file, wanted: wanted) { record, _ in
        batch.append(record)
        guard batch.count >= 512 else { return true }
        defer { batch.removeAll(keepingCapacity: true) }
        stopped = !visit(transform(batch))
        return !stopped
      }
      guard end == .finished, !stopped, !batch.isEmpty else { return end }
      _ = visit(transform(batch))
      return .finished
    }
    var stopped = false
    var counted = (offset: 0, number: 1)
    let lines = LineReader()
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
          let breaks = (try? lines.lineBreaks(in: snapshot, from: counted.offset, to: offset)) ?? 0
          counted = (offset, counted.number + breaks)
          self.report(problem, at: counted.number, file: file)
        }
        return visit(chunk.0)
      }
      // Small chunks: a chunk's result (an export's rendered rows) is several times its size.
      try ParallelReader(workers: workers, chunk: 1 << 16).forEachChunk(
        snapshot, wanted: wanted, transform: split, take)
    } catch {
      complain(error)
      return .failed
    }
    return stopped ? .stopped : .finished
  }

  /// Reads records last to first (newest stored first), for `history last N` and `review`.
  func readBackward(
    _ snapshot: any HistorySnapshot, file: String, quiet: Bool = false,
    wanted: ((UnsafeBufferPointer<UInt8>) -> Bool)? = nil,
    _ visit: (QuizRecord, HistoryLine) -> Bool
  ) -> ReadEnd {
    var stopped = false
    let stopNow = stopCheck()
    let reader = LineReader()
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
              reportsMore(for: file)
              ? (try? reader.lineNumber(of: line.offset, in: snapshot)) ?? 0 : 0
            report(problem, at: number, file: file)
          }
          return true
        }
      }
    } catch {
      complain(error)
      return .failed
    }
    return stopped ? .stopped : .finished
  }

  /// The raw-line test of a query that narrows the history (`QueryPrefilter`), for the
  /// readers' `wanted`; nil when the query keeps every line.
  func prefilter(_ query: HistoryQuery) -> (@Sendable (UnsafeBufferPointer<UInt8>) -> Bool)? {
    guard let filter = QueryPrefilter(query) else { return nil }
    return { filter.mayMatch($0) }
  }

  /// Says that a line was skipped, and why; past `WarningLimit.perFile` lines of one file in
  /// one command, only counts it.
  func report(_ problem: RecordCodec.LineProblem, at line: Int, file: String) {
    // A name decision is not damage: the census reads it, quiz readers pass over it.
    guard problem != .alias else { return }
    skippedLines[file, default: 0] += 1
    guard skippedLines[file, default: 0] <= WarningLimit.perFile else { return }
    warn(
      HistoryContents.Skipped(line: line, problem: problem).message(catalog, file: file) + "\n")
  }

  /// Whether the next damaged line of `file` would still be shown (its number is worth
  /// counting).
  func reportsMore(for file: String) -> Bool {
    skippedLines[file, default: 0] < WarningLimit.perFile
  }

  /// The count of damaged lines not shown, one line per file; then starts counting afresh.
  func sayHowManyMoreSkipped() {
    for (file, count) in skippedLines.sorted(by: { $0.key < $1.key })
    where count > WarningLimit.perFile {
      warn(WarningLimit.more(count - WarningLimit.perFile, file: file, catalog) + "\n")
    }
    skippedLines.removeAll()
  }
}
