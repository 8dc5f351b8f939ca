import DiveQuizCore

/// A request to end the program from outside: the terminal closed, or `kill`.
package enum Termination: Equatable, Sendable {
  /// SIGHUP: the terminal window was closed.
  case hangUp
  /// SIGTERM.
  case terminate
  /// SIGQUIT (Ctrl-\ at the terminal): ends like SIGTERM, the answers given kept.
  case quit

  /// 128 plus the signal's number, as a shell reports a process ended by it.
  package var exitStatus: ExitStatus {
    switch self {
    case .hangUp: return .hangUp
    case .terminate: return .terminated
    case .quit: return .quit
    }
  }
}
