import DiveQuizCore

/// Reads a command from a line: one pure function, so every path is testable without a console.
package enum CommandParser {
  /// Splits on spaces and tabs; nothing else is special, so scripts need no quoting rules.
  package static func words(of line: String) -> [String] {
    line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
  }

  /// Parses one line. An empty line is `nil` (the REPL just asks again).
  package static func parse(_ line: String) -> Result<Command, CommandError>? {
    let words = words(of: line)
    guard !words.isEmpty else { return nil }
    return parse(words: words)
  }

  /// Parses already-split words (the subcommand form, `divequiz show 3`). With
  /// `separateArguments` each word is one argument, as the shell passed it: `trainees merge
  /// "Eve" "Dan" into "Anne"` names two trainees.
  package static func parse(words: [String], separateArguments: Bool = false) -> Result<
    Command, CommandError
  > {
    guard let first = words.first else { return .failure(.missingArgument(command: "")) }
    guard let command = CommandName(word: first) else {
      let suggestion = EditDistance.nearest(to: first.lowercased(), in: CommandName.suggestible)
      return .failure(.unknownCommand(first, suggestion: suggestion))
    }
    let name = first.lowercased()
    let arguments = Array(words.dropFirst())
    switch command {
    case .help:
      return atMostOne(arguments, name).map { .help(topic: $0?.lowercased()) }
    case .quit:
      return nothingAfter(arguments, name, .quit)
    case .lang:
      return atMostOne(arguments, name).map(Command.language)
    case .edition:
      return atMostOne(arguments, name).map(Command.edition)
    case .quiz:
      return parsePlan(arguments, command: name).map(Command.quiz)
    case .exam:
      return parsePlan(arguments, command: name).map {
        var plan = $0
        plan.exam = true
        return .quiz(plan)
      }
    case .penalties:
      var filters: [QuizFilter] = []
      for word in arguments {
        guard let filter = QuizFilter(word: word) else {
          return .failure(.badArgument(command: name, argument: word))
        }
        filters.append(filter)
      }
      return .success(.penalties(filters))
    case .show:
      guard let word = arguments.first else { return .success(.show(nil)) }
      guard arguments.count == 1 else {
        return .failure(.badArgument(command: name, argument: arguments[1]))
      }
      let digits = word.hasPrefix("#") ? String(word.dropFirst()) : word
      guard let id = Int(digits) else { return .failure(.badNumber(command: name, argument: word)) }
      return .success(.show(id))
    case .search:
      guard !arguments.isEmpty else { return .failure(.missingArgument(command: name)) }
      return .success(.search(arguments.joined(separator: " ")))
    case .judge:
      return .success(.judge(arguments.isEmpty ? nil : unquoted(arguments.joined(separator: " "))))
    case .trainees:
      return parseTrainees(arguments, command: name, separate: separateArguments)
    case .history:
      var json = false
      let rest = arguments.filter { word in
        guard word == "--json" else { return true }
        json = true
        return false
      }
      return parseQuery(rest, command: name).map { .history($0, json: json) }
    case .report:
      return parseReport(arguments, command: name)
    case .progress:
      guard !arguments.isEmpty else { return .success(.progress(nil)) }
      guard arguments.first?.lowercased() == "judge", arguments.count > 1 else {
        return .failure(.badArgument(command: name, argument: arguments[0]))
      }
      return .success(.progress(arguments.dropFirst().joined(separator: " ")))
    case .review:
      guard arguments.count > 1 else { return .success(.review(arguments.first)) }
      // `review ID judge NAME` or `review ID DATE`: two quizzes imported with one id.
      var rest = Array(arguments.dropFirst())
      if rest.first?.lowercased() == "judge" { rest.removeFirst() }
      guard !rest.isEmpty else { return .failure(.missingArgument(command: name)) }
      return .success(.review(arguments[0], among: rest.joined(separator: " ")))
    case .export:
      if arguments.first?.lowercased() == QuestionExportRequest.word {
        return QuestionExportRequest.parse(Array(arguments.dropFirst()), command: name)
          .map(Command.exportQuestions)
      }
      return parseExport(arguments, command: name).map(Command.export)
    case .import:
      guard !arguments.isEmpty else { return .failure(.missingArgument(command: name)) }
      return .success(.importFiles(arguments))
    case .dive, .dives, .score:
      return parseDives(command, arguments)
    case .due:
      guard let word = arguments.first else { return .success(.due(json: false)) }
      guard word == "--json" else { return .failure(.badArgument(command: name, argument: word)) }
      return nothingAfter(Array(arguments.dropFirst()), name, .due(json: true))
    case .settings:
      return nothingAfter(arguments, name, .settings)
    case .clear:
      return nothingAfter(arguments, name, .clear)
    case .save:
      return atMostOne(arguments, name).map(Command.save)
    case .rulebook:
      return nothingAfter(arguments, name, .rulebook)
    case .checklist:
      var roles: [ChecklistDuty.Role] = []
      for word in arguments {
        guard let role = ChecklistDuty.Role(rawValue: word.lowercased()) else {
          return .failure(.badArgument(command: name, argument: word))
        }
        if !roles.contains(role) { roles.append(role) }
      }
      return .success(.checklist(roles.isEmpty ? ChecklistDuty.Role.allCases : roles))
    case .rule:
      guard let number = arguments.first else { return .failure(.missingArgument(command: name)) }
      guard arguments.count == 1, BankSearch.isRuleNumber(number) || Int(number) != nil else {
        return .failure(.badArgument(command: name, argument: arguments.last ?? number))
      }
      return .success(.rule(number))
    case .questions:
      return parseQuestions(arguments, command: name)
    }
  }

  /// `questions`, `questions add FILE [--lang CODE]`, `questions remove NAME`.
  static func parseQuestions(_ arguments: [String], command: String)
    -> Result<Command, CommandError>
  {
    guard let verb = arguments.first?.lowercased() else { return .success(.questions(.list)) }
    var rest = Array(arguments.dropFirst())
    switch verb {
    case "add":
      var language: String?
      if let index = rest.firstIndex(of: "--lang") {
        guard index + 1 < rest.count else { return .failure(.missingArgument(command: command)) }
        language = rest[index + 1]
        rest.removeSubrange(index...(index + 1))
      }
      guard let file = rest.first else { return .failure(.missingArgument(command: command)) }
      guard rest.count == 1 else {
        return .failure(.badArgument(command: command, argument: rest[1]))
      }
      return .success(.questions(.add(file: file, language: language)))
    case "remove":
      guard let name = rest.first else { return .failure(.missingArgument(command: command)) }
      guard rest.count == 1 else {
        return .failure(.badArgument(command: command, argument: rest[1]))
      }
      return .success(.questions(.remove(name)))
    default:
      return .failure(.badArgument(command: command, argument: arguments[0]))
    }
  }

  /// The one optional word a command takes (`help`, `lang`, `edition`, `save`); a second word
  /// is refused.
  private static func atMostOne(_ arguments: [String], _ command: String)
    -> Result<String?, CommandError>
  {
    guard arguments.count <= 1 else {
      return .failure(.badArgument(command: command, argument: arguments[1]))
    }
    return .success(arguments.first)
  }

  /// `parsed`, when the command (`quit`, `settings`) is given no word at all.
  private static func nothingAfter(_ arguments: [String], _ command: String, _ parsed: Command)
    -> Result<Command, CommandError>
  {
    guard let extra = arguments.first else { return .success(parsed) }
    return .failure(.badArgument(command: command, argument: extra))
  }

  /// `[judge NAME…] [since DATE] [until DATE] [last N] [seed S] [kind quiz|exam]
  /// [edition ID]`, in any order; a name runs until the next keyword, so
  /// `judge Anne Marie last 3` works.
  static func parseQuery(_ arguments: [String], command: String) -> Result<
    HistoryQuery, CommandError
  > {
    parseQuery(arguments, command: command, allowsFile: false).map(\.query)
  }

  /// The query, and with `allowsFile` one other word as the file to write: keywords are
  /// never taken for it, and a name ends before a word that looks like a file.
  static func parseQuery(_ arguments: [String], command: String, allowsFile: Bool)
    -> Result<(query: HistoryQuery, file: String?), CommandError>
  {
    var query = HistoryQuery()
    var file: String?
    var index = 0
    func value() -> String? {
      guard index < arguments.count else { return nil }
      defer { index += 1 }
      return arguments[index]
    }
    while index < arguments.count {
      let keyword = arguments[index].lowercased()
      index += 1
      switch QueryWord(rawValue: keyword) {
      case .judge:
        var name: [String] = []
        while index < arguments.count, !queryKeywords.contains(arguments[index].lowercased()) {
          if allowsFile, file == nil, !name.isEmpty, looksLikeFile(arguments[index]) { break }
          name.append(arguments[index])
          index += 1
        }
        guard !name.isEmpty else {
          return .failure(.missingName(command: command, after: QueryWord.judge.rawValue))
        }
        query.judge = unquoted(name.joined(separator: " "))
      case .since, .until:
        guard let text = value() else { return .failure(.missingArgument(command: command)) }
        guard let day = Timestamp.parseDay(text) else {
          return .failure(.badDate(command: command, argument: text))
        }
        if keyword == QueryWord.since.rawValue { query.since = day } else { query.until = day }
      case .last:
        guard let text = value() else { return .failure(.missingArgument(command: command)) }
        guard let count = Int(text), count > 0 else {
          return .failure(.badNumber(command: command, argument: text))
        }
        query.last = count
      case .seed:
        guard let text = value() else { return .failure(.missingArgument(command: command)) }
        guard let seed = UInt64(text) else {
          return .failure(.badNumber(command: command, argument: text))
        }
        query.seed = seed
      case .kind:
        guard let text = value() else { return .failure(.missingArgument(command: command)) }
        let kind = QuizKind(text.lowercased())
        guard QuizKind.known.contains(kind) else {
          return .failure(.badArgument(command: command, argument: text))
        }
        query.kind = kind
      case .attempt:
        guard command == "report" || command == "export" else {
          return .failure(.badArgument(command: command, argument: arguments[index - 1]))
        }
        guard let text = value() else { return .failure(.missingArgument(command: command)) }
        guard let rule = AttemptRule(rawValue: text.lowercased()) else {
          return .failure(.badArgument(command: command, argument: text))
        }
        query.attempt = rule
      case .edition:
        // Not checked against the rulebook: a history may hold editions it no longer has.
        guard let text = value() else { return .failure(.missingArgument(command: command)) }
        guard let edition = EditionID(typed: text) else {
          return .failure(.badArgument(command: command, argument: text))
        }
        query.edition = edition
      case nil:
        if allowsFile, file == nil {
          file = arguments[index - 1]
          continue
        }
        return .failure(.badArgument(command: command, argument: arguments[index - 1]))
      }
    }
    return .success((query, file))
  }
}
