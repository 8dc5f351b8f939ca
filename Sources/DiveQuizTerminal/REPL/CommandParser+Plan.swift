import DiveQuizCore

/// `quiz` and `exam` words: the plan they describe, and the nearest word to one not understood.
extension CommandParser {
  /// The words `quiz` (or `exam`) reads besides numbers and dive filters' ranges: what a
  /// mistyped word is compared with.
  static func planWords(exam: Bool) -> [String] {
    CommandGrammar.syntax(of: exam ? .exam : .quiz).slots.flatMap(\.words)
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
      } else if plan.kind == .own, !plan.mixed,
        !["focus", "due", "time", "mixed"].contains(word.lowercased())
      {
        // A category of the own sets (`$CATEGORY:` words): checked when the quiz is drawn.
        if !plan.categories.contains(word) { plan.categories.append(word) }
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
    // In an own quiz every filter word is a category (`referee` names one there too).
    if plan.kind == .own, !plan.mixed {
      for filter in plan.filters where !plan.categories.contains(filter.word) {
        plan.categories.append(filter.word)
      }
      for chapter in plan.chapters where !plan.categories.contains(chapter.rawValue) {
        plan.categories.append(chapter.rawValue)
      }
      plan.filters = []
      plan.chapters = []
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
