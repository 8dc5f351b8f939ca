/// Reads a command from a line: one pure function, so every path is testable without a console.
public enum CommandParser {
  /// Splits on spaces and tabs; nothing else is special, so scripts need no quoting rules.
  public static func words(of line: String) -> [String] {
    line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
  }

  /// Parses one line. An empty line is `nil` (the REPL just asks again).
  public static func parse(_ line: String) -> Result<Command, CommandError>? {
    let words = words(of: line)
    guard !words.isEmpty else { return nil }
    return parse(words: words)
  }

  /// Parses already-split words (the subcommand form, `divequiz show 3`).
  public static func parse(words: [String]) -> Result<Command, CommandError> {
    guard let first = words.first else { return .failure(.missingArgument(command: "")) }
    let name = first.lowercased()
    let arguments = Array(words.dropFirst())
    switch name {
    case "help", "?":
      guard arguments.count <= 1 else {
        return .failure(.badArgument(command: name, argument: arguments[1]))
      }
      return .success(.help(topic: arguments.first?.lowercased()))
    case "quit", "exit":
      if let extra = arguments.first {
        return .failure(.badArgument(command: name, argument: extra))
      }
      return .success(.quit)
    case "lang":
      guard arguments.count <= 1 else {
        return .failure(.badArgument(command: name, argument: arguments[1]))
      }
      return .success(.language(arguments.first))
    case "quiz":
      return parsePlan(arguments, command: name).map(Command.quiz)
    case "penalties":
      var filters: [QuizFilter] = []
      for word in arguments {
        guard let filter = QuizFilter(word: word) else {
          return .failure(.badArgument(command: name, argument: word))
        }
        filters.append(filter)
      }
      return .success(.penalties(filters))
    case "show":
      guard let word = arguments.first else { return .failure(.missingArgument(command: name)) }
      guard arguments.count == 1 else {
        return .failure(.badArgument(command: name, argument: arguments[1]))
      }
      let digits = word.hasPrefix("#") ? String(word.dropFirst()) : word
      guard let id = Int(digits) else { return .failure(.badNumber(command: name, argument: word)) }
      return .success(.show(id))
    case "search":
      guard !arguments.isEmpty else { return .failure(.missingArgument(command: name)) }
      return .success(.search(arguments.joined(separator: " ")))
    default:
      let suggestion = EditDistance.nearest(to: name, in: Command.words.filter { $0 != "exit" })
      return .failure(.unknownCommand(first, suggestion: suggestion))
    }
  }

  /// `[N] [FILTER…] [seed S]`, in any order.
  static func parsePlan(_ arguments: [String], command: String) -> Result<QuizPlan, CommandError> {
    var plan = QuizPlan()
    var index = 0
    while index < arguments.count {
      let word = arguments[index]
      index += 1
      if word.lowercased() == "seed" {
        guard index < arguments.count else { return .failure(.missingArgument(command: command)) }
        guard let seed = UInt64(arguments[index]) else {
          return .failure(.badNumber(command: command, argument: arguments[index]))
        }
        plan.seed = seed
        index += 1
      } else if let number = Int(word), plan.count == nil {
        guard number >= 1 else { return .failure(.badNumber(command: command, argument: word)) }
        plan.count = number
      } else if let filter = QuizFilter(word: word) {
        if !plan.filters.contains(filter) { plan.filters.append(filter) }
      } else {
        return .failure(.badArgument(command: command, argument: word))
      }
    }
    return .success(plan)
  }
}
