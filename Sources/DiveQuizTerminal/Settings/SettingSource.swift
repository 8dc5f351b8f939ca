import DiveQuizCore

/// Where a setting's value came from, for the `settings` command.
package enum SettingSource: Equatable, Sendable {
  /// A command-line option (`--judge`).
  case option(String)
  /// An environment variable (`DIVEQUIZ_JUDGE`, `LANG`).
  case environment(String)
  /// The settings file.
  case settingsFile
  /// Set with a command in this session.
  case session
  /// Nothing said: the built-in default.
  case builtIn

  /// The source in words, in the catalog's language.
  package func label(_ catalog: Catalog) -> String {
    switch self {
    case .option(let name): return catalog.text("settings.from.option", name)
    case .environment(let name): return catalog.text("settings.from.environment", name)
    case .settingsFile: return catalog.text("settings.from.file")
    case .session: return catalog.text("settings.from.session")
    case .builtIn: return catalog.text("settings.from.default")
    }
  }
}
