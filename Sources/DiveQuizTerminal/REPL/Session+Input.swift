import DiveQuizCore
import DiveQuizService

/// What the line editor and the loop ask of the session: the question before leaving in the
/// middle of a quiz, and what Tab offers.
extension Session {
  /// On a terminal, asks before `quit`, Ctrl-C or Ctrl-D throws a quiz away (`prompt` is the
  /// question's key); piped input goes on at once. An exam's clock keeps running meanwhile.
  func confirmLeaving(prompt: String = "quiz.confirmQuit") -> Bool {
    guard configuration.interactive else { return true }
    switch askYes(catalog.text(prompt)) {
    case .yes, .ended: return true
    case .cancelled: return false
    case .no:
      say(catalog.text("quiz.continues") + "\n")
      return false
    }
  }

  /// Asks a yes-or-no question on the console (callers ask only on a terminal).
  func askYes(_ prompt: String) -> YesNoQuestion.Reply {
    YesNoQuestion(console: console, catalog: catalog, style: configuration.style).ask(prompt)
  }

  /// What Tab offers for the text before the cursor.
  func completions(for line: String) -> Completion {
    var completer = Completer(
      languages: catalog.availableLanguages, penaltyIDs: rulebook.penalties.map(\.id),
      inQuiz: quiz != nil)
    completer.editions = service.editions.ids.map(\.text)
    completer.trainees = { [unowned self] in self.service.desk.traineeNames() }
    completer.traineesOnRecord = { [unowned self] in self.service.desk.traineeNames(current: false)
    }
    completer.listFolder = listFolder
    return completer.complete(line)
  }
}
