/// How an answer scored, the mobile app's way.
public enum Grade: String, Sendable, Codable, CaseIterable {
  /// Sanction right and both owner flags right: 10 points.
  case right
  /// Sanction right and exactly one of the two owner flags right: 5 points.
  case partlyRight = "partly"
  /// Anything else, and a skipped question: 0 points.
  case wrong

  package static let maximumPoints = 10

  /// The points the grade earns, out of 10.
  public var points: Int {
    switch self {
    case .right: return 10
    case .partlyRight: return 5
    case .wrong: return 0
    }
  }

  /// The grade of a question's points: 10 right, none wrong, anything between partly right.
  package static func ofPoints(_ points: Int) -> Grade {
    points >= Grade.right.points ? .right : points > 0 ? .partlyRight : .wrong
  }

  /// Grades an answer against the key; nil (a skip) is wrong.
  package static func of(_ answer: Answer?, key: Answer) -> Grade {
    guard let answer, answer.sanction == key.sanction else { return .wrong }
    let refereeRight = answer.owners.contains(.referee) == key.owners.contains(.referee)
    let judgeRight = answer.owners.contains(.judge) == key.owners.contains(.judge)
    switch (refereeRight, judgeRight) {
    case (true, true): return .right
    case (true, false), (false, true): return .partlyRight
    case (false, false): return .wrong
    }
  }
}
