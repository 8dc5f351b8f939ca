import DiveQuizCore
import DiveQuizTerminal

/// Signals set by a test: a Ctrl-C or a request to end, as the executable's handlers would.
package final class ScriptedInterrupts: InterruptSource {
  package var interruptPending = false
  package var termination: Termination?

  package init() {}

  package func clearInterrupt() { interruptPending = false }
}
