/// Individual or synchronised diving.
public enum Discipline: String, CaseIterable, Sendable {
  case individual
  case synchronised

  public func label(_ catalog: Catalog) -> String { catalog.text("Discipline-\(rawValue)") }
}
