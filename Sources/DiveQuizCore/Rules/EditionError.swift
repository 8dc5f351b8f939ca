/// An edition asked for (on the command line, in `DIVEQUIZ_EDITION` or at the prompt) that the
/// rulebook does not hold.
public enum EditionError: Error, Equatable, Sendable {
  /// The id asked for, and the editions the rulebook does hold.
  case unknown(String, available: [String])
  /// The same, named by the environment variable, so the user knows where to look.
  case unknownInVariable(String, variable: String, available: [String])
}

extension EditionError: UserFacingError {
  package func message(_ catalog: Catalog) -> String {
    switch self {
    case .unknown(let id, let available):
      return catalog.text(
        "error.unknownEdition", Sanitizer.visible(id), available.joined(separator: ", "))
    case .unknownInVariable(let id, let variable, let available):
      return catalog.text(
        "error.unknownEditionVariable", Sanitizer.visible(id), variable,
        available.joined(separator: ", "))
    }
  }
}
