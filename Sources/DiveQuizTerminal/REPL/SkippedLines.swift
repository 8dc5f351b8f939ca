import DiveQuizCore

/// Damaged history lines met by the command running, per file: the first
/// `WarningLimit.perFile` of each file are said one by one, the rest only counted.
struct SkippedLines {
  private var counts: [String: Int] = [:]

  /// Counts one more damaged line of `file`; what to say of it, while its lines are said.
  mutating func note(_ skipped: HistoryContents.Skipped, in file: String, _ catalog: Catalog)
    -> String?
  {
    counts[file, default: 0] += 1
    guard counts[file, default: 0] <= WarningLimit.perFile else { return nil }
    return skipped.message(catalog, file: file) + "\n"
  }

  /// True while `file`'s damaged lines are still said one by one.
  func shows(_ file: String) -> Bool { counts[file, default: 0] < WarningLimit.perFile }

  /// One line per file for the damaged lines not said (nil: none), then counts afresh.
  mutating func drain(_ catalog: Catalog) -> String? {
    defer { counts.removeAll() }
    let more = counts.sorted { $0.key < $1.key }.filter { $0.value > WarningLimit.perFile }.map {
      WarningLimit.more($0.value - WarningLimit.perFile, file: $0.key, catalog) + "\n"
    }.joined()
    return more.isEmpty ? nil : more
  }
}
