import DiveQuizCore

/// The process exit statuses, as the BSD sysexits and shell conventions give them.
package enum ExitStatus: Int32, Sendable {
  case success = 0
  /// A runtime or data error.
  case failure = 1
  /// Bad usage (EX_USAGE).
  case usage = 64
  /// The terminal was closed mid-session (128 + SIGHUP).
  case hangUp = 129
  /// Interrupted by Ctrl-C (128 + SIGINT).
  case interrupted = 130
  /// Asked to end by SIGQUIT, Ctrl-\ (128 + SIGQUIT).
  case quit = 131
  /// Asked to end by SIGTERM (128 + SIGTERM).
  case terminated = 143
}
