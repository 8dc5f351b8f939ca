import DiveQuizCore
import DiveQuizTerminal

/// Signals set by a test: a Ctrl-C or a request to end, as the executable's handlers would.
public final class ScriptedInterrupts: InterruptSource {
  public var interruptPending = false
  public var termination: Termination?

  public init() {}

  public func clearInterrupt() { interruptPending = false }
}
