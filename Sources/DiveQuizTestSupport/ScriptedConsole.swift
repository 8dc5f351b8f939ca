import DiveQuizCore
import DiveQuizTerminal

/// A console that plays back scripted input and records everything written, for tests that
/// run a session or the whole program in-process.
public final class ScriptedConsole: Console {
  private var inputs: [ConsoleInput]
  /// Standard output so far.
  public private(set) var output = ""
  /// Standard error so far.
  public private(set) var errors = ""
  /// Both streams in the order they were written, as a terminal would show them.
  public private(set) var transcript = ""
  /// How many times the session asked for a line.
  public private(set) var reads = 0
  /// What each request for a line asked (prompt, purpose, history, completions).
  public private(set) var requests: [LineRequest] = []
  /// The width the session fits text to; nil (the default) wraps nothing, as in a pipe.
  public var columns: Int?

  /// Lines to feed; after the last one the console reports the end of input.
  public init(lines: [String]) {
    self.inputs = lines.map(ConsoleInput.line)
  }

  /// Inputs including interrupts (Ctrl-C) at chosen points.
  public init(inputs: [ConsoleInput]) {
    self.inputs = inputs
  }

  public func readLine() -> ConsoleInput {
    reads += 1
    guard !inputs.isEmpty else { return .end }
    let next = inputs.removeFirst()
    if case .line(let line) = next { transcript += line + "\n" }
    return next
  }

  /// Shows the prompt like a terminal would, then plays the next input.
  public func readLine(_ request: LineRequest) -> ConsoleInput {
    requests.append(request)
    if !request.prompt.isEmpty { write(request.prompt) }
    return readLine()
  }

  /// True once every scripted input has been consumed.
  public var isExhausted: Bool { inputs.isEmpty }

  public func write(_ text: String) {
    output += text
    transcript += text
  }

  public func writeError(_ text: String) {
    errors += text
    transcript += text
  }
}
