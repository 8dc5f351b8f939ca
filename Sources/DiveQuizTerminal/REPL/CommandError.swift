import DiveQuizCore

/// Why a line could not be read as a command.
package enum CommandError: Error, Equatable, Sendable {
  /// The first word is no command; `suggestion` is the nearest one, if close.
  case unknownCommand(String, suggestion: String?)
  /// A word the command does not accept.
  case badArgument(command: String, argument: String)
  case missingArgument(command: String)
  /// A word the command does not accept, near one it does (`quiz 5 rule` → `rules`).
  case nearArgument(command: String, argument: String, suggestion: String)
  /// A keyword that takes a name (`judge`) with none after it.
  case missingName(command: String, after: String)
  case badNumber(command: String, argument: String)
  /// A date not written `YYYY-MM-DD` (or a day that does not exist).
  case badDate(command: String, argument: String)
  /// `dive` or `dives` words that name no dive, height or filter.
  case dive(DiveInputError)
  /// `score` words that make no panel.
  case score(ScoreInputError)
}

extension CommandError: UserFacingError {
  package func message(_ catalog: Catalog) -> String {
    switch self {
    case .unknownCommand(let word, let suggestion):
      let visible = Sanitizer.visible(word)
      if let suggestion {
        return catalog.text("repl.unknownCommandSuggest", visible, suggestion)
      }
      return catalog.text("repl.unknownCommand", visible)
    case .badArgument(let command, let argument):
      return catalog.text("repl.badArgument", command, Sanitizer.visible(argument))
    case .missingArgument(let command):
      return catalog.text("repl.missingArgument", command)
    case .nearArgument(let command, let argument, let suggestion):
      return catalog.text(
        "repl.badArgumentSuggest", command, Sanitizer.visible(argument), suggestion)
    case .missingName(let command, let keyword):
      return catalog.text("repl.missingName", command, keyword)
    case .badNumber(let command, let argument):
      return catalog.text("repl.badNumber", command, Sanitizer.visible(argument))
    case .badDate(let command, let argument):
      return catalog.text("repl.badDate", command, Sanitizer.visible(argument))
    case .dive(let error): return error.message(catalog)
    case .score(let error): return error.message(catalog)
    }
  }
}
