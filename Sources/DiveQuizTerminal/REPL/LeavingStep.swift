/// What the session does when the console says the user wants out — Ctrl-D (end of input),
/// Ctrl-C, or a signal — decided from where the session stands, never from the screen.
///
/// The steps run in order: a new line, the question (declined: the session goes on), the quiz
/// abandoned and stored, the hint, a closing new line, then the session ends with `outcome`
/// (nil: it goes on).
struct LeavingStep: Equatable {
  var newLine = false
  /// The key of the question asked first; nil asks nothing.
  var confirm: String?
  var abandon = false
  /// Ctrl-C at the empty prompt: says a second one leaves.
  var hint = false
  var closingNewLine = false
  var outcome: SessionOutcome?
}

extension LeavingStep {
  /// - Parameters:
  ///   - interactive: a person types (a terminal): asked before a quiz is thrown away.
  ///   - answering: a quiz is on screen.
  ///   - interruptedBefore: the line before was a Ctrl-C at the command prompt.
  /// - Returns: nil for a line or a line too long: nothing to leave.
  init?(_ input: ConsoleInput, interactive: Bool, answering: Bool, interruptedBefore: Bool) {
    switch input {
    case .line, .tooLong:
      return nil
    case .end:
      // Ctrl-D on an empty answer is asked first, as `quit` is.
      newLine = interactive && answering
      confirm = newLine ? "quiz.confirmQuit" : nil
      abandon = answering
      closingNewLine = interactive
      outcome = .endOfInput
    case .interrupt:
      newLine = true
      if answering {
        // Ctrl-C in a quiz leaves the quiz, not the session.
        confirm = interactive ? "quiz.confirmAbandon" : nil
        abandon = true
      } else if interactive && !interruptedBefore {
        hint = true
      } else {
        outcome = .interrupted
      }
    case .terminated(let termination):
      // The terminal closed or `kill`: the answers given so far are stored, then we leave.
      newLine = answering
      abandon = answering
      outcome = .terminated(termination)
    }
  }
}
