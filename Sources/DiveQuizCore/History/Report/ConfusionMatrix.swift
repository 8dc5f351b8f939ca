/// Which sanction code was chosen for which correct one, in sanction questions.
///
/// In JSON it is labelled, so a script need not know the layout: correct code → chosen code
/// → count, plus `skipped` — `{"4": {"0": 0, …, "4": 12, "5": 1, "skipped": 2}, …}`.
package struct ConfusionMatrix: Codable, Equatable, Sendable {
  /// `counts[correct][chosen]`, chosen 0–5 and 6 for skipped.
  package var counts: [[Int]]

  package static let skippedColumn = 6

  package init() {
    counts = Array(
      repeating: Array(repeating: 0, count: Sanction.allCases.count + 1),
      count: Sanction.allCases.count)
  }

  /// Counts one answer; nil `chosen` is a skip.
  package mutating func add(correct: Sanction, chosen: Sanction?) {
    counts[correct.rawValue][chosen?.rawValue ?? Self.skippedColumn] += 1
  }

  package subscript(correct: Int, chosen: Int) -> Int { counts[correct][chosen] }

  private static func label(_ column: Int) -> String {
    column == skippedColumn ? "skipped" : String(column)
  }

  package func encode(to encoder: any Encoder) throws {
    var labelled: [String: [String: Int]] = [:]
    for (correct, row) in counts.enumerated() {
      var cells: [String: Int] = [:]
      for (column, count) in row.enumerated() { cells[Self.label(column)] = count }
      labelled[String(correct)] = cells
    }
    var container = encoder.singleValueContainer()
    try container.encode(labelled)
  }

  package init(from decoder: any Decoder) throws {
    let labelled = try decoder.singleValueContainer().decode([String: [String: Int]].self)
    self.init()
    for (correct, cells) in labelled {
      guard let row = Int(correct), counts.indices.contains(row) else { continue }
      for column in 0...Self.skippedColumn {
        counts[row][column] = cells[Self.label(column)] ?? 0
      }
    }
  }
}
