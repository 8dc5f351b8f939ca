import DiveQuizCore

/// Ctrl-C and requests to end (SIGTERM, SIGHUP) as the library sees them: the executable's
/// signal handlers only set flags; the session reads them between chunks of work and clears
/// what it has handled, so a Ctrl-C that stopped a command never ends the session later.
package protocol InterruptSource: AnyObject {
  /// Ctrl-C was pressed and nothing has handled it yet.
  var interruptPending: Bool { get }
  /// Marks the pending Ctrl-C as handled.
  func clearInterrupt()
  /// Set once the program has been asked to end.
  var termination: Termination? { get }
}

extension InterruptSource {
  /// Whether a long command should stop now.
  package var stopRequested: Bool { interruptPending || termination != nil }

  /// Why a command stopped, as an exit status, clearing a pending Ctrl-C so that it never
  /// also ends the session at the next prompt; nil when nothing asked to stop.
  package func acknowledge() -> ExitStatus? {
    if let termination { return termination.exitStatus }
    guard interruptPending else { return nil }
    clearInterrupt()
    return .interrupted
  }
}
