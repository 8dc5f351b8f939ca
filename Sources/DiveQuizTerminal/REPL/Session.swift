import DiveQuizCore
import DiveQuizService

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The interactive session: reads lines from a console, runs commands and quizzes.
///
/// It owns no terminal: the console, the clock and the seed source are handed in, so tests
/// drive a whole session in-process with a scripted console.
package final class Session {
  /// How the session behaves on this console.
  package struct Configuration: Sendable {
    /// Prompts and the banner only when a person is typing (stdin is a terminal).
    package var interactive: Bool
    package var style: Style
    /// UTF-8 terminal: block characters in charts.
    package var unicode: Bool
    /// `--seed`: used by the first quiz that names no seed.
    package var firstSeed: UInt64?
    package var version: String
    /// Whose quizzes are recorded.
    package var judge: String
    /// The time zone times are shown in and dates are read in.
    package var time = LocalTime.utc

    package init(
      interactive: Bool, style: Style = Style(enabled: false), unicode: Bool = true,
      firstSeed: UInt64? = nil, version: String = "dev", judge: String = TraineeName.unknown
    ) {
      self.interactive = interactive
      self.style = style
      self.unicode = unicode
      self.firstSeed = firstSeed
      self.version = version
      self.judge = judge
    }
  }

  package internal(set) var catalog: Catalog
  /// What the session does; the session parses, asks it, and presents its answers.
  let service: TrainerService
  /// The edition taught now: `edition ID` switches it between quizzes and during one (the
  /// quiz on screen keeps the edition it was drawn from).
  package var rulebook: Rulebook { service.rulebook }
  let console: any Console
  var configuration: Configuration {
    didSet {
      service.judge = configuration.judge
      service.time = configuration.time
    }
  }
  let clock: () -> Date
  /// Ctrl-C and requests to end, read between chunks of long work.
  let interrupts: any InterruptSource

  /// The quiz on screen, if any.
  package var quiz: Quiz? { service.quiz }
  /// Quizzes whose write failed: kept until `save` succeeds, never dropped silently.
  package var unsaved: [QuizRecord] { service.storage.unsaved }
  /// Set when the session ended with quizzes it could only write to a recovery file.
  package internal(set) var endedWithUnsaved = false
  /// Why the last command stopped before its end (Ctrl-C, SIGTERM, a usage error the parser
  /// could not see), as an exit status.
  package internal(set) var stoppedBy: ExitStatus?
  /// The settings file: `judge NAME` and `lang CODE` are kept there (nil: not kept).
  package var settingsStore: SettingsStore?
  /// The commands typed at a terminal, kept across sessions (nil: none kept).
  package var inputHistory: InputHistoryStore?
  /// Answers typed in the current quiz, recalled with Up but never saved.
  var answerHistory: [String] = []
  /// Lists a folder for file-name completion (nil: no file names offered).
  package var listFolder: ((String) -> [FolderEntry]?)?
  /// Lists the paths a shell pattern matches, sorted, for `import` (nil: a pattern is a name
  /// like any other, and names nothing that is missing).
  package var expandPattern: ((String) -> [String])?
  /// Damaged history lines seen by the command running.
  var skippedLines = SkippedLines()
  /// Whether standard error is a terminal: a long import shows how far it has gone there.
  package var showsProgress = false
  /// True while the prompt runs: a subcommand is never asked to confirm.
  var atPrompt = false
  /// The rulebook bank's texts in the language last asked for (`bankTexts`).
  var bankCatalog: Catalog?

  /// A session on a service the caller built and configured (the launcher): the session tells
  /// it the trainee and the time zone as they change, and hears of its long reads.
  package init(
    catalog: Catalog, service: TrainerService, console: any Console,
    configuration: Configuration, clock: @escaping () -> Date,
    interrupts: any InterruptSource = NoInterrupts()
  ) {
    self.catalog = catalog
    self.service = service
    self.console = console
    self.configuration = configuration
    self.clock = clock
    self.interrupts = interrupts
    service.judge = configuration.judge
    service.time = configuration.time
    service.observer = self
  }

  /// A session with a service of its own; `edition` nil teaches the rulebook's default.
  package convenience init(
    catalog: Catalog, rules: RulesSource, edition: Rulebook?, console: any Console,
    configuration: Configuration, clock: @escaping () -> Date,
    seedSource: @escaping () -> UInt64, history: HistoryFiles? = nil,
    makeID: @escaping () -> String?, interrupts: any InterruptSource = NoInterrupts()
  ) {
    let service = TrainerService(
      rules: rules, edition: edition, history: history, judge: configuration.judge, clock: clock,
      seedSource: seedSource, makeID: makeID)
    service.firstSeed = configuration.firstSeed
    self.init(
      catalog: catalog, service: service, console: console, configuration: configuration,
      clock: clock, interrupts: interrupts)
  }

  /// The presenters, set up for this session as it is now.
  var show: Presenters {
    Presenters(
      catalog: catalog, rulebook: rulebook, editions: service.editions, style: configuration.style,
      unicode: configuration.unicode, time: configuration.time, width: console.columns,
      bankTexts: bankTexts(load: false))
  }

  /// Writes text for a person, wrapped to the console's width.
  func say(_ text: String) { console.write(TextWrapper.wrap(text, width: console.columns)) }

  /// Writes data for a program (CSV, JSON) exactly as it is: never wrapped.
  func emit(_ text: String) { console.write(text) }

  /// Writes a message to standard error, wrapped to the console's width.
  func warn(_ text: String) { console.writeError(TextWrapper.wrap(text, width: console.columns)) }

  func complain(_ error: some UserFacingError) { warn(configuration.style.failure(error, catalog)) }

  /// Writes what a presenter said, each part to its stream.
  func tell(_ said: StoragePresenter.Said) {
    if !said.out.isEmpty { say(said.out) }
    if !said.err.isEmpty { warn(said.err) }
  }

  /// Says why the service could not; a stop was said when it was noticed (`shouldStop`).
  func fail(_ error: TrainerError) {
    guard error != .stopped else { return }
    complain(error)
    if error.isInterruption { acknowledgeStop() }
  }

  /// True when Ctrl-C or a request to end should stop the command now; says so and clears
  /// the Ctrl-C, so that it never also ends the session at the next prompt.
  func shouldStop() -> Bool {
    guard interrupts.stopRequested else { return false }
    acknowledgeStop()
    warn(catalog.text("repl.stopped") + "\n")
    return true
  }

  /// The count of damaged lines not shown, one line per file; then starts counting afresh.
  func sayHowManyMoreSkipped() {
    if let more = skippedLines.drain(catalog) { warn(more) }
  }

  /// Says what an append did to the history besides appending (a cut-off line kept aside).
  func sayHistoryNotices() {
    for notice in service.history?.main.takeNotices() ?? [] { warn(notice.message(catalog) + "\n") }
  }

  /// Says a command's whole answer: the command succeeded.
  func shown(_ text: String) -> Bool {
    say(text)
    return true
  }

  /// Records why the command stopped and clears a handled Ctrl-C.
  func acknowledgeStop() { stoppedBy = interrupts.acknowledge() ?? stoppedBy }

  /// Reads and runs lines until `quit`, end of input or Ctrl-C at the prompt (`CommandLoop`);
  /// `first`, the command typed on the command line, runs first.
  package func run(startingWith first: Command? = nil) -> SessionOutcome {
    var loop = CommandLoop(self)
    return loop.run(startingWith: first)
  }

  enum LineOutcome { case stay, quit }

  // MARK: - Commands

  /// Runs one command; returns false when it failed (for the exit status of a subcommand).
  @discardableResult
  package func execute(_ command: Command) -> Bool {
    stoppedBy = nil
    defer {
      sayHowManyMoreSkipped()
      sayHistoryNotices()
    }
    switch command {
    case .help(let topic): return help(topic)
    case .quit: return true
    case .language(let code): return code.map(switchLanguage) ?? shown(show.help.languages())
    case .edition(let id): return id.map(switchEdition) ?? shown(editionText())
    case .penalties(let filters):
      return shown(show.penalties.list(QuizFilter.apply(filters, to: rulebook.penalties)))
    case .show(let id): return showPenalty(id)
    case .search(let text): return search(text)
    case .quiz(let plan): return startQuiz(plan)
    case .judge(let name): return changeJudge(name)
    case .history(let query, let json): return listHistory(query, json: json)
    case .review(let id, let among): return review(id, among: among)
    case .report(let query, let json, let html): return report(query, json: json, html: html)
    case .export(let request): return export(request)
    case .exportQuestions(let request): return exportQuestions(request)
    case .trainees(let query, let json): return listTrainees(query, json: json)
    case .names(let change): return changeNames(change)
    case .importFiles(let paths): return importFiles(paths)
    case .save(let path): return save(to: path)
    case .due(let json): return showDue(json: json)
    case .settings: return shown(settingsText())
    case .clear:
      console.clearScreen()
      return true
    case .progress(let name): return progress(name ?? configuration.judge, named: name != nil)
    case .dive(let query): return lookUpDive(query)
    case .dives(let filter): return shown(diveText.list(filter))
    case .score(let request): return score(request)
    case .rulebook: return shown(bankText.chapters(service.bank, edition: rulebook.editionID))
    case .checklist(let roles): return shown(bankText.checklist(service.bank, roles: roles))
    case .rule(let number): return showRule(number)
    case .questions(let request): return ownQuestions(request)
    }
  }
}
