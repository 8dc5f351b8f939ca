/// Optimal-string-alignment distance: insertions, deletions, substitutions and swaps of two
/// neighbours each cost one, so `qiuz` is one step from `quiz`.
package enum EditDistance {
  package static func between(_ a: String, _ b: String) -> Int {
    let x = Array(a)
    let y = Array(b)
    if x.isEmpty { return y.count }
    if y.isEmpty { return x.count }
    var previousPrevious = [Int](repeating: 0, count: y.count + 1)
    var previous = Array(0...y.count)
    var current = [Int](repeating: 0, count: y.count + 1)
    for i in 1...x.count {
      current[0] = i
      for j in 1...y.count {
        let cost = x[i - 1] == y[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
          current[j] = min(current[j], previousPrevious[j - 2] + 1)
        }
      }
      (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    return previous[y.count]
  }

  /// The candidate nearest to `word`, if it is within two edits and unambiguous enough to help.
  package static func nearest(to word: String, in candidates: [String]) -> String? {
    let lowered = word.lowercased()
    guard lowered.count <= 30 else { return nil }
    let scored = candidates.map { ($0, between(lowered, $0)) }.sorted { $0.1 < $1.1 }
    guard let best = scored.first, best.1 <= min(2, max(1, lowered.count / 2)) else { return nil }
    return best.0
  }
}
