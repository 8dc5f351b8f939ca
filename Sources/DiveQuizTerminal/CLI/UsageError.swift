import DiveQuizCore

/// A mistake on the command line: reported with the usage line and exit status 64.
package enum UsageError: Error, Equatable, Sendable {
  case unknownOption(String)
  case missingValue(option: String)
  case badValue(option: String, value: String, expected: String)
  case unexpectedArgument(String)
  /// `divequiz shwo 5`: the first word is no command; `suggestion` is the nearest one.
  case unknownCommand(String, suggestion: String?)
  case unknownLanguage(String, available: [String])
  /// `--edition` or `DIVEQUIZ_EDITION` names an edition the rulebook does not hold.
  case edition(EditionError)
}

extension UsageError: UserFacingError {
  package func message(_ catalog: Catalog) -> String {
    switch self {
    // Every value echoed comes from the command line: escaped and cut to a sane length.
    case .unknownOption(let option):
      return catalog.text("cli.unknownOption", Sanitizer.visible(option))
    case .missingValue(let option):
      return catalog.text("cli.missingValue", Sanitizer.visible(option))
    case .badValue(let option, let value, let expected):
      return catalog.text(
        "cli.badValue", Sanitizer.visible(option), Sanitizer.visible(value), expected)
    case .unexpectedArgument(let word):
      return catalog.text("cli.unexpectedArgument", Sanitizer.visible(word))
    case .unknownCommand(let word, let suggestion?):
      return catalog.text("cli.unknownCommandSuggest", Sanitizer.visible(word), suggestion)
    case .unknownCommand(let word, nil):
      return catalog.text("cli.unknownCommand", Sanitizer.visible(word))
    case .unknownLanguage(let code, let available):
      return catalog.text(
        "error.unknownLanguage", Sanitizer.visible(code), available.joined(separator: ", "))
    case .edition(let error):
      return error.message(catalog)
    }
  }
}
