/// The part of the dive a fault belongs to; the raw values are the filter words users type.
public enum Phase: String, CaseIterable, Sendable {
  case preDive = "pre-dive"
  case announcement
  case startingPosition = "starting-position"
  case approach
  case takeOff = "take-off"
  case flight
  case entry
  case restart
  /// The synchronisation of the two divers; not `synchro`, which is the discipline filter.
  case synchronisation
  case wholeDive = "whole-dive"

  package func label(_ catalog: Catalog) -> String { catalog.text("Phase-\(rawValue)") }
}
