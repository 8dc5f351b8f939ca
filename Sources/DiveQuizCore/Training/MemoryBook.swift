#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One trainee's answers per item, gathered in one pass over the history, then replayed
/// through `MemoryModel` into each item's memory.
///
/// Records may arrive in any order (an import appends older quizzes), and the model's answer
/// depends on the order of answers, so each answer is kept as a few bytes — when, where in the
/// file, and its grade — and each item's answers are sorted before they are replayed. Memory
/// follows the trainee's own answers, never the size of the history.
package struct MemoryBook: Sendable {
  /// One answer, in 8 bytes: which of the records added holds it (`records`), its place in
  /// that record, and its grade. An answer that held its record's time and place itself took
  /// 24, and a trainee with 5,000 quizzes made `quiz due`'s peak grow with the history.
  struct Event: Sendable {
    var record: Int32
    var question: UInt16
    var grade: Grade
  }

  /// The records added, in the order they came: when each started, and its place in the file.
  private(set) var records: [(start: Double, sequence: Int)] = []
  private(set) var events: [MemoryItem: [Event]] = [:]

  package init() {}

  /// Adds a record's answers; `sequence` is its place in the file. `counts` leaves out answers
  /// that test another fact than today's (a key the edition taught has changed).
  package mutating func add(
    _ record: QuizRecord, sequence: Int,
    counts: (MemoryItem, QuizRecord.Question) -> Bool = {
      _, _ in true
    }
  ) {
    let start = record.start.timeIntervalSince1970
    // Beyond two thousand million quizzes of one trainee, the rest are not counted.
    guard start.isFinite, let ordinal = Int32(exactly: records.count) else { return }
    var added = false
    for (index, question) in record.questions.enumerated() {
      let item = MemoryItem(question)
      guard counts(item, question) else { continue }
      events[item, default: []].append(
        Event(record: ordinal, question: UInt16(clamping: index), grade: question.grade))
      added = true
    }
    if added { records.append((start, sequence)) }
  }

  /// Whether `first` comes before `second`: by their records' start, then place in the file,
  /// then place in the record.
  private func precedes(_ first: Event, _ second: Event) -> Bool {
    let (a, b) = (records[Int(first.record)], records[Int(second.record)])
    return (a.start, a.sequence, first.question) < (b.start, b.sequence, second.question)
  }

  /// One item's answers, oldest first, as local days and ratings.
  typealias Answers = [(day: Int, rating: MemoryModel.Rating)]

  /// Each item's memory, its answers replayed oldest first; days are counted between local
  /// dates in `time`, as a judge counts them ("three days ago"). `curve` is how the trainee
  /// forgets; nil fits it to their answers.
  package func schedule(time: LocalTime, now: Date, target: Double) -> MemorySchedule {
    schedule(time: time, now: now, target: target, curve: nil)
  }

  package func schedule(time: LocalTime, now: Date, target: Double, curve: MemoryModel.Curve?)
    -> MemorySchedule
  {
    var items: [Answers] = []
    var names: [MemoryItem] = []
    items.reserveCapacity(events.count)
    for (item, answers) in events {
      let ordered = answers.sorted(by: precedes)
      names.append(item)
      items.append(
        ordered.map {
          (
            time.dayNumber(Date(timeIntervalSince1970: records[Int($0.record)].start)),
            MemoryModel.Rating($0.grade)
          )
        })
    }
    let fitted = curve ?? Self.fittedCurve(items)
    var cards: [MemoryItem: MemorySchedule.Card] = [:]
    cards.reserveCapacity(items.count)
    for (item, answers) in zip(names, items) {
      guard let card = Self.replay(answers, curve: fitted) else { continue }
      cards[item] = card
    }
    return MemorySchedule(cards: cards, today: time.dayNumber(now), target: target, curve: fitted)
  }

  /// The item's memory after its answers; `visit` sees each later answer with the recall
  /// predicted for it.
  static func replay(
    _ answers: Answers, curve: MemoryModel.Curve,
    visit: (_ days: Int, _ recall: Double, _ recalled: Bool) -> Void = { _, _, _ in }
  ) -> MemorySchedule.Card? {
    guard let first = answers.first else { return nil }
    var state = MemoryModel.first(first.rating)
    var day = first.day
    for answer in answers.dropFirst() {
      let days = max(0, answer.day - day)
      let recall = MemoryModel.recall(days: Double(days), stability: state.stability, curve: curve)
      visit(days, recall, answer.rating != .again)
      state = MemoryModel.next(state, answer.rating, recalled: recall, curve: curve)
      day = max(day, answer.day)
    }
    return MemorySchedule.Card(state: state, lastDay: day, answers: answers.count)
  }

  /// The trainee's curve, fitted as FSRS's optimiser fits its weights, reduced here to four
  /// numbers (pace, power, growth and lapse): those that make the answers most likely, each later
  /// answer a coin with the recall the model predicted for it, under a log-normal prior that
  /// keeps them at the average learner's until there are answers enough to say otherwise;
  /// same-day answers say nothing of them. `MemoryFit` finds them.
  static func fittedCurve(_ items: [Answers]) -> MemoryModel.Curve {
    guard items.contains(where: { $0.count > 1 }) else { return .average }
    return MemoryFit.fit(items)
  }
}
