/// How an import finds the lines a new line may repeat, in time that does not grow with how
/// often one id repeats.
///
/// The index files the first line of each id (a quiz, or a decision about names) under the
/// id's hash. A quiz whose id a stored quiz with other contents has (a conflict) is filed
/// under a key made of the id's hash and its contents' hash instead. A new line is compared
/// with the first line of its id and, when that one has other contents, with the lines
/// filed under its own contents' key: a few comparisons, never one per conflict before it
/// (4,000 versions of one quiz made 8 million comparisons, and took 21.6 s to import).
extension HistoryImport {
  /// Whether a new line is already stored or queued: nil when it is (the same record, or a
  /// decision about names whose id is taken); otherwise the key to file it under and whether
  /// a stored quiz has its id. Every line the index points to is read back and compared.
  mutating func look(_ id: UInt64, _ bytes: UnsafeBufferPointer<UInt8>, quiz: Bool)
    throws(HistoryError) -> (key: UInt64, clash: Bool)?
  {
    var clash = false
    for place in try index.places(of: id) {
      switch try kinship(at: place, to: bytes, quiz: quiz) {
      case .same: return nil
      case .sameID: clash = true
      case .other: break
      }
    }
    guard clash, let key = Self.contentKey(id, bytes) else { return (id, clash) }
    for place in try index.places(of: key) {
      if try kinship(at: place, to: bytes, quiz: quiz) == .same { return nil }
    }
    return (key, true)
  }

  /// The key a conflicting quiz is filed under: its id's hash mixed with the hash of the
  /// record as divequiz writes it, so the same record in another layout has the same key;
  /// nil for a line that does not decode.
  static func contentKey(_ id: UInt64, _ bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
    guard case .success(let record) = RecordCodec.decode(bytes) else { return nil }
    let contents = RecordCodec.encode(record).withUnsafeBufferPointer { StableHash.hash($0) }
    return (id &* 0x9E37_79B9_7F4A_7C15) ^ contents
  }

  /// Files a line the history holds (read at the start, or appended by another writer)
  /// the way `look` would have filed it; a line identical to one filed is not filed again.
  /// `bytes` is nil when the line was read without them: it is read back only when its id's
  /// hash may be filed already (most ids are new: the index's filter says so).
  mutating func fileStored(
    _ id: UInt64, at place: ImportIndex.Place, bytes: UnsafeBufferPointer<UInt8>?, quiz: Bool
  ) throws(HistoryError) {
    guard index.mayHold(id) else { return try index.file(id, storedAt: place) }
    let decided: (key: UInt64, clash: Bool)?
    if let bytes {
      decided = try look(id, bytes, quiz: quiz)
    } else if let line = try storedLine(at: place) {
      decided = try line.withUnsafeBufferPointer { line throws(HistoryError) in
        try look(id, line, quiz: quiz)
      }
    } else {
      decided = (id, false)
    }
    guard let decided else { return }
    try index.file(decided.key, storedAt: place)
  }

  /// What the line at `place` (queued or stored) is to a new line.
  private mutating func kinship(
    at place: ImportIndex.Place, to bytes: UnsafeBufferPointer<UInt8>, quiz: Bool
  ) throws(HistoryError) -> Kinship {
    guard place.pending else {
      // A line that cannot be read whole is `.other`: the new line is then kept (a doubt
      // never drops a quiz).
      guard let line = try storedLine(at: place) else { return .other }
      return line.withUnsafeBufferPointer { Self.kinship(of: $0, to: bytes, quiz: quiz) }
    }
    // In this batch, or in the one being appended.
    let (queued, base) =
      place.offset >= batchBase
      ? (batch, batchBase) : (inFlight?.batch ?? [], inFlight?.base ?? 0)
    let from = place.offset - base
    guard from >= 0, from + place.length <= queued.count else { return .other }
    return queued.withUnsafeBufferPointer { queued in
      Self.kinship(
        of: UnsafeBufferPointer(rebasing: queued[from..<(from + place.length)]), to: bytes,
        quiz: quiz)
    }
  }

  /// The stored line at `place`; nil when it cannot be read whole.
  private mutating func storedLine(at place: ImportIndex.Place) throws(HistoryError) -> [UInt8]? {
    if (history?.size ?? 0) < place.offset + place.length { history = try storage.snapshot() }
    guard let history, history.size >= place.offset + place.length else { return nil }
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
    return done == place.length ? line : nil
  }
}
