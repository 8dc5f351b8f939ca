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
    let key: String
    let typed: String
    switch problem {
    case .fieldCount(let expected, let found):
      return catalog.text("dives.error.fieldCount", expected, found)
    case .badNumber(let text, let why):
      return catalog.text(
        "dives.error.number", Sanitizer.visible(text), DiveNumberText.problem(why, catalog))
    case .duplicate(let dive, let firstLine):
      return catalog.text("dives.error.duplicate", dive, firstLine)
    case .secondEdition(let firstLine):
      return catalog.text("dives.error.secondEdition", firstLine)
    case .notText:
      return catalog.text("dives.error.notText")
    case .badPosition(let text): (key, typed) = ("position", text)
    case .badHeight(let text): (key, typed) = ("height", text)
    case .badValue(let text): (key, typed) = ("value", text)
    case .badHalfSomersaults(let text): (key, typed) = ("halfSomersaults", text)
    case .badEditionID(let text): (key, typed) = ("editionID", text)
    case .badDay(let text): (key, typed) = ("day", text)
    case .unknownRecord(let text): (key, typed) = ("record", text)
    }
    // The rest quote the field as the line holds it, through the sanitiser.
    return catalog.text("dives.error." + key, Sanitizer.visible(typed))
  }
}

/// The sentence that says why digits are not a dive number.
package enum DiveNumberText {
  package static func problem(_ problem: DiveNumber.Problem, _ catalog: Catalog) -> String {
    catalog.text("dives.number." + problem.rawValue)
  }
}
