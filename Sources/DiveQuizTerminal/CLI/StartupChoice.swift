import DiveQuizCore

/// The judge's name and the language a session starts with, and where each came from.
///
/// Order, first that says something: the option, the program's own environment variable
/// (`DIVEQUIZ_JUDGE`, `DIVEQUIZ_LANG`), the settings file, then the system's defaults (the
/// login name; `LC_ALL`, `LC_MESSAGES`, `LANG`). The settings file comes before the system's
/// defaults because it holds what the judge chose in divequiz itself (`judge`, `lang`), while
/// `LANG` is set once for every program.
package struct StartupChoice: Equatable, Sendable {
  package var value: String
  package var source: SettingSource

  package init(_ value: String, from source: SettingSource) {
    self.value = value
    self.source = source
  }

  /// Whose quizzes these are.
  package static func judge(option: String?, environment: [String: String], settings: Settings)
    -> StartupChoice
  {
    let candidates: [(String?, SettingSource)] = [
      (option, .option("--judge")),
      (environment["DIVEQUIZ_JUDGE"], .environment("DIVEQUIZ_JUDGE")),
      (settings.judge, .settingsFile),
      (environment["USER"], .environment("USER")),
      (environment["LOGNAME"], .environment("LOGNAME")),
    ]
    for (candidate, source) in candidates {
      let name = Settings.trim(candidate ?? "")
      if !name.isEmpty { return StartupChoice(TraineeName.capped(name), from: source) }
    }
    return StartupChoice(TraineeName.unknown, from: .builtIn)
  }

  /// The language, or nil when `--lang` or `DIVEQUIZ_LANG` names one we have no table for (a
  /// usage error: the user asked for it). A language the settings file or the locale names
  /// but we lack is passed over.
  ///
  /// Every source takes a BCP 47 tag or a POSIX locale (`es-MX`, `es_MX.UTF-8`, `zh_CN`,
  /// `zh-Hans`) and gets the most specific table there is: `de_AT.UTF-8` is `de`.
  package static func language(
    option: String?, environment: [String: String], settings: Settings, available: [String]
  ) -> StartupChoice? {
    let asked: [(String?, SettingSource)] = [
      (option, .option("--lang")),
      (
        environment["DIVEQUIZ_LANG"].flatMap { $0.isEmpty ? nil : $0 },
        .environment("DIVEQUIZ_LANG")
      ),
    ]
    for case (let code?, let source) in asked {
      return LanguageTag.match(code, available: available).map { StartupChoice($0, from: source) }
    }
    if let asked = settings.language, let code = LanguageTag.match(asked, available: available) {
      return StartupChoice(code, from: .settingsFile)
    }
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      guard let value = environment[name], !value.isEmpty else { continue }
      // The first variable that is set decides, as in POSIX, even if we lack its language.
      if let code = LanguageTag.match(value, available: available) {
        return StartupChoice(code, from: .environment(name))
      }
      return StartupChoice(Catalog.fallbackLanguage, from: .builtIn)
    }
    return StartupChoice(Catalog.fallbackLanguage, from: .builtIn)
  }
}
