import DiveQuizCore

/// `dive`, `dives` and `score` for any front end: the dive catalogue, a dive looked up with
/// why it is missing, and the secretaries' arithmetic.
extension TrainerService {
  /// The dive catalogue, parsed now if this is its first use.
  package var dives: DiveCatalog { context.dives }

  /// Checks that the catalogue holds the dive `query` names (in its position, when given).
  package func lookUpDive(_ query: DiveQuery) throws(DiveLookupError) {
    let entries = dives.entries(for: query.number)
    guard !entries.isEmpty else {
      throw .notTabled(query.number)
    }
    guard let position = query.position, !entries.contains(where: { $0.code.position == position })
    else { return }
    let code = DiveCode(number: query.number, position: position)
    guard DiveRules.positionAllowed(query.number, position) else {
      throw .positionNotAllowed("\(code)", edition: rulebook.editionID)
    }
    throw .positionNotTabled("\(code)")
  }
}

/// A well-formed dive number the catalogue does not hold.
package enum DiveLookupError: Error, Equatable {
  case notTabled(DiveNumber)
  case positionNotTabled(String)
  /// With the edition taught, whose number of rule 1.6.4 the message cites.
  case positionNotAllowed(String, edition: EditionID)
}

extension DiveLookupError: UserFacingError {
  package func message(_ catalog: Catalog) -> String {
    switch self {
    case .notTabled(let number):
      return catalog.text("dive.error.notTabled", number.digits, DiveName.text(number, catalog))
    case .positionNotTabled(let code): return catalog.text("dive.error.positionNotTabled", code)
    case .positionNotAllowed(let code, let edition):
      return catalog.text(
        "dive.error.positionNotAllowed", code,
        RuleReference(.twistPositions, edition: edition).text(catalog))
    }
  }
}
