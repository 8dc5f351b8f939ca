import DiveQuizCore

/// The words that start a command: the one list the parser, the help and the command line read.
package enum CommandName: String, CaseIterable, Sendable {
  case quiz, exam, lang, edition, penalties, show, search, dive, dives, score, judge, history
  case review, report, export
  case `import`, save, progress, due, trainees, settings, clear, help, quit
  case rulebook, checklist, rule

  /// Reads a typed word, aliases included (`exit`, `?`); case does not matter.
  package init?(word: String) {
    switch word.lowercased() {
    case "exit": self = .quit
    case "?": self = .help
    default:
      guard let name = CommandName(rawValue: word.lowercased()) else { return nil }
      self = name
    }
  }

  /// Commands that also run as `divequiz NAME …` and leave: those that start nothing
  /// interactive.
  package var isSubcommand: Bool {
    switch self {
    case .penalties, .show, .search, .help, .history, .review, .report, .export, .`import`,
      .progress, .due, .edition, .trainees, .settings, .dive, .dives, .score, .rulebook,
      .checklist, .rule:
      return true
    case .quiz, .exam, .lang, .judge, .save, .clear, .quit:
      return false
    }
  }

  /// Every word a user may type first, for suggestions ("serch" → "search").
  package static var words: [String] { allCases.map(\.rawValue) }

  /// The words a mistyped first word is compared with: every command word and the `exit`
  /// alias, so `exti` is one swap from `exit` rather than two letters from `exam`.
  package static var suggestible: [String] { words + ["exit"] }

  /// The words `divequiz WORD` runs and leaves with, for suggestions on the command line.
  package static var subcommandWords: [String] {
    allCases.filter(\.isSubcommand).map(\.rawValue) + ["check"]
  }
}
