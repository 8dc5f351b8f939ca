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
