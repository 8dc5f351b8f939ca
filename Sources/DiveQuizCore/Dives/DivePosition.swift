/// The letter ending a dive number (rule 1.5.8).
package enum DivePosition: String, CaseIterable, Sendable, Comparable {
  case straight = "A"
  case pike = "B"
  case tuck = "C"
  case free = "D"

  /// `A`–`D`, in either case.
  package init?(letter: some StringProtocol) {
    guard let position = DivePosition(rawValue: letter.uppercased()) else { return nil }
    self = position
  }

  /// The position's word in the catalog's language (`carpé`, `carpa`, `carpiato`).
  package func name(_ catalog: Catalog) -> String { catalog.text("dive.position.\(rawValue)") }

  package static func < (lhs: DivePosition, rhs: DivePosition) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
