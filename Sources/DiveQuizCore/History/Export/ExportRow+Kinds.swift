/// The per-kind columns of `export … per quiz`, after the quiz's totals: for every kind of
/// question, in `QuestionKind` order, how many the quiz holds and the points they scored
/// (`dd_questions`, `dd_points`), 0 for a kind it does not hold, so every row has every column
/// and a spreadsheet can sum a kind down the class. The maximum of a kind is its questions ×
/// `Grade.maximumPoints`.
extension ExportRow {
  package static let kindColumns = KindTally.kinds.flatMap {
    [$0.rawValue + "_questions", $0.rawValue + "_points"]
  }

  /// The cells of `kindColumns` for one quiz's tally.
  static func kindCells(_ tally: KindTally) -> [String] {
    KindTally.kinds.flatMap { kind -> [String] in
      let counts = tally.counts(of: kind)
      return [String(counts.questions), String(counts.points)]
    }
  }
}

/// The cells of the kinds about no penalty and the two last columns of a row per answer:
/// `ask`, how the question read its subject (`name`, `number`, `positions`, `dd`, `band`,
/// `range` for a multiple-choice question, `score`, or the scenario's case), and `options`,
/// the four options as stored (`a) 5251B; b) 5253B; …`).
extension ExportRow {
  /// Where `ask` and `options` begin, after the penalty's `description` and `rules`.
  static let kindStart = penaltyStart + 2

  static func kindCells(_ question: QuizRecord.Question) -> [String] {
    switch question.extra {
    case nil, .rules?, .trueFalse?:
      return ["", ""]
    case .choice(let choice, _)?:
      let options = choice.options.enumerated().map { Prompt.letter($0.offset) + ") " + $0.element }
      return [choice.ask.rawValue, options.joined(separator: "; ")]
    case .score?:
      return ["score", ""]
    case .scenario(let scenario)?:
      return [scenario.situation.rawValue, ""]
    case .bank(let question, _)?:
      // The chapter, so a spreadsheet sorts the rulebook questions by chapter; the options
      // as shown, by their keys in the bank.
      let options = question.order.indices.map {
        Prompt.letter($0) + ") " + (question.optionKey($0) ?? "")
      }
      return [question.chapter.rawValue, options.joined(separator: "; ")]
    }
  }

  /// `description` and `rules` of a question about no penalty: its subject in words in the
  /// current language (the dive's name, the band's), and no rule.
  static func subjectCells(
    _ question: QuizRecord.Question, catalog: Catalog, bankTexts: Catalog? = nil
  ) -> [String] {
    func dive(_ code: String) -> String {
      guard case .success(let query) = DiveQuery.parse([code]) else { return "" }
      return DiveName.text(query.number, position: query.position, catalog)
    }
    switch question.extra {
    case .choice(let choice, _)?:
      switch choice.ask {
      case .name, .number, .positions, .dd: return [dive(choice.subject), ""]
      case .range: return [AwardBand(rawValue: choice.subject)?.name(catalog) ?? "", ""]
      case .band: return ["", ""]
      }
    case .score(let score, _)?:
      return [score.dive.map(dive) ?? "", ""]
    case .bank(let question, _)?:
      // The question in the current language (the bank's table, else English) and the
      // numbers it was asked with.
      return [
        bankTexts?.lookup(question.id) ?? question.id, question.rules.joined(separator: "; "),
      ]
    default:
      return ["", ""]
    }
  }
}

extension ExportWriter {
  /// The end of a row about no penalty: its subject in words (see `ExportRow.subjectCells`).
  func subjectEnd(_ question: QuizRecord.Question) -> [UInt8] {
    Array(
      render(
        ExportRow.subjectCells(question, catalog: catalog, bankTexts: bankTexts),
        from: ExportRow.penaltyStart
      )
      .utf8)
  }
}
