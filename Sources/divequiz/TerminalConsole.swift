import DiveQuizCore
import DiveQuizTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real console: unbuffered reads and writes on file descriptors 0, 1 and 2.
///
/// Reads go through `poll` and `read(2)` rather than `Swift.readLine()` so that a signal
/// (Ctrl-C, SIGTERM, SIGHUP) wakes a waiting read at once instead of being lost. When
/// standard input and output are both a terminal, lines are edited (`LineReader`); otherwise
/// they are read as they come, with no escape sequence written: each byte looked at once (a
/// line is read in time linear in its length), and a line longer than
/// `ConsoleLimits.lineLength` dropped as it arrives, so a pasted file can neither stall the
/// session nor fill its memory.
final class TerminalConsole: Console {
  private let signals: SignalFlags
  private var buffer: [UInt8] = []
  /// Where the next line starts in `buffer`.
  private var start = 0
  /// Bytes of `buffer` already searched for a line break.
  private var scanned = 0
  /// The length dropped so far of a line too long to keep.
  private var dropped: Int?
  private var atEnd = false
  private var chunk = [UInt8](repeating: 0, count: 65_536)
  private let stdoutIsTerminal: Bool
  private let environment: [String: String]
  /// The line editor, when a person types at a terminal.
  private var editor: LineReader?

  init(
    signals: SignalFlags, stdinIsTerminal: Bool, stdoutIsTerminal: Bool,
    environment: [String: String]
  ) {
    self.signals = signals
    self.stdoutIsTerminal = stdoutIsTerminal
    self.environment = environment
    if stdinIsTerminal, stdoutIsTerminal, TerminalMode.prepare() {
      editor = LineReader(signals: signals) { Self.write($0, to: STDOUT_FILENO) }
    }
  }

  var columns: Int? {
    ConsoleWidth.columns(
      stdoutIsTerminal: stdoutIsTerminal,
      window: stdoutIsTerminal ? TerminalMode.windowColumns() : nil, environment: environment)
  }

  var isTerminal: Bool { stdoutIsTerminal }

  func readLine(_ request: LineRequest) -> ConsoleInput {
    guard let editor else {
      if !request.prompt.isEmpty { write(request.prompt) }
      return readLine()
    }
    return editor.read(request)
  }

  func readLine() -> ConsoleInput {
    while true {
      if let termination = signals.termination { return .terminated(termination) }
      if signals.takeInterrupt() {
        buffer.removeAll(keepingCapacity: true)
        start = 0
        scanned = 0
        dropped = nil
        return .interrupt
      }
      if let input = nextLine() { return input }
      if atEnd {
        if let length = dropped {
          dropped = nil
          return .tooLong(length + buffer.count - start)
        }
        guard start < buffer.count else { return .end }
        let line = String(decoding: buffer[start...], as: UTF8.self)
        buffer.removeAll()
        start = 0
        scanned = 0
        return .line(line)
      }
      waitAndRead()
    }
  }

  /// The next whole line in the buffer, if one has arrived.
  private func nextLine() -> ConsoleInput? {
    guard let newline = buffer[scanned...].firstIndex(of: 0x0A) else {
      scanned = buffer.count
      if buffer.count - start > ConsoleLimits.lineLength {
        // Too long to be a command or an answer: dropped as it arrives, never held.
        dropped = (dropped ?? 0) + buffer.count - start
        buffer.removeAll(keepingCapacity: true)
        start = 0
        scanned = 0
      }
      return nil
    }
    let from = start
    start = newline + 1
    scanned = start
    defer { compact() }
    if let length = dropped {
      dropped = nil
      return .tooLong(length + newline - from)
    }
    guard newline - from <= ConsoleLimits.lineLength else { return .tooLong(newline - from) }
    var end = newline
    if end > from, buffer[end - 1] == 0x0D { end -= 1 }
    // Invalid UTF-8 becomes U+FFFD: the line is still read, never rejected or echoed raw.
    return .line(String(decoding: buffer[from..<end], as: UTF8.self))
  }

  /// Drops the lines already read once they are most of the buffer: linear overall.
  private func compact() {
    guard start > 65_536, start * 2 > buffer.count else { return }
    buffer.removeSubrange(0..<start)
    scanned -= start
    start = 0
  }

  /// Waits for input or a signal, then reads what arrived.
  private func waitAndRead() {
    guard signals.waitForInput(timeout: -1) == .input else { return }
    let got = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
    if got > 0 {
      buffer.append(contentsOf: chunk[0..<got])
    } else if got == 0 || (errno != EINTR && errno != EAGAIN) {
      atEnd = true
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
