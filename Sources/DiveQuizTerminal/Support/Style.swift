import DiveQuizCore

/// ANSI colours, or nothing at all when colour is off.
public struct Style: Sendable {
  public let enabled: Bool
  /// Written on every way out so that a terminal is never left coloured.
  public static let reset = "\u{1B}[0m"

  public init(enabled: Bool) {
    self.enabled = enabled
  }

  private func wrap(_ code: String, _ text: String) -> String {
    enabled ? "\u{1B}[\(code)m\(text)\(Self.reset)" : text
  }

  public func bold(_ text: String) -> String { wrap("1", text) }
  public func dim(_ text: String) -> String { wrap("2", text) }
  public func green(_ text: String) -> String { wrap("32", text) }
  public func yellow(_ text: String) -> String { wrap("33", text) }
  public func red(_ text: String) -> String { wrap("31", text) }
  public func cyan(_ text: String) -> String { wrap("36", text) }
}
