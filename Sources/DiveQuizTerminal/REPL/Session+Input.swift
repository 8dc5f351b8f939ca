import DiveQuizCore
import DiveQuizService

/// Asking for lines: the prompt, the history and completions a terminal offers, and the
/// question before leaving in the middle of a quiz.
extension Session {
  /// The next line at the command prompt or the answer prompt; a command typed at a terminal
  /// goes into the input history, an answer only into the quiz's own.
  func nextLine() -> ConsoleInput {
    let answering = quiz != nil
    let prompt = catalog.text(answering ? "repl.answerPrompt" : "repl.prompt")
    let request = LineRequest(
      prompt: configuration.interactive ? prompt : "",
      purpose: answering ? .answer : .command,
      history: answering ? answerHistory : inputHistory?.history.lines ?? [],
      complete: { [unowned self] in self.completions(for: $0) },
      searchLabels: .init(
        searching: catalog.text("edit.search"), failing: catalog.text("edit.searchFailed")))
    let input = console.readLine(request)
    guard case .line(let line) = input else { return input }
    if answering {
      if line != answerHistory.last, line.contains(where: { $0 != " " }) {
        answerHistory.append(line)
      }
    } else if let failure = inputHistory?.add(line), let store = inputHistory {
      // Said once: a read-only home must not repeat it after every command.
      inputHistory = nil
      warn(fileFailure("inputHistory.error.write", store.location, failure) + "\n")
    }
    return input
  }

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

  /// A yes-or-no reply, in the session's language or in English.
  enum YesNo { case yes, no, cancelled, ended }

  /// Asks a yes-or-no question on the console (callers ask only on a terminal).
  func askYes(_ prompt: String) -> YesNo {
    let request = LineRequest(prompt: prompt + " ", purpose: .confirmation)
    switch console.readLine(request) {
    case .end, .terminated: return .ended
    case .interrupt:
      say("\n")
      return .cancelled
    case .tooLong(let length):
      complain(InputError.lineTooLong(length: length))
      return .cancelled
    case .line(let reply):
      let words = CommandParser.words(of: AnswerVocabulary.normalized(reply))
      return AnswerVocabulary.isYes(words.first ?? "", catalog) ? .yes : .no
    }
  }

  /// `clear`, as Ctrl-L: the screen emptied, the cursor at its top; nothing when the output
  /// is a file or a pipe, which must never receive control sequences.
  func clearScreen() {
    guard console.isTerminal else { return }
    console.write(ScreenOperation.ansi([.clearScreen]))
  }

  /// What Tab offers for the text before the cursor.
  func completions(for line: String) -> Completion {
    var completer = Completer(
      languages: catalog.availableLanguages, penaltyIDs: rulebook.penalties.map(\.id),
      inQuiz: quiz != nil)
    completer.editions = editions.ids
    completer.trainees = { [unowned self] in self.service.traineeNames() }
    completer.listFolder = listFolder
    return completer.complete(line)
  }
}
