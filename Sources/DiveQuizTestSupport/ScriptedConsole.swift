import DiveQuizCore
import DiveQuizTerminal

/// A console that plays back scripted input and records everything written, for tests that
/// run a session or the whole program in-process.
package final class ScriptedConsole: Console {
  private var inputs: [ConsoleInput]
  /// Standard output so far.
  package private(set) var output = ""
  /// Standard error so far.
  package private(set) var errors = ""
  /// Both streams in the order they were written, as a terminal would show them.
  package private(set) var transcript = ""
  /// How many times the session asked for a line.
  package private(set) var reads = 0
  /// What each request for a line asked (prompt, purpose, history, completions).
  package private(set) var requests: [LineRequest] = []
  /// The width the session fits text to; nil (the default) wraps nothing, as in a pipe.
  package var columns: Int?

  /// Lines to feed; after the last one the console reports the end of input.
  package init(lines: [String]) {
    self.inputs = lines.map(ConsoleInput.line)
  }

  /// Inputs including interrupts (Ctrl-C) at chosen points.
  package init(inputs: [ConsoleInput]) {
    self.inputs = inputs
  }

  package func readLine() -> ConsoleInput {
    reads += 1
    guard !inputs.isEmpty else { return .end }
    let next = inputs.removeFirst()
    if case .line(let line) = next { transcript += line + "\n" }
    return next
  }

  /// Shows the prompt like a terminal would, then plays the next input.
  package func readLine(_ request: LineRequest) -> ConsoleInput {
    requests.append(request)
    if !request.prompt.isEmpty { write(request.prompt) }
    return readLine()
  }

  /// True once every scripted input has been consumed.
  package var isExhausted: Bool { inputs.isEmpty }

  package func write(_ text: String) {
    output += text
    transcript += text
  }

  package func writeError(_ text: String) {
    errors += text
    transcript += text
  }
}
