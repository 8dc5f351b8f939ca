import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What the line-editing tests need beyond typing and reading: keys by name, the window's
/// size, the terminal's mode, and the screen as a person sees its lines.
extension PseudoTerminal {
  enum Keys {
    static let up = "\u{1B}[A"
    static let down = "\u{1B}[B"
    static let right = "\u{1B}[C"
    static let left = "\u{1B}[D"
    static let home = "\u{1B}[H"
    static let end = "\u{1B}[F"
    static let delete = "\u{1B}[3~"
    static let controlLeft = "\u{1B}[1;5D"
    static let controlRight = "\u{1B}[1;5C"
    static let altB = "\u{1B}b"
    static let altF = "\u{1B}f"
    static let pasteStart = "\u{1B}[200~"
    static let pasteEnd = "\u{1B}[201~"
    static func control(_ letter: Character) -> String {
      String(UnicodeScalar((letter.asciiValue ?? 64) & 0x1F))
    }
  }

  /// Changes the window's size; the program gets SIGWINCH, as when a window is dragged.
  func resize(columns: UInt16, rows: UInt16 = 40) {
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
  }

  /// True when the terminal reads lines and echoes them (not the editor's raw mode).
  var isCooked: Bool {
    var settings = termios()
    guard tcgetattr(master, &settings) == 0 else { return false }
    return settings.c_lflag & tcflag_t(ICANON) != 0 && settings.c_lflag & tcflag_t(ECHO) != 0
  }

  /// The screen after `from` as lines of visible text: escape sequences left out, split at
  /// line breaks and carriage returns (each piece was written from the left edge).
  func visibleLines(after from: String.Index? = nil) -> [String] {
    let text = String(screen[(from ?? screen.startIndex)...])
    let plain = text.replacingOccurrences(
      of: "\u{1B}\\[[0-9;?]*[ -/]*[@-~]", with: "", options: .regularExpression)
    return plain.components(separatedBy: CharacterSet(charactersIn: "\r\n")).filter {
      !$0.isEmpty
    }
  }

  /// Sends `keys`, then waits for `text` to appear after what was on the screen before.
  @discardableResult
  func type(_ keys: String, expect text: String, seconds: Double = PseudoTerminal.patience)
    throws -> String.Index
  {
    let mark = screen.endIndex
    send(keys)
    return try waitFor(text, after: mark, seconds: seconds)
  }
}
