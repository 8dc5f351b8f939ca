import DiveQuizCore

/// The dive, DD, award, score and scenario questions as text: what is asked, the options,
/// the answer read back, the key and, after a wrong score, the secretaries' working.
///
/// Every sentence is rebuilt from the question's fields in the language of the moment, so a
/// question switches language mid-quiz and a stored one replays in any language. Fields read
/// from a history file are shown through `Sanitizer`.
struct KindPresenter {
  let catalog: Catalog
  /// The edition the question was asked in: its rule citations follow it (`RuleReference`).
  let edition: EditionID
  /// The rulebook bank's texts in the language in use (nil: no bank question to show).
  var bankTexts: Catalog? = nil

  /// The bank's questions as text.
  var bank: BankPresenter { BankPresenter(catalog: catalog, texts: bankTexts ?? .keysOnly) }

  /// Instructors' own questions as text.
  var own: OwnPresenter { OwnPresenter(catalog: catalog) }

  /// `Dives`, `Score`, `Scenario`…: the kind as a header names it.
  func label(_ kind: QuestionKind) -> String { catalog.text("kinds.kind.\(kind.rawValue)") }

  /// The statement of a question of these kinds (for a scenario, without the sanction menu,
  /// which the sanction question's presenter adds); empty for the penalty kinds.
  func body(_ prompt: Prompt) -> [String] {
    switch prompt {
    case .sanction, .rules, .trueFalse:
      return []
    case .choice(let question):
      var lines = [statement(question), ""]
      for index in question.options.indices {
        lines.append("  \(Self.label(question, index))  " + option(question, index))
      }
      let choose: String
      switch question.ask {
      case .dd: choose = "kinds.choose.dd"
      case .positions: choose = "kinds.choose.positions"
      default: choose = "kinds.choose"
      }
      lines.append(catalog.text(choose))
      return lines
    case .score(let question):
      return score(question) + [catalog.text("kinds.score.ask")]
    case .scenario(let question):
      return scenario(question)
    case .bank(let question):
      return bank.body(question)
    case .own(let question):
      return own.body(question)
    }
  }

  /// One line that names the question, for lists of mistakes and the review.
  func headline(_ prompt: Prompt) -> String {
    switch prompt {
    case .sanction, .rules, .trueFalse: return ""
    case .choice(let question): return statement(question)
    case .score(let question):
      return catalog.text(
        "kinds.score.headline", number(Tenths.format(tenths: question.request.degree)),
        question.request.panel.judges)
    case .scenario(let question): return situation(question)
    case .bank(let question): return bank.text(question.id)
    case .own(let question): return own.headline(question)
    }
  }

  // MARK: - Multiple choice

  func statement(_ question: ChoiceQuestion) -> String {
    let subject = Sanitizer.visible(question.subject, limit: 16)
    switch question.ask {
    case .name: return catalog.text("kinds.ask.name", subject)
    case .number: return catalog.text("kinds.ask.number", diveName(question.subject))
    case .positions:
      return catalog.text(
        "kinds.ask.positions", subject, diveName(question.subject), cite(.twistPositions))
    case .dd:
      return catalog.text(
        "kinds.ask.dd", subject, diveName(question.subject),
        question.height.map(metres) ?? "?")
    case .band: return catalog.text("kinds.ask.band", number(question.subject), cite(.awardBands))
    case .range:
      let band = AwardBand(rawValue: question.subject)?.name(catalog) ?? subject
      return catalog.text("kinds.ask.range", band, cite(.awardBands))
    }
  }

  /// What names option `index`: a letter, except where the options are positions, whose own
  /// letters A–D would clash with option letters a)–d) (typing D for free would pick option d):
  /// those options are numbered.
  static func label(_ question: ChoiceQuestion, _ index: Int) -> String {
    question.ask == .positions ? String(index + 1) : Prompt.letter(index)
  }

  /// Option `index` as shown: a dive's name or number, positions with their words, a DD,
  /// a band's word, a range of awards.
  func option(_ question: ChoiceQuestion, _ index: Int) -> String {
    guard question.options.indices.contains(index) else { return "?" }
    let stored = question.options[index]
    switch question.ask {
    case .name: return diveName(stored)
    case .number: return Sanitizer.visible(stored, limit: 16)
    case .positions:
      let positions = stored.compactMap { DivePosition(rawValue: String($0)) }
      guard positions.count == stored.count else { return Sanitizer.visible(stored, limit: 8) }
      return positions.map(\.rawValue).joined(separator: ", ") + " ("
        + positions.map { $0.name(catalog) }.joined(separator: catalog.text("score.listSeparator"))
        + ")"
    case .dd: return number(stored)
    case .band: return AwardBand(rawValue: stored)?.name(catalog) ?? Sanitizer.visible(stored)
    case .range:
      guard let band = AwardBand(range: stored) else { return Sanitizer.visible(stored) }
      let halves = band.halves
      // 10 and 0, as the rule prints the bands of one award.
      if halves.count == 1 { return String(halves.lowerBound / 2) }
      return catalog.text(
        "kinds.range", number(Award.format(halves.lowerBound)),
        number(Award.format(halves.upperBound)))
    }
  }

