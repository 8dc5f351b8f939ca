import Foundation

/// One quiz in progress: a value-type state machine the REPL drives and tests drive directly.
///
/// Question k of N is `questions[responses.count]`; each `record` moves to the next one until
/// every question has a response.
public struct Quiz: Sendable {
  /// The share of the maximum a quiz needs to pass, as in the mobile app.
  public static let passMark = 0.8

  /// What the trainee answered to one question and how it scored.
  public struct Response: Equatable, Sendable {
    public var penaltyID: Int
    /// Nil when the question was skipped.
    public var answer: Answer?
    public var grade: Grade
    public var seconds: Double

    public init(penaltyID: Int, answer: Answer?, grade: Grade, seconds: Double) {
      self.penaltyID = penaltyID
      self.answer = answer
      self.grade = grade
      self.seconds = seconds
    }
  }

  public let plan: QuizPlan
  public let draw: Draw
  /// The penalties asked, in order, with their keys as they stood when the quiz began.
  public let questions: [Penalty]
  public let startedAt: Date
  public private(set) var responses: [Response] = []

  /// Draws the questions; throws when the filters leave nothing to ask.
  public init(plan: QuizPlan, rulebook: Rulebook, seed: UInt64, startedAt: Date) throws(QuizError) {
    self.plan = plan
    self.draw = try Draw.make(plan, from: rulebook, seed: seed)
    self.questions = draw.penaltyIDs.compactMap { rulebook.penalty(id: $0) }
    self.startedAt = startedAt
  }

  /// 0-based index of the question being asked.
  public var position: Int { responses.count }
  public var count: Int { questions.count }
  public var isFinished: Bool { responses.count >= questions.count }

  /// The penalty being asked, or nil once the quiz is over.
  public var current: Penalty? { isFinished ? nil : questions[responses.count] }

  /// Scores an answer (nil skips) to the current question and moves on.
  ///
  /// Recording after the end is ignored and returns nil: the REPL never does it, and a stray
  /// call must not corrupt a finished quiz.
  @discardableResult
  public mutating func record(_ answer: Answer?, seconds: Double) -> Response? {
    guard let penalty = current else { return nil }
    let response = Response(
      penaltyID: penalty.id, answer: answer, grade: Grade.of(answer, key: Answer(key: penalty)),
      seconds: max(0, seconds))
    responses.append(response)
    return response
  }

  public var score: Int { responses.reduce(0) { $0 + $1.grade.points } }
  /// The maximum over the questions asked so far, so an abandoned quiz is scored fairly.
  public var maximumSoFar: Int { responses.count * Grade.maximumPoints }
  public var maximum: Int { questions.count * Grade.maximumPoints }

  /// Score as a percentage of the maximum of the whole quiz (0–100).
  public var percentage: Double {
    maximum == 0 ? 0 : Double(score) * 100 / Double(maximum)
  }

  public var passed: Bool { isFinished && Double(score) >= Double(maximum) * Self.passMark }

  public func count(of grade: Grade) -> Int { responses.filter { $0.grade == grade }.count }
}
