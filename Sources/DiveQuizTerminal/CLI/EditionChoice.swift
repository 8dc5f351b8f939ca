import DiveQuizCore

/// Chooses the edition a run teaches: `--edition`, then `DIVEQUIZ_EDITION`, then the rulebook's
/// default.
public enum EditionChoice {
  /// The environment variable that names the edition when the command line does not.
  public static let variable = "DIVEQUIZ_EDITION"

  /// Unlike a locale variable, `DIVEQUIZ_EDITION` is set for divequiz alone, so an id the
  /// rulebook lacks is a mistake to report, not a preference to pass over: teaching another
  /// edition without a word would teach the wrong rule numbers.
  public static func resolve(
    option: String?, environment: [String: String], editions: RulebookEditions
  ) -> Result<Rulebook, EditionError> {
    if let option {
      return Result { () throws(EditionError) in try editions.select(option) }
    }
    if let named = environment[variable], !named.isEmpty {
      guard let rulebook = editions.rulebook(named) else {
        return .failure(.unknownInVariable(named, variable: variable, available: editions.ids))
      }
      return .success(rulebook)
    }
    return .success(editions.standard)
  }
}
