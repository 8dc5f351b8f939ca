import DiveQuizKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real console: unbuffered reads and writes on file descriptors 0, 1 and 2.
///
/// Reads go through `read(2)` rather than `Swift.readLine()` so that Ctrl-C interrupts a
/// waiting read (the SIGINT handler is installed without `SA_RESTART`) instead of being lost.
/// When standard input and output are both a terminal, lines are edited (`LineReader`);
/// otherwise they are read as they come, with no escape sequence written.
final class TerminalConsole: Console {
  private var buffer: [UInt8] = []
  private var atEnd = false
  private let stdoutIsTerminal: Bool
  private let environment: [String: String]
  /// The line editor, when a person types at a terminal.
  private var editor: LineReader?

  init(stdinIsTerminal: Bool, stdoutIsTerminal: Bool, environment: [String: String]) {
    self.stdoutIsTerminal = stdoutIsTerminal
    self.environment = environment
    if stdinIsTerminal, stdoutIsTerminal, TerminalMode.prepare() {
      editor = LineReader { Self.write($0, to: STDOUT_FILENO) }
    }
  }

  var columns: Int? {
    ConsoleWidth.columns(
      stdoutIsTerminal: stdoutIsTerminal,
      window: stdoutIsTerminal ? TerminalMode.windowColumns() : nil, environment: environment)
  }

  func readLine(_ request: LineRequest) -> ConsoleInput {
    guard let editor else {
      if !request.prompt.isEmpty { write(request.prompt) }
      return readLine()
    }
    return editor.read(request)
  }

  func readLine() -> ConsoleInput {
    while true {
      if InterruptFlag.take() {
        buffer.removeAll()
        return .interrupt
      }
      if let newline = buffer.firstIndex(of: 0x0A) {
        var line = Array(buffer[..<newline])
        buffer.removeSubrange(...newline)
        if line.last == 0x0D { line.removeLast() }
        // Invalid UTF-8 becomes U+FFFD: the line is still read, never rejected or echoed raw.
        return .line(String(decoding: line, as: UTF8.self))
      }
      if atEnd {
        guard !buffer.isEmpty else { return .end }
        let line = buffer
        buffer.removeAll()
        return .line(String(decoding: line, as: UTF8.self))
      }
      var chunk = [UInt8](repeating: 0, count: 65_536)
      let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
      if count > 0 {
        buffer.append(contentsOf: chunk[0..<count])
      } else if count == 0 {
        atEnd = true
      } else if errno != EINTR {
        atEnd = true
      }
    }
  }

  func write(_ text: String) { Self.write(text, to: STDOUT_FILENO) }

  func writeError(_ text: String) { Self.write(text, to: STDERR_FILENO) }

  private static func write(_ text: String, to descriptor: Int32) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
      if written > 0 {
        bytes = bytes.dropFirst(written)
      } else if written < 0 && errno == EINTR {
        continue
      } else {
        // A closed pipe or a full disk: nothing more can be shown; stop trying.
        return
      }
    }
  }
}
