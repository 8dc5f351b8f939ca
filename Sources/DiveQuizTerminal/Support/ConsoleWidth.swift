import DiveQuizCore

/// How wide the text is fitted: the terminal's own width when standard output is one
/// (re-read at every use, so a resized window is followed), `COLUMNS` otherwise; text piped
/// to a file or a program is wrapped only when `COLUMNS` asks for it.
package enum ConsoleWidth {
  /// - Parameters:
  ///   - window: the terminal's columns (`TIOCGWINSZ`), nil or 0 when unknown.
  /// - Returns: the width to fit, or nil to leave text as it is.
  package static func columns(
    stdoutIsTerminal: Bool, window: Int?, environment: [String: String]
  ) -> Int? {
    let fromVariable = environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
    guard stdoutIsTerminal else { return fromVariable }
    if let window, window > 0 { return window }
    return fromVariable ?? 80
  }
}
