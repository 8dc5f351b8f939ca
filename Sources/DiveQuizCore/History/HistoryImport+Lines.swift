/// How an import reads a file: each line decoded and hashed where it is read (on several
/// threads for a large file), what the decision needs handed back in file order with the
/// bytes of the lines that may be appended, copied where they were read.
extension HistoryImport {
  /// What the index keeps of a stored line: its id's hash and, for a quiz, the hash of the
  /// whole record's fields (the same quiz in another layout is the same).
  struct Held: Sendable {
    var id: UInt64
    var record: UInt64?

    init(_ record: QuizRecord) {
      id = QuizIDSet.hash(record.id)
      self.record = QuizIDSet.hash(record: record)
    }

    init(alias: AliasRecord) { id = QuizIDSet.hash(alias.id) }
  }

  /// One line as the import sees it.
  enum Seen: Sendable {
    case quiz(Held, offset: Int, length: Int)
    /// A decision about names.
    case alias(Held, offset: Int, length: Int)
    /// An alias line that does not read as one: passed over, as before.
    case ignored(offset: Int)
    /// `number` is nil when the line was read on a worker thread (counted on demand).
    case problem(RecordCodec.LineProblem, offset: Int, number: Int?)

    var offset: Int {
      switch self {
      case .quiz(_, let offset, _), .alias(_, let offset, _), .ignored(let offset),
        .problem(_, let offset, _):
        return offset
      }
    }

    init(_ line: HistoryLine) {
      switch RecordCodec.decode(line) {
      case .success(let record):
        self = .quiz(Held(record), offset: line.offset, length: line.bytes.count)
      case .failure(.alias):
        guard let alias = AliasRecord.decode(line.bytes) else {
          self = .ignored(offset: line.offset)
          return
        }
        self = .alias(Held(alias: alias), offset: line.offset, length: line.bytes.count)
      case .failure(let problem):
        self = .problem(problem, offset: line.offset, number: line.number)
      }
    }
  }

  /// What a readable quiz record or decision about names brings to the index; nil for a
  /// damaged line.
  static func held(_ line: HistoryLine) -> Held? {
    switch Seen(line) {
    case .quiz(let held, _, _), .alias(let held, _, _): return held
    case .problem, .ignored: return nil
    }
  }

  /// Hands each line of `source`, seen, to `visit` in file order, with the bytes of a quiz or
  /// a decision about names (`withBytes`: copied on the worker that read them, so that none
  /// is read twice); stops when `visit` says so.
  func read(
    _ source: any HistorySnapshot, withBytes: Bool,
    _ visit: (Seen, UnsafeBufferPointer<UInt8>) -> Bool
  ) throws(HistoryError) {
    let workers = ParallelReader.availableWorkers
    guard workers > 1, source.size >= parallelFrom else {
      try LineReader().forward(source) { line in visit(Seen(line), line.bytes) }
      return
    }
    /// A chunk's lines seen, and the bytes of those that may be appended, end to end.
    struct Lines: Sendable {
      var seen: [Seen] = []
      var bytes: [UInt8] = []
    }
    func each(_ lines: Lines) -> Bool {
      lines.bytes.withUnsafeBufferPointer { bytes in
        var cursor = 0
        for line in lines.seen {
          var length = 0
          switch line {
          case .quiz(_, _, let size), .alias(_, _, let size): length = withBytes ? size : 0
          case .ignored, .problem: break
          }
          let slice = UnsafeBufferPointer(rebasing: bytes[cursor..<(cursor + length)])
          cursor += length
          if !visit(line, slice) { return false }
        }
        return true
      }
    }
    let chunk = min(1 << 20, max(4096, parallelFrom))
    try ParallelReader(workers: workers, chunk: chunk).fold(
      source,
      into: {
        // Room for the chunk's lines at once: an array grown by doubling would hold twice.
        var lines = Lines()
        if withBytes { lines.bytes.reserveCapacity(chunk + chunk / 8) }
        return lines
      },
      line: { lines, line in
        let seen = Seen(line)
        lines.seen.append(seen)
        switch seen {
        case .quiz, .alias: if withBytes { lines.bytes.append(contentsOf: line.bytes) }
        case .ignored, .problem: break
        }
      }, finish: { $0 }, each)
  }

  /// Appends one line and its line break to the batch.
  mutating func queue(_ bytes: UnsafeBufferPointer<UInt8>) {
    batch.append(contentsOf: bytes)
    batch.append(0x0A)
  }
}
