import DiveQuizCore

/// ANSI colours, or nothing at all when colour is off.
package struct Style: Sendable {
  package let enabled: Bool
  /// Written on every way out so that a terminal is never left coloured.
  package static let reset = "\u{1B}[0m"

  package init(enabled: Bool) {
    self.enabled = enabled
  }

  private func wrap(_ code: String, _ text: String) -> String {
    enabled ? "\u{1B}[\(code)m\(text)\(Self.reset)" : text
  }

  package func bold(_ text: String) -> String { wrap("1", text) }
  package func dim(_ text: String) -> String { wrap("2", text) }
  package func green(_ text: String) -> String { wrap("32", text) }
  package func yellow(_ text: String) -> String { wrap("33", text) }
  package func red(_ text: String) -> String { wrap("31", text) }

  /// A failure as every command says one: its diagnostic line, in red on a terminal.
  package func failure(_ error: some UserFacingError, _ catalog: Catalog) -> String {
    red(error.diagnostic(catalog)) + "\n"
  }
  package func cyan(_ text: String) -> String { wrap("36", text) }
}
