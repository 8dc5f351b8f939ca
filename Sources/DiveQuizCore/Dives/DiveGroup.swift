/// The first digit of a dive number (rule 1.5.2).
package enum DiveGroup: Int, CaseIterable, Sendable {
  // The groups after the first take the next digits in order: back is 2, armstand 6.
  case forward = 1
  case back, reverse, inward, twisting, armstand

  /// The word a filter is typed with: `forward`, `armstand`…
  package var word: String {
    switch self {
    case .forward: return "forward"
    case .back: return "back"
    case .reverse: return "reverse"
    case .inward: return "inward"
    case .twisting: return "twisting"
    case .armstand: return "armstand"
    }
  }

  /// The group's name in the catalog's language.
  package func name(_ catalog: Catalog) -> String { catalog.text("dive.group.\(rawValue)") }
}
