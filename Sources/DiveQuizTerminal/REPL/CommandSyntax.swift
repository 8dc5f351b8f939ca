import DiveQuizCore

/// One command's entry in `CommandGrammar`: how it is typed, whether it runs as a
/// subcommand, where help explains it and the words that may follow it.
package struct CommandSyntax: Sendable {
  package var name: CommandName
  /// Other words that start the command (`exit`, `?`): read, not offered by Tab.
  package var aliases: [String]
  /// Also runs as `divequiz NAME …` and leaves: it starts nothing interactive.
  package var isSubcommand: Bool
  /// The words after the command word.
  package var slots: [ArgumentSlot]
  /// Words at the first place that open a grammar of their own (`export questions FORMAT`,
  /// `trainees rename OLD to NEW`): the slots after such a word, counted from it.
  package var branches: [String: [ArgumentSlot]]
  /// Keys `help COMMAND` prints after the command's own detail.
  package var moreHelp: [String]

  package init(
    _ name: CommandName, aliases: [String] = [], subcommand: Bool, slots: [ArgumentSlot] = [],
    branches: [String: [ArgumentSlot]] = [:], moreHelp: [String] = []
  ) {
    self.name = name
    self.aliases = aliases
    self.isSubcommand = subcommand
    self.slots = slots
    self.branches = branches
    self.moreHelp = moreHelp
  }

  /// The line `help` lists the command with.
  package var summaryKey: String { "help.\(name.rawValue)" }

  /// What `help COMMAND` prints, in order.
  package var detailKeys: [String] { ["help.\(name.rawValue).detail"] + moreHelp }

  /// The slots that apply after `words` (the words typed after the command): a branch's once
  /// its word stands first, with the words counted from after it.
  package func grammar(after words: [String]) -> (slots: [ArgumentSlot], words: [String]) {
    guard let first = words.first?.lowercased(), let branch = branches[first] else {
      return (slots, words)
    }
    return (branch, Array(words.dropFirst()))
  }

  /// The slot holding a keyword's value (`seed` → its number), if the keyword takes one.
  package static func valueSlot(of keyword: String, in slots: [ArgumentSlot]) -> ArgumentSlot? {
    slots.first { $0.place == .after(keyword.lowercased()) }
  }
}
