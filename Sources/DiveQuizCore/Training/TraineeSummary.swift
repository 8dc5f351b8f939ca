#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What the coach and the weak-spot schedule need from one trainee's history, in a few
/// kilobytes whatever the history's size.
///
/// Records may arrive in any order (a file is in the order quizzes ended; an import appends
/// older ones): each is placed by its start, then by where it stands in the file, so the
/// summary is exactly what replaying the records oldest first would give. That lets it be
/// built in one pass, cached, and brought up to date with just the records added since.
package struct TraineeSummary: Equatable, Sendable {
  /// Where an answer stands in the trainee's history: by start, then place in the file, then
  /// place in its quiz.
  package struct Key: Comparable, Hashable, Sendable {
    package var start: Date
    package var sequence: Int
    package var question: Int

    package init(start: Date, sequence: Int, question: Int = 0) {
      self.start = start
      self.sequence = sequence
      self.question = question
    }

    package static func < (lhs: Key, rhs: Key) -> Bool {
      (lhs.start, lhs.sequence, lhs.question) < (rhs.start, rhs.sequence, rhs.question)
    }
  }

  /// One penalty's answers, reduced to what decides its Leitner box.
  package struct PenaltyTrack: Equatable, Sendable {
    package var lastSeen: Date
    package var lastMistake: Key?
    /// The latest fully right answers, oldest first, at most `FocusSchedule.topBox`: more
    /// cannot raise a box further.
    package var rights: [Key]
  }

  /// A completed quiz, among the latest three.
  package struct Completed: Equatable, Sendable {
    package var key: Key
    package var passed: Bool
    package var size: Int
  }

  /// A quiz of any status, among the latest two.
  package struct Ended: Equatable, Sendable {
    package var key: Key
    package var end: Date
  }

  /// One answer, as the coach counts it.
  public struct Answer: Equatable, Sendable {
    /// 0 for a question about no penalty (see `kind`).
    package var penaltyID: Int
    package var right: Bool
    /// What the question asked: the coach finds the kind a trainee is weakest at.
    package var kind: QuestionKind = .sanction

    package init(penaltyID: Int, right: Bool, kind: QuestionKind = .sanction) {
      self.penaltyID = penaltyID
      self.right = right
      self.kind = kind
    }
  }

  /// A quiz's answers, kept while it is among those holding the latest answers.
  package struct Answers: Equatable, Sendable {
    package var key: Key
    package var answers: [Answer]
  }

  /// Answers the coach looks back over.
  package static let recentAnswers = 300

  package internal(set) var penalties: [Int: PenaltyTrack] = [:]
  /// The latest three completed quizzes, oldest first.
  package internal(set) var completed: [Completed] = []
  /// The latest two quizzes, oldest first.
  package internal(set) var latest: [Ended] = []
  /// The latest quizzes with answers, oldest first, holding at least the latest 300 answers.
  package internal(set) var recent: [Answers] = []

  package init() {}

  /// Replays `records` as if read from a file in this order.
  package init(_ records: [QuizRecord]) {
    for (index, record) in records.enumerated() { add(record, sequence: index) }
  }

  /// Adds one record; `sequence` is its place in the file (its byte offset, or its index).
  package mutating func add(_ record: QuizRecord, sequence: Int) {
    let key = Key(start: record.start, sequence: sequence)
    Self.insert(Ended(key: key, end: record.end), into: &latest, keeping: 2, by: \.key)
    if record.status == .completed {
      Self.insert(
        Completed(key: key, passed: record.passed, size: record.size), into: &completed,
        keeping: 3, by: \.key)
    }
    var answers: [Answer] = []
    answers.reserveCapacity(record.questions.count)
    for (index, question) in record.questions.enumerated() {
      let right = question.grade == .right
      let kind = question.kind
      answers.append(Answer(penaltyID: question.penaltyID, right: right, kind: kind))
      // Only questions about a penalty move its Leitner box.
      guard kind.isAboutPenalty else { continue }
      let answerKey = Key(start: record.start, sequence: sequence, question: index)
      var track =
        penalties[question.penaltyID]
        ?? PenaltyTrack(lastSeen: record.start, lastMistake: nil, rights: [])
      track.lastSeen = max(track.lastSeen, record.start)
      if right {
        Self.insert(answerKey, into: &track.rights, keeping: FocusSchedule.topBox, by: \.self)
      } else if track.lastMistake.map({ answerKey > $0 }) ?? true {
        track.lastMistake = answerKey
      }
      penalties[question.penaltyID] = track
    }
    guard !answers.isEmpty else { return }
    Self.insert(Answers(key: key, answers: answers), into: &recent, keeping: .max, by: \.key)
    var total = recent.reduce(0) { $0 + $1.answers.count }
    while let oldest = recent.first, total - oldest.answers.count >= Self.recentAnswers {
      total -= oldest.answers.count
      recent.removeFirst()
    }
  }

  /// Each penalty's box, last sighting and last mistake, as replaying the answers gives them.
  package var cards: [Int: FocusSchedule.Card] {
    penalties.mapValues { track in
      let box: Int
      if let mistake = track.lastMistake {
        // A mistake sends the penalty to box 1; each right answer since moves it up one.
        box = min(FocusSchedule.topBox, 1 + track.rights.filter { $0 > mistake }.count)
      } else {
        box = min(FocusSchedule.topBox, track.rights.count)
      }
      return FocusSchedule.Card(
        box: box, lastSeen: track.lastSeen, lastMistake: track.lastMistake?.start)
    }
  }

  /// The latest answers, newest first, at most `recentAnswers`.
  package var latestAnswers: [Answer] {
    Array(recent.reversed().lazy.flatMap { $0.answers.reversed() }.prefix(Self.recentAnswers))
  }

  /// Inserts `item` in order and keeps the last `count`.
  private static func insert<Item>(
    _ item: Item, into items: inout [Item], keeping count: Int, by key: (Item) -> Key
  ) {
    let position = items.lastIndex { key($0) < key(item) }.map { $0 + 1 } ?? 0
    items.insert(item, at: position)
    if items.count > count { items.removeFirst(items.count - count) }
  }
}
