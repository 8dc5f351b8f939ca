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
      return .success(.judge(arguments.isEmpty ? nil : arguments.joined(separator: " ")))
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
        query.edition = Edition.currentID(ofStored: text)
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

  /// The words `quiz` (or `exam`) reads besides numbers and dive filters' ranges: what a
  /// mistyped word is compared with.
  static func planWords(exam: Bool) -> [String] {
    QuestionKind.allCases.filter { $0 != .sanction }.map(\.rawValue) + ["mixed", "seed"]
      + (exam ? ["time"] : ["focus", "due"]) + Completer.filters
      + DiveGroup.allCases.map(\.word) + DiveHeight.allCases.map(\.rawValue)
      + BankChapter.allCases.map(\.rawValue)
  }

  /// A word not understood, with the nearest of `near` when one is close (`rule` → `rules`).
  /// A known word in a place it cannot stand (`due focus`) is refused without a suggestion:
  /// offering the same word back would only loop.
  static func refused(_ word: String, command: String, near words: [String]) -> CommandError {
    guard word.contains(where: \.isLetter),
      let suggestion = EditDistance.nearest(to: word, in: words),
      suggestion.lowercased() != word.lowercased()
    else { return .badArgument(command: command, argument: word) }
    return .nearArgument(command: command, argument: word, suggestion: suggestion)
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
        // 0 or less is refused when the quiz is drawn, with the edition's range.
        plan.count = number
      } else if let kind = QuestionKind(rawValue: word.lowercased()), kind != .sanction {
        plan.kind = kind
      } else if word.lowercased() == "focus", command == "quiz", !plan.due {
        plan.focus = true
      } else if word.lowercased() == "due", command == "quiz", !plan.focus {
        // One schedule at a time: the weak spots' boxes or the memory model's due days.
        plan.due = true
      } else if word.lowercased() == "time", command == "exam" {
        guard index < arguments.count else { return .failure(.missingArgument(command: command)) }
        guard let minutes = Int(arguments[index]), (1...600).contains(minutes) else {
          return .failure(.badNumber(command: command, argument: arguments[index]))
        }
        plan.minutes = minutes
        index += 1
      } else if let filter = QuizFilter(word: word) {
        if !plan.filters.contains(filter) { plan.filters.append(filter) }
      } else if plan.count != nil || Int(word) == nil, let chapters = BankChapter.named(word) {
        // A chapter of the rulebook bank (`statement`, `programme`, `6`): a rulebook quiz.
        for chapter in chapters where !plan.chapters.contains(chapter) {
          plan.chapters.append(chapter)
        }
      } else if word.lowercased() == "mixed" {
        plan.mixed = true
      } else if case .success = DiveFilter.parse([word]) {
        if !plan.diveWords.contains(word.lowercased()) { plan.diveWords.append(word.lowercased()) }
      } else {
        return .failure(refused(word, command: command, near: planWords(exam: command == "exam")))
      }
    }
    // A chapter asks the bank; `referee` and `synchro`, filters of the penalty kinds too,
    // name chapters in a rulebook quiz.
    if !plan.chapters.isEmpty, plan.kind == .sanction, !plan.mixed { plan.kind = .rulebook }
    if plan.kind == .rulebook, !plan.mixed {
      plan.filters.removeAll { filter in
        guard let chapter = BankChapter.named(filter.word)?.first else { return false }
        if !plan.chapters.contains(chapter) { plan.chapters.append(chapter) }
        return true
      }
    }
    // The schedule draws what it can ask by item: the kinds drawn one penalty each, and the
    // Part Four questions by their ids.
    if plan.due, !plan.drawsPenaltiesOnly, plan.mixed || plan.kind != .rulebook {
      return .failure(
        .badArgument(command: command, argument: plan.mixed ? "mixed" : plan.kind.rawValue))
    }
    return plan.misplacedFilter.map { .failure(.badArgument(command: command, argument: $0)) }
      ?? .success(plan)
  }
}
