#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One quiz in progress: a value-type state machine the REPL drives and tests drive directly.
///
/// Question k of N is `prompts[responses.count]`; each `record` moves to the next one until
/// every question has a response.
public struct Quiz: Sendable {
  /// The share of the maximum a quiz needs to pass, as in the mobile app.
  package static let passMark = 0.8

  /// What the trainee answered to one question and how it scored.
  public struct Response: Equatable, Sendable {
    /// The penalty asked about; 0 for a question about no penalty (see `Prompt.kind`).
    package var penaltyID: Int
    /// Nil when the question was skipped.
    package var reply: Reply?
    /// How the answer was marked.
    public var grade: Grade
    package var seconds: Double
    /// Out of 10: the grade's points, or an own question's share of its marks.
    package var points: Int

    package init(
      penaltyID: Int, reply: Reply?, grade: Grade, seconds: Double, points: Int? = nil
    ) {
      self.penaltyID = penaltyID
      self.reply = reply
      self.grade = grade
      self.seconds = seconds
      self.points = points ?? grade.points
    }

    /// The sanction answer, for sanction questions.
    package var answer: Answer? {
      if case .sanction(let answer)? = reply { return answer }
      return nil
    }
  }

  package let plan: QuizPlan
  package let draw: Draw
  /// The penalty of each question, with its key as it stood when the quiz began; nil for a
  /// question about no penalty (dives, DDs, awards, scores). Parallel to `prompts`.
  package let penalties: [Penalty?]
  /// What each question asks.
  package let prompts: [Prompt]
  package let startedAt: Date
  /// The edition the questions come from. Switching edition mid-quiz does not change it: the
  /// quiz is stored with the edition it was asked in.
  package let edition: EditionID
  package private(set) var responses: [Response] = []

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
    let questions = draw.penaltyIDs.compactMap { rulebook.penalty(id: $0) }
    self.penalties = questions
    self.prompts = PromptMaker.prompts(
      plan.kind, for: questions, rulebook: rulebook, seed: draw.seed)
    self.startedAt = startedAt
    self.edition = rulebook.editionID
  }

  /// A quiz over questions made elsewhere (`KindDraw`: other kinds, or a mix of kinds);
  /// `penalties` and `prompts` are parallel.
  package init(
    plan: QuizPlan, draw: Draw, penalties: [Penalty?], prompts: [Prompt], edition: EditionID,
    startedAt: Date
  ) {
    self.plan = plan
    self.draw = draw
    let count = min(penalties.count, prompts.count)
    self.penalties = Array(penalties.prefix(count))
    self.prompts = Array(prompts.prefix(count))
    self.startedAt = startedAt
    self.edition = edition
  }

  /// The penalties asked, in order; questions about no penalty are left out, so index a
  /// quiz of several kinds through `penalties`.
  package var questions: [Penalty] { penalties.compactMap { $0 } }

  /// 0-based index of the question being asked.
  public var position: Int { responses.count }
  /// How many questions the quiz asks.
  public var count: Int { prompts.count }
  package var isFinished: Bool { responses.count >= prompts.count }

  /// The penalty being asked, or nil once the quiz is over (or when the question is about
  /// no penalty: ask `currentPrompt`).
  public var current: Penalty? { isFinished ? nil : penalties[responses.count] }

  /// The prompt of the question being asked.
  public var currentPrompt: Prompt? { isFinished ? nil : prompts[responses.count] }

  /// Scores a reply (nil skips) to the current question and moves on.
  ///
  /// Recording after the end is ignored and returns nil: the REPL never does it, and a stray
  /// call must not corrupt a finished quiz.
  @discardableResult
  package mutating func record(reply: Reply?, seconds: Double) -> Response? {
    guard let prompt = currentPrompt else { return nil }
    let penalty = current
    var points: Int?
    if case .own(let question) = prompt, case .text(let given)? = reply {
      points = question.points(given)
    }
    let response = Response(
      penaltyID: penalty?.id ?? 0, reply: reply,
      grade: Reply.grade(reply, prompt: prompt, penalty: penalty),
      seconds: max(0, seconds), points: points)
    responses.append(response)
    return response
  }

  /// Scores a sanction answer (nil skips); the sanction question's shorthand.
  @discardableResult
  package mutating func record(_ answer: Answer?, seconds: Double) -> Response? {
    record(reply: answer.map(Reply.sanction), seconds: seconds)
  }

  /// When an exam's time runs out, or nil when there is no limit.
  package var deadline: Date? {
    plan.minutes.map { startedAt.addingTimeInterval(Double($0) * 60) }
  }

  /// Scores every question still open as unanswered (0 points): an exam's time ran out.
  ///
  /// - Returns: how many questions were left.
  @discardableResult
  package mutating func expire(late reply: Reply? = nil) -> Int {
    if let reply { late = Late(index: responses.count, reply: reply) }
    var left = 0
    while !isFinished {
      record(reply: nil, seconds: 0)
      left += 1
    }
    return left
  }

  /// An answer typed after an exam's time was up: scored 0 as unanswered, but the summary
  /// shows what was typed, marked late (kept for the screen only, not stored).
  package struct Late: Equatable, Sendable {
    package var index: Int
    package var reply: Reply
  }

  /// The answer that came after the bell, if one did.
  package private(set) var late: Late?

  package var score: Int { responses.reduce(0) { $0 + $1.points } }
  package var maximum: Int { prompts.count * Grade.maximumPoints }

  /// Score as a percentage of the maximum of the whole quiz (0–100).
  package var percentage: Double {
    maximum == 0 ? 0 : Double(score) * 100 / Double(maximum)
  }

  package var passed: Bool { isFinished && Double(score) >= Double(maximum) * Self.passMark }

  package func count(of grade: Grade) -> Int { responses.filter { $0.grade == grade }.count }
}
