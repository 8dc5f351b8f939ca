/// A penalty asked for by id that the rulebook does not have.
package enum RulesLookupError: Error, Equatable, Sendable {
  case unknownPenalty(String, range: ClosedRange<Int>)
  /// The penalty exists, but not in the edition in use (`show 48` in the 2024 edition).
  case notInEdition(Int, edition: EditionID, elsewhere: [EditionID])
  /// `show` with no id: the ids the edition in use has.
  case missingID(command: String, range: ClosedRange<Int>)
}

extension RulesLookupError: UserFacingError {
  package func message(_ catalog: Catalog) -> String {
    switch self {
    case .unknownPenalty(let id, let range):
      return catalog.text(
        "error.unknownPenalty", Sanitizer.visible(id), range.lowerBound, range.upperBound)
    case .notInEdition(let id, let edition, let elsewhere):
      return catalog.text(
        "error.penaltyNotInEdition", id, edition, elsewhere.map(\.text).joined(separator: ", "))
    case .missingID(let command, let range):
      return catalog.text("error.missingPenaltyID", command, range.lowerBound, range.upperBound)
    }
  }
}
