import DiveQuizCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One quiz or exam in progress, as a value: the quiz with its answers so far, the languages
/// it was shown in, the id it will be stored under, and when the current question was shown,
/// to time each answer against the exam's deadline. `TrainerService` draws it, feeds it the
/// trainee's answers and stores it when it ends.
public struct QuizRun: Sendable {
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

  /// The quiz with the answers given so far.
  package private(set) var quiz: Quiz
  /// Languages the quiz has been shown in, in order of first use.
  package private(set) var languages: [String]
  /// The id the quiz will be stored under, drawn when it started.
  let id: String
  /// When the current question was shown, to time the answer.
  private var shownAt: Date

  init(_ quiz: Quiz, id: String, language: String) {
    self.quiz = quiz
    self.id = id
    languages = [language]
    // Until the front end shows the first question (`questionShown`), answers are timed
    // from the draw.
    shownAt = quiz.startedAt
  }

  /// Notes that the quiz is now shown in `language` (it is recorded with every language used).
  mutating func noteLanguage(_ language: String) {
    if !languages.contains(language) { languages.append(language) }
  }

  /// The current question is on screen from `now`: its answer is timed from here unless
  /// `restartTimer` is false (the same question shown again). Returns the seconds left before
  /// the exam's bell; nil without a time limit.
  mutating func questionShown(at now: Date, restartTimer: Bool) -> Double? {
    if restartTimer { shownAt = now }
    return quiz.deadline.map { $0.timeIntervalSince(now) }
  }

  /// Takes an answer (nil skips the question); `clock` is read once, when a question was
  /// waiting.
  mutating func answer(_ reply: Reply?, clock: () -> Date) -> Answered {
    guard !quiz.isFinished else { return .noQuestion }
    let penalty = quiz.current
    let now = clock()
    if let deadline = quiz.deadline, now > deadline {
      // The answer came after the bell: it does not count, nor do the questions left; the
      // summary lists it as typed and late.
      return .late(left: quiz.expire(late: reply))
    }
    guard let response = quiz.record(reply: reply, seconds: now.timeIntervalSince(shownAt))
    else {
      return .noQuestion
    }
    let prompt = quiz.prompts[quiz.position - 1]
    return .marked(response, penalty: penalty, prompt: prompt, finished: quiz.isFinished)
  }
}
