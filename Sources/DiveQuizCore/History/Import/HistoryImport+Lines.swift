/// How an import reads a file: each line checked and its id hashed where it is read (on
/// several threads for a large file), what the decision needs handed back in file order with
/// the bytes of the lines that may be appended, copied where they were read.
extension HistoryImport {
  /// The hash an import files an id under (`StableHash.hash`; tests force collisions).
  package typealias IDHash = @Sendable (UnsafeBufferPointer<UInt8>) -> UInt64

  /// One line as the import sees it.
  enum Seen: Sendable {
    /// A readable quiz record, by its id's hash.
    case quiz(id: UInt64, offset: Int, length: Int)
    /// A decision about names, by its id's hash.
    case alias(id: UInt64, offset: Int, length: Int)
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

    /// The id's hash and the place of a line the index keeps; nil for any other.
    var held: (id: UInt64, place: ImportIndex.Place)? {
      switch self {
      case .quiz(let id, let offset, let length), .alias(let id, let offset, let length):
        return (id, ImportIndex.Place(offset: offset, length: length, pending: false))
      case .ignored, .problem: return nil
      }
    }

    /// A line laid out as divequiz writes it is checked by the byte reader, which allocates
    /// nothing and takes it only where the full decoder would; any other is decoded in full,
    /// which says what is wrong with a damaged one. `questions` is the byte reader's room.
    init(_ line: HistoryLine, questions: inout PackedQuestions, hash: IDHash) {
      if line.overlong == nil {
        var reader = FastRecordReader(bytes: line.bytes)
        if reader.reportLine(questions: &questions) != nil,
          let id = FastRecordReader.id(in: line.bytes)
        {
          self = .quiz(id: hash(id), offset: line.offset, length: line.bytes.count)
          return
        }
      }
      switch RecordCodec.decode(line) {
      case .success(let record):
        self = .quiz(
          id: HistoryImport.hash(record.id, hash), offset: line.offset, length: line.bytes.count)
      case .failure(.alias):
        guard let alias = AliasRecord.decode(line.bytes) else {
          self = .ignored(offset: line.offset)
          return
        }
        self = .alias(
          id: HistoryImport.hash(alias.id, hash), offset: line.offset, length: line.bytes.count)
      case .failure(let problem):
        self = .problem(problem, offset: line.offset, number: line.number)
      }
    }
  }

  static func hash(_ id: String, _ hash: IDHash) -> UInt64 {
    var id = id
    return id.withUTF8 { hash($0) }
  }

  /// What a line already stored (or queued) is to a new line filed under the same hash.
  enum Kinship: Equatable {
    /// The same record (byte for byte, or the same fields in another layout), or a decision
    /// about names whose id is taken: the new line is present.
    case same
    /// Another record with the same id: the new one is kept, as a conflict.
    case sameID
    /// Only the hash is shared.
    case other
  }

  /// Compares a stored line with a new one; a new `quiz` is a quiz record, otherwise a
  /// decision about names. Lines that differ in their bytes are decoded in full.
  static func kinship(
    of stored: UnsafeBufferPointer<UInt8>, to new: UnsafeBufferPointer<UInt8>, quiz: Bool
  ) -> Kinship {
    if stored.count == new.count, let a = stored.baseAddress, let b = new.baseAddress,
      Bytes.equal(a, b, count: stored.count)
    {
      return .same
    }
    guard let (storedID, storedRecord) = identity(of: stored),
      let (newID, newRecord) = identity(of: new)
    else { return .other }
    // A quiz and a decision about names that share an id are unrelated lines: an imported
    // alias whose id a quiz holds was counted present and dropped.
    guard storedID == newID, (storedRecord == nil) == (newRecord == nil) else { return .other }
    if !quiz { return .same }
    if let storedRecord, storedRecord == newRecord { return .same }
    return .sameID
  }

  /// A readable line's id and, for a quiz, its record.
  private static func identity(of line: UnsafeBufferPointer<UInt8>) -> (String, QuizRecord?)? {
    switch RecordCodec.decode(line) {
    case .success(let record): return (record.id, record)
    case .failure(.alias): return AliasRecord.decode(line).map { ($0.id, nil) }
    case .failure: return nil
    }
  }

  /// Hands each line of `source`, seen, to `visit` in file order, with the bytes of a quiz or
  /// a decision about names (`withBytes`: copied on the worker that read them, so that none
  /// is read twice); stops when `visit` says so.
  func read(
    _ source: any HistorySnapshot, withBytes: Bool,
    _ visit: (Seen, UnsafeBufferPointer<UInt8>) -> Bool
  ) throws(HistoryError) {
    let hash = hashID
    let workers = ParallelReader.availableWorkers
    guard workers > 1, source.size >= parallelFrom else {
      var questions = PackedQuestions()
      try LineReader().forward(source) { line in
        visit(Seen(line, questions: &questions, hash: hash), line.bytes)
      }
      return
    }
    /// A chunk's lines seen, and the bytes of those that may be appended, end to end.
    struct Lines: Sendable {
      var seen: [Seen] = []
      var bytes: [UInt8] = []
      var questions = PackedQuestions()
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
        let seen = Seen(line, questions: &lines.questions, hash: hash)
        lines.seen.append(seen)
        switch seen {
        case .quiz, .alias: if withBytes { lines.bytes.append(contentsOf: line.bytes) }
        case .ignored, .problem: break
        }
      },
      finish: { lines in
        var lines = lines
        // The room for a line's questions stays with the reader, not in the chunk handed on.
        lines.questions = PackedQuestions()
        return lines
      }, each)
  }

  /// Appends one line and its line break to the batch; returns where the line starts in it.
  mutating func queue(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    let start = batch.count
    batch.append(contentsOf: bytes)
    batch.append(0x0A)
    return start
  }

  /// Whether a new line is already stored or queued: nil when it is (the same record, or a
  /// decision about names whose id is taken); otherwise whether a stored quiz has its id.
  /// Every line the index points to is read back and compared.
  mutating func look(_ id: UInt64, _ bytes: UnsafeBufferPointer<UInt8>, quiz: Bool)
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
}
