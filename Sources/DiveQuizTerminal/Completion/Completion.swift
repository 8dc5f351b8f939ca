import DiveQuizCore

/// What Tab may put in place of the word before the cursor.
package struct Completion: Equatable, Sendable {
  /// One possible word.
  package struct Candidate: Equatable, Sendable {
    /// The whole word as it will stand in the line.
    package var text: String
    /// How it is listed (a file's name without its folder).
    package var label: String
    /// True when the word is complete and a space follows it; false for a folder (`dir/`),
    /// which goes on.
    package var ends: Bool

    /// Names come from a history or a folder listing: escaped, never raw on the terminal.
    package init(_ text: String, label: String? = nil, ends: Bool = true) {
      self.text = Sanitizer.terminal(text)
      self.label = Sanitizer.terminal(label ?? text)
      self.ends = ends
    }
  }

  /// Where the word being completed starts, in characters from the start of the line.
  package var start: Int
  package var candidates: [Candidate]

  package init(start: Int, candidates: [Candidate]) {
    self.start = start
    self.candidates = candidates
  }

  /// Nothing to offer.
  package static let none = Completion(start: 0, candidates: [])
}
