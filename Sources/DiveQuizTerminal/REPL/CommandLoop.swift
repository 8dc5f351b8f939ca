import DiveQuizCore

/// The read-run loop of a session: asks for each line with the right prompt, history and
/// completions, hands it to the session (a command or an answer), and decides with
/// `LeavingStep` when Ctrl-C, Ctrl-D or a signal ends a quiz or the session.
struct CommandLoop {
  unowned let session: Session
  /// A Ctrl-C on the empty command prompt right before this one: a second one leaves.
  private var interruptedBefore = false

  init(_ session: Session) { self.session = session }

  /// Reads and runs lines until `quit`, end of input or Ctrl-C at the prompt.
  ///
  /// - Parameter first: the command typed on the command line (`divequiz quiz 10`), run as
  ///   the session's first line; if it fails, the session ends at once (`.refused`).
  mutating func run(startingWith first: Command?) -> SessionOutcome {
    session.atPrompt = true
    defer { session.atPrompt = false }
    if session.configuration.interactive {
      let banner = session.catalog.text(
        "repl.banner", session.configuration.version, session.rulebook.editionID)
      session.say(banner + "\n")
    }
    if let first {
      if first == .quit { return close(.quit) }
      guard session.execute(first) else { return close(.refused) }
    }
    while true {
      let input = nextLine()
      let answering = session.quiz != nil
      defer { interruptedBefore = input == .interrupt && !answering }
      switch input {
      case .tooLong(let length):
        session.complain(InputError.lineTooLong(length: length))
      case .line(let line):
        if answering {
          let outcome = session.handleQuizLine(line)
          session.sayHowManyMoreSkipped()
          if outcome == .quit { return close(.quit) }
        } else if let result = CommandParser.parse(line) {
          switch result {
          case .failure(let error): session.complain(error)
          case .success(.quit): return close(.quit)
          case .success(let command): session.execute(command)
          }
        }
      case .end, .interrupt, .terminated:
        let step = LeavingStep(
          input, interactive: session.configuration.interactive, answering: answering,
          interruptedBefore: interruptedBefore)
        if let outcome = leave(step) { return close(outcome) }
      }
    }
  }

  /// Takes the steps out of a quiz or the session; returns how the session ends, if it does.
  private func leave(_ step: LeavingStep?) -> SessionOutcome? {
    guard let step else { return nil }
    if step.newLine { session.say("\n") }
    if let key = step.confirm, !session.confirmLeaving(prompt: key) { return nil }
    if step.abandon { session.abandonQuiz() }
    if step.hint { session.say(session.catalog.text("repl.interruptHint") + "\n") }
    if step.closingNewLine { session.say("\n") }
    return step.outcome
  }

  /// Ends the session: quizzes still unsaved are retried, then written to a recovery file.
  private func close(_ outcome: SessionOutcome) -> SessionOutcome {
    session.keepUnsavedQuizzes()
    // A request to end that came while asking something else still ends with its status.
    if let termination = session.interrupts.termination { return .terminated(termination) }
    return outcome
  }

  /// The next line at the command prompt or the answer prompt; a command typed at a terminal
  /// goes into the input history, an answer only into the quiz's own.
  private func nextLine() -> ConsoleInput {
    let session = session
    let catalog = session.catalog
    let answering = session.quiz != nil
    let prompt = catalog.text(answering ? "repl.answerPrompt" : "repl.prompt")
    let request = LineRequest(
      prompt: session.configuration.interactive ? prompt : "",
      purpose: answering ? .answer : .command,
      history: answering ? session.answerHistory : session.inputHistory?.history.lines ?? [],
      complete: { [unowned session] in session.completions(for: $0) },
      searchLabels: .init(
        searching: catalog.text("edit.search"), failing: catalog.text("edit.searchFailed")))
    let input = session.console.readLine(request)
    guard case .line(let line) = input else { return input }
    if answering {
      if line != session.answerHistory.last, line.contains(where: { $0 != " " }) {
        session.answerHistory.append(line)
      }
    } else if let failure = session.inputHistory?.add(line), let store = session.inputHistory {
      // Said once: a read-only home must not repeat it after every command.
      session.inputHistory = nil
      let key = "inputHistory.error.write"
      session.warn(SettingsPresenter.fileFailure(key, store.location, failure, catalog))
    }
    return input
  }
}
