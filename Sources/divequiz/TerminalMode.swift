#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal's settings as found, and the raw ones the line editor reads keys in; kept in
/// globals because signal handlers must restore them and may touch nothing else.
nonisolated(unsafe) private var cookedSettings = termios()
nonisolated(unsafe) private var rawSettings = termios()
/// 1 while the editor has the terminal in raw mode.
nonisolated(unsafe) private var rawActive: sig_atomic_t = 0
/// Set by SIGWINCH: the window changed size.
nonisolated(unsafe) private var resizePending: sig_atomic_t = 0
/// Set by SIGCONT: the program was stopped (Ctrl-Z) and resumed (`fg`).
nonisolated(unsafe) private var resumedPending: sig_atomic_t = 0

/// Raw mode for the line editor, always undone: after each line, at exit (SIGTERM, SIGHUP and
/// SIGQUIT end the session through `SignalFlags`), and around Ctrl-Z (SIGTSTP), with raw
/// mode back after `fg` (SIGCONT).
///
/// Raw here means: no echo, no line buffering, bytes as they come; the terminal still turns
/// Ctrl-C and Ctrl-Z into signals and still adds carriage returns to output, so whatever the
/// program prints between lines looks as it always did.
enum TerminalMode {
  /// Reads the terminal's settings and installs the handlers; false if stdin is no terminal.
  static func prepare() -> Bool {
    guard tcgetattr(STDIN_FILENO, &cookedSettings) == 0 else { return false }
    rawSettings = cookedSettings
    rawSettings.c_lflag &= ~tcflag_t(ICANON | ECHO | IEXTEN)
    rawSettings.c_iflag &= ~tcflag_t(ICRNL | INLCR | IXON)
    withUnsafeMutableBytes(of: &rawSettings.c_cc) { bytes in
      bytes[Int(VMIN)] = 1
      bytes[Int(VTIME)] = 0
    }
    resizePending = 0
    resumedPending = 0
    rawActive = 0
    install(SIGWINCH) { _ in resizePending = 1 }
    install(SIGCONT) { _ in
      if rawActive != 0 { tcsetattr(STDIN_FILENO, TCSANOW, &rawSettings) }
      resumedPending = 1
    }
    install(SIGTSTP, handler: suspend)
    // SIGTERM, SIGHUP and SIGQUIT are `SignalFlags`': the session stores the quiz in
    // progress, the editor leaves raw mode as after any line, and the program ends with the
    // signal's status.
    atexit {
      if rawActive != 0 {
        bracketedPaste(on: false)
        tcsetattr(STDIN_FILENO, TCSANOW, &cookedSettings)
      }
    }
    return true
  }

  /// Without `SA_RESTART`: a waiting `read` returns so the editor sees the signal at once.
  private static func install(
    _ signal: Int32, handler: @escaping @convention(c) (Int32) -> Void
  ) {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = handler
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    sigaction(signal, &action, nil)
  }

  /// Raw mode and bracketed paste, for the time one line is read: a paste then arrives
  /// between markers and is inserted, never run, whatever line breaks it holds.
  static func enterRaw() {
    // TCSADRAIN, not TCSAFLUSH: what the judge typed ahead is kept.
    if tcsetattr(STDIN_FILENO, TCSADRAIN, &rawSettings) == 0 { rawActive = 1 }
    bracketedPaste(on: true)
  }

  /// Back to the terminal as found, before anything else is printed: bracketed paste off
  /// (so a paste into a program run after divequiz, or into the shell, is not wrapped in
  /// markers), then cooked mode.
  static func leaveRaw() {
    bracketedPaste(on: false)
    rawActive = 0
    tcsetattr(STDIN_FILENO, TCSADRAIN, &cookedSettings)
  }

  /// True once after each change of the window's size.
  static func takeResize() -> Bool {
    guard resizePending != 0 else { return false }
    resizePending = 0
    return true
  }

  /// True once after the program was resumed.
  static func takeResumed() -> Bool {
    guard resumedPending != 0 else { return false }
    resumedPending = 0
    return true
  }

  /// The terminal's width in columns, nil if unknown.
  static func windowColumns() -> Int? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }
}

/// Ctrl-Z: give the terminal back as it was and stop; when continued (`fg`), listen for
/// Ctrl-Z again, take raw mode back and have the line redrawn. (A program with no shell to
/// resume it is not stopped at all; it goes on the same way.)
private func suspend(_ signal: Int32) {
  let saved = errno
  if rawActive != 0 {
    bracketedPaste(on: false)
    tcsetattr(STDIN_FILENO, TCSANOW, &cookedSettings)
  }
  Glibc.signal(SIGTSTP, SIG_DFL)
  var blocked = sigset_t()
  sigemptyset(&blocked)
  sigaddset(&blocked, SIGTSTP)
  sigprocmask(SIG_UNBLOCK, &blocked, nil)
  raise(SIGTSTP)
  var action = sigaction()
  action.__sigaction_handler.sa_handler = suspend
  sigemptyset(&action.sa_mask)
  action.sa_flags = 0
  sigaction(SIGTSTP, &action, nil)
  // Continued: the SIGCONT handler has run already and asked for a redraw; if the stop was
  // refused (no shell to resume us), raw mode must come back all the same.
  if rawActive != 0 {
    tcsetattr(STDIN_FILENO, TCSANOW, &rawSettings)
    bracketedPaste(on: true)
  }
  errno = saved
}

/// Writes `ESC [ ? 2004 h` or `l` with one `write(2)`: safe in a signal handler (no
/// allocation, no lock).
private func bracketedPaste(on: Bool) {
  let sequence: StaticString = on ? "\u{1B}[?2004h" : "\u{1B}[?2004l"
  _ = write(STDOUT_FILENO, sequence.utf8Start, sequence.utf8CodeUnitCount)
}
