import DiveQuizCore

/// `dive`, `dives` and `score`: their words are read by the dive and score types themselves.
extension CommandParser {
  static func parseDives(_ command: CommandName, _ arguments: [String]) -> Result<
    Command, CommandError
  > {
    switch command {
    case .dive:
      return DiveQuery.parse(arguments).map(Command.dive).mapError(CommandError.dive)
    case .dives:
      return DiveFilter.parse(arguments).map(Command.dives).mapError(CommandError.dive)
    default:
      return ScoreRequest.parse(arguments).map(Command.score).mapError(CommandError.score)
    }
  }
}
