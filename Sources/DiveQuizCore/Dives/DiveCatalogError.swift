/// Why a dive catalogue could not be loaded: always the file, and the line when there is one.
package enum DiveCatalogError: Error, Equatable, Sendable {
  /// What is wrong with one line.
  package enum Problem: Equatable, Sendable {
    /// A dive line needs 9 fields, an `A` line 4, the `edition` line 3.
    case fieldCount(expected: Int, found: Int)
    case badNumber(String, DiveNumber.Problem)
    case badPosition(String)
    case badHeight(String)
    /// A DD or component that is not a number with one decimal (`3.4`, `-0.2`), or a DD
    /// that is not positive.
    case badValue(String)
    case badHalfSomersaults(String)
    /// The same dive, position and height twice.
    case duplicate(String, firstLine: Int)
    case secondEdition(firstLine: Int)
    /// An edition id that is not letters, digits, `.`, `-` or `_` (at most 20).
    case badEditionID(String)
    /// `edition ID YYYY-MM-DD` with a day that is not one.
    case badDay(String)
    /// A line that starts with neither a dive number, `A`, `edition` nor `#`.
    case unknownRecord(String)
    case notText
  }

  case unreadable(path: String, reason: String)
  case line(file: String, line: Int, Problem)
  /// No `edition` line: the tables' edition must be said.
  case noEdition(file: String)
  case noDives(file: String)
}

extension DiveCatalogError: UserFacingError {
  package func message(_ catalog: Catalog) -> String {
    switch self {
    case .unreadable(let path, let reason):
      return catalog.text("error.fileUnreadable", Sanitizer.visible(path, limit: 200), reason)
    case .line(let file, let line, let problem):
      return catalog.text(
        "dives.error.line", Sanitizer.visible(file, limit: 200), line, Self.text(problem, catalog))
    case .noEdition(let file):
      return catalog.text("dives.error.noEdition", Sanitizer.visible(file, limit: 200))
    case .noDives(let file):
      return catalog.text("dives.error.noDives", Sanitizer.visible(file, limit: 200))
    }
  }

  static func text(_ problem: Problem, _ catalog: Catalog) -> String {
    switch problem {
    case .fieldCount(let expected, let found):
      return catalog.text("dives.error.fieldCount", expected, found)
    case .badNumber(let text, let why):
      return catalog.text(
        "dives.error.number", Sanitizer.visible(text), DiveNumberText.problem(why, catalog))
    case .badPosition(let text):
      return catalog.text("dives.error.position", Sanitizer.visible(text))
    case .badHeight(let text):
      return catalog.text("dives.error.height", Sanitizer.visible(text))
    case .badValue(let text):
      return catalog.text("dives.error.value", Sanitizer.visible(text))
    case .badHalfSomersaults(let text):
      return catalog.text("dives.error.halfSomersaults", Sanitizer.visible(text))
    case .duplicate(let dive, let firstLine):
      return catalog.text("dives.error.duplicate", dive, firstLine)
    case .secondEdition(let firstLine):
      return catalog.text("dives.error.secondEdition", firstLine)
    case .badEditionID(let text):
      return catalog.text("dives.error.editionID", Sanitizer.visible(text))
    case .badDay(let text):
      return catalog.text("dives.error.day", Sanitizer.visible(text))
    case .unknownRecord(let text):
      return catalog.text("dives.error.record", Sanitizer.visible(text))
    case .notText:
      return catalog.text("dives.error.notText")
    }
  }
}

/// The sentence that says why digits are not a dive number.
package enum DiveNumberText {
  package static func problem(_ problem: DiveNumber.Problem, _ catalog: Catalog) -> String {
    switch problem {
    case .length: return catalog.text("dives.number.length")
    case .group: return catalog.text("dives.number.group")
    case .secondDigit: return catalog.text("dives.number.second")
    case .somersaults: return catalog.text("dives.number.somersaults")
    case .twists: return catalog.text("dives.number.twists")
    }
  }
}
