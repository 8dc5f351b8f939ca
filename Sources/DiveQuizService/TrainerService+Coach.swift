import DiveQuizCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The trainee's summary for the coach and `quiz N focus`: taken from the cache beside the
/// history and brought up to date with the records stored since, so finishing a quiz reads a
/// few hundred bytes, not the whole history, and never under a lock.
///
/// Only the quizzes of the edition taught count: a penalty keeps its id across editions, but
/// its numbers and sometimes its key change, so a 2025 answer says little about 2026.
extension TrainerService {
  /// The current trainee's summary (their quizzes however the name was spelled, in the
  /// edition taught).
  package func traineeSummary() throws(TrainerError) -> TraineeSummary {
    guard let history else { return TraineeSummary() }
    let storage = history.main
    let judge = NameKey.of(self.judge)
    let edition = rulebook.editionID
    // One cache entry per trainee and edition.
    let cacheKey = judge + "\u{1F}" + edition
    let snapshot = try openSnapshot(storage)
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
    let key = Array(judge.utf8)
    let wanted: @Sendable (UnsafeBufferPointer<UInt8>) -> Bool = { line in
      guard let raw = FastRecordReader.judge(in: line) else { return true }
      return NameKey.plainName(raw, folds: key) ?? true
    }
    try readForward(
      snapshot, file: storage.location, from: start, quiet: true, wanted: wanted
    ) { record, offset in
      if NameKey.of(record.judge) == judge, Edition.currentID(ofStored: record.edition) == edition {
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

  /// The coach's advice after a finished quiz, from the trainee's summary; nil when the
  /// history cannot be read.
  public func advice() -> Coach.Advice? {
    guard let summary = try? traineeSummary() else { return nil }
    return Coach.advise(summary, rulebook: rulebook)
  }
}
