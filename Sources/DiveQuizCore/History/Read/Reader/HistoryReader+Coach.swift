#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One trainee's summary for the coach: taken from the cache beside the history and brought
/// up to date with the records stored since, so finishing a quiz reads a few hundred bytes,
/// not the whole history.
extension HistoryReader {
  /// The summary of the trainee whose name has the key `judge` (`NameKey.of`), counting only
  /// the quizzes of `edition`; `clock` dates the cache entry, read only when one is written.
  package func traineeSummary(judge: String, edition: EditionID, clock: () -> Date)
    throws(Failure)
    -> TraineeSummary
  {
    // One cache entry per trainee and edition.
    let cacheKey = judge + "\u{1F}" + edition.text
    let snapshot = try snapshot()
    var cache = storage.readCache(.coach).map(SummaryCache.decode) ?? SummaryCache()
    var summary = TraineeSummary()
    var start = 0
    // The entry's bytes checked and the whole file's digest made in one read.
    var whole: ContentDigest?
    let entry = cache.entry(for: cacheKey)
    if let entry, entry.digest.length <= snapshot.size {
      let digests = ContentDigest.of(snapshot, at: [entry.digest.length, snapshot.size])
      whole = digests[1]
      if digests[0] == entry.digest {
        summary = entry.summary
        start = entry.digest.length
      }
    }
    // Lines of other trainees, in the layout divequiz writes, are skipped without decoding.
    // A decoded record's edition is already today's id (`RecordParser`).
    try readForward(
      snapshot, from: start, quiet: true, filter: .trainee(key: Array(judge.utf8))
    ) { record, offset in
      if NameKey.of(record.judge) == judge, record.edition == edition {
        summary.add(record, sequence: offset)
      }
      return true
    }
    // Only a file has bytes to cover (not a history held in memory).
    if snapshot.identity != nil, start < snapshot.size || entry?.digest != whole,
      let digest = whole ?? ContentDigest.of(snapshot, length: snapshot.size)
    {
      cache.store(
        SummaryCache.Entry(
          judge: cacheKey, digest: digest, used: clock().timeIntervalSince1970, summary: summary))
      storage.writeCache(.coach, cache.encode())
    }
    return summary
  }
}
