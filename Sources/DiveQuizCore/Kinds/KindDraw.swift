#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Draws a quiz of the dive, DD, award, score or scenario kind, or of every kind in turn
/// (`mixed`). Sanction, rule-number and true-or-false quizzes keep `Draw`: their seeds give
/// the questions they always gave.
///
/// The dive catalogue is asked for only when a kind that needs it is drawn, so a quiz of
/// award bands, like start-up, never parses it.
package enum KindDraw {
  /// The most questions of one quiz of these kinds (questions are made, not picked from a
  /// list, so only patience bounds them).
  package static let maximumCount = 100

  /// What a focused mixed quiz leans on: the weight of each kind (higher: drawn more often)
  /// and each penalty's card.
  package struct Focus: Sendable {
    package var kindWeights: [QuestionKind: Int]
    package var cards: [Int: FocusSchedule.Card]
    package var now: Date

    package init(kindWeights: [QuestionKind: Int], cards: [Int: FocusSchedule.Card], now: Date) {
      self.kindWeights = kindWeights
      self.cards = cards
      self.now = now
    }
  }

  /// How many times a made question is drawn again when the quiz already asked it: a band of
  /// rule 8.1.1 has 7 subjects a side, so a short quiz would otherwise ask one twice.
  static let freshAttempts = 12

  /// How many draws `fresh` makes at most once `freshAttempts` found only questions already
  /// asked: a quiz sized to every subject of a kind (`quiz 28 awards`) must reach the last
  /// ones, which a uniform draw finds about once in 42 tries. The first `freshAttempts`
  /// draws are as they always were, so a seed that never ran out replays as before.
  static let lastResortAttempts = 4_000

  /// A question made by `make` that the quiz has not asked yet (same ask and subject); a
  /// repeat only if none comes within `lastResortAttempts` (the size rule, `capacity`,
  /// keeps a quiz within the subjects a kind has).
  static func fresh(
    asked: inout Set<String>, _ generator: inout SplitMix64,
    _ make: (inout SplitMix64) -> Prompt
  ) -> Prompt {
    var prompt = make(&generator)
    var attempts = 1
    while asked.contains(subjectKey(prompt)), attempts < lastResortAttempts {
      prompt = make(&generator)
      attempts += 1
    }
    asked.insert(subjectKey(prompt))
    return prompt
  }

  /// How many different questions a made kind can ask under the maker's filters (the
  /// subjects `subjectKey` tells apart); the penalty, bank and own kinds are counted by
  /// `make`.
  static func capacity(_ kind: QuestionKind, _ maker: KindMaker) -> Int {
    switch kind {
    case .dives:
      // Each code by its name and by its number; each twisting number for its positions.
      let twisting = Set(maker.codes.map(\.number).filter { $0.halfTwists > 0 })
      return 2 * maker.codes.count + twisting.count
    case .dd: return maker.entries.count
    case .awards: return Award.maximum + 1 + AwardBand.allCases.count
    case .scores, .scenario: return maximumCount
    case .sanction, .rules, .truefalse, .rulebook, .own: return 0
    }
  }

  /// What makes two made questions the same question to a trainee: what is asked about what.
  static func subjectKey(_ prompt: Prompt) -> String {
    switch prompt {
    case .choice(let question):
      return "\(question.ask.rawValue) \(question.subject) \(question.height?.rawValue ?? "")"
    default:
      return String(describing: prompt)
    }
  }

  /// - Parameter bank: the rulebook bank, asked for only when the plan has its kind.
  package static func make(
    _ plan: QuizPlan, rulebook: Rulebook, dives: () -> DiveCatalog,
    bank: () -> QuestionBank = { .empty }, own: () -> OwnPool = { OwnPool() }, seed: UInt64,
    focus: Focus? = nil, startedAt: Date
  ) throws(QuizError) -> Quiz {
    let requested = plan.count ?? QuizPlan.defaultCount
    guard requested >= 1 else { throw .invalidKindCount(requested, maximum: maximumCount) }
    let admitted = QuizFilter.apply(plan.filters, to: rulebook.penalties)
    let needsCatalog = plan.kinds.contains { $0.needsDives }
    let catalog = needsCatalog ? dives() : DiveCatalog.empty(file: "")
    let maker = KindMaker(catalog: catalog, filter: plan.diveFilter)
    let situations = KindMaker.situations(admitted: admitted)
    // The bank's questions of the edition and chapters, drawn without repeats.
    let questionBank = plan.kinds.contains(.rulebook) ? bank() : QuestionBank.empty
    var bankPool = questionBank.questions(in: rulebook.editionID, chapters: plan.bankChapters)
    let ownSets = plan.kinds.contains(.own) ? own() : OwnPool()
    var ownPool = ownSets.questions(in: plan.categories)
    let available = plan.kinds.filter { kind in
      switch kind {
      case .sanction, .truefalse: return !admitted.isEmpty
      case .rules: return admitted.contains { $0.askableRules != nil }
      case .scenario: return !situations.isEmpty && maker.canAsk(QuestionKind.scenario)
      case .dives, .dd, .scores, .awards: return maker.canAsk(kind)
      case .rulebook: return !bankPool.isEmpty
      case .own: return !ownPool.isEmpty
      }
    }
    guard !available.isEmpty else {
      // Dive filters that leave nothing are the likelier cause when they were given.
      if !plan.diveWords.isEmpty, maker.entries.isEmpty { throw .noDives(filters: plan.diveWords) }
      if plan.kinds == [.rulebook] {
        throw .noBankQuestions(
          chapters: plan.chapters.map(\.rawValue), edition: rulebook.editionID.text)
      }
      if plan.kinds == [.own] {
        throw .noOwnQuestions(
          categories: plan.categories, language: ownSets.language,
          elsewhere: ownSets.elsewhere)
      }
      throw .emptyPool(filters: plan.words)
    }
    // The size rule: never more than the kinds can ask without a repeat, nor `maximumCount`.
    // The penalty kinds share the filters' penalties, one question each.
    let penaltyRoom =
      available.contains(where: \.drawsPenalties)
      ? (available == [.rules] ? admitted.filter { $0.askableRules != nil }.count : admitted.count)
      : 0
    let room = available.reduce(penaltyRoom + bankPool.count + ownPool.count) {
      $0 + capacity($1, maker)
    }
    let wanted = min(requested, maximumCount, room)
    var generator = SplitMix64(seed: seed ^ 0x4B49_4E44_5F44_5257)
    let kinds = slots(
      wanted, of: available, weights: focus?.kindWeights, penalties: admitted.count, &generator)

    // Penalties for the penalty kinds, distinct across the quiz, as `Draw` or the focus draws.
    let penaltySlots = kinds.filter { $0.drawsPenalties }.count
    var penaltyIDs: [Int] = []
    if penaltySlots > 0 {
      let penaltyPlan = QuizPlan(count: min(penaltySlots, admitted.count), filters: plan.filters)
      let draw =
        if let focus {
          try FocusSchedule.draw(
            penaltyPlan, from: rulebook, cards: focus.cards, now: focus.now, seed: seed)
        } else {
          try Draw.make(penaltyPlan, from: rulebook, seed: seed)
        }
      penaltyIDs = draw.penaltyIDs
    }
    var penalties: [Penalty?] = []
    var prompts: [Prompt] = []
    var nextPenalty = 0
    /// The made questions asked so far, so that none is asked twice (`fresh`).
    var made: Set<String> = []
    for (slot, kind) in kinds.enumerated() {
      switch kind {
      case .sanction, .rules, .truefalse:
        // Fewer penalties than slots (narrow filters): the quiz is shorter.
        guard nextPenalty < penaltyIDs.count,
          let penalty = rulebook.penalty(id: penaltyIDs[nextPenalty])
        else { continue }
        nextPenalty += 1
        // A penalty whose rule numbers are doubtful is never asked for them.
        let asked = kind == .rules && penalty.askableRules == nil ? QuestionKind.sanction : kind
        let prompt =
          PromptMaker.prompts(
            asked, for: [penalty], rulebook: rulebook, seed: seed &+ UInt64(slot)
          ).first ?? .sanction
        penalties.append(penalty)
        prompts.append(prompt)
      case .dives, .dd, .awards, .scores:
        penalties.append(nil)
        prompts.append(
          fresh(asked: &made, &generator) { generator in
            switch kind {
            case .dives: return maker.dives(&generator)
            case .dd: return maker.dd(&generator)
            case .scores: return maker.scores(&generator)
            default: return KindMaker.awards(&generator)  // .awards, the case left
            }
          })
      case .scenario:
        guard let question = maker.scenario(situations, &generator),
          let penalty = rulebook.penalty(id: question.situation.penaltyID)
        else { continue }
        penalties.append(penalty)
        prompts.append(.scenario(question))
      case .rulebook:
        // Fewer questions than slots (a small chapter): the quiz is shorter.
        guard !bankPool.isEmpty else { continue }
        let question = bankPool.remove(at: generator.uniform(below: bankPool.count))
        guard
          let prompt = BankPrompt(
            asking: question, hash: questionBank.hash(question), edition: rulebook.editionID,
            &generator)
        else { continue }
        penalties.append(nil)
        prompts.append(.bank(prompt))
      case .own:
        guard !ownPool.isEmpty else { continue }
        let (set, question) = ownPool.remove(at: generator.uniform(below: ownPool.count))
        penalties.append(nil)
        prompts.append(
          .own(OwnPrompt(asking: question, set: set.name, language: set.language, &generator)))
      }
    }
    guard !prompts.isEmpty else { throw .emptyPool(filters: plan.words) }
    let capped = plan.count.flatMap { $0 > prompts.count ? $0 : nil }
    let draw = Draw(
      penaltyIDs: penalties.compactMap { $0?.id }, seed: seed, cappedFrom: capped)
    return Quiz(
      plan: plan, draw: draw, penalties: penalties, prompts: prompts,
      edition: rulebook.editionID, startedAt: startedAt)
  }

  /// The kind of each question: every available kind once (while there is room), the rest
  /// drawn by weight (equal without focus), in a shuffled order.
  ///
  /// At most `penalties` questions are of the kinds that draw a penalty each (the filters'
  /// pool): past that, another kind is drawn instead, so a mixed quiz keeps its size and
  /// `quiz N mixed … seed S` replays it. Draws the pool never limits are left as they were.
  static func slots(
    _ count: Int, of kinds: [QuestionKind], weights: [QuestionKind: Int]?, penalties: Int,
    _ generator: inout SplitMix64
  ) -> [QuestionKind] {
    guard kinds.count > 1 else { return Array(repeating: kinds.first ?? .sanction, count: count) }
    var order = kinds
    generator.shuffle(&order)
    let othersExist = kinds.contains { !$0.drawsPenalties }
    var drawing = 0
    var result: [QuestionKind] = []
    for kind in order where result.count < count {
      if kind.drawsPenalties {
        if drawing >= penalties, othersExist { continue }
        drawing += 1
      }
      result.append(kind)
    }
    let weightOf = { (kind: QuestionKind) in max(1, weights?[kind] ?? 1) }
    let total = kinds.reduce(0) { $0 + weightOf($1) }
    while result.count < count {
      var ticket = generator.uniform(below: total)
      var index = 0
      while index < kinds.count - 1, ticket >= weightOf(kinds[index]) {
        ticket -= weightOf(kinds[index])
        index += 1
      }
      if kinds[index].drawsPenalties {
        // The pool is spent: another kind, if there is one (else the quiz is shorter).
        if drawing >= penalties, othersExist { continue }
        drawing += 1
      }
      result.append(kinds[index])
    }
    generator.shuffle(&result)
    return result
  }
}

extension KindDraw {
  /// How often a focused mixed quiz asks each kind: 10 for a kind always answered right,
  /// up to 40 for one always missed, 25 for a kind not tried yet (from the latest answers).
  package static func weights(_ summary: TraineeSummary) -> [QuestionKind: Int] {
    var tally: [QuestionKind: (answered: Int, wrong: Int)] = [:]
    for answer in summary.latestAnswers {
      let old = tally[answer.kind] ?? (0, 0)
      tally[answer.kind] = (old.answered + 1, old.wrong + (answer.right ? 0 : 1))
    }
    var weights: [QuestionKind: Int] = [:]
    for kind in QuestionKind.allCases {
      guard let counts = tally[kind], counts.answered > 0 else {
        weights[kind] = 25
        continue
      }
      weights[kind] = 10 + 30 * counts.wrong / counts.answered
    }
    return weights
  }
}
