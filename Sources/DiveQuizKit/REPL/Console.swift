/// What the REPL reads: a line, an interrupt (Ctrl-C), or the end of input (Ctrl-D).
public enum ConsoleInput: Equatable, Sendable {
  case line(String)
  case interrupt
  case end
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
