import DiveQuizCore
import DiveQuizTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal side of the line editor: raw mode around each line, bytes from stdin turned
/// into keys, the editor's screen operations written out, signals turned into redraws.
/// All the editing itself is `LineEditor`'s.
final class LineReader {
  private var decoder = KeyDecoder()
  /// Keys read but not used yet: typed ahead of the next prompt, or after Enter in one read.
  private var pending: [Key] = []
  private var killBuffer = ""
  private let output: (String) -> Void
  private let signals: SignalFlags

  init(signals: SignalFlags, output: @escaping (String) -> Void) {
    self.signals = signals
    self.output = output
  }

  func read(_ request: LineRequest) -> ConsoleInput {
    var editor = LineEditor(
      prompt: request.prompt, width: TerminalMode.windowColumns() ?? 80,
      history: request.history, killBuffer: killBuffer, searchLabels: request.searchLabels,
      completer: request.complete)
    TerminalMode.enterRaw()
    defer {
      TerminalMode.leaveRaw()
      killBuffer = editor.killBuffer
    }
    show(editor.start())
    while true {
      // SIGTERM or SIGHUP: the session stores the quiz in progress and ends.
      if let termination = signals.termination { return .terminated(termination) }
      if signals.takeInterrupt() {
        // Ctrl-C clears a line with text and reading goes on; on an empty line it is the
        // session's to handle.
        pending.removeAll()
        let step = editor.handle(.interrupt)
        show(step.screen)
        if step.outcome == .interrupt { return .interrupt }
        continue
      }
      if TerminalMode.takeResize() {
        show(editor.resize(to: TerminalMode.windowColumns() ?? 80))
      }
      if TerminalMode.takeResumed() {
        show(editor.redrawOnFreshLine())
      }
      if !pending.isEmpty {
        let step = editor.handle(pending.removeFirst())
        show(step.screen)
        switch step.outcome {
        case .line(let line)?: return .line(line)
        case .interrupt?: return .interrupt
        case .end?: return .end
        case .tooLong(let length)?: return .tooLong(length)
        case nil: continue
        }
      }
      switch nextBytes() {
      case .bytes(let bytes): pending += decoder.feed(bytes)
      case .silence: pending += decoder.flush()
      case .signal: continue
      case .end: return .end
      }
    }
  }

  private func show(_ screen: [ScreenOperation]) {
    guard !screen.isEmpty else { return }
    output(ScreenOperation.ansi(screen))
  }

  private enum Input {
    case bytes([UInt8])
    /// A sequence waited 50 ms in vain: it was a lone Escape.
    case silence
    /// A signal came in: look at the flags.
    case signal
    case end
  }

  private func nextBytes() -> Input {
    switch signals.waitForInput(timeout: decoder.isWaiting ? 50 : -1) {
    case .timeout: return .silence
    case .signal: return .signal
    case .input: break
    }
    var chunk = [UInt8](repeating: 0, count: 4096)
    let count = chunk.withUnsafeMutableBytes { Glibc.read(STDIN_FILENO, $0.baseAddress, $0.count) }
    if count > 0 { return .bytes(Array(chunk[0..<count])) }
    if count < 0 && errno == EINTR { return .signal }
    return .end
  }

}
