import DiveQuizCore

/// When to colour the output: `--color auto|always|never`.
package enum ColorMode: String, Sendable, CaseIterable {
  case auto, always, never

  /// Colour only on a terminal, never with a non-empty `NO_COLOR` unless forced with `always`.
  package func isEnabled(stdoutIsTerminal: Bool, environment: [String: String]) -> Bool {
    switch self {
    case .always: return true
    case .never: return false
    case .auto:
      let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
      return stdoutIsTerminal && !noColor
    }
  }
}
