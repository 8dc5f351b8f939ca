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
    /// Whose quizzes are recorded.
    public var judge: String

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

  public private(set) var catalog: Catalog
  public let rulebook: Rulebook
  private let console: Console
  private var configuration: Configuration
  private let clock: () -> Date
  private let seedSource: () -> UInt64
  /// Nil when the session keeps no history (some tests).
  private let history: HistoryFiles?
  private let makeID: () -> String

  /// The quiz on screen, if any.
  public private(set) var quiz: Quiz?
  /// Languages the current quiz has been shown in, in order of first use.
  private var quizLanguages: [String] = []
  /// Quizzes whose write failed: kept until `save` succeeds, never dropped silently.
  public private(set) var unsaved: [QuizRecord] = []
  /// When the current question was (last) shown, to time the answer.
  private var questionShownAt = Date()

  public init(
    library: RulesLibrary, console: Console, configuration: Configuration,
    clock: @escaping () -> Date, seedSource: @escaping () -> UInt64, history: HistoryFiles? = nil,
    makeID: @escaping () -> String = { UUID().uuidString.lowercased() }
  ) {
    self.catalog = library.catalog
    self.rulebook = library.rulebook
    self.console = console
    self.configuration = configuration
    self.clock = clock
    self.seedSource = seedSource
    self.history = history
    self.makeID = makeID
  }

  private var historyText: HistoryPresenter {
    HistoryPresenter(
      catalog: catalog, rulebook: rulebook, style: configuration.style,
      unicode: configuration.unicode)
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
        catalog.text("repl.banner", configuration.version, rulebook.editionID)
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
    case .judge(let name):
      if let name {
        configuration.judge = String(name.prefix(80))
      }
      say(catalog.text("judge.current", Sanitizer.visible(configuration.judge, limit: 80)) + "\n")
      return true
    case .history(let query, let json):
      guard let records = loadHistory() else { return false }
      let selected = query.apply(records)
      say(json ? HistoryJSON.list(selected) : historyText.list(selected))
      return true
    case .review(let id):
      return review(id)
    case .report(let query, let json):
      guard let report = buildReport(query) else { return false }
      say(json ? HistoryJSON.report(report) : historyText.report(report))
      return true
    case .export(let format, let file):
      return export(format, to: file)
    case .importFiles(let paths):
      return importFiles(paths)
    case .save(let path):
      return save(to: path)
    case .progress(let name):
      let judge = name ?? configuration.judge
      guard let records = loadHistory() else { return false }
      say(historyText.progress(HistoryQuery(judge: judge).apply(records), judge: judge))
      return true
    }
  }

  // MARK: - History

  /// Reads the history, keeping the records that pass `keep`; unreadable lines are reported
  /// (unless `quiet`) and skipped, never repaired.
  private func loadHistory(quiet: Bool = false, keep: (QuizRecord) -> Bool = { _ in true })
    -> [QuizRecord]?
  {
    guard let history else { return [] }
    do {
      var records: [QuizRecord] = []
      let skipped = HistoryContents.scan(try history.main.read()) {
        if keep($0) { records.append($0) }
      }
      if !quiet {
        for line in skipped {
          console.writeError(line.message(catalog, file: history.main.location) + "\n")
        }
      }
      return records
    } catch {
      complain(error)
      return nil
    }
  }

  /// The current trainee's quizzes only: a federation's history is not held whole for one
  /// trainee's advice or focused draw.
  private func ownHistory(quiet: Bool = false) -> [QuizRecord]? {
    let judge = configuration.judge
    return loadHistory(quiet: quiet) { $0.judge == judge }
  }

  /// Sums the report while the history is read; only `last N` needs the records in order.
  private func buildReport(_ query: HistoryQuery) -> Report? {
    guard query.last == nil, let history else {
      return loadHistory().map { Report.build(query.apply($0), seed: query.seed) }
    }
    do {
      var builder = Report.Builder(seed: query.seed)
      let skipped = HistoryContents.scan(try history.main.read()) { record in
        if query.matches(record) { builder.add(record) }
      }
      for line in skipped {
        console.writeError(line.message(catalog, file: history.main.location) + "\n")
      }
      return builder.finish()
    } catch {
      complain(error)
      return nil
    }
  }

  private func review(_ id: String?) -> Bool {
    guard let records = loadHistory() else { return false }
    let record: QuizRecord?
    if let id {
      let matches = records.filter { $0.id.hasPrefix(id.lowercased()) }
      guard matches.count <= 1 else {
        complain(HistoryLookupError.ambiguous(id, count: matches.count))
        return false
      }
      record = matches.first
      guard record != nil else {
        complain(HistoryLookupError.notFound(id))
        return false
      }
    } else {
      let mine = records.filter { $0.judge == configuration.judge }
      // The latest to end; among equals, the one written last.
      record =
        (mine.isEmpty ? records : mine).enumerated()
        .max { ($0.element.end, $0.offset) < ($1.element.end, $1.offset) }?.element
    }
    guard let record else {
      say(catalog.text("history.empty") + "\n")
      return true
    }
    say(historyText.review(record))
    return true
  }

  private func export(_ format: Command.ExportFormat, to file: String?) -> Bool {
    guard let records = loadHistory() else { return false }
    let sorted = HistoryQuery().apply(records)
    let text = format == .csv ? Exporter.csv(sorted) : Exporter.json(sorted)
    guard let file else {
      say(text)
      return true
    }
    do throws(HistoryError) {
      if let history, file == history.main.location {
        throw .refusingToOverwriteHistory(path: file)
      }
      try history?.write(file, Array(text.utf8))
      say(catalog.text("export.written", sorted.reduce(0) { $0 + $1.questions.count }, file) + "\n")
      return true
    } catch {
      complain(error)
      return false
    }
  }

  private func importFiles(_ paths: [String]) -> Bool {
    guard let history, let existing = loadHistory(quiet: true) else { return false }
    var known = Set(existing.map(\.id))
    var lines: [UInt8] = []
    var added = 0
    var skipped = 0
    var unreadable = 0
    for path in paths {
      let contents: HistoryContents
      do {
        contents = HistoryContents.parse(try history.open(path).read())
      } catch {
        complain(error)
        return false
      }
      for problem in contents.skipped {
        console.writeError(problem.message(catalog, file: path) + "\n")
      }
      unreadable += contents.skipped.count
      for record in contents.records {
        if known.insert(record.id).inserted {
          lines += RecordCodec.encode(record)
          added += 1
        } else {
          skipped += 1
        }
      }
    }
    do {
      if !lines.isEmpty { try history.main.append(lines) }
    } catch {
      complain(error)
      return false
    }
    say(catalog.text("import.summary", added, skipped, unreadable) + "\n")
    return true
  }

  private func save(to path: String?) -> Bool {
    guard let history else { return false }
    guard !unsaved.isEmpty else {
      say(catalog.text("save.nothing") + "\n")
      return true
    }
    let storage = path.map(history.open) ?? history.main
    do {
      try storage.append(unsaved.flatMap(RecordCodec.encode))
      say(catalog.text("save.done", unsaved.count, storage.location) + "\n")
      unsaved.removeAll()
      return true
    } catch {
      complain(error)
      return false
    }
  }

  /// The coach's line after a finished quiz, from the trainee's whole history.
  private func advise() {
    guard let mine = ownHistory(quiet: true) else { return }
    let text: String
    switch Coach.advise(mine, rulebook: rulebook) {
    case .larger(let size): text = catalog.text("coach.larger", size)
    case .warmUp(let days): text = catalog.text("coach.warmUp", days)
    case .train(let filter, let percent):
      text = catalog.text("coach.train", filter, TextLayout.percent(percent, catalog))
    case .keepGoing: text = catalog.text("coach.keepGoing")
    }
    say(configuration.style.cyan(text) + "\n")
  }

  /// Writes an ended quiz; on failure keeps it for `save` and says so.
  private func store(_ current: Quiz) {
    guard let history else { return }
    let record = QuizRecord(
      quiz: current, id: makeID(), judge: configuration.judge, end: clock(),
      languages: quizLanguages.isEmpty ? [catalog.language] : quizLanguages,
      edition: rulebook.editionID)
    do {
      try history.main.append(RecordCodec.encode(record))
      say(catalog.text("history.saved", HistoryPresenter.shortID(record.id)) + "\n")
      if record.status == .completed { advise() }
    } catch {
      unsaved.append(record)
      complain(error)
      console.writeError(catalog.text("history.keptInMemory", unsaved.count) + "\n")
    }
  }

  private var idRange: ClosedRange<Int> {
    (rulebook.penalties.first?.id ?? 0)...(rulebook.penalties.last?.id ?? 0)
  }

  private func switchLanguage(_ code: String) -> Bool {
    do {
      catalog = try catalog.switching(to: code)
      if quiz != nil, !quizLanguages.contains(catalog.language) {
        quizLanguages.append(catalog.language)
      }
      say(catalog.text("repl.languageSwitched", catalog.text("Language-name")) + "\n")
      return true
    } catch {
      complain(error)
      return false
    }
  }

  private func help(_ topic: String?) -> Bool {
    let topics = [
      "quiz", "exam", "lang", "penalties", "show", "search", "judge", "history", "review", "report",
      "export",
      "import", "save", "progress", "help", "quit",
    ]
    guard let topic else {
      var lines = [catalog.text("help.intro")]
      lines += topics.map { "  " + catalog.text("help.\($0)") }
      lines.append(
        catalog.text(
          "help.filters", Phase.allCases.map(QuizFilter.word(for:)).joined(separator: ", ")))
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
      if plan.focus {
        guard let mine = ownHistory() else { return false }
        let draw = try FocusSchedule.draw(
          plan, from: rulebook, history: mine, now: clock(), seed: seed)
        newQuiz = Quiz(plan: plan, rulebook: rulebook, draw: draw, startedAt: clock())
        say(catalog.text("quiz.focus") + "\n")
      } else {
        newQuiz = try Quiz(plan: plan, rulebook: rulebook, seed: seed, startedAt: clock())
      }
    } catch {
      complain(error)
      return false
    }
    if let wanted = newQuiz.draw.cappedFrom {
      say(catalog.text("quiz.capped", newQuiz.count, wanted) + "\n")
    }
    let filters = plan.words.map { " " + $0 }.joined()
    if plan.exam {
      let limit = plan.minutes.map { " time \($0)" } ?? ""
      say(catalog.text("exam.start", newQuiz.count, String(seed), filters + limit) + "\n")
      if let minutes = plan.minutes { say(catalog.text("exam.limit", minutes) + "\n") }
    } else {
      say(catalog.text("quiz.start", newQuiz.count, String(seed), filters) + "\n")
    }
    quiz = newQuiz
    quizLanguages = [catalog.language]
    showQuestion()
    return true
  }

  private func showQuestion() {
    guard let quiz else { return }
    let now = clock()
    let note = quiz.deadline.map { deadline in
      catalog.text("exam.left", max(0, Int((deadline.timeIntervalSince(now) / 60).rounded(.up))))
    }
    say(quizText.question(quiz, note: note))
    questionShownAt = now
  }

  private func handleQuizLine(_ line: String) -> LineOutcome {
    switch QuizInput.parse(line, kind: quiz?.currentPrompt?.kind ?? .sanction) {
    case .failure(let problem):
      complain(problem)
    case .success(.answer(let answer)):
      record(.sanction(answer))
    case .success(.option(let index)):
      record(.option(index))
    case .success(.truth(let said)):
      record(.truth(said))
    case .success(.skip):
      record(nil)
    case .success(.repeatQuestion):
      showQuestion()
    case .success(.help):
      let kind = quiz?.currentPrompt?.kind ?? .sanction
      say(catalog.text(kind == .sanction ? "help.answer" : "help.answer.\(kind.rawValue)") + "\n")
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

  private func record(_ reply: Reply?) {
    guard var current = quiz, let penalty = current.current else { return }
    let now = clock()
    if let deadline = current.deadline, now > deadline {
      // The answer came after the bell: it does not count, nor do the questions left.
      let left = current.expire()
      quiz = current
      say(configuration.style.yellow(catalog.text("exam.timeUp", left)) + "\n")
      finish(current)
      return
    }
    guard
      let response = current.record(reply: reply, seconds: now.timeIntervalSince(questionShownAt))
    else {
      return
    }
    quiz = current
    if current.plan.exam {
      say(catalog.text("exam.recorded") + "\n")
    } else {
      say(
        quizText.feedback(response, penalty: penalty, prompt: current.prompts[current.position - 1])
      )
    }
    if current.isFinished {
      finish(current)
    } else {
      showQuestion()
    }
  }

  private func finish(_ current: Quiz) {
    say(quizText.summary(current))
    quiz = nil
    store(current)
  }

  private func abandonQuiz() {
    guard let current = quiz else { return }
    say(catalog.text("quiz.abandoned", current.position, current.count, current.score) + "\n")
    quiz = nil
    store(current)
  }
}
