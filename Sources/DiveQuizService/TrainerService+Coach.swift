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
  public func traineeSummary() throws(TrainerError) -> TraineeSummary {
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
    if let identity = snapshot.identity, let entry = cache.entry(for: cacheKey, identity: identity),
      entry.covered <= snapshot.size,
      tail(of: snapshot, before: entry.covered, count: entry.tail.count) == entry.tail
    {
      summary = entry.summary
      start = entry.covered
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
    if let identity = snapshot.identity,
      start < snapshot.size || cache.entry(for: cacheKey, identity: identity) == nil
    {
      cache.store(
        SummaryCache.Entry(
          judge: cacheKey, identity: identity, covered: snapshot.size,
          tail: tail(of: snapshot, before: snapshot.size, count: SummaryCache.tailLength) ?? [],
          used: clock().timeIntervalSince1970, summary: summary))
      storage.writeCache(.coach, cache.encode())
    }
    return summary
  }

  /// The `count` bytes before `offset` (fewer at the start of the file); nil if unreadable.
  func tail(of snapshot: any HistorySnapshot, before offset: Int, count: Int) -> [UInt8]? {
    let from = max(0, offset - count)
    var bytes = [UInt8](repeating: 0, count: offset - from)
    let got = bytes.withUnsafeMutableBytes { buffer in
      (try? LineReader.fill(snapshot, at: from, into: buffer)) ?? -1
    }
    return got == bytes.count ? bytes : nil
  }

  /// The coach's advice after a finished quiz, from the trainee's summary; nil when the
  /// history cannot be read.
  public func advice() -> Coach.Advice? {
    guard let summary = try? traineeSummary() else { return nil }
    return Coach.advise(summary, rulebook: rulebook)
  }
}
