/// What the REPL reads: a line, an interrupt (Ctrl-C), the end of input (Ctrl-D), or news that
/// a line was too long or that the program must end.
public enum ConsoleInput: Equatable, Sendable {
  case line(String)
  case interrupt
  case end
  /// A line longer than the console reads (its length in bytes): dropped unread.
  case tooLong(Int)
  /// SIGTERM or SIGHUP arrived while waiting for a line.
  case terminated(Termination)
}

/// The terminal, as the library sees it; the executable provides the real one and tests a
/// scripted one.
public protocol Console: AnyObject {
  /// Waits for the next line, without its line terminator.
  func readLine() -> ConsoleInput
  /// Writes to standard output.
  func write(_ text: String)
  /// Writes to standard error.
  func writeError(_ text: String)
}
