import DiveQuizCore
import DiveQuizService

/// How an interactive session ended; the command line turns it into an exit status.
package enum SessionOutcome: Equatable, Sendable {
  /// The user typed `quit` (or `exit`), at the prompt or inside a quiz.
  case quit
  /// Standard input ended (Ctrl-D or the end of a script).
  case endOfInput
  /// Ctrl-C at the prompt.
  case interrupted
  /// SIGTERM or SIGHUP; the quiz in progress was stored as abandoned first.
  case terminated(Termination)
  /// The command the session was started with (`divequiz quiz 0`) could not run.
  case refused
}
