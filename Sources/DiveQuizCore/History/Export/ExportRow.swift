/// The cells of one exported question: the quiz's fields repeated, then what was asked,
/// chosen and expected for every kind of question, and the penalty's description and rules.
///
/// Column names are stable English identifiers (the README lists them) so that scripts and
/// spreadsheet formulas keep working whatever the language of the texts in the cells.
package enum ExportRow {
  package static let columns = [
    "quiz_id", "judge", "judge_recorded", "kind", "status", "start", "end", "languages", "filters",
    "seed", "edition", "quiz_size", "quiz_score", "quiz_max", "quiz_percent", "quiz_passed",
    "time_limit_minutes", "sheet",
    "question", "penalty_id", "question_kind", "asked", "chosen", "correct", "skipped",
    "chosen_sanction", "chosen_owners", "correct_sanction", "correct_owners", "chosen_rule",
    "correct_rule", "points", "seconds", "description", "rules", "ask", "options",
  ]

  /// The columns of `export … per quiz`: the quiz's own fields, then what its questions add
  /// up to.
  package static let quizColumns = Array(columns[0..<questionStart]) + summaryColumns + kindColumns
  package static let summaryColumns = [
    "answered", "right", "partly_right", "wrong", "skipped_questions", "seconds",
  ]

  /// Columns written as JSON numbers (and with a decimal comma in the spreadsheet form).
  package static let numeric: Set<String> = [
    "seed", "quiz_size", "quiz_score", "quiz_max", "quiz_percent", "time_limit_minutes",
    "question", "penalty_id", "chosen_sanction", "correct_sanction", "points", "seconds",
  ]

  /// Columns written as JSON `true` / `false`.
  package static let boolean: Set<String> = ["quiz_passed", "skipped"]

  /// Columns with decimals: the ones the spreadsheet form writes with a comma.
  package static let decimal: Set<String> = ["quiz_percent", "seconds"]

  /// Columns whose cells this program makes from numbers and codes, never from a file's text,
  /// so they need no quoting or other cell safety. `chosen`, `correct` and `ask` are not among
  /// them: for a dive, DD, award or score question they are the stored text, which an
  /// imported history may fill with a formula or escape sequences.
  static let generated: Set<String> = [
    "sheet", "question", "penalty_id", "question_kind", "skipped", "chosen_sanction",
    "chosen_owners", "correct_sanction", "correct_owners", "points", "seconds",
  ]

  /// Where the quiz's cells end and where the penalty's (description, rules) begin.
  static let questionStart = 18
  static let penaltyStart = 33

  /// The fields every row of a quiz repeats: `shown` is the trainee's name as every list
  /// shows it (one per person, for a pivot table), then the name as the quiz recorded it.
  ///
  /// `sheet` is the quiz's place on the exam sheet of the export's seed: `ranked`, `retake`
  /// or `practice`; empty without a seed.
  static func quizCells(
    _ record: QuizRecord, shown: String? = nil, sheet: String = "", time: LocalTime = .utc
  ) -> [String] {
    [
      record.id, shown ?? NameKey.tidy(record.judge), record.judge, record.kind.word,
      record.status.rawValue, time.iso(record.start), time.iso(record.end),
      record.languages.joined(separator: ";"),
      record.filters.joined(separator: ";"), String(record.seed), record.edition.text,
      String(record.size), String(record.score), String(record.maximum),
      Tenths.format(record.percentage), String(record.passed), record.limit.map(String.init) ?? "",
      sheet,
    ]
  }

  /// The cells of question `index` (0-based) after the quiz's own, up to the penalty's.
  ///
  /// - Parameter askedSanction: what a sanction question asks, in the current language.
  static func questionCells(
    _ question: QuizRecord.Question, index: Int, askedSanction: String, catalog: Catalog
  ) -> [String] {
    var asked = askedSanction
    var chosen = ""
    var correct = question.correct.typed
    var chosenRule = ""
    var correctRule = ""
    switch question.extra {
    case nil:
      chosen = question.chosen?.typed ?? ""
    case .rules(let options, let right, let picked)?:
      asked = options.enumerated().map { Prompt.letter($0.offset) + ") " + $0.element }
        .joined(separator: "; ")
      if let picked, options.indices.contains(picked) {
        chosen = Prompt.letter(picked)
        chosenRule = options[picked]
      }
      correct = Prompt.letter(right)
      correctRule = options.indices.contains(right) ? options[right] : ""
    case .trueFalse(let claim, let isTrue, let said)?:
      asked = claim.statement(catalog)
      chosen = said.map { String($0) } ?? ""
      correct = String(isTrue)
    case .choice?, .score?, .scenario?, .bank?, .own?:
      if let answer = question.kindAnswer {
        asked = answer.asked
        chosen = answer.given ?? ""
        correct = answer.expected
      }
    }
    // A question about no penalty (dives, DDs, awards, scores) has no penalty and no key of
    // one: its cells stay empty rather than show the placeholder stored in their place.
    let aboutPenalty = question.penalty != nil
    return [
      String(index + 1), aboutPenalty ? String(question.penaltyID) : "", question.kind.rawValue,
      asked, chosen, correct, String(chosen.isEmpty),
      question.chosen.map { String($0.sanction.rawValue) } ?? "",
      question.chosen.map { $0.owners.code } ?? "",
      aboutPenalty ? String(question.correct.sanction.rawValue) : "",
      aboutPenalty ? question.correct.owners.code : "", chosenRule,
      correctRule, String(question.points), Tenths.format(question.seconds),
    ]
  }

  /// The penalty's description in the current language and its rule numbers.
  static func penaltyCells(_ id: Int, catalog: Catalog, rulebook: Rulebook) -> [String] {
    guard let penalty = rulebook.penalty(id: id) else { return ["", ""] }
    return [penalty.description(catalog), penalty.rules.joined(separator: "; ")]
  }
}
