import DiveQuizCore
import DiveQuizService

/// The service and the session of a run: the launcher builds the service from the
/// environment and the settings, then hands it to the session, which only parses, asks and
/// presents.
extension Launcher {
  /// The service and the session for this run, wired to the environment's files, clock and
  /// ids, and to the user's settings.
  static func makeSession(
    _ invocation: Invocation, _ environment: LaunchEnvironment, _ console: any Console,
    catalog: Catalog, rules: RulesSource, edition: Rulebook?,
    settings: (values: Settings, problems: [Settings.Problem]), language: SettingSource,
    dives: DiveCatalogSource
  ) -> (service: TrainerService, session: Session) {
    let style = Style(
      enabled: invocation.color.isEnabled(
        stdoutIsTerminal: environment.stdoutIsTerminal, environment: environment.variables))
    let judge = StartupChoice.judge(
      option: invocation.judge, environment: environment.variables, settings: settings.values)
    let service = makeService(
      invocation, environment, console, catalog: catalog, rules: rules, edition: edition,
      settings: settings.values, judge: judge.value, dives: dives)
    var configuration = Session.Configuration(
      interactive: environment.stdinIsTerminal, style: style, unicode: environment.isUTF8,
      firstSeed: invocation.seed, version: environment.version, judge: judge.value)
    configuration.time = environment.localTime
    let session = Session(
      catalog: catalog, service: service, console: console, configuration: configuration,
      clock: environment.clock, interrupts: environment.interrupts)
    session.showsProgress = environment.stderrIsTerminal
    session.expandPattern = environment.expandPattern
    attachUserFiles(
      session, environment, settings: settings.values, problems: settings.problems,
      judge: judge.source, language: language)
    return (service, session)
  }

  /// The service for this run. The history file is only named here; nothing reads it until a
  /// command needs it, so start-up costs the same with an empty history and a federation's.
  private static func makeService(
    _ invocation: Invocation, _ environment: LaunchEnvironment, _ console: any Console,
    catalog: Catalog, rules: RulesSource, edition: Rulebook?, settings: Settings, judge: String,
    dives: DiveCatalogSource
  ) -> TrainerService {
    let historyPath = UserFiles.history(option: invocation.historyPath, environment.variables)
    let files = HistoryFiles(
      main: environment.files.history(at: historyPath), system: environment.files,
      recoveryFolder: UserFiles.recoveryFolder(environment.variables))
    let service = TrainerService(
      rules: rules, edition: edition, history: files, judge: judge, clock: environment.clock,
      seedSource: environment.randomSeed, makeID: environment.makeID)
    service.time = environment.localTime
    service.firstSeed = invocation.seed
    service.targetRecall = settings.retention ?? MemorySchedule.defaultTarget
    service.diveSource = dives
    service.bankSource = bankSource(environment, catalog, console)
    service.own.library = ownLibrary(environment, historyPath: historyPath)
    return service
  }
}
