/// The process exit statuses, as the BSD sysexits and shell conventions give them.
public enum ExitStatus: Int32, Sendable {
  case success = 0
  /// A runtime or data error.
  case failure = 1
  /// Bad usage (EX_USAGE).
  case usage = 64
  /// Interrupted by Ctrl-C (128 + SIGINT).
  case interrupted = 130
}
