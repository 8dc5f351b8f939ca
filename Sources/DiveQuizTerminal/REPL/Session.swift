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
  /// Every edition the rulebook holds.
  package var editions: RulebookEditions { service.editions }
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
  /// Nil when the session keeps no history (some tests).
  var history: HistoryFiles? { service.history }
  /// Ctrl-C and requests to end, read between chunks of long work.
  let interrupts: any InterruptSource

  /// The quiz on screen, if any.
  package var quiz: Quiz? { service.quiz }
  /// Quizzes whose write failed: kept until `save` succeeds, never dropped silently.
  package var unsaved: [QuizRecord] { service.unsaved }
  /// Set when the session ended with quizzes it could only write to a recovery file.
  package internal(set) var endedWithUnsaved = false
  /// Why the last command stopped before its end (Ctrl-C, SIGTERM), as an exit status.
  package internal(set) var stoppedBy: ExitStatus?
  /// The settings file: `judge NAME` and `lang CODE` are kept there (nil: not kept).
  package var settingsStore: SettingsStore?
  /// The commands typed at a terminal, kept across sessions (nil: none kept).
  package var inputHistory: InputHistoryStore?
  /// Answers typed in the current quiz, recalled with Up but never saved.
  var answerHistory: [String] = []
  /// Lists a folder for file-name completion (nil: no file names offered).
  package var listFolder: ((String) -> [FolderEntry]?)?
  /// Damaged history lines seen by the command running, per file: past
  /// `WarningLimit.perFile` they are counted, not shown.
  var skippedLines: [String: Int] = [:]
  /// Whether standard error is a terminal: a long import shows how far it has gone there.
  package var showsProgress = false
  /// True while the prompt runs: a subcommand is never asked to confirm.
  var atPrompt = false
  /// The dive catalogue, parsed when a dive command first needs it (nil: none at all).
  package var diveSource: DiveCatalogSource? {
    get { service.diveSource }
    set { service.diveSource = newValue }
  }

  package convenience init(
    library: RulesLibrary, console: any Console, configuration: Configuration,
    clock: @escaping () -> Date, seedSource: @escaping () -> UInt64, history: HistoryFiles? = nil,
    makeID: @escaping () -> String?, interrupts: any InterruptSource = NoInterrupts()
  ) {
    self.init(
      catalog: library.catalog, rules: RulesSource(library.editions), edition: library.rulebook,
      console: console, configuration: configuration, clock: clock, seedSource: seedSource,
      history: history, makeID: makeID, interrupts: interrupts)
  }

  /// A session whose rulebook may still be unparsed; `edition` nil teaches the default one.
  package init(
    catalog: Catalog, rules: RulesSource, edition: Rulebook?, console: any Console,
    configuration: Configuration, clock: @escaping () -> Date,
    seedSource: @escaping () -> UInt64, history: HistoryFiles? = nil,
    makeID: @escaping () -> String?, interrupts: any InterruptSource = NoInterrupts()
  ) {
    self.catalog = catalog
    self.service = TrainerService(
      rules: rules, edition: edition, history: history, judge: configuration.judge, clock: clock,
      seedSource: seedSource, makeID: makeID)
    self.console = console
    self.configuration = configuration
    self.clock = clock
    self.interrupts = interrupts
    service.time = configuration.time
    service.firstSeed = configuration.firstSeed
    service.shouldStop = { [unowned self] in self.shouldStop() }
    service.onSkipped = { [unowned self] skipped, file in
      self.skippedLines[file, default: 0] += 1
      guard self.skippedLines[file, default: 0] <= WarningLimit.perFile else { return }
      self.warn(skipped.message(self.catalog, file: file) + "\n")
    }
    service.showsSkipped = { [unowned self] in
      self.skippedLines[$0, default: 0] < WarningLimit.perFile
    }
  }

  /// The presenters, set up for this session as it is now.
  var show: Presenters {
    Presenters(
      catalog: catalog, rulebook: rulebook, editions: editions, style: configuration.style,
      unicode: configuration.unicode, time: configuration.time, width: console.columns)
  }

  /// Writes text for a person, wrapped to the console's width.
  func say(_ text: String) { console.write(TextWrapper.wrap(text, width: console.columns)) }

  /// Writes data for a program (CSV, JSON) exactly as it is: never wrapped.
  func emit(_ text: String) { console.write(text) }

  /// Writes a message to standard error, wrapped to the console's width.
  func warn(_ text: String) { console.writeError(TextWrapper.wrap(text, width: console.columns)) }

  func complain(_ error: some UserFacingError) {
    warn(configuration.style.red(error.diagnostic(catalog)) + "\n")
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
    for (file, count) in skippedLines.sorted(by: { $0.key < $1.key })
    where count > WarningLimit.perFile {
      warn(WarningLimit.more(count - WarningLimit.perFile, file: file, catalog) + "\n")
    }
    skippedLines.removeAll()
  }

  /// Records why the command stopped and clears a handled Ctrl-C.
  func acknowledgeStop() { stoppedBy = interrupts.acknowledge() ?? stoppedBy }

  // MARK: - The loop

  /// Reads and runs lines until `quit`, end of input or Ctrl-C at the prompt.
  ///
  /// - Parameter first: the command typed on the command line (`divequiz quiz 10`), run as
  ///   the session's first line; if it fails, the session ends at once (`.refused`).
  package func run(startingWith first: Command? = nil) -> SessionOutcome {
    if configuration.interactive {
      say(catalog.text("repl.banner", configuration.version, rulebook.editionID) + "\n")
    }
    atPrompt = true
    defer { atPrompt = false }
    if let first {
      if first == .quit { return close(.quit) }
      guard execute(first) else { return close(.refused) }
    }
    // A Ctrl-C on the empty command prompt right before this one: a second one leaves.
    var interruptedBefore = false
    while true {
      let input = nextLine()
      let answering = quiz != nil
      defer { interruptedBefore = input == .interrupt && !answering }
      switch input {
      case .end:
        if configuration.interactive, quiz != nil {
          // Ctrl-D on an empty answer: asked first, as `quit` is.
          say("\n")
          guard confirmLeaving() else { continue }
        }
        if quiz != nil { abandonQuiz() }
        if configuration.interactive { say("\n") }
        return close(.endOfInput)
      case .interrupt:
        say("\n")
        if configuration.interactive {
          if quiz != nil {
            if confirmLeaving(prompt: "quiz.confirmAbandon") { abandonQuiz() }
            continue
          }
          if !interruptedBefore {
            say(catalog.text("repl.interruptHint") + "\n")
            continue
          }
        } else if quiz != nil {
          abandonQuiz()
          continue
        }
        return close(.interrupted)
      case .terminated(let termination):
        // The terminal closed or `kill`: the answers given so far are stored, then we leave.
        if quiz != nil {
          say("\n")
          abandonQuiz()
        }
        return close(.terminated(termination))
      case .tooLong(let length):
        complain(InputError.lineTooLong(length: length))
      case .line(let line):
        if quiz != nil {
          let outcome = handleQuizLine(line)
          sayHowManyMoreSkipped()
          if outcome == .quit { return close(.quit) }
        } else if let result = CommandParser.parse(line) {
          switch result {
          case .failure(let error):
            complain(error)
          case .success(.quit):
            return close(.quit)
          case .success(let command):
            _ = execute(command)
          }
        }
      }
    }
  }

  /// Ends the session: quizzes still unsaved are retried, then written to a recovery file.
  private func close(_ outcome: SessionOutcome) -> SessionOutcome {
    keepUnsavedQuizzes()
    // A request to end that came while asking something else still ends with its status.
    if let termination = interrupts.termination { return .terminated(termination) }
    return outcome
  }

  enum LineOutcome { case stay, quit }

  // MARK: - Commands

  /// Runs one command; returns false when it failed (for the exit status of a subcommand).
  @discardableResult
  package func execute(_ command: Command) -> Bool {
    stoppedBy = nil
    defer { sayHowManyMoreSkipped() }
    switch command {
    case .help(let topic):
      return help(topic)
    case .quit:
      return true
    case .language(let code):
      guard let code else {
        say(show.help.languages())
        return true
      }
      return switchLanguage(code)
    case .edition(let id):
      guard let id else {
        showEdition()
        return true
      }
      return switchEdition(id)
    case .penalties(let filters):
      say(show.penalties.list(QuizFilter.apply(filters, to: rulebook.penalties)))
      return true
    case .show(let id):
      guard let id else {
        complain(RulesLookupError.missingID(command: "show", range: rulebook.idRange))
        return false
      }
      guard let penalty = rulebook.penalty(id: id) else {
        complain(service.missingPenalty(id))
        return false
      }
      say(show.penalties.detail(penalty))
      return true
    case .search(let text):
      say(show.penalties.searchResult(text))
      return true
    case .quiz(let plan): return startQuiz(plan)
    case .judge(let name): return changeJudge(name)
    case .history(let query, let json): return listHistory(query, json: json)
    case .review(let id, let among): return review(id, among: among)
    case .report(let query, let json, let html): return report(query, json: json, html: html)
    case .export(let request): return export(request)
    case .trainees(let query, let json): return listTrainees(query, json: json)
    case .names(let change): return changeNames(change)
    case .importFiles(let paths): return importFiles(paths)
    case .save(let path): return save(to: path)
    case .settings:
      showSettings()
      return true
    case .clear:
      clearScreen()
      return true
    case .progress(let name): return progress(name ?? configuration.judge, named: name != nil)
    case .dive, .dives, .score: return executeDives(command)
    }
  }
}
