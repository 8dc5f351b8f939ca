/// The first digit of a dive number (rule 1.5.2).
package enum DiveGroup: Int, CaseIterable, Sendable {
  case forward = 1
  case back = 2
  case reverse = 3
  case inward = 4
  case twisting = 5
  case armstand = 6

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
