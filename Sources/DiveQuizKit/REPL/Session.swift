import Foundation

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

    public init(
      interactive: Bool, style: Style = Style(enabled: false), unicode: Bool = true,
      firstSeed: UInt64? = nil, version: String = "dev"
    ) {
      self.interactive = interactive
      self.style = style
      self.unicode = unicode
      self.firstSeed = firstSeed
      self.version = version
    }
  }

  public private(set) var catalog: Catalog
  public let rulebook: Rulebook
  private let console: Console
  private var configuration: Configuration
  private let clock: () -> Date
  private let seedSource: () -> UInt64

  /// The quiz on screen, if any.
  public private(set) var quiz: Quiz?
  /// When the current question was (last) shown, to time the answer.
  private var questionShownAt = Date()

  public init(
    library: RulesLibrary, console: Console, configuration: Configuration,
    clock: @escaping () -> Date, seedSource: @escaping () -> UInt64
  ) {
    self.catalog = library.catalog
    self.rulebook = library.rulebook
    self.console = console
    self.configuration = configuration
    self.clock = clock
    self.seedSource = seedSource
  }

  private var penalties: PenaltyPresenter {
    PenaltyPresenter(catalog: catalog, rulebook: rulebook, style: configuration.style)
  }

  private var quizText: QuizPresenter {
    QuizPresenter(catalog: catalog, style: configuration.style, unicode: configuration.unicode)
  }

  private func say(_ text: String) { console.write(text) }

  private func complain(_ error: some UserFacingError) {
    console.writeError(configuration.style.red(error.diagnostic(catalog)) + "\n")
  }

  // MARK: - The loop

  /// Reads and runs lines until `quit`, end of input or Ctrl-C at the prompt.
  public func run() -> ExitStatus {
    if configuration.interactive {
      say(
        catalog.text("repl.banner", configuration.version, rulebook.edition ?? rulebook.editionID)
          + "\n")
    }
    while true {
      if configuration.interactive {
        say(catalog.text(quiz == nil ? "repl.prompt" : "repl.answerPrompt"))
      }
      switch console.readLine() {
      case .end:
        if quiz != nil { abandonQuiz() }
        if configuration.interactive { say("\n") }
        return .success
      case .interrupt:
        if quiz != nil {
          say("\n")
          abandonQuiz()
          continue
        }
        say("\n")
        return .interrupted
      case .line(let line):
        if quiz != nil {
          if handleQuizLine(line) == .quit { return .success }
        } else if let result = CommandParser.parse(line) {
          switch result {
          case .failure(let error):
            complain(error)
          case .success(.quit):
            return .success
          case .success(let command):
            _ = execute(command)
          }
        }
      }
    }
  }

  private enum LineOutcome { case stay, quit }

  // MARK: - Commands

  /// Runs one command; returns false when it failed (for the exit status of a subcommand).
  @discardableResult
  public func execute(_ command: Command) -> Bool {
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
    case .penalties(let filters):
      say(penalties.list(QuizFilter.apply(filters, to: rulebook.penalties)))
      return true
    case .show(let id):
      guard let penalty = rulebook.penalty(id: id) else {
        complain(RulesLookupError.unknownPenalty(String(id), range: idRange))
        return false
      }
      say(penalties.detail(penalty))
      return true
    case .search(let text):
      say(penalties.searchResult(text))
      return true
    case .quiz(let plan):
      return startQuiz(plan)
    }
  }

  private var idRange: ClosedRange<Int> {
    (rulebook.penalties.first?.id ?? 0)...(rulebook.penalties.last?.id ?? 0)
  }

  private func switchLanguage(_ code: String) -> Bool {
    do {
      catalog = try catalog.switching(to: code)
      say(catalog.text("repl.languageSwitched", catalog.text("Language-name")) + "\n")
      return true
    } catch {
      complain(error)
      return false
    }
  }

  private func help(_ topic: String?) -> Bool {
    let topics = ["quiz", "lang", "penalties", "show", "search", "help", "quit"]
    guard let topic else {
      var lines = [catalog.text("help.intro")]
      lines += topics.map { "  " + catalog.text("help.\($0)") }
      lines.append(
        catalog.text("help.filters", Phase.allCases.map(\.rawValue).joined(separator: ", ")))
      say(lines.joined(separator: "\n") + "\n")
      return true
    }
    let name = topic == "exit" ? "quit" : topic
    guard topics.contains(name) else {
      console.writeError(catalog.text("help.unknownTopic", Sanitizer.visible(topic)) + "\n")
      return false
    }
    say(catalog.text("help.\(name).detail") + "\n")
    return true
  }

  // MARK: - Quizzes

  private func startQuiz(_ plan: QuizPlan) -> Bool {
    let seed = plan.seed ?? configuration.firstSeed ?? seedSource()
    configuration.firstSeed = nil
    let newQuiz: Quiz
    do {
      newQuiz = try Quiz(plan: plan, rulebook: rulebook, seed: seed, startedAt: clock())
    } catch {
      complain(error)
      return false
    }
    if let wanted = newQuiz.draw.cappedFrom {
      say(catalog.text("quiz.capped", newQuiz.count, wanted) + "\n")
    }
    let filters = plan.filters.map { " " + $0.word }.joined()
    say(catalog.text("quiz.start", newQuiz.count, String(seed), filters) + "\n")
    quiz = newQuiz
    showQuestion()
    return true
  }

  private func showQuestion() {
    guard let quiz else { return }
    say(quizText.question(quiz))
    questionShownAt = clock()
  }

  private func handleQuizLine(_ line: String) -> LineOutcome {
    switch QuizInput.parse(line) {
    case .failure(let problem):
      complain(problem)
    case .success(.answer(let answer)):
      record(answer)
    case .success(.skip):
      record(nil)
    case .success(.repeatQuestion):
      showQuestion()
    case .success(.help):
      say(catalog.text("help.answer") + "\n")
    case .success(.language(let code)):
      guard let code else {
        _ = execute(.language(nil))
        return .stay
      }
      if switchLanguage(code) {
        // The question on screen is shown again in the new language; its timer keeps running.
        let shownAt = questionShownAt
        showQuestion()
        questionShownAt = shownAt
      }
    case .success(.abort):
      abandonQuiz()
    case .success(.quit):
      abandonQuiz()
      return .quit
    }
    return .stay
  }

  private func record(_ answer: Answer?) {
    guard var current = quiz, let penalty = current.current else { return }
    let seconds = clock().timeIntervalSince(questionShownAt)
    guard let response = current.record(answer, seconds: seconds) else { return }
    quiz = current
    say(quizText.feedback(response, penalty: penalty))
    if current.isFinished {
      say(quizText.summary(current))
      quiz = nil
    } else {
      showQuestion()
    }
  }

  private func abandonQuiz() {
    guard let current = quiz else { return }
    say(catalog.text("quiz.abandoned", current.position, current.count, current.score) + "\n")
    quiz = nil
  }
}
