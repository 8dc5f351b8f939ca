/// What ties a penalty of this project's rulebook to a line of the Diving Rules app's file for
/// the same edition: the app's id for the line with the same meaning (matched by meaning, line by
/// line, not by position) and the numbers the app prints where they differ from the ones
/// divequiz teaches.
package struct AppLink: Hashable, Sendable {
  package let id: Int
  /// Nil when the app prints the same numbers as `Penalty.rules`.
  package let printedRules: [String]?

  package init(id: Int, printedRules: [String]? = nil) {
    self.id = id
    self.printedRules = printedRules
  }
}

/// An entry of a rulebook file that brings its own English description (the app's 2026 file),
/// and the divequiz penalty whose translations it may use.
package struct FileEntry: Hashable, Sendable {
  /// The file's own English description, made safe for a terminal.
  package let text: String
  /// The line the entry starts on, for `check`.
  package let line: Int
  /// The divequiz penalty with the same meaning and the edition whose wording applies; nil when
  /// nothing in divequiz's data says it is the same penalty.
  package var paired: PairedPenalty?
}

/// A divequiz penalty as one edition has it, named by id and edition.
package struct PairedPenalty: Hashable, Sendable {
  package let id: Int
  package let edition: EditionID
}
