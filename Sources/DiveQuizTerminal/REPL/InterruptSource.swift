import DiveQuizCore

/// Ctrl-C and requests to end (SIGTERM, SIGHUP) as the library sees them: the executable's
/// signal handlers only set flags; the session reads them between chunks of work and clears
/// what it has handled, so a Ctrl-C that stopped a command never ends the session later.
public protocol InterruptSource: AnyObject {
  /// Ctrl-C was pressed and nothing has handled it yet.
  var interruptPending: Bool { get }
  /// Marks the pending Ctrl-C as handled.
  func clearInterrupt()
  /// Set once the program has been asked to end.
  var termination: Termination? { get }
}

extension InterruptSource {
  /// Whether a long command should stop now.
  public var stopRequested: Bool { interruptPending || termination != nil }
}
