import DiveQuizCore

/// A yes-or-no question on the console, answered in the session's language or in English.
/// Callers ask only on a terminal. Every such question ends with the same hint
/// (`answer.yesNo`, `(y/n)`) and reads its reply with `AnswerVocabulary.isYes`, so the same
/// words answer it everywhere.
struct YesNoQuestion {
  /// What came back: Ctrl-C cancels, the end of input or a signal ends.
  enum Reply { case yes, no, cancelled, ended }

  let console: any Console
  let catalog: Catalog
  let style: Style

  /// Asks `prompt` and reads one reply; a reply too long to read cancels, saying so.
  func ask(_ prompt: String) -> Reply {
    let asked = prompt + " " + catalog.text("answer.yesNo") + " "
    switch console.readLine(LineRequest(prompt: asked, purpose: .confirmation)) {
    case .end, .terminated: return .ended
    case .interrupt:
      console.write("\n")
      return .cancelled
    case .tooLong(let length):
      let failure = style.failure(InputError.lineTooLong(length: length), catalog)
      console.writeError(TextWrapper.wrap(failure, width: console.columns))
      return .cancelled
    case .line(let reply):
      let words = CommandParser.words(of: AnswerVocabulary.normalized(reply))
      return AnswerVocabulary.isYes(words.first ?? "", catalog) ? .yes : .no
    }
  }
}
