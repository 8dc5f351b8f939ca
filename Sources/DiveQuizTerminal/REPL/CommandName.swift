import DiveQuizCore

/// The words that start a command, in the order `help` lists them. What each one takes is in
/// `CommandGrammar`, whose entry for every case the compiler asks for.
package enum CommandName: String, CaseIterable, Sendable {
  case quiz, exam, lang, edition, penalties, show, search, dive, dives, score, judge, history
  case review, report, export
  case `import`, save, progress, due, trainees, settings, clear, help, quit
  case rulebook, checklist, rule, questions

  /// Reads a typed word, aliases included (`exit`, `?`); case does not matter.
  package init?(word: String) {
    let lowered = word.lowercased()
    guard let name = CommandName(rawValue: lowered) ?? CommandGrammar.aliases[lowered] else {
      return nil
    }
    self = name
  }

  /// Commands that also run as `divequiz NAME …` and leave: those that start nothing
  /// interactive.
  package var isSubcommand: Bool { CommandGrammar.syntax(of: self).isSubcommand }

  /// Every word a user may type first, for suggestions ("serch" → "search").
  package static var words: [String] { allCases.map(\.rawValue) }

  /// The words a mistyped first word is compared with: every command word and the aliases
  /// spelt in letters, so `exti` is one swap from `exit` rather than two letters from `exam`.
  package static var suggestible: [String] {
    words + CommandGrammar.commands.flatMap(\.aliases).filter { $0.allSatisfy(\.isLetter) }
  }

  /// The words `divequiz WORD` runs and leaves with, for suggestions on the command line.
  package static var subcommandWords: [String] {
    allCases.filter(\.isSubcommand).map(\.rawValue) + ["check"]
  }
}
