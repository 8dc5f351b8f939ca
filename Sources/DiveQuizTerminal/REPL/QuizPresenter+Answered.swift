import DiveQuizCore
import DiveQuizService

extension QuizPresenter {
  /// What an answer did, as said at once: the mark and its explanation in a quiz; in an
  /// exam only that the answer was recorded (marks come at the end), or that it came after
  /// the bell and did not count.
  func answered(_ answered: QuizRun.Answered, exam: Bool) -> String {
    switch answered {
    case .noQuestion:
      return ""
    case .late(let left):
      return style.yellow(catalog.text("exam.timeUp", left)) + "\n"
    case .marked(let response, let penalty, let prompt, _):
      guard !exam else { return catalog.text("exam.recorded") + "\n" }
      return feedback(response, penalty: penalty, prompt: prompt)
    }
  }
}
