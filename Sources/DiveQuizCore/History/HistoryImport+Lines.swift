/// How an import reads a file: each line decoded and hashed where it is read (on several
/// threads for a large file), only what the decision needs handed back in file order, the
/// accepted lines' bytes read again from the file when they are queued.
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

  /// Hands each line of `source`, seen, to `visit` in file order, with its bytes when they
  /// are at hand (one thread) or nil (read again by `queue`); stops when `visit` says so.
  func read(
    _ source: any HistorySnapshot, _ visit: (Seen, UnsafeBufferPointer<UInt8>?) -> Bool
  ) throws(HistoryError) {
    let workers = ParallelReader.availableWorkers
    guard workers > 1, source.size >= parallelFrom else {
      try LineReader().forward(source) { line in visit(Seen(line), line.bytes) }
      return
    }
    func each(_ seen: [Seen]) -> Bool {
      for line in seen where !visit(line, nil) { return false }
      return true
    }
    try ParallelReader(workers: workers, chunk: min(1 << 20, max(4096, parallelFrom))).fold(
      source, into: { [Seen]() }, line: { seen, line in seen.append(Seen(line)) },
      finish: { $0 }, each)
  }

  /// Appends one line and its line break to the batch: `bytes` when at hand, else read
  /// again from `source`.
  mutating func queue(
    _ source: any HistorySnapshot, path: String, _ offset: Int, _ length: Int,
    _ bytes: UnsafeBufferPointer<UInt8>?
  ) throws(HistoryError) {
    if let bytes {
      batch.append(contentsOf: bytes)
    } else {
      let start = batch.count
      batch.append(contentsOf: repeatElement(0, count: length))
      let got = batch.withUnsafeMutableBytes { buffer in
        Result { () throws(HistoryError) in
          try LineReader.fill(
            source, at: offset, into: UnsafeMutableRawBufferPointer(rebasing: buffer[start...]))
        }
      }
      // The file is only appended to: a line read once is there to read again.
      guard case .success(length) = got else {
        batch.removeSubrange(start...)
        if case .failure(let error) = got { throw error }
        throw .cannotRead(path: path, reason: "the file changed while it was read")
      }
    }
    batch.append(0x0A)
  }
}
