/// A trainee asked for by name who has no stored quiz, with the names that come closest.
public enum TraineeLookupError: Error, Equatable, Sendable {
  case unknown(String, suggestions: [String])
}

extension TraineeLookupError: UserFacingError {
  public func message(_ catalog: Catalog) -> String {
    switch self {
    case .unknown(let name, let suggestions):
      let visible = Sanitizer.visible(name, limit: 80)
      guard !suggestions.isEmpty else { return catalog.text("trainee.unknown", visible) }
      return catalog.text(
        "trainee.unknownSuggest", visible,
        suggestions.map { Sanitizer.visible($0, limit: 80) }.joined(separator: ", "))
    }
  }
}
