/// The bands of rule 8.1.1: the words a judge's overall impression is given in and the awards
/// each allows, from 0 to 10 by half points. The raw value is the id stored in records.
package enum AwardBand: String, CaseIterable, Sendable {
  case excellent
  case veryGood
  case good
  case satisfactory
  case deficient
  case veryDeficient
  case failed

  /// The awards of the band, in halves (`14...16` for 7.0–8.0).
  package var halves: ClosedRange<Int> {
    switch self {
    case .excellent: return 20...20
    case .veryGood: return 17...19
    case .good: return 14...16
    case .satisfactory: return 10...13
    case .deficient: return 5...9
    case .veryDeficient: return 1...4
    case .failed: return 0...0
    }
  }

  /// The band an award (in halves, 0–20) belongs to.
  package init?(halves: Int) {
    guard let band = Self.allCases.first(where: { $0.halves.contains(halves) }) else {
      return nil
    }
    self = band
  }

  /// `7.0-8.0`, `10.0`: how a range is stored.
  package var range: String {
    halves.count == 1
      ? Award.format(halves.lowerBound)
      : Award.format(halves.lowerBound) + "-" + Award.format(halves.upperBound)
  }

  /// The band of a stored range.
  package init?(range: String) {
    guard let band = Self.allCases.first(where: { $0.range == range }) else { return nil }
    self = band
  }

  /// The band's word in the catalog's language (`Good`, `Bien`, `Buono`).
  package func name(_ catalog: Catalog) -> String { catalog.text("awards.band.\(rawValue)") }
}
