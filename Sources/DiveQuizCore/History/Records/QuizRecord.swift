#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One stored quiz: who took it, when, how it was drawn, and every answer.
///
/// Enough is stored to replay the quiz (seed, filters, edition) and to report on it without
/// the rulebook (each answer keeps the key it was graded against).
public struct QuizRecord: Equatable, Sendable {
  /// The schema version this program writes; a newer one is reported, not guessed at.
  package static let schemaVersion = 1
  /// The schema of a quiz taken with another rules file (`rulesFile`): an older divequiz
  /// skips such a line as newer rather than read its ids as its own penalties.
  package static let rulesFileSchema = 2

  /// How an attempt ended: finished, or abandoned part-way.
  public enum Status: String, Codable, Sendable, CaseIterable {
    /// Run to its last question; those skipped, or closed by an exam's clock, score 0.
    case completed
    /// Ended early (abort, Ctrl-C, end of input); holds the questions answered so far.
    case abandoned
  }

  /// What a question other than the sanction question asked and what was answered; nil for
  /// the sanction question, whose answer is `chosen`. See /work/team/KINDS-RECORD.md and
  /// `RecordWriter` for how each is stored.
  // Indirect: most questions have none, and a question stays one word wide for it.
  package indirect enum Extra: Equatable, Sendable {
    case rules(options: [String], correct: Int, chosen: Int?)
    case trueFalse(claim: Claim, isTrue: Bool, chosen: Bool?)
    /// A `dives`, `dd` or `awards` question; `chosen` indexes `question.options`.
    case choice(ChoiceQuestion, chosen: Int?)
    /// A `scores` question and the score typed, in hundredths (nil: skipped).
    case score(ScoreQuestion, given: Int?)
    /// A `scenario` question; the answer and the key are the question's `chosen` and
    /// `correct`, its penalty `penaltyID`.
    case scenario(ScenarioQuestion)
    /// A rulebook question as asked and the answer given (nil: skipped).
    case bank(BankPrompt, chosen: BankKey?)
    /// An instructor's question as asked and the answer given, as `OwnPrompt` words it.
    case own(OwnPrompt, given: String?)
  }

  /// One answered (or skipped) question.
  package struct Question: Equatable, Sendable {
    /// The penalty asked about; 0 for a question about no penalty (`penalty` is nil then).
    package var penaltyID: Int
    /// The sanction answer (sanction and scenario questions); nil when skipped or for other
    /// kinds of question.
    package var chosen: Answer?
    /// The key the answer was graded against, as the rulebook had it then; for a question
    /// about no penalty, a placeholder (`0`, no owners) never shown.
    package var correct: Answer
    package var points: Int
    package var seconds: Double
    package var extra: Extra?

    package init(
      penaltyID: Int, chosen: Answer?, correct: Answer, points: Int, seconds: Double,
      extra: Extra? = nil
    ) {
      self.penaltyID = penaltyID
      self.chosen = chosen
      self.correct = correct
      self.points = points
      self.seconds = seconds
      self.extra = extra
    }

    package var kind: QuestionKind {
      switch extra {
      case nil: return .sanction
      case .rules: return .rules
      case .trueFalse: return .truefalse
      case .choice(let question, _)?: return question.kind
      case .score?: return .scores
      case .scenario?: return .scenario
      case .bank?: return .rulebook
      case .own?: return .own
      }
    }

    /// The penalty asked about, or nil for a question about no penalty (dives, DDs, awards,
    /// scores): per-penalty statistics count only these.
    package var penalty: Int? { kind.isAboutPenalty ? penaltyID : nil }

    /// The placeholder key of a question about no penalty.
    package static let noKey = Answer(sanction: .failedDive, owners: [])

    package var grade: Grade { Grade.ofPoints(points) }
  }

  package var id: String
  /// The trainee, as they gave their name.
  public var judge: String
  /// `quiz` for now; later kinds (exams, rule-number questions) use other words.
  package var kind: QuizKind
  /// How the attempt ended.
  public var status: Status
  package var start: Date
  package var end: Date
  /// Every language shown during the quiz, in the order first used.
  package var languages: [String]
  package var filters: [String]
  package var seed: UInt64
  /// The id of the edition the questions came from (`2024`, `2025`); records written before
  /// editions existed are read as `2024` (see `EditionID.init(stored:)`).
  package var edition: EditionID
  /// Questions drawn (answered or not).
  package var size: Int
  /// Points earned (10 a question, partial credit as marked).
  public var score: Int
  package var maximum: Int
  package var passed: Bool
  /// An exam's time limit in minutes; nil without one.
  package var limit: Int?
  /// The rules file the quiz was taken with, when not divequiz's own: its penalty ids,
  /// texts and keys are that file's.
  package var rulesFile: RulesFileMark?
  package var questions: [Question]
  /// Set only by a summary read (`RecordCodec.summary`), which leaves `questions` empty: what
  /// the questions add up to by kind, so `trainees` breaks results down without making them.
  package var kindTally: KindTally?

