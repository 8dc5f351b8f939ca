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
extension Session {
  /// The current trainee's summary (their quizzes however the name was spelled, in the
  /// edition taught); nil when the history cannot be read (said unless quiet).
  func traineeSummary(quiet: Bool) -> TraineeSummary? {
    guard let history else { return TraineeSummary() }
    let storage = history.main
    let judge = NameKey.of(configuration.judge)
    let edition = rulebook.editionID
    // One cache entry per trainee and edition.
    let cacheKey = judge + "\u{1F}" + edition
    let snapshot: any HistorySnapshot
    do {
      snapshot = try storage.snapshot()
    } catch {
      if !quiet { complain(error) }
      return nil
    }
    var cache = storage.readCache().map(SummaryCache.decode) ?? SummaryCache()
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
    let end = readForward(
      snapshot, file: storage.location, from: start, quiet: true, wanted: wanted
    ) { record, offset in
      if NameKey.of(record.judge) == judge, Edition.currentID(ofStored: record.edition) == edition {
        summary.add(record, sequence: offset)
      }
      return true
    }
    guard end == .finished else { return nil }
    if let identity = snapshot.identity,
      start < snapshot.size || cache.entry(for: cacheKey, identity: identity) == nil
    {
      cache.store(
        SummaryCache.Entry(
          judge: cacheKey, identity: identity, covered: snapshot.size,
          tail: tail(of: snapshot, before: snapshot.size, count: SummaryCache.tailLength) ?? [],
          used: clock().timeIntervalSince1970, summary: summary))
      storage.writeCache(cache.encode())
    }
    return summary
  }

  /// The `count` bytes before `offset` (fewer at the start of the file); nil if unreadable.
  private func tail(of snapshot: any HistorySnapshot, before offset: Int, count: Int) -> [UInt8]? {
    let from = max(0, offset - count)
    var bytes = [UInt8](repeating: 0, count: offset - from)
    let got = bytes.withUnsafeMutableBytes { buffer in
      (try? LineReader.fill(snapshot, at: from, into: buffer)) ?? -1
    }
    return got == bytes.count ? bytes : nil
  }

  /// What a filter word covers, as the coach names it: "the referee's penalties", "the
  /// phase Flight"; never the English command word inside a sentence of another language.
  func filterName(_ word: String) -> String {
    switch QuizFilter(word: word) {
    case .referee?: return catalog.text("coach.filter.referee")
    case .judge?: return catalog.text("coach.filter.judge")
    case .synchro?: return catalog.text("coach.filter.synchro")
    case .individual?: return catalog.text("coach.filter.individual")
    case .phase(let phase)?: return catalog.text("coach.filter.phase", phase.label(catalog))
    case nil: return word
    }
  }

  /// The coach's line after a finished quiz, from the trainee's summary.
  func advise() {
    guard let summary = traineeSummary(quiet: true) else { return }
    let text: String
    switch Coach.advise(summary, rulebook: rulebook) {
    case .larger(let size): text = catalog.text("coach.larger", size)
    case .warmUp(let days): text = catalog.text("coach.warmUp", days)
    case .train(let filter, let percent):
      text = catalog.text(
        "coach.train", filterName(filter), filter, TextLayout.percent(percent, catalog))
    case .keepGoing: text = catalog.text("coach.keepGoing")
    }
    say(configuration.style.cyan(text) + "\n")
  }
}
