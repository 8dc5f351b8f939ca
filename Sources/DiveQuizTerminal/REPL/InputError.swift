import DiveQuizCore

/// A line the session will not read.
package enum InputError: Error, Equatable, Sendable {
  /// Longer than `ConsoleLimits.lineLength`: dropped unread, and the session goes on.
  case lineTooLong(length: Int)
}

extension InputError: UserFacingError {
  package func message(_ catalog: Catalog) -> String {
    switch self {
    case .lineTooLong(let length):
      return catalog.text("repl.lineTooLong", length, ConsoleLimits.lineLength >> 20)
    }
  }
}
