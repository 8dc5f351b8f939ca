import Dispatch

/// The record readers' side of `ParallelReader`: each chunk's lines decoded with the chunk's
/// own copy of the filter, and the whole-file read that hashes the bytes as it goes.
extension ParallelReader {
  /// `forEach` over the whole file, its bytes hashed by the workers as they read them: the
  /// file's digest (`ContentDigest`), nil when `visit` stopped the reading or a chunk's
  /// hashes could not be made.
  package func forEachHashing(
    _ source: any HistorySnapshot, filter: LineFilter? = nil,
    decoder: @escaping @Sendable (HistoryLine) -> Result<QuizRecord, RecordCodec.LineProblem>,
    _ visit: (Item) -> Bool
  ) throws(HistoryError) -> ContentDigest? {
    var chain: ContentDigest.Chain? = ContentDigest.Chain()
    let take: ([Item], [UInt64]?) -> Bool = { items, blocks in
      if let blocks {
        for block in blocks { chain?.add(block) }
      } else {
        chain = nil
      }
      for item in items where !visit(item) { return false }
      return true
    }
    let finished = try fold(
      source, hashing: true, into: { Decoded(filter) }, line: Self.decode(decoder),
      finish: { $0.items }, take)
    guard finished, let chain else { return nil }
    return ContentDigest(length: source.size, hash: chain.finish(length: source.size))
  }

  /// A chunk's lines as the record readers decode them, with the chunk's own copy of the
  /// filter.
  ///
  /// Why a copy per chunk: a filter shared by the workers had its arrays retained and
  /// released by both threads on every line, and two cores taking turns at one reference
  /// count cost a fifth of a narrowed read (`progress`).
  struct Decoded {
    var items: [Item] = []
    let test: ((UnsafeBufferPointer<UInt8>) -> Bool)?

    init(_ filter: LineFilter?) { test = filter?.copied().test }
  }

  /// What a worker does with each line for the record readers: skipped when the filter
  /// refuses its bytes, else decoded into a record or a problem.
  static func decode(
    _ decoder: @escaping @Sendable (HistoryLine) -> Result<QuizRecord, RecordCodec.LineProblem>
  ) -> @Sendable (inout Decoded, HistoryLine) -> Void {
    { chunk, line in
      if line.overlong == nil, let test = chunk.test, !test(line.bytes) { return }
      switch decoder(line) {
      case .success(let record): chunk.items.append(.record(record, offset: line.offset))
      case .failure(let problem): chunk.items.append(.problem(problem, offset: line.offset))
      }
    }
  }
}
