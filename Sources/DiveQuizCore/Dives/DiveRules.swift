/// What the rules say of a dive beyond its tabled DD.
package enum DiveRules {
  /// Rule 1.6.4: the positions dives with twists may be performed in. A dive without twists
  /// may take any position the tables give it.
  ///
  /// The two armstand bullets come first where they apply; an armstand dive they do not cover
  /// falls under the general bullets like any other. The armstand bullet for 1 to 2 somersaults
  /// asks for *one or more* twists, so 6241 (2 somersaults, ½ twist) is not free-only: the
  /// general bullet for 2 or more somersaults makes it pike or tuck, as the tables list it, and
  /// 6221 (1 somersault, ½ twist) free, as they list it too.
  package static func positionAllowed(_ number: DiveNumber, _ position: DivePosition) -> Bool {
    guard number.halfTwists > 0 else { return true }
    let half = number.halfSomersaults
    if number.group == .armstand {
      if (2...4).contains(half), number.halfTwists >= 2 { return position == .free }
      if half >= 5 { return position == .pike || position == .tuck }
    }
    if half == 1 { return position != .free }
    if half == 2 || half == 3 { return position == .free }
    return position == .pike || position == .tuck
  }

  /// Why a dive is not tabled at a height: not possible by component A, not possible in
  /// that position by rule 1.6.4, or simply not tabled.
  package enum Absence: Equatable, Sendable {
    case somersaultsNotPossible
    case positionNotAllowed
    case notTabled
  }

  package static func absence(
    _ code: DiveCode, at height: DiveHeight, in catalog: DiveCatalog
  ) -> Absence {
    if !positionAllowed(code.number, code.position) { return .positionNotAllowed }
    if catalog.somersaultsPossible(code.number, at: height) == false {
      return .somersaultsNotPossible
    }
    return .notTabled
  }
}
