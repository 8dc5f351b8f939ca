import DiveQuizCore
import DiveQuizService

/// The user's own files around a session: the settings read at start (and kept by `judge`
/// and `lang`), the input history of a terminal, file-name completion, the time zone.
extension Launcher {
  /// The settings file's values; a file that is missing or cannot be read counts as empty.
  static func readSettings(_ environment: LaunchEnvironment) -> (
    values: Settings, problems: [Settings.Problem]
  ) {
    let path = UserFiles.settings(environment.variables)
    do {
      return Settings.parse(try environment.readFile(path, .settings))
    } catch let refusal as FileReadError where refusal != .missing {
      // A pipe, a device, a huge file or a folder others can write in: said, then ignored.
      return (Settings(), [Settings.Problem(line: 0, refusal: refusal)])
    } catch {
      return (Settings(), [])
    }
  }

  /// `--lang` or `DIVEQUIZ_LANG` names a language there is no table for: a usage error, told
  /// in the language the locale gives.
  static func unknownLanguage(
    _ invocation: Invocation, _ environment: LaunchEnvironment, _ bootstrap: Catalog,
    _ console: any Console
  ) -> ExitStatus {
    let asked = invocation.language ?? environment.variables["DIVEQUIZ_LANG"] ?? ""
    return usageError(
      .unknownLanguage(asked, available: bootstrap.availableLanguages),
      usageCatalog(environment, bootstrap), console)
  }

  /// The catalog a usage error is told in: `--lang` if the arguments name one we have, then
  /// the settings and the locale, as for a session.
  static func usageCatalog(_ environment: LaunchEnvironment, _ bootstrap: Catalog) -> Catalog {
    let choice =
      StartupChoice.language(
        option: Invocation.languageOption(environment.arguments),
        environment: environment.variables, settings: readSettings(environment).values,
        available: bootstrap.availableLanguages)
      ?? StartupChoice.language(
        option: nil, environment: environment.variables, settings: Settings(),
        available: bootstrap.availableLanguages)
    return choice.flatMap { try? bootstrap.switching(to: $0.value) } ?? bootstrap
  }

  /// Hands the session what it keeps between runs, and reports unreadable settings lines.
  static func attachUserFiles(
    _ session: Session, _ environment: LaunchEnvironment, settings: Settings,
    problems: [Settings.Problem], judge: SettingSource, language: SettingSource
  ) {
    let settingsPath = UserFiles.settings(environment.variables)
    let save = environment.saveUserFile
    session.settingsStore = SettingsStore(
      location: settingsPath, settings: settings, judgeSource: judge, languageSource: language,
      load: { try environment.readFile(settingsPath, .settings) },
      save: save.map { save in { try save(settingsPath, $0) } })
    for problem in problems.prefix(WarningLimit.perFile) {
      session.warn(problem.message(session.catalog, file: settingsPath) + "\n")
    }
    if problems.count > WarningLimit.perFile {
      session.warn(
        WarningLimit.more(
          problems.count - WarningLimit.perFile, file: settingsPath, session.catalog)
          + "\n")
    }
    // Lines are edited, recalled and kept only when a person types at a terminal.
    if environment.stdinIsTerminal, environment.stdoutIsTerminal, let save {
      let historyPath = UserFiles.inputHistory(environment.variables)
      session.inputHistory = InputHistoryStore(
        location: historyPath, load: { try environment.readFile(historyPath, .inputHistory) },
        save: { try save(historyPath, $0) })
    }
    session.listFolder = environment.listFolder
  }
}
