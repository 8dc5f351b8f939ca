/// A penalty asked for by id that the rulebook does not have.
public enum RulesLookupError: Error, Equatable, Sendable {
  case unknownPenalty(String, range: ClosedRange<Int>)
}

extension RulesLookupError: UserFacingError {
  public func message(_ catalog: Catalog) -> String {
    switch self {
    case .unknownPenalty(let id, let range):
      return catalog.text(
        "error.unknownPenalty", Sanitizer.visible(id), range.lowerBound, range.upperBound)
    }
  }
}
