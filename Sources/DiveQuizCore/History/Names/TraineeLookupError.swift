/// A trainee asked for by name who has no stored quiz, with the names that come closest.
public enum TraineeLookupError: Error, Equatable, Sendable {
  /// No stored quiz has this trainee; `suggestions` are the closest stored names.
  case unknown(String, suggestions: [String])
  /// A start of a name that several trainees share: the instructor picks one.
  case ambiguous(String, candidates: [String])
}

extension TraineeLookupError: UserFacingError {
  package func message(_ catalog: Catalog) -> String {
    switch self {
    case .ambiguous(let name, let candidates):
      return catalog.text(
        "trainee.ambiguous", TraineeName.visible(name),
        candidates.map(TraineeName.visible).joined(separator: ", "))
    case .unknown(let name, let suggestions):
      let visible = TraineeName.visible(name)
      guard !suggestions.isEmpty else { return catalog.text("trainee.unknown", visible) }
      return catalog.text(
        "trainee.unknownSuggest", visible,
        suggestions.map(TraineeName.visible).joined(separator: ", "))
    }
  }
}
