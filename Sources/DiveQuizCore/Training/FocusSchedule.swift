#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Weak-spot training: a Leitner schedule computed from one trainee's history.
///
/// Every penalty sits in a box. Never answered: box 0. A fully right answer moves it up one
/// box (at most 5); a partly right, wrong or skipped answer sends it back to box 1. A draw
/// weighs each penalty by its box — box 1 most, box 5 least, so penalties answered right
/// several times in a row fade out — doubles the weight of a mistake made in the last 7 days,
/// and raises the weight of a penalty not seen for a long time (up to three times, after 60
/// days). Weights are whole numbers and the draw uses the quiz's seeded generator, so the same
/// seed and the same history give the same questions.
package enum FocusSchedule {
  /// What the history says about one penalty.
  package struct Card: Equatable, Sendable {
    package var box: Int
    package var lastSeen: Date
    package var lastMistake: Date?
  }

  package static let topBox = 5
  /// Weight of each box, 0 to 5.
  package static let boxWeights = [6, 12, 6, 3, 2, 1]

  /// Replays a trainee's answers, oldest first, into boxes.
  package static func cards(_ records: [QuizRecord]) -> [Int: Card] {
    TraineeSummary(records).cards
  }

  /// The whole-number weight of one penalty at `now`.
  package static func weight(_ card: Card?, now: Date) -> Int {
    guard let card else { return boxWeights[0] * 30 }
    var weight = boxWeights[min(topBox, max(0, card.box))] * 30
    if let mistake = card.lastMistake, now.timeIntervalSince(mistake) < 7 * 86_400 { weight *= 2 }
    let elapsed = now.timeIntervalSince(card.lastSeen) / 86_400
    let days = elapsed.isNaN ? 0 : Int(max(0, min(60, elapsed)))
    return weight * (30 + days) / 30
  }

  /// Draws `plan.count` distinct penalties, weighted, without repeats.
  package static func draw(
    _ plan: QuizPlan, from rulebook: Rulebook, history: [QuizRecord], now: Date, seed: UInt64
  ) throws(QuizError) -> Draw {
    try draw(plan, from: rulebook, cards: cards(history), now: now, seed: seed)
  }

  /// Draws from the cards of a trainee's summary.
  package static func draw(
    _ plan: QuizPlan, from rulebook: Rulebook, cards: [Int: Card], now: Date, seed: UInt64
  ) throws(QuizError) -> Draw {
    if let count = plan.count, count < 1 {
      throw .invalidCount(count, maximum: rulebook.penalties.count)
    }
    let pool = plan.pool(rulebook).map(\.id)
    guard !pool.isEmpty else { throw .emptyPool(filters: plan.filters.map(\.word)) }
    let count = min(plan.count ?? QuizPlan.defaultCount, pool.count)
    let capped = plan.count.map { $0 > pool.count ? $0 : nil } ?? nil
    var candidates = pool.map { (id: $0, weight: weight(cards[$0], now: now)) }
    var generator = SplitMix64(seed: seed)
    var chosen: [Int] = []
    for _ in 0..<count {
      let total = candidates.reduce(0) { $0 + $1.weight }
      var ticket = generator.uniform(below: max(1, total))
      var index = 0
      while index < candidates.count - 1, ticket >= candidates[index].weight {
        ticket -= candidates[index].weight
        index += 1
      }
      chosen.append(candidates.remove(at: index).id)
    }
    return Draw(penaltyIDs: chosen, seed: seed, cappedFrom: capped)
  }
}
