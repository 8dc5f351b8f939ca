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
public struct MemoryBook: Sendable {
  struct Event: Sendable {
    var start: Double
    var sequence: Int
    var question: Int32
    var grade: Grade

    func precedes(_ other: Event) -> Bool {
      (start, sequence, question) < (other.start, other.sequence, other.question)
    }
  }

  private(set) var events: [MemoryItem: [Event]] = [:]

  public init() {}

  /// Adds a record's answers; `sequence` is its place in the file. `counts` leaves out answers
  /// that test another fact than today's (a key the edition taught has changed).
  package mutating func add(
    _ record: QuizRecord, sequence: Int,
    counts: (MemoryItem, QuizRecord.Question) -> Bool = {
      _, _ in true
    }
  ) {
    let start = record.start.timeIntervalSince1970
    guard start.isFinite else { return }
    for (index, question) in record.questions.enumerated() {
      let item = MemoryItem(question)
      guard counts(item, question) else { continue }
      events[item, default: []].append(
        Event(
          start: start, sequence: sequence, question: Int32(clamping: index), grade: question.grade)
      )
    }
  }

  /// Each item's memory, its answers replayed oldest first; days are counted between local
  /// dates in `time`, as a judge counts them ("three days ago").
  public func schedule(time: LocalTime, now: Date, target: Double) -> MemorySchedule {
    var cards: [MemoryItem: MemorySchedule.Card] = [:]
    cards.reserveCapacity(events.count)
    for (item, answers) in events {
      let ordered = answers.sorted { $0.precedes($1) }
      guard let first = ordered.first else { continue }
      var state = MemoryModel.first(MemoryModel.Rating(first.grade))
      var day = time.dayNumber(Date(timeIntervalSince1970: first.start))
      for answer in ordered.dropFirst() {
        let next = time.dayNumber(Date(timeIntervalSince1970: answer.start))
        state = MemoryModel.next(state, MemoryModel.Rating(answer.grade), days: Double(next - day))
        day = max(day, next)
      }
      cards[item] = MemorySchedule.Card(state: state, lastDay: day, answers: ordered.count)
    }
    return MemorySchedule(cards: cards, today: time.dayNumber(now), target: target)
  }
}
