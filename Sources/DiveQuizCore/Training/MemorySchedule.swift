/// What the memory model says about one trainee's items today: which are due, when the others
/// will be, and how much of each kind the trainee would recall now.
package struct MemorySchedule: Sendable {
  /// One item's memory after its latest answer.
  package struct Card: Equatable, Sendable {
    package var state: MemoryModel.State
    /// The local day (days since 1970-01-01) of the latest answer.
    package var lastDay: Int
    package var answers: Int
  }

  /// The recall the schedule keeps items above when none is set.
  package static let defaultTarget = 0.9
  /// Targets a judge may set: below, too much is forgotten to call it a schedule; above, the
  /// reviews pile up for a few points of recall.
  package static let targets = 0.7...0.97
  /// The days after today `due` shows.
  package static let horizon = 14

  package let cards: [MemoryItem: Card]
  /// Today's local day.
  package let today: Int
  package let target: Double
  /// How this trainee forgets, fitted to their answers (`MemoryBook.fittedCurve`).
  package let curve: MemoryModel.Curve

  package init(
    cards: [MemoryItem: Card], today: Int, target: Double, curve: MemoryModel.Curve = .average
  ) {
    self.cards = cards
    self.today = today
    self.target = target
    self.curve = curve
  }

  /// The predicted recall of an item today; nil for an item never answered.
  package func recall(_ item: MemoryItem) -> Double? {
    cards[item].map {
      MemoryModel.recall(
        days: Double(today - $0.lastDay), stability: $0.state.stability, curve: curve)
    }
  }

  /// The local day an item falls due: when its predicted recall reaches the target, at least
  /// the day after its latest answer.
  /// The longest interval the schedule gives, in days.
  static let longestInterval = 36_500

  package func dueDay(_ item: MemoryItem) -> Int? {
    guard let card = cards[item] else { return nil }
    let days = MemoryModel.interval(stability: card.state.stability, target: target, curve: curve)
    // A stability grown from hand-edited or far-apart answer dates can make the interval
    // huge or not a number; a century ahead is as good as never for a judge's schedule.
    guard days.isFinite else { return card.lastDay + Self.longestInterval }
    return card.lastDay + Int(min(Double(Self.longestInterval), max(1, days.rounded())))
  }

  /// How many of `items` fall due today (overdue included) and on each of the next
  /// `horizon` days: `horizon + 1` counts.
  package func dueCounts(among items: [MemoryItem]) -> [Int] {
    var counts = [Int](repeating: 0, count: Self.horizon + 1)
    for item in items {
      guard let day = dueDay(item) else { continue }
      let offset = max(0, day - today)
      if offset <= Self.horizon { counts[offset] += 1 }
    }
    return counts
  }

  /// The mean predicted recall of the answered items of each topic among `items`, with how
  /// many were answered and how many there are.
  package func recallByTopic(among items: [MemoryItem]) -> [(
    topic: MemoryItem.Topic, recall: Double?, answered: Int, total: Int
  )] {
    var sums: [MemoryItem.Topic: (recall: Double, answered: Int, total: Int)] = [:]
    for item in items {
      var sum = sums[item.topic] ?? (0, 0, 0)
      sum.total += 1
      if let recall = recall(item) {
        sum.recall += recall
        sum.answered += 1
      }
      sums[item.topic] = sum
    }
    return MemoryItem.Topic.allCases.compactMap { topic in
      guard let sum = sums[topic] else { return nil }
      return (
        topic, sum.answered == 0 ? nil : sum.recall / Double(sum.answered), sum.answered, sum.total
      )
    }
  }

  /// `items` in the order a due quiz asks them: those due, the most overdue first (lowest
  /// predicted recall: the furthest past its interval, whatever its stability); then the new
  /// ones in `newOrder`; then the rest, soonest due first.
  package func order(_ items: [MemoryItem], newOrder: [MemoryItem]) -> (
    items: [MemoryItem], due: Int
  ) {
    var due: [(item: MemoryItem, recall: Double)] = []
    var later: [(item: MemoryItem, day: Int, recall: Double)] = []
    for item in items {
      guard let day = dueDay(item), let recall = recall(item) else { continue }
      if day <= today { due.append((item, recall)) } else { later.append((item, day, recall)) }
    }
    due.sort { ($0.recall, $0.item) < ($1.recall, $1.item) }
    later.sort { ($0.day, $0.recall, $0.item) < ($1.day, $1.recall, $1.item) }
    let fresh = newOrder.filter { cards[$0] == nil }
    return (due.map(\.item) + fresh + later.map(\.item), due.count)
  }
}
