import DiveQuizCore

/// What the REPL reads: a line, an interrupt (Ctrl-C), the end of input (Ctrl-D), or news that
/// a line was too long or that the program must end.
package enum ConsoleInput: Equatable, Sendable {
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
package protocol Console: AnyObject {
  /// Waits for the next line, without its line terminator.
  func readLine() -> ConsoleInput
  /// Shows the request's prompt and waits for a line; a terminal edits it, with the request's
  /// history and completions.
  func readLine(_ request: LineRequest) -> ConsoleInput
  /// The width text is fitted to, in columns; nil when text is not to be wrapped.
  var columns: Int? { get }
  /// True when a person reads the output on a terminal: screen-control sequences (`clear`)
  /// are written only then.
  var isTerminal: Bool { get }
  /// Writes to standard output.
  func write(_ text: String)
  /// Writes to standard error.
  func writeError(_ text: String)
}

extension Console {
  /// A console that does not edit lines: the prompt, then a plain line.
  package func readLine(_ request: LineRequest) -> ConsoleInput {
    if !request.prompt.isEmpty { write(request.prompt) }
    return readLine()
  }

  /// Not wrapped unless the console says otherwise.
  package var columns: Int? { nil }

  /// No terminal unless the console says otherwise.
  package var isTerminal: Bool { false }

  /// `clear`, as Ctrl-L: the screen emptied, the cursor at its top; nothing when the output
  /// is a file or a pipe, which must never receive control sequences.
  func clearScreen() {
    guard isTerminal else { return }
    write(ScreenOperation.ansi([.clearScreen]))
  }
}
