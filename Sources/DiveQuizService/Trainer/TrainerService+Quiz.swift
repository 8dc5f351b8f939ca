import DiveQuizCore

/// Running a quiz or an exam: drawing it with what the plan asks of the coach, the desk and
/// the own sets, handing each answer to the run in progress, and storing it when it ends,
/// however it ends.
extension TrainerService {
  /// The quiz in progress, if any.
  public var quiz: Quiz? { run?.quiz }
  /// Languages the current quiz has been shown in, in order of first use.
  package var quizLanguages: [String] { run?.languages ?? [] }

  /// Draws a quiz or an exam (`plan`): its own seed, or `--seed`, or a new one; `focus` draws
  /// from the trainee's summary. `language` is the one it is first shown in.
  public func startQuiz(_ plan: QuizPlan, language: String) throws(TrainerError)
    -> QuizRun.Started
  {
    // An id that could collide would let one stored quiz hide another: no id, no quiz.
    guard let id = context.makeID() else { throw .quiz(.noRandomness) }
    let chosen = plan.seed ?? firstSeed
    let seed = chosen ?? context.seedSource()
    firstSeed = nil
    // Read before the draw: an exam's clock starts when it is drawn. Only a seed given can
    // already stand for an exam.
    let stored = plan.exam ? chosen.flatMap { desk.storedSheet(seed: $0) } : nil
    let summary = plan.focus ? try coach.traineeSummary() : nil
    let schedule = plan.due ? try coach.memorySchedule() : nil
    let ownPool = plan.kinds.contains(.own) ? try own.pool(language: language) : OwnPool()
    let context = self.context
    let sources = QuizRun.Sources(
      rulebook: rulebook, dives: { context.dives }, bank: { context.bank }, own: ownPool,
      summary: summary, schedule: schedule)
    let drawn: (quiz: Quiz, due: Int?)
    do {
      drawn = try QuizRun.draw(plan, seed: seed, from: sources, clock: context.clock)
    } catch {
      throw .quiz(error)
    }
    run = QuizRun(drawn.quiz, id: id, language: language)
    return QuizRun.Started(
      quiz: drawn.quiz, seed: seed, focused: plan.focus, due: drawn.due,
      clash: QuizRun.clash(of: drawn.quiz, with: stored))
  }

  /// Notes that the quiz is now shown in `language` (it is recorded with every language used).
  package func noteLanguage(_ language: String) {
    run?.noteLanguage(language)
  }

  /// The current question is on screen from now: its answer is timed from here unless
  /// `restartTimer` is false (the same question shown again). Returns the seconds left
  /// before the exam's bell (nil without a time limit): the front end says minutes, or minutes
  /// and seconds near the end.
  @discardableResult
  public func questionShown(restartTimer: Bool = true) -> Double? {
    // The clock is read even with no quiz, as a clock that moves at each reading expects.
    let now = context.clock()
    return run?.questionShown(at: now, restartTimer: restartTimer)
  }

  /// Takes an answer (nil skips the question).
  public func answer(_ reply: Reply?) -> QuizRun.Answered {
    run?.answer(reply, clock: context.clock) ?? .noQuestion
  }

  /// Ends the quiz in progress, finished or not (then it is stored as abandoned with what was
  /// answered), and stores it; nil when there is none.
  public func endQuiz() -> QuizRun.Ended? {
    guard let current = run else { return nil }
    run = nil
    return QuizRun.Ended(
      quiz: current.quiz,
      stored: storage.store(current.quiz, id: current.id, languages: current.languages))
  }
}
