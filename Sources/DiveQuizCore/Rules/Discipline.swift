/// Individual or synchronised diving.
package enum Discipline: String, CaseIterable, Sendable {
  case individual
  case synchronised

  package func label(_ catalog: Catalog) -> String { catalog.text("Discipline-\(rawValue)") }
}
