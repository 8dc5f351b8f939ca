import DiveQuizCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The interactive session: reads lines from a console, runs commands and quizzes.
///
/// It owns no terminal: the console, the clock and the seed source are handed in, so tests
/// drive a whole session in-process with a scripted console.
public final class Session {
  /// How the session behaves on this console.
  public struct Configuration: Sendable {
    /// Prompts and the banner only when a person is typing (stdin is a terminal).
    public var interactive: Bool
    public var style: Style
    /// UTF-8 terminal: block characters in charts.
    public var unicode: Bool
    /// `--seed`: used by the first quiz that names no seed.
    public var firstSeed: UInt64?
    public var version: String
    /// Whose quizzes are recorded.
    public var judge: String
    /// The time zone times are shown in and dates are read in.
    public var time = LocalTime.utc

    public init(
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

  public internal(set) var catalog: Catalog
  /// Where the editions come from: parsed on first use when the launcher could defer them.
  private let rules: RulesSource
  /// Every edition the rulebook holds.
  public var editions: RulebookEditions { rules.editions }
  /// The edition chosen with `--edition`, `DIVEQUIZ_EDITION` or `edition ID`; nil until then,
  /// which means the rulebook's default.
  private var chosenRulebook: Rulebook?
  /// The edition taught now: `edition ID` switches it between quizzes and during one (the
  /// quiz on screen keeps the edition it was drawn from).
  public internal(set) var rulebook: Rulebook {
    get { chosenRulebook ?? editions.standard }
    set { chosenRulebook = newValue }
  }
  let console: any Console
  var configuration: Configuration
  let clock: () -> Date
  let seedSource: () -> UInt64
  /// Nil when the session keeps no history (some tests).
  let history: HistoryFiles?
  /// A new quiz id; nil when no randomness can be had.
  let makeID: () -> String?
  /// Ctrl-C and requests to end, read between chunks of long work.
  let interrupts: any InterruptSource

  /// The quiz on screen, if any.
  public internal(set) var quiz: Quiz?
  /// Damaged history lines seen by the command running, per file: past
  /// `WarningLimit.perFile` they are counted, not shown.
  var skippedLines: [String: Int] = [:]
  /// The id the quiz on screen will be stored under, drawn when it starts.
  var quizID: String?
  /// Languages the current quiz has been shown in, in order of first use.
  var quizLanguages: [String] = []
  /// Quizzes whose write failed: kept until `save` succeeds, never dropped silently.
  public internal(set) var unsaved: [QuizRecord] = []
  /// Set when the session ended with quizzes it could only write to a recovery file.
  public internal(set) var endedWithUnsaved = false
  /// Why the last command stopped before its end (Ctrl-C, SIGTERM), as an exit status.
  public internal(set) var stoppedBy: ExitStatus?
  /// When the current question was (last) shown, to time the answer; `showQuestion` sets it
  /// from the injected clock before any answer can be timed.
  var questionShownAt = Date(timeIntervalSinceReferenceDate: 0)
  /// The settings file: `judge NAME` and `lang CODE` are kept there (nil: not kept).
  public var settingsStore: SettingsStore?
  /// The commands typed at a terminal, kept across sessions (nil: none kept).
  public var inputHistory: InputHistoryStore?
  /// Answers typed in the current quiz, recalled with Up but never saved.
  var answerHistory: [String] = []
  /// Lists a folder for file-name completion (nil: no file names offered).
  public var listFolder: ((String) -> [FolderEntry]?)?
  /// Whether standard error is a terminal: a long import shows how far it has gone there.
  public var showsProgress = false
  /// Who is who in the history, as far as it was read (`storedNames`): brought up to date
  /// with what the file gained since, never read whole twice.
  var nameCensus: NameCensus.Progress?
  /// True while the prompt runs: a subcommand is never asked to confirm.
  var atPrompt = false
  /// The dive catalogue, parsed when a dive command first needs it (nil: none at all).
  public var diveSource: DiveCatalogSource?

  public convenience init(
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
  public init(
    catalog: Catalog, rules: RulesSource, edition: Rulebook?, console: any Console,
    configuration: Configuration, clock: @escaping () -> Date,
    seedSource: @escaping () -> UInt64, history: HistoryFiles? = nil,
    makeID: @escaping () -> String?, interrupts: any InterruptSource = NoInterrupts()
  ) {
    self.catalog = catalog
    self.rules = rules
    self.chosenRulebook = edition
    self.console = console
    self.configuration = configuration
    self.clock = clock
    self.seedSource = seedSource
    self.history = history
    self.makeID = makeID
    self.interrupts = interrupts
  }

  var historyText: HistoryPresenter {
    var presenter = HistoryPresenter(
      catalog: catalog, rulebook: rulebook, editions: editions, style: configuration.style,
      unicode: configuration.unicode)
    presenter.time = configuration.time
    presenter.width = console.columns
    return presenter
  }

  var reportText: ReportPresenter {
    var presenter = ReportPresenter(
      catalog: catalog, rulebook: rulebook, editions: editions, style: configuration.style,
      unicode: configuration.unicode)
    presenter.time = configuration.time
    presenter.width = console.columns
    return presenter
  }

  var progressText: ProgressPresenter {
    var presenter = ProgressPresenter(
      catalog: catalog, style: configuration.style, unicode: configuration.unicode)
    presenter.time = configuration.time
    presenter.width = console.columns
    return presenter
  }

  var penalties: PenaltyPresenter {
    var presenter = PenaltyPresenter(
      catalog: catalog, rulebook: rulebook, editions: editions, style: configuration.style)
    presenter.width = console.columns
    return presenter
  }

  var quizText: QuizPresenter {
    var presenter = QuizPresenter(
      catalog: catalog, style: configuration.style, unicode: configuration.unicode)
    presenter.width = console.columns
    return presenter
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

  // MARK: - The loop

  /// Reads and runs lines until `quit`, end of input or Ctrl-C at the prompt.
  ///
  /// - Parameter first: the command typed on the command line (`divequiz quiz 10`), run as
  ///   the session's first line; if it fails, the session ends at once (`.refused`).
  public func run(startingWith first: Command? = nil) -> SessionOutcome {
    if configuration.interactive {
      say(
        catalog.text("repl.banner", configuration.version, rulebook.editionID)
          + "\n")
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
  public func execute(_ command: Command) -> Bool {
    stoppedBy = nil
    defer { sayHowManyMoreSkipped() }
    switch command {
    case .help(let topic):
      return help(topic)
    case .quit:
      return true
    case .language(let code):
      guard let code else {
        say(
          catalog.text(
            "repl.language", catalog.language, catalog.text("Language-name"),
            catalog.availableLanguages.joined(separator: ", ")) + "\n")
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
      say(penalties.list(QuizFilter.apply(filters, to: rulebook.penalties)))
      return true
    case .show(let id):
      guard let id else {
        complain(RulesLookupError.missingID(command: "show", range: rulebook.idRange))
        return false
      }
      guard let penalty = rulebook.penalty(id: id) else {
        complain(missingPenalty(id))
        return false
      }
      say(penalties.detail(penalty))
      return true
    case .search(let text):
      say(penalties.searchResult(text))
      return true
    case .quiz(let plan):
      return startQuiz(plan)
    case .judge(let name):
      if let name {
        configuration.judge = String(name.prefix(80))
        keep(judge: configuration.judge)
      }
      say(catalog.text("judge.current", Sanitizer.visible(configuration.judge, limit: 80)) + "\n")
      if name != nil { noteStoredSpelling(configuration.judge) }
      return true
    case .history(let query, let json):
      return listHistory(query, json: json)
    case .review(let id, let among):
      return review(id, among: among)
    case .report(let query, let json, let html):
      let query = query.inLocalDays(configuration.time)
      if let html { return writeHTMLReport(query, to: html.file, title: html.titles) }
      guard let report = buildReport(query) else { return false }
      json ? emit(HistoryJSON.report(report)) : say(reportText.report(report))
      return true
    case .export(let request):
      return export(request)
    case .trainees(let query, let json):
      return listTrainees(query, json: json)
    case .names(let change):
      return changeNames(change)
    case .importFiles(let paths):
      return importFiles(paths)
    case .save(let path):
      return save(to: path)
    case .settings:
      showSettings()
      return true
    case .clear:
      clearScreen()
      return true
    case .progress(let name):
      return progress(name ?? configuration.judge, named: name != nil)
    case .dive, .dives, .score:
      return executeDives(command)
    }
  }
}