  package init(
    id: String, judge: String, kind: QuizKind = .quiz, status: Status, start: Date, end: Date,
    languages: [String], filters: [String], seed: UInt64, edition: EditionID, size: Int,
    score: Int, maximum: Int, passed: Bool, limit: Int? = nil, questions: [Question]
  ) {
    self.id = id
    self.judge = judge
    self.kind = kind
    self.status = status
    self.start = start
    self.end = end
    self.languages = languages
    self.filters = filters
    self.seed = seed
    self.edition = edition
    self.size = size
    self.score = score
    self.maximum = maximum
    self.passed = passed
    self.limit = limit
    self.questions = questions
  }

  /// The summary the answers give, whatever the line says: the points summed, ten per
  /// question drawn, passed when completed at the pass mark. A stored summary is never
  /// trusted over them (a line saying 0/10 and `"passed":true` was shown passed).
  package static func derived(
    status: Status, size: Int, points: Int
  ) -> (score: Int, maximum: Int, passed: Bool) {
    let maximum = size * Grade.maximumPoints
    let passed = status == .completed && Double(points) >= Double(maximum) * Quiz.passMark
    return (points, maximum, passed)
  }

  /// Whether the stored score, maximum and passed are what the answers give.
  package var summaryAgrees: Bool {
    let summary = Self.derived(
      status: status, size: size, points: questions.reduce(0) { $0 + $1.points })
    return summary.score == score && summary.maximum == maximum && summary.passed == passed
  }

  /// Replaces the stored summary by the one the answers give.
  package mutating func deriveSummary() {
    let summary = Self.derived(
      status: status, size: size, points: questions.reduce(0) { $0 + $1.points })
    score = summary.score
    maximum = summary.maximum
    passed = summary.passed
  }

  /// Score as a percentage of the maximum of the whole quiz.
  package var percentage: Double { Self.percentage(score: score, maximum: maximum) }

  /// The one formula, for readers that have the numbers without a record (a report read from
  /// the bytes), so both give the same double.
  @inline(__always)
  package static func percentage(score: Int, maximum: Int) -> Double {
    maximum == 0 ? 0 : Double(score) * 100 / Double(maximum)
  }

  /// A quiz abandoned before its first answer: no longer stored, and not counted when an
  /// older divequiz stored one.
  package var isEmptyAbandon: Bool { status == .abandoned && questions.isEmpty }

  /// Time spent answering, the tie-breaker of rankings.
  package var seconds: Double { questions.reduce(0) { $0 + $1.seconds } }

  /// Builds the record of a quiz that ended (finished or abandoned).
  package init(
    quiz: Quiz, id: String, judge: String, end: Date, languages: [String]
  ) {
    let questions = quiz.responses.enumerated().map { index, response in
      var extra: Extra?
      switch quiz.prompts[index] {
      case .sanction:
        extra = nil
      case .choice(let question):
        var chosen: Int?
        if case .option(let picked)? = response.reply { chosen = picked }
        extra = .choice(question, chosen: chosen)
      case .score(let question):
        var given: Int?
        if case .number(let typed)? = response.reply { given = typed }
        extra = .score(question, given: given)
      case .scenario(let question):
        extra = .scenario(question)
      case .bank(let question):
        extra = .bank(question, chosen: question.key(of: response.reply))
      case .own(let question):
        var given: String?
        if case .text(let typed)? = response.reply { given = typed }
        extra = .own(question, given: given)
      case .rules(let options, let correct):
        var chosen: Int?
        if case .option(let picked)? = response.reply { chosen = picked }
        extra = .rules(options: options, correct: correct, chosen: chosen)
      case .trueFalse(let claim, let isTrue):
        var chosen: Bool?
        if case .truth(let said)? = response.reply { chosen = said }
        extra = .trueFalse(claim: claim, isTrue: isTrue, chosen: chosen)
      }
      return Question(
        penaltyID: response.penaltyID, chosen: response.answer,
        correct: quiz.penalties[index].map(Answer.init(key:)) ?? Question.noKey,
        points: response.points,
        seconds: Tenths.rounded(response.seconds), extra: extra)
    }
    self.init(
      id: id, judge: judge, kind: quiz.plan.exam ? .exam : .quiz,
      status: quiz.isFinished ? .completed : .abandoned,
      start: quiz.startedAt, end: end, languages: languages, filters: quiz.plan.words,
      seed: quiz.draw.seed, edition: quiz.edition, size: quiz.count, score: quiz.score,
      maximum: quiz.maximum, passed: quiz.passed, limit: quiz.plan.minutes, questions: questions)
  }
}
