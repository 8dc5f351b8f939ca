import DiveQuizCore

/// Chooses the edition a run teaches: `--edition`, then `DIVEQUIZ_EDITION`, then the rulebook's
/// default.
package enum EditionChoice {
  /// The environment variable that names the edition when the command line does not.
  package static let variable = "DIVEQUIZ_EDITION"

  /// Unlike a locale variable, `DIVEQUIZ_EDITION` is set for divequiz alone, so an id the
  /// rulebook lacks is a mistake to report, not a preference to pass over: teaching another
  /// edition without a word would teach the wrong rule numbers.
  package static func resolve(
    option: String?, environment: [String: String], editions: RulebookEditions
  ) -> Result<Rulebook, EditionError> {
    if let option {
      return Result { () throws(EditionError) in try editions.select(option) }
    }
    if let named = environment[variable], !named.isEmpty {
      guard let rulebook = editions.rulebook(named) else {
        return .failure(
          .unknownInVariable(named, variable: variable, available: editions.ids.map(\.text)))
      }
      return .success(rulebook)
    }
    return .success(editions.standard)
  }

  /// `DIVEQUIZ_EDITION` is set for every run, but a file given with `--rules` brings its own
  /// editions (the app's files: one, `unspecified`): an edition such a file lacks is removed
  /// from `variables` and returned, for the caller to say once and pass over, not a reason to
  /// refuse the file.
  package static func passOver(_ variables: inout [String: String], editions: RulebookEditions)
    -> String?
  {
    guard let named = variables[variable], !named.isEmpty, editions.rulebook(named) == nil else {
      return nil
    }
    variables[variable] = nil
    return named
  }

  /// The edition and where it came from: `--edition`, `DIVEQUIZ_EDITION`, the settings file
  /// (`edition ID` keeps it there), then the rulebook's default. A settings edition the
  /// rulebook no longer holds is passed over, as a settings language is.
  package static func choose(
    option: String?, environment: [String: String], settings: Settings,
    editions: RulebookEditions
  ) -> Result<(rulebook: Rulebook, source: SettingSource), EditionError> {
    if option == nil, (environment[variable] ?? "").isEmpty {
      if let kept = settings.edition, let rulebook = editions.rulebook(kept) {
        return .success((rulebook, .settingsFile))
      }
      return .success((editions.standard, .builtIn))
    }
    let source: SettingSource =
      option != nil ? .option("--edition") : .environment(variable)
    return resolve(option: option, environment: environment, editions: editions).map {
      ($0, source)
    }
  }
}
