import DiveQuizCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Running a quiz: drawing it, asking each question, timing and recording answers, storing it.
extension Session {
  func startQuiz(_ plan: QuizPlan) -> Bool {
    // An id that could collide would let one stored quiz hide another: no id, no quiz.
    guard let id = makeID() else {
      complain(QuizError.noRandomness)
      return false
    }
    let seed = plan.seed ?? configuration.firstSeed ?? seedSource()
    configuration.firstSeed = nil
    let newQuiz: Quiz
    do {
      if plan.focus {
        guard let summary = traineeSummary(quiet: false) else { return false }
        let draw = try FocusSchedule.draw(
          plan, from: rulebook, cards: summary.cards, now: clock(), seed: seed)
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
      say(
        catalog.text(
          "exam.start", newQuiz.count, String(seed), filters + limit, newQuiz.edition) + "\n")
      if let minutes = plan.minutes { say(catalog.text("exam.limit", minutes) + "\n") }
    } else {
      say(catalog.text("quiz.start", newQuiz.count, String(seed), filters, newQuiz.edition) + "\n")
    }
    if plan.focus { say(catalog.text("quiz.focusReplay") + "\n") }
    quiz = newQuiz
    quizID = id
    quizLanguages = [catalog.language]
    answerHistory = []
    showQuestion()
    return true
  }

  func showQuestion() {
    guard let quiz else { return }
    let now = clock()
    let note = quiz.deadline.map { deadline in
      Self.timeLeft(deadline.timeIntervalSince(now), catalog)
    }
    say(quizText.question(quiz, note: note))
    questionShownAt = now
  }

  /// "Time left: 25 min." from ten minutes up; under that, minutes and seconds ("4:05"), so
  /// four seconds never read as a minute.
  static func timeLeft(_ seconds: Double, _ catalog: Catalog) -> String {
    let left = seconds.isFinite ? Int(min(max(0, seconds), 1e9).rounded(.up)) : 0
    guard left < 600 else { return catalog.text("exam.left", (left + 59) / 60) }
    let clock = "\(left / 60):" + (left % 60 < 10 ? "0" : "") + "\(left % 60)"
    return catalog.text("exam.leftClock", clock)
  }

  func handleQuizLine(_ line: String) -> LineOutcome {
    let prompt = quiz?.currentPrompt ?? .sanction
    switch QuizInput.parse(line, prompt: prompt, vocabulary: AnswerVocabulary(catalog)) {
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
    case .success(.edition(let id)):
      _ = execute(.edition(id))
    case .success(.abort):
      abandonQuiz()
    case .success(.clear):
      // The question comes back on the cleared screen; its timer keeps running.
      let shownAt = questionShownAt
      clearScreen()
      showQuestion()
      questionShownAt = shownAt
    case .success(.quit):
      guard confirmLeaving() else { return .stay }
      abandonQuiz()
      return .quit
    }
    return .stay
  }

  func record(_ reply: Reply?) {
    guard var current = quiz, let penalty = current.current else { return }
    let now = clock()
    if let deadline = current.deadline, now > deadline {
      // The answer came after the bell: it does not count, nor do the questions left.
      let left = current.expire(late: reply)
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

  func finish(_ current: Quiz) {
    say(quizText.summary(current))
    quiz = nil
    store(current)
  }

  func abandonQuiz() {
    guard let current = quiz else { return }
    say(catalog.text("quiz.abandoned", current.position, current.count, current.score) + "\n")
    quiz = nil
    store(current)
  }
}
