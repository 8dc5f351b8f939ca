/// What the rules say of a dive beyond its tabled DD.
public enum DiveRules {
  /// Rule 1.6.4: the positions dives with twists may be performed in. A dive without twists
  /// may take any position the tables give it.
  public static func positionAllowed(_ number: DiveNumber, _ position: DivePosition) -> Bool {
    guard number.halfTwists > 0 else { return true }
    let half = number.halfSomersaults
    if number.group == .armstand {
      if (2...4).contains(half) { return position == .free }
      if half >= 5 { return position == .pike || position == .tuck }
      return true
    }
    if half == 1 { return position != .free }
    if half == 2 || half == 3 { return position == .free }
    return position == .pike || position == .tuck
  }

  /// Why a dive is not tabled at a height: not possible by component A, not possible in
  /// that position by rule 1.6.4, or simply not tabled.
  public enum Absence: Equatable, Sendable {
    case somersaultsNotPossible
    case positionNotAllowed
    case notTabled
  }

  public static func absence(
    _ code: DiveCode, at height: DiveHeight, in catalog: DiveCatalog
  ) -> Absence {
    if !positionAllowed(code.number, code.position) { return .positionNotAllowed }
    if catalog.somersaultsPossible(code.number, at: height) == false {
      return .somersaultsNotPossible
    }
    return .notTabled
  }
}
