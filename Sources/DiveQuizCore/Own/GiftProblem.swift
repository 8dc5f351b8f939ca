/// What is wrong at one place of a GIFT file: its line and column (1-based, in characters),
/// and the problem, so an instructor finds the spot in any editor.
public struct GiftProblem: Error, Equatable, Sendable {
  package enum Reason: Equatable, Sendable {
    /// The bytes are not UTF-8 (Moodle writes its files in UTF-8).
    case badUTF8
    /// `::title` with no closing `::`.
    case unclosedTitle
    /// `{` with no closing `}`.
    case unclosedAnswers
    /// A `}` with no `{` before it (write `\}` for the character).
    case strayClosing
    /// A `{` inside the answers (write `\{` for the character).
    case nestedOpening
    /// A second `{…}` in one question: one blank a question.
    case secondAnswers
    /// Text with no `{…}`: GIFT's description item, which asks nothing.
    case description
    /// `{}`: an essay, which no one marks here.
    case essay
    /// `[html]`, `[markdown]`: text formats divequiz does not render.
    case format(String)
    /// A question with no text before its answers.
    case emptyText
    /// Words inside `{…}` before the first `=` or `~`.
    case textBeforeAnswer(String)
    /// `=` or `~` with nothing after it.
    case emptyAnswer
    /// No option or answer earns anything.
    case noRightAnswer
    /// One option only: nothing to choose between.
    case tooFewOptions
    /// More options than letters to answer with.
    case tooManyOptions(limit: Int)
    /// `%…%` that is no percentage from -100 to 100.
    case badWeight(String)
    /// A numerical answer that is no number.
    case badNumber(String)
    /// `5..1`, a negative margin.
    case badRange(String)
    /// A matching question with an item that has no `->`, or an option marked `~`.
    case matchingMixed
    /// A matching question of fewer than two pairs.
    case matchingTooFew
    /// `{T#…#…#…}`: true or false takes two feedbacks at most.
    case tooManyFeedbacks
    /// `$CATEGORY:` with no name.
    case emptyCategory
    /// More questions than a set may hold.
    case tooManyQuestions(limit: Int)
    /// A file with no question in it.
    case noQuestions
  }

  package var line: Int
  package var column: Int
  package var reason: Reason

  package init(line: Int, column: Int, _ reason: Reason) {
    self.line = line
    self.column = column
    self.reason = reason
  }
}

/// Every problem of a GIFT file, in file order: what `GiftParser.parse` throws.
package struct GiftProblems: Error, Equatable, Sendable {
  package var problems: [GiftProblem]
}

/// Every problem of a GIFT file (none of its questions is kept when there is one), or what
/// else kept a set from being added, listed or removed.
public enum OwnError: Error, Equatable, Sendable {
  /// The file's problems, in file order.
  case problems(file: String, [GiftProblem])
  /// The file (or the folder of copies) could not be read.
  case unreadable(file: String, FileReadError)
  /// The copy could not be written or removed.
  case notStored(HistoryError)
  /// A set's name must be letters, digits, `-` and `_`, at most 40.
  case badName(String)
  /// No set of that name is stored; `known` lists those that are.
  case unknownSet(String, known: [String])
  /// `--lang` names a language divequiz has no table for.
  case unknownLanguage(String)
}

extension OwnError: UserFacingError {
  package func message(_ catalog: Catalog) -> String {
    func shown(_ text: String) -> String { Sanitizer.visible(text, limit: 200) }
    switch self {
    case .problems(let file, let problems):
      return problems.map { problem in
        catalog.text(
          "own.error.at", shown(file) + ":" + String(problem.line) + ":" + String(problem.column),
          problem.reason.message(catalog))
      }.joined(separator: "\n")
    case .unreadable(let file, let reason):
      return catalog.text("own.error.unreadable", shown(file), reason.reason(catalog))
    case .notStored(let error):
      return catalog.text("own.error.notStored", error.message(catalog))
    case .badName(let name): return catalog.text("own.error.name", Sanitizer.visible(name))
    case .unknownSet(let name, let known):
      let list = known.isEmpty ? catalog.text("own.list.none") : known.joined(separator: ", ")
      return catalog.text("own.error.unknown", Sanitizer.visible(name), list)
    case .unknownLanguage(let code):
      return catalog.text("own.error.language", Sanitizer.visible(code))
    }
  }
}

extension GiftProblem.Reason {
  func message(_ catalog: Catalog) -> String {
    func shown(_ text: String) -> String { Sanitizer.visible(text, limit: 40) }
    switch self {
    case .badUTF8: return catalog.text("detail.badUTF8")
    case .unclosedTitle: return catalog.text("own.problem.unclosedTitle")
    case .unclosedAnswers: return catalog.text("own.problem.unclosed")
    case .strayClosing: return catalog.text("own.problem.stray")
    case .nestedOpening: return catalog.text("own.problem.nested")
    case .secondAnswers: return catalog.text("own.problem.second")
    case .description: return catalog.text("own.problem.description")
    case .essay: return catalog.text("own.problem.essay")
    case .format(let name): return catalog.text("own.problem.format", shown(name))
    case .emptyText: return catalog.text("own.problem.emptyText")
    case .textBeforeAnswer(let text): return catalog.text("own.problem.before", shown(text))
    case .emptyAnswer: return catalog.text("own.problem.emptyAnswer")
    case .noRightAnswer: return catalog.text("own.problem.noRight")
    case .tooFewOptions: return catalog.text("own.problem.fewOptions")
    case .tooManyOptions(let limit): return catalog.text("own.problem.manyOptions", limit)
    case .badWeight(let text): return catalog.text("own.problem.weight", shown(text))
    case .badNumber(let text): return catalog.text("own.problem.number", shown(text))
    case .badRange(let text): return catalog.text("own.problem.range", shown(text))
    case .matchingMixed: return catalog.text("own.problem.matchingMixed")
    case .matchingTooFew: return catalog.text("own.problem.matchingFew")
    case .tooManyFeedbacks: return catalog.text("own.problem.feedbacks")
    case .emptyCategory: return catalog.text("own.problem.category")
    case .tooManyQuestions(let limit): return catalog.text("own.problem.tooMany", limit)
    case .noQuestions: return catalog.text("own.problem.none")
    }
  }
}
