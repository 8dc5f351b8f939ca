#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `quiz due`: the penalties whose key (or rule numbers, for `quiz due rules`) the schedule
/// says are due, most overdue first, then new ones in the seed's order, then those due
/// soonest — so a quiz of 20 is always full, and the same seed and history give the same quiz.
extension MemorySchedule {
  /// The draw, and how many of its questions were due today.
  package func draw(_ plan: QuizPlan, from rulebook: Rulebook, seed: UInt64) throws(QuizError)
    -> (draw: Draw, due: Int)
  {
    if let count = plan.count, count < 1 {
      throw .invalidCount(count, maximum: rulebook.penalties.count)
    }
    // The whole pool in the seed's order (the order new penalties are met in).
    var everything = plan
    everything.count = max(1, plan.pool(rulebook).count)
    let shuffled = try Draw.make(everything, from: rulebook, seed: seed).penaltyIDs
    let topic: MemoryItem.Topic = plan.kind == .rules ? .rules : .key
    let items = shuffled.map { MemoryItem(topic: topic, subject: String($0)) }
    let ordered = order(items, newOrder: items)
    let count = min(plan.count ?? QuizPlan.defaultCount, items.count)
    let capped = plan.count.map { $0 > items.count ? $0 : nil } ?? nil
    let ids = ordered.items.prefix(count).compactMap(\.penaltyID)
    return (Draw(penaltyIDs: ids, seed: seed, cappedFrom: capped), min(ordered.due, count))
  }
}

/// `quiz due rulebook [CHAPTER…]`: the Part Four questions of the edition, in the same order
/// as the penalties — due first, then new ones in the seed's order, then the soonest due.
extension MemorySchedule {
  /// The bank item a question of `bank` is: its id and the hash of its wording, as stored.
  package static func item(_ question: BankQuestion, in bank: QuestionBank) -> MemoryItem {
    MemoryItem(topic: .rulebook, subject: question.id + " " + bank.hash(question))
  }

  /// The quiz, and how many of its questions were due today.
  package func drawBank(
    _ plan: QuizPlan, edition: EditionID, bank: QuestionBank, seed: UInt64, startedAt: Date
  ) throws(QuizError) -> (quiz: Quiz, due: Int) {
    let wanted = plan.count ?? QuizPlan.defaultCount
    guard (1...KindDraw.maximumCount).contains(wanted) else {
      throw .invalidKindCount(wanted, maximum: KindDraw.maximumCount)
    }
    var pool = bank.questions(in: edition, chapters: plan.bankChapters)
    guard !pool.isEmpty else {
      throw .noBankQuestions(chapters: plan.chapters.map(\.rawValue), edition: edition.text)
    }
    var generator = SplitMix64(seed: seed ^ 0x4B49_4E44_5F44_5257)
    generator.shuffle(&pool)
    let items = pool.map { Self.item($0, in: bank) }
    let ordered = order(items, newOrder: items)
    let byItem = Dictionary(zip(items, pool), uniquingKeysWith: { first, _ in first })
    var prompts: [Prompt] = []
    for item in ordered.items.prefix(wanted) {
      guard let question = byItem[item],
        let prompt = BankPrompt(
          asking: question, hash: bank.hash(question), edition: edition, &generator)
      else { continue }
      prompts.append(.bank(prompt))
    }
    guard !prompts.isEmpty else { throw .emptyPool(filters: plan.words) }
    let capped = wanted > prompts.count ? wanted : nil
    let quiz = Quiz(
      plan: plan, draw: Draw(penaltyIDs: [], seed: seed, cappedFrom: capped),
      penalties: Array(repeating: nil, count: prompts.count), prompts: prompts, edition: edition,
      startedAt: startedAt)
    return (quiz, min(ordered.due, prompts.count))
  }
}
