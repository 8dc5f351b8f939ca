/// The penalties a quiz asks about, drawn without repeats.
package struct Draw: Equatable, Sendable {
  /// Penalty ids in the order they will be asked.
  package let penaltyIDs: [Int]
  package let seed: UInt64
  /// Set when more questions were asked for than the filters allow.
  package let cappedFrom: Int?

  /// Draws `plan.count` distinct penalties in random order with a seeded generator.
  ///
  /// A partial Fisher–Yates shuffle over the filtered pool (in id order), so the same seed,
  /// filters and rulebook give the same questions on every machine.
  package static func make(_ plan: QuizPlan, from rulebook: Rulebook, seed: UInt64)
    throws(QuizError)
    -> Draw
  {
    if let count = plan.count, count < 1 {
      throw .invalidCount(count, maximum: rulebook.penalties.count)
    }
    var pool = plan.pool(rulebook).map(\.id)
    guard !pool.isEmpty else { throw .emptyPool(filters: plan.filters.map(\.word)) }
    let wanted = plan.count ?? QuizPlan.defaultCount
    let count = min(wanted, pool.count)
    // Only an explicit size that does not fit is worth a notice; the default quietly shrinks.
    let capped = plan.count.map { $0 > pool.count ? $0 : nil } ?? nil
    var generator = SplitMix64(seed: seed)
    for position in 0..<count {
      let pick = position + generator.uniform(below: pool.count - position)
      pool.swapAt(position, pick)
    }
    return Draw(
      penaltyIDs: Array(pool.prefix(count)), seed: seed, cappedFrom: capped)
  }
}
