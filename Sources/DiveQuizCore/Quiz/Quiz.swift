#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

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
    public var reply: Reply?
    public var grade: Grade
    public var seconds: Double

    public init(penaltyID: Int, reply: Reply?, grade: Grade, seconds: Double) {
      self.penaltyID = penaltyID
      self.reply = reply
      self.grade = grade
      self.seconds = seconds
    }

    /// The sanction answer, for sanction questions.
    public var answer: Answer? {
      if case .sanction(let answer)? = reply { return answer }
      return nil
    }
  }

  public let plan: QuizPlan
  package let draw: Draw
  /// The penalties asked, in order, with their keys as they stood when the quiz began.
  public let questions: [Penalty]
  /// What each question asks, parallel to `questions`.
  public let prompts: [Prompt]
  public let startedAt: Date
  /// The edition the questions come from. Switching edition mid-quiz does not change it: the
  /// quiz is stored with the edition it was asked in.
  public let edition: String
  public private(set) var responses: [Response] = []

  /// Draws the questions; throws when the filters leave nothing to ask.
  package init(plan: QuizPlan, rulebook: Rulebook, seed: UInt64, startedAt: Date) throws(QuizError)
  {
    self.init(
      plan: plan, rulebook: rulebook, draw: try Draw.make(plan, from: rulebook, seed: seed),
      startedAt: startedAt)
  }

  /// A quiz over questions drawn elsewhere (a focused draw).
  package init(plan: QuizPlan, rulebook: Rulebook, draw: Draw, startedAt: Date) {
    self.plan = plan
    self.draw = draw
    self.questions = draw.penaltyIDs.compactMap { rulebook.penalty(id: $0) }
    self.prompts = PromptMaker.prompts(
      plan.kind, for: questions, rulebook: rulebook, seed: draw.seed)
    self.startedAt = startedAt
    self.edition = rulebook.editionID
  }

  /// 0-based index of the question being asked.
  public var position: Int { responses.count }
  public var count: Int { questions.count }
  public var isFinished: Bool { responses.count >= questions.count }

  /// The penalty being asked, or nil once the quiz is over.
  public var current: Penalty? { isFinished ? nil : questions[responses.count] }

  /// The prompt of the question being asked.
  public var currentPrompt: Prompt? { isFinished ? nil : prompts[responses.count] }

  /// Scores a reply (nil skips) to the current question and moves on.
  ///
  /// Recording after the end is ignored and returns nil: the REPL never does it, and a stray
  /// call must not corrupt a finished quiz.
  @discardableResult
  package mutating func record(reply: Reply?, seconds: Double) -> Response? {
    guard let penalty = current, let prompt = currentPrompt else { return nil }
    let response = Response(
      penaltyID: penalty.id, reply: reply,
      grade: Reply.grade(reply, prompt: prompt, penalty: penalty),
      seconds: max(0, seconds))
    responses.append(response)
    return response
  }

  /// Scores a sanction answer (nil skips); the sanction question's shorthand.
  @discardableResult
  package mutating func record(_ answer: Answer?, seconds: Double) -> Response? {
    record(reply: answer.map(Reply.sanction), seconds: seconds)
  }

  /// When an exam's time runs out, or nil when there is no limit.
  public var deadline: Date? {
    plan.minutes.map { startedAt.addingTimeInterval(Double($0) * 60) }
  }

  /// Scores every question still open as unanswered (0 points): an exam's time ran out.
  ///
  /// - Returns: how many questions were left.
  @discardableResult
  package mutating func expire(late reply: Reply? = nil) -> Int {
    if let reply { late = Late(index: responses.count, reply: reply) }
    var left = 0
    while current != nil {
      record(reply: nil, seconds: 0)
      left += 1
    }
    return left
  }

  /// An answer typed after an exam's time was up: scored 0 as unanswered, but the summary
  /// shows what was typed, marked late (kept for the screen only, not stored).
  public struct Late: Equatable, Sendable {
    public var index: Int
    public var reply: Reply
  }

  /// The answer that came after the bell, if one did.
  public private(set) var late: Late?

  public var score: Int { responses.reduce(0) { $0 + $1.grade.points } }
  public var maximum: Int { questions.count * Grade.maximumPoints }

  /// Score as a percentage of the maximum of the whole quiz (0–100).
  public var percentage: Double {
    maximum == 0 ? 0 : Double(score) * 100 / Double(maximum)
  }

  public var passed: Bool { isFinished && Double(score) >= Double(maximum) * Self.passMark }

  public func count(of grade: Grade) -> Int { responses.filter { $0.grade == grade }.count }
}
