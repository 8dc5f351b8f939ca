import DiveQuizCore

/// What the session hands the console when it needs a line: the prompt, and for a console
/// that edits lines (a terminal), the history to recall and the completions to offer.
package struct LineRequest {
  /// What the line is for; an editing console keeps a separate history for each.
  package enum Purpose: Sendable {
    /// A command at `divequiz>`.
    case command
    /// An answer to a quiz question.
    case answer
    /// A yes-or-no question.
    case confirmation
  }

  /// Empty when no one is typing (piped input): nothing is shown.
  package var prompt: String
  package var purpose: Purpose
  /// Earlier lines of this purpose, oldest first.
  package var history: [String]
  /// The completions for the text before the cursor (Tab).
  package var complete: ((String) -> Completion)?
  /// The words of the Ctrl-R search prompt, in the session's language.
  package var searchLabels: LineEditor.SearchLabels

  package init(
    prompt: String, purpose: Purpose, history: [String] = [],
    complete: ((String) -> Completion)? = nil,
    searchLabels: LineEditor.SearchLabels = LineEditor.SearchLabels()
  ) {
    self.prompt = prompt
    self.purpose = purpose
    self.history = history
    self.complete = complete
    self.searchLabels = searchLabels
  }
}
