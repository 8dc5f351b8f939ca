/// The part of the dive a fault belongs to; the raw values are the filter words users type.
public enum Phase: String, CaseIterable, Sendable {
  /// Before the dive begins: a delay past the time allowed, a refusal.
  case preDive = "pre-dive"
  /// The dive performed against the dive announced: its number and position.
  case announcement
  /// The position the diver takes before the run or take-off.
  case startingPosition = "starting-position"
  /// The run and hurdle towards the end of the springboard or platform.
  case approach
  /// Leaving the board or platform.
  case takeOff = "take-off"
  /// The dive in the air: position, somersaults, twists.
  case flight
  /// Going into the water.
  case entry
  /// A dive stopped and begun again (a re-start), or a take-off interrupted.
  case restart
  /// The synchronisation of the two divers; not `synchro`, which is the discipline filter.
  case synchronisation
  /// A fault of no one part of the dive (help given to the diver).
  case wholeDive = "whole-dive"

  package func label(_ catalog: Catalog) -> String { catalog.text("Phase-\(rawValue)") }
}