  // MARK: - Scores

  /// The dive, the panel line by line (a dash for a missing award) and the penalty.
  func score(_ question: ScoreQuestion) -> [String] {
    let request = question.request
    var lines: [String] = []
    let degree = number(Tenths.format(tenths: request.degree))
    if let dive = question.dive, let height = question.height {
      lines.append(
        catalog.text(
          "kinds.score.dive", Sanitizer.visible(dive, limit: 16), diveName(dive), metres(height)))
    }
    let groups = ScoreRecord.groups(request.panel)
    let names: [ScoreSheet.Line] =
      groups.count == 1 ? [.panel] : [.diver1, .diver2, .synchronisation]
    let panelKey = groups.count == 1 ? "score.panel.individual" : "score.panel.synchro"
    lines.append(catalog.text(panelKey, request.panel.judges, degree))
    for (name, group) in zip(names, groups) {
      let awards = group.map { $0.map { number(Award.format($0)) } ?? "—" }
      lines.append(
        "  " + catalog.text("score.line.label", catalog.text("score.line.\(name.rawValue)")) + " "
          + awards.joined(separator: "  "))
    }
    if groups.contains(where: { $0.contains(nil) }) {
      lines.append(catalog.text("kinds.score.missing"))
    }
    switch request.penalty {
    case .maximum(let cap)?:
      lines.append(catalog.text("score.penalty.maximum", number(Award.format(cap))))
    case .deduct(let points)?:
      lines.append(catalog.text("score.penalty.deduct", number(Award.format(points))))
    case nil: break
    }
    return lines
  }

  /// The expected score and the sheet that gives it.
  func working(_ question: ScoreQuestion) -> [String] {
    var lines = [
      catalog.text("kinds.score.expected", number(Decimals.format(hundredths: question.expected)))
    ]
    if let sheet = question.sheet {
      lines += ScorePresenter(catalog: catalog, edition: edition).sheet(sheet).split(
        separator: "\n"
      ).map {
        "  " + $0
      }
    }
    return lines
  }

  // MARK: - Scenarios

  func scenario(_ question: ScenarioQuestion) -> [String] {
    let synchro = [.synchroNumber, .synchroPosition, .synchroEarly].contains(question.situation)
    return [
      catalog.text(
        synchro ? "kinds.scenario.event.synchro" : "kinds.scenario.event.individual",
        metres(question.height)),
      situation(question),
    ]
  }

  /// What happened, in words.
  func situation(_ question: ScenarioQuestion) -> String {
    let key = "kinds.scenario.\(question.situation.rawValue)"
    let announced = Sanitizer.visible(question.announced, limit: 16)
    let name = diveName(question.announced)
    let performed = question.performed ?? ""
    switch question.situation {
    case .position, .partPosition, .synchroPosition:
      let position = performed.last.flatMap { DivePosition(rawValue: String($0)) }
      return catalog.text(
        key, announced, name, position?.name(catalog) ?? Sanitizer.visible(performed))
    case .number, .synchroNumber:
      return catalog.text(
        key, announced, name, Sanitizer.visible(performed, limit: 16), diveName(performed))
    case .feetFirst, .headFirst, .flyingOne, .flyingMore, .synchroEarly:
      return catalog.text(key, announced, name)
    }
  }

  // MARK: - Answers

  /// The reply as read back; nil for the penalty kinds (their presenter says it).
  func describe(_ reply: Reply?, prompt: Prompt) -> String? {
    switch (prompt, reply) {
    case (.choice(let question), .option(let index)?):
      return Self.label(question, index) + ") " + option(question, index)
    case (.score, .number(let hundredths)?):
      return number(Decimals.format(hundredths: hundredths))
    case (.bank(let question), let reply):
      return bank.describe(question.key(of: reply), question)
    case (.own(let question), .text(let given)?):
      return own.describe(given, question)
    default:
      return nil
    }
  }

  /// The right answer; nil for the penalty and scenario kinds (the sanction key says it).
  func key(_ prompt: Prompt) -> String? {
    switch prompt {
    case .choice(let question):
      return Self.label(question, question.correct) + ") " + option(question, question.correct)
    case .score(let question): return number(Decimals.format(hundredths: question.expected))
    case .bank(let question): return bank.describe(question.key, question)
    case .own(let question):
      return question.numberKey.map { Sanitizer.visible($0, limit: 60) }
        ?? own.describe(question.expected, question)
    default: return nil
    }
  }

  // MARK: - Words

  /// A rule as the question's edition cites it.
  func cite(_ topic: RuleReference.Topic) -> String {
    RuleReference(topic, edition: edition).text(catalog)
  }

  /// A stored dive code's name (`Back 2½ Somersaults 1½ Twists, Pike`), `?` if it is none.
  func diveName(_ code: String) -> String {
    guard case .success(let query) = DiveQuery.parse([code]) else { return "?" }
    return DiveName.text(query.number, position: query.position, catalog)
  }

  func metres(_ height: DiveHeight) -> String { number(height.metres) }

  /// A number written with a point, in the language's way (`3,3`).
  func number(_ plain: String) -> String {
    LocalDecimal.text(Sanitizer.visible(plain, limit: 16), catalog)
  }
}
