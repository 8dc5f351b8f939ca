#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The instructor's view of a set of stored quizzes, computed in one pass.
public struct Report: Codable, Equatable, Sendable {
  /// Penalties answered fewer times than this are not ranked among the weakest: one wrong
  /// answer out of one says nothing about a class.
  public static let weakestMinimum = 5

  public struct Trainee: Codable, Equatable, Sendable {
    /// The name as spelled in the trainee's latest quiz.
    public var judge: String
    /// Stored practice quizzes and exams, finished or not.
    public var quizzes: Int
    public var exams: Int
    public var completed: Int
    public var abandoned: Int
    /// Over completed quizzes; nil when there is none.
    public var averagePercent: Double?
    public var bestPercent: Double?
    /// Share of completed quizzes passed, 0–100.
    public var passRate: Double?
    /// When the latest quiz ended: the last activity.
    public var lastQuiz: String
    /// Average % of the completed quizzes of each month, oldest first.
    public var months: [Month]
    /// Every stored question of the trainee's by kind (abandoned quizzes' too); optional
    /// only so that a report written before kinds still decodes.
    public var kinds: [KindStat]? = nil
  }

  public struct Month: Codable, Equatable, Sendable {
    public var month: String
    public var averagePercent: Double
    public var quizzes: Int
  }

  /// A line of the ranking; the optional fields are set on the sheet of one seed.
  public struct Rank: Codable, Equatable, Sendable {
    public var rank: Int
    public var judge: String
    public var percent: Double
    public var seconds: Double
    /// Completed quizzes averaged, or attempts at the seed.
    public var quizzes: Int
    public var score: Int?
    public var maximum: Int?
    public var answered: Int?
    public var size: Int?
    public var passed: Bool?
    public var status: QuizRecord.Status?
    public var kind: QuizKind?
    public var limitMinutes: Int?
    /// On a sheet: the ranked attempt's questions by kind.
    public var kinds: [KindStat]?

    public init(
      rank: Int, judge: String, percent: Double, seconds: Double, quizzes: Int,
      score: Int? = nil, maximum: Int? = nil, answered: Int? = nil, size: Int? = nil,
      passed: Bool? = nil, status: QuizRecord.Status? = nil, kind: QuizKind? = nil,
      limitMinutes: Int? = nil,
      kinds: [KindStat]? = nil
    ) {
      self.rank = rank
      self.judge = judge
      self.percent = percent
      self.seconds = seconds
      self.quizzes = quizzes
      self.score = score
      self.maximum = maximum
      self.answered = answered
      self.size = size
      self.passed = passed
      self.status = status
      self.kind = kind
      self.limitMinutes = limitMinutes
      self.kinds = kinds
    }

    public var isAbandoned: Bool { status == .abandoned }
  }

  /// A trainee's practice quizzes of an exam's seed: listed apart, never ranked.
  public struct Practice: Codable, Equatable, Sendable {
    public var judge: String
    public var quizzes: Int
    /// The best completed practice quiz; nil when none was completed.
    public var bestPercent: Double?
    public var bestScore: Int?
    public var maximum: Int?
  }

  /// Quizzes of a sheet's seed that asked other questions (another size, kind, filter or
  /// edition): listed apart, never ranked with the sheet.
  public struct OtherSheet: Codable, Equatable, Sendable {
    public var shape: SheetShape
    /// One attempt per trainee of the kind ranked, as the sheet ranks its own.
    public var ranking: [Rank]
    /// Practice quizzes of this shape.
    public var practiceQuizzes: Int
  }

  /// How many of the quizzes reported were taken in one edition.
  public struct EditionCount: Codable, Equatable, Sendable {
    public var edition: String
    public var quizzes: Int
  }

  public struct PenaltyStat: Codable, Equatable, Sendable {
    public var penaltyID: Int
    public var answered: Int
    public var fullyRight: Int
    public var percentRight: Double
  }

  public var quizzes: Int
  public var answered: Int
  /// Set when the ranking is the sheet of one seed's quiz (an exam given to a class).
  public var seed: UInt64?
  /// Quizzes per edition, by edition id: a class that trained on two editions sees it.
  public var editions: [EditionCount]
  /// With a seed: the kind ranked, `exam` unless `kind quiz` asked for practice.
  public var rankingKind: QuizKind?
  /// With a seed: which attempt of each trainee is ranked (`first`, `best`, `last`).
  public var attemptRule: AttemptRule?
  /// With a seed: practice quizzes of the sheet's shape, by trainee, never ranked.
  public var practice: [Practice]?
  /// With a seed: the exam the sheet ranks (`SheetShape`), nil when the seed has no quiz.
  public var sheet: SheetShape? = nil
  /// With a seed: its quizzes of other shapes, the most sat first.
  public var otherSheets: [OtherSheet]? = nil
  public var trainees: [Trainee]
  public var ranking: [Rank]
  /// Every penalty answered at least once, weakest first.
  public var penalties: [PenaltyStat]
  /// The penalties answered at least `weakestMinimum` times and missed at least once, weakest
  /// first: a penalty always answered right is no weak spot.
  public var weakest: [PenaltyStat]
  public var weakestMinimum: Int
  public var confusion: ConfusionMatrix
  /// Answers whose owners (referee, judges) differ from the key.
  public var ownerMistakes: Int
  /// Every question answered, by kind (`QuestionKind` order); optional only so that a report
  /// written before kinds still decodes.
  public var kinds: [KindStat]?

