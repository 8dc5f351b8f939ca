import DiveQuizCore
import DiveQuizService

/// A quiz at the terminal: the service draws, times, marks and stores; the session shows the
/// questions, reads the answers and says what became of each.
extension Session {
  func startQuiz(_ plan: QuizPlan) -> Bool {
    do {
      let started = try service.startQuiz(plan, language: catalog.language)
      if let clash = started.clash { warn(Self.clashWarning(clash, catalog) + "\n") }
      say(show.quiz.started(started))
    } catch {
      fail(error)
      return false
    }
    answerHistory = []
    showQuestion()
    return true
  }

  /// An exam whose seed already stands for an exam with other questions: said before it
  /// starts, on standard error, each shape named by what sets it apart from the other.
  static func clashWarning(_ clash: QuizRun.SheetClash, _ catalog: Catalog) -> String {
    catalog.text(
      "exam.otherSheet", String(clash.sheet.seed),
      ReportPresenter.describe(clash.sheet, against: clash.exam, catalog), clash.trainees,
      ReportPresenter.describe(clash.exam, against: clash.sheet, catalog))
  }

  /// Shows the current question; its answer is timed from now unless `restartTimer` is false.
  func showQuestion(restartTimer: Bool = true) {
    guard let quiz else { return }
    let note = service.questionShown(restartTimer: restartTimer).map {
      QuizPresenter.timeLeft($0, catalog)
    }
    say(show.quiz.question(quiz, note: note))
  }

  func handleQuizLine(_ line: String) -> LineOutcome {
    let prompt = quiz?.currentPrompt ?? .sanction
    switch QuizInput.parse(line, prompt: prompt, vocabulary: AnswerVocabulary(catalog)) {
    case .failure(let problem):
      complain(problem)
    case .success(.answer(let answer)): record(.sanction(answer))
    case .success(.option(let index)): record(.option(index))
    case .success(.truth(let said)): record(.truth(said))
    case .success(.number(let hundredths)): record(.number(hundredths))
    case .success(.options(let indices)): record(.options(indices))
    case .success(.text(let given)): record(.text(given))
    case .success(.skip): record(nil)
    case .success(.repeatQuestion):
      showQuestion()
    case .success(.help):
      say(show.help.answering(quiz?.currentPrompt?.kind ?? .sanction))
    case .success(.language(let code)):
      guard let code else {
        _ = execute(.language(nil))
        return .stay
      }
      // The question on screen is shown again in the new language; its timer keeps running.
      if switchLanguage(code) { showQuestion(restartTimer: false) }
    case .success(.edition(let id)):
      _ = execute(.edition(id))
    case .success(.abort):
      abandonQuiz()
    case .success(.clear):
      // The question comes back on the cleared screen; its timer keeps running.
      console.clearScreen()
      showQuestion(restartTimer: false)
    case .success(.quit):
      guard confirmLeaving() else { return .stay }
      abandonQuiz()
      return .quit
    }
    return .stay
  }

  func record(_ reply: Reply?) {
    let exam = quiz?.plan.exam ?? false
    let answered = service.answer(reply)
    if case .noQuestion = answered { return }
    var presenter = show.quiz
    // The tables are read only for what a wrong answer is taught from them.
    if case .marked(_, _, .choice(let question), _) = answered,
      [.dd, .positions].contains(question.ask)
    {
      presenter.dives = service.dives
    }
    say(presenter.answered(answered, exam: exam))
    if case .marked(_, _, _, finished: false) = answered { return showQuestion() }
    // The summary comes first: storing may wait for another writer's lock.
    if let quiz { say(show.quiz.summary(quiz)) }
    if let ended = service.endQuiz() { saidStored(ended.stored) }
  }

  func abandonQuiz() {
    guard let quiz else { return }
    say(catalog.text("quiz.abandoned", quiz.position, quiz.count, quiz.score) + "\n")
    if let ended = service.endQuiz() { saidStored(ended.stored) }
  }
}
