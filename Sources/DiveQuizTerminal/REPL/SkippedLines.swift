import DiveQuizCore

/// Damaged history lines met by the command running, per file: the first
/// `WarningLimit.perFile` of each file are said one by one, the rest only counted.
struct SkippedLines {
  private var counts: [String: Int] = [:]

  /// Counts one more damaged line of `file`; true when it is to be said.
  mutating func note(_ file: String) -> Bool {
    counts[file, default: 0] += 1
    return counts[file, default: 0] <= WarningLimit.perFile
  }

  /// True while `file`'s damaged lines are still said one by one.
  func shows(_ file: String) -> Bool { counts[file, default: 0] < WarningLimit.perFile }

  /// One line per file for the damaged lines not said, then counts afresh.
  mutating func drain(_ catalog: Catalog) -> String {
    defer { counts.removeAll() }
    return counts.sorted { $0.key < $1.key }.filter { $0.value > WarningLimit.perFile }.map {
      WarningLimit.more($0.value - WarningLimit.perFile, file: $0.key, catalog) + "\n"
    }.joined()
  }
}