  /// Builds the report over `records` (already filtered by the query).
  package static func build(
    _ records: [QuizRecord], seed: UInt64? = nil, attempt: AttemptRule = .first,
    kind: QuizKind? = nil, time: LocalTime = .utc
  ) -> Report {
    var builder = Builder(seed: seed, attempt: attempt, kind: kind, time: time)
    for record in records { builder.add(record) }
    return builder.finish()
  }

  /// Accumulates a report one record at a time, so a large history is summed while it is
  /// read instead of being held in memory whole.
  package struct Builder {
    private let seed: UInt64?
    // Internal, not private: `add(_ chunk:)` (Report+Chunks) sums a byte-level read into them.
    var quizzes = 0
    var editions: [String: Int] = [:]
    var trainees: TraineeIndex
    private var sheet: ExamSheet.Builder?
    /// The answers' counts, apart so that threads can sum their shares (`AnswerTally.join`).
    var answers = AnswerTally()

    /// - Parameters:
    ///   - seed: the seed whose exam sheet is wanted, if any.
    ///   - names: who is who in the whole history; nil to decide from the records added.
    ///   - attempt: which attempt of each trainee the sheet ranks.
    ///   - kind: the kind the query asked for; without one the sheet ranks exams and lists
    ///     practice apart.
    ///   - time: the reader's zone, for the trainees' months.
    package init(
      seed: UInt64? = nil, names: TraineeNames? = nil, attempt: AttemptRule = .first,
      kind: QuizKind? = nil, time: LocalTime = .utc
    ) {
      self.seed = seed
      self.trainees = TraineeIndex(names: names, time: time)
      self.sheet = seed.map { _ in
        ExamSheet.Builder(
          names: names, rule: attempt, kind: kind ?? .exam, practice: kind == nil)
      }
    }

    /// Counts one quiz; one abandoned before its first answer is not counted.
    package mutating func add(_ record: QuizRecord) {
      guard !record.isEmptyAbandon else { return }
      quizzes += 1
      editions[record.edition, default: 0] += 1
      trainees.add(record)
      sheet?.add(record)
      for question in record.questions { answers.add(question) }
    }

    package func finish() -> Report {
      var ranking: [Rank] = []
      var kind: QuizKind?
      var rule: AttemptRule?
      var practice: [Practice]?
      var shape: SheetShape?
      var others: [OtherSheet]?
      if let sheet = sheet?.finish() {
        ranking = sheet.entries
        kind = sheet.kind
        rule = sheet.rule
        practice = sheet.practice
        shape = sheet.shape
        others = sheet.others
      } else {
        ranking = Self.averageRanking(trainees.averages())
      }

      let penalties = answers.perPenalty.map { id, stat in
        PenaltyStat(
          penaltyID: id, answered: stat.answered, fullyRight: stat.right,
          percentRight: Double(stat.right) * 100 / Double(stat.answered))
      }.sorted {
        ($0.percentRight, -$0.answered, $0.penaltyID) < (
          $1.percentRight, -$1.answered, $1.penaltyID
        )
      }

      return Report(
        quizzes: quizzes, answered: answers.answered, seed: seed,
        editions: editions.keys.sorted().compactMap { edition in
          editions[edition].map { EditionCount(edition: edition, quizzes: $0) }
        }, rankingKind: kind, attemptRule: rule, practice: practice, sheet: shape,
        otherSheets: others,
        trainees: trainees.trainees(), ranking: ranking, penalties: penalties,
        weakest: penalties.filter {
          $0.answered >= Report.weakestMinimum && $0.fullyRight < $0.answered
        },
        weakestMinimum: Report.weakestMinimum, confusion: answers.confusionMatrix,
        ownerMistakes: answers.ownerMistakes, kinds: answers.kinds.stats)
    }

    /// Trainees by average of their completed quizzes; ties go to fewer seconds.
    private static func averageRanking(
      _ averages: [(judge: String, percent: Double, seconds: Double, quizzes: Int)]
    ) -> [Rank] {
      let entries = averages.sorted {
        ($0.percent, -$0.seconds, NameKey.of($1.judge)) > (
          $1.percent, -$1.seconds, NameKey.of($0.judge)
        )
      }
      var ranking: [Rank] = []
      for (index, entry) in entries.enumerated() {
        // Equal score and time share a rank.
        let rank =
          ranking.last.map {
            $0.percent == entry.percent && $0.seconds == entry.seconds ? $0.rank : index + 1
          } ?? 1
        ranking.append(
          Rank(
            rank: rank, judge: entry.judge, percent: entry.percent, seconds: entry.seconds,
            quizzes: entry.quizzes))
      }
      return ranking
    }
  }
}
