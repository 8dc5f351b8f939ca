/// What one question tests, the unit the schedule remembers: a kind of fact and the stored
/// value that names which one. Two questions that test the same fact — a sanction question
/// and a true-or-false statement about the same penalty's key — share an item.
///
/// A new kind of question needs one line in `init?(_:)`: its topic and what its stored
/// answer identifies (a Part Four question would name its stable question id).
package struct MemoryItem: Hashable, Comparable, Sendable {
  package enum Topic: String, CaseIterable, Sendable {
    /// A penalty's sanction and who applies it (sanction, true-or-false, scenario questions).
    case key
    /// A penalty's rule numbers.
    case rules
    /// A dive's name, number or allowed positions.
    case dives
    /// A dive's DD at a height.
    case dd
    /// An award band of rule 8.1.1.
    case awards
    /// Working out a score: a skill, not a fact, so scheduled as one item for the whole kind.
    case scores
    /// A Part Four question of the rulebook bank, by its id and the hash of its wording: an
    /// edited question starts a memory of its own, as it is a new question to the history.
    case rulebook
    /// An instructor's own question, by its set's name and the hash of its lines.
    case own

    /// Its place in listings: the order of the cases.
    var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }
  }

  package var topic: Topic
  /// The penalty id, the dive code (with its height for a DD), the band, or empty for a
  /// skill.
  package var subject: String

  package init(topic: Topic, subject: String) {
    self.topic = topic
    self.subject = subject
  }

  /// The item a stored question tests.
  package init(_ question: QuizRecord.Question) {
    switch question.extra {
    case nil, .trueFalse?, .scenario?:
      self.init(topic: .key, subject: String(question.penaltyID))
    case .rules?:
      self.init(topic: .rules, subject: String(question.penaltyID))
    case .choice(let choice, _)?:
      let height = choice.height.map { " " + $0.rawValue } ?? ""
      let topic: Topic = choice.kind == .dd ? .dd : choice.kind == .awards ? .awards : .dives
      self.init(topic: topic, subject: choice.ask.rawValue + " " + choice.subject + height)
    case .score?:
      self.init(topic: .scores, subject: "")
    case .bank(let prompt, _)?:
      self.init(topic: .rulebook, subject: prompt.id + " " + prompt.hash)
    case .own(let prompt, _)?:
      self.init(topic: .own, subject: prompt.set + " " + prompt.hash)
    }
  }

  /// The penalty a key or rule-number item is about.
  package var penaltyID: Int? {
    topic == .key || topic == .rules ? Int(subject) : nil
  }

  package static func < (lhs: MemoryItem, rhs: MemoryItem) -> Bool {
    if lhs.topic != rhs.topic { return lhs.topic.rank < rhs.topic.rank }
    if let left = lhs.penaltyID, let right = rhs.penaltyID { return left < right }
    return lhs.subject < rhs.subject
  }
}
