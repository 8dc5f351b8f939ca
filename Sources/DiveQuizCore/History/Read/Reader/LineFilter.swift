/// A test of a history line's raw bytes, made before the line is decoded: lines it refuses
/// cannot hold what the read wants and are passed over unparsed. The reader turns it into the
/// byte test its threads run; it may keep a line it could have refused, never the reverse.
package enum LineFilter: Sendable {
  /// The lines a query may select (`QueryPrefilter`).
  case query(QueryPrefilter)
  /// The lines of one trainee, by the name's key (`NameKey.of`), as the coach reads them.
  case trainee(key: [UInt8])

  /// The filter of a query that narrows the history; nil when it keeps every line.
  package init?(_ query: HistoryQuery) {
    guard let prefilter = QueryPrefilter(query) else { return nil }
    self = .query(prefilter)
  }

  /// The same filter in storage of its own, for one reading thread (see
  /// `ParallelReader.Decoded`).
  func copied() -> LineFilter {
    switch self {
    case .query(let prefilter): return .query(prefilter.copied())
    case .trainee(let key): return .trainee(key: key.withUnsafeBufferPointer { Array($0) })
    }
  }

  /// The byte test the readers run on each raw line.
  var test: @Sendable (UnsafeBufferPointer<UInt8>) -> Bool {
    switch self {
    case .query(let prefilter):
      return { prefilter.mayMatch($0) }
    case .trainee(let key):
      return { line in
        // A line not laid out as divequiz writes it is decoded and judged whole.
        guard let raw = FastRecordReader.judge(in: line) else { return true }
        return NameKey.plainName(raw, folds: key) ?? true
      }
    }
  }
}
