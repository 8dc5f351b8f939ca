import DiveQuizCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Running a quiz or an exam: drawing it, timing and marking each answer against the exam's
/// deadline, and storing it when it ends, however it ends.
extension TrainerService {
  /// A quiz just drawn.
  public struct Started: Sendable {
    /// The quiz drawn.
    public var quiz: Quiz
    /// The seed that replays it.
    public var seed: UInt64
    /// Drawn from the trainee's weakest cards (`focus`).
    package var focused: Bool
    /// Drawn from the schedule (`quiz due`): how many of its questions were due today.
    package var due: Int? = nil
    /// An exam whose seed already stands for an exam with other questions.
    package var clash: SheetClash? = nil
  }

  /// A quiz that has ended (finished, out of time or abandoned) and what became of its record.
  public struct Ended: Sendable {
    /// The quiz as it ended.
    public var quiz: Quiz
    /// Whether and where it was stored.
    public var stored: Stored
  }

  /// What an answer did.
  public enum Answered: Sendable {
    /// No question was waiting.
    case noQuestion
    /// It came after the exam's bell: it does not count, nor do the `left` questions left;
    /// the exam is over and waits for `endQuiz`.
    case late(left: Int)
    /// Marked; `finished` when it was the last question (the quiz waits for `endQuiz`).
    /// `penalty` is nil for a question about no penalty (dives, DDs, awards, scores).
    case marked(Quiz.Response, penalty: Penalty?, prompt: Prompt, finished: Bool)
  }

  /// Draws a quiz or an exam (`plan`): its own seed, or `--seed`, or a new one; `focus` draws
  /// from the trainee's summary. `language` is the one it is first shown in.
  public func startQuiz(_ plan: QuizPlan, language: String) throws(TrainerError) -> Started {
    // An id that could collide would let one stored quiz hide another: no id, no quiz.
    guard let id = makeID() else { throw .quiz(.noRandomness) }
    let chosen = plan.seed ?? firstSeed
    let seed = chosen ?? seedSource()
    firstSeed = nil
    // Read before the draw: an exam's clock starts when it is drawn. Only a seed given can
    // already stand for an exam.
    let stored = plan.exam ? chosen.flatMap { storedSheet(seed: $0) } : nil
    let summary = plan.focus ? try traineeSummary() : nil
    let schedule = plan.due ? try memorySchedule() : nil
    let ownPool = plan.kinds.contains(.own) ? try self.ownPool(language: language) : OwnPool()
    let newQuiz: Quiz
    var due: Int?
    do throws(QuizError) {
      if let schedule, plan.kind == .rulebook {
        let drawn = try schedule.drawBank(
          plan, edition: rulebook.editionID, bank: bank, seed: seed, startedAt: clock())
        due = drawn.due
        newQuiz = drawn.quiz
      } else if let schedule {
        let drawn = try schedule.draw(plan, from: rulebook, seed: seed)
        due = drawn.due
        newQuiz = Quiz(plan: plan, rulebook: rulebook, draw: drawn.draw, startedAt: clock())
      } else if !plan.drawsPenaltiesOnly {
        newQuiz = try KindDraw.make(
          plan, rulebook: rulebook, dives: { self.dives }, bank: { self.bank }, own: { ownPool },
          seed: seed,
          focus: summary.map {
            KindDraw.Focus(kindWeights: KindDraw.weights($0), cards: $0.cards, now: clock())
          }, startedAt: clock())
      } else if let summary {
        let draw = try FocusSchedule.draw(
          plan, from: rulebook, cards: summary.cards, now: clock(), seed: seed)
        newQuiz = Quiz(plan: plan, rulebook: rulebook, draw: draw, startedAt: clock())
      } else {
        newQuiz = try Quiz(plan: plan, rulebook: rulebook, seed: seed, startedAt: clock())
      }
    } catch {
      throw .quiz(error)
    }
    quiz = newQuiz
    quizID = id
    quizLanguages = [language]
    return Started(
      quiz: newQuiz, seed: seed, focused: plan.focus, due: due,
      clash: Self.clash(of: newQuiz, with: stored))
  }

  /// Notes that the quiz is now shown in `language` (it is recorded with every language used).
  package func noteLanguage(_ language: String) {
    if quiz != nil, !quizLanguages.contains(language) { quizLanguages.append(language) }
  }

  /// The current question is on screen from now: its answer is timed from here unless
  /// `restartTimer` is false (the same question shown again). Returns the seconds left
  /// before the exam's bell (nil without a time limit): the front end says minutes, or minutes
  /// and seconds near the end.
  @discardableResult
  public func questionShown(restartTimer: Bool = true) -> Double? {
    let now = clock()
    if restartTimer { questionShownAt = now }
    guard let deadline = quiz?.deadline else { return nil }
    return deadline.timeIntervalSince(now)
  }

  /// Takes an answer (nil skips the question).
  public func answer(_ reply: Reply?) -> Answered {
    guard var current = quiz, !current.isFinished else { return .noQuestion }
    let penalty = current.current
    let now = clock()
    if let deadline = current.deadline, now > deadline {
      // The answer came after the bell: it does not count, nor do the questions left; the
      // summary lists it as typed and late.
      let left = current.expire(late: reply)
      quiz = current
      return .late(left: left)
    }
    guard
      let response = current.record(reply: reply, seconds: now.timeIntervalSince(questionShownAt))
    else {
      return .noQuestion
    }
    quiz = current
    let prompt = current.prompts[current.position - 1]
    return .marked(response, penalty: penalty, prompt: prompt, finished: current.isFinished)
  }

  /// Ends the quiz in progress, finished or not (then it is stored as abandoned with what was
  /// answered), and stores it; nil when there is none.
  public func endQuiz() -> Ended? {
    guard let current = quiz else { return nil }
    quiz = nil
    return Ended(quiz: current, stored: store(current))
  }
}
