#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The instructor's view of a set of stored quizzes, computed in one pass.
public struct Report: Codable, Equatable, Sendable {
  /// Penalties answered fewer times than this are not ranked among the weakest: one wrong
  /// answer out of one says nothing about a class.
  package static let weakestMinimum = 5

  /// One trainee's line of the report.
  public struct Trainee: Codable, Equatable, Sendable {
    /// The name as spelled in the trainee's latest quiz.
    public var judge: String
    /// Stored practice quizzes and exams, finished or not.
    public var quizzes: Int
    package var exams: Int
    /// Quizzes finished rather than abandoned.
    public var completed: Int
    package var abandoned: Int
    /// Over completed quizzes; nil when there is none.
    public var averagePercent: Double?
    package var bestPercent: Double?
    /// Share of completed quizzes passed, 0–100.
    package var passRate: Double?
    /// When the latest quiz ended: the last activity.
    package var lastQuiz: String
    /// Average % of the completed quizzes of each month, oldest first.
    public var months: [Month]
    /// Every stored question of the trainee's by kind (abandoned quizzes' too); optional
    /// only so that a report written before kinds still decodes.
    package var kinds: [KindStat]? = nil
  }

  /// A calendar month's results, for the trend.
  public struct Month: Codable, Equatable, Sendable {
    /// The month, `YYYY-MM`, in the report's time zone.
    public var month: String
    /// The mean score that month, in percent.
    public var averagePercent: Double
    /// Quizzes taken that month.
    public var quizzes: Int
  }

  /// A line of the ranking; the optional fields are set on the sheet of one seed.
  package struct Rank: Codable, Equatable, Sendable {
    package var rank: Int
    package var judge: String
    package var percent: Double
    package var seconds: Double
    /// Completed quizzes averaged, or attempts at the seed.
    package var quizzes: Int
    package var score: Int?
    package var maximum: Int?
    package var answered: Int?
    package var size: Int?
    package var passed: Bool?
    package var status: QuizRecord.Status?
    package var kind: QuizKind?
    package var limitMinutes: Int?
    /// On a sheet: the ranked attempt's questions by kind.
    package var kinds: [KindStat]?

    package init(
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

    package var isAbandoned: Bool { status == .abandoned }
  }

  /// A trainee's practice quizzes of an exam's seed: listed apart, never ranked.
  package struct Practice: Codable, Equatable, Sendable {
    package var judge: String
    package var quizzes: Int
    /// The best completed practice quiz; nil when none was completed.
    package var bestPercent: Double?
    package var bestScore: Int?
    package var maximum: Int?
  }

  /// Quizzes of a sheet's seed that asked other questions (another size, kind, filter or
  /// edition): listed apart, never ranked with the sheet.
  package struct OtherSheet: Codable, Equatable, Sendable {
    package var shape: SheetShape
    /// One attempt per trainee of the kind ranked, as the sheet ranks its own.
    package var ranking: [Rank]
    /// Practice quizzes of this shape.
    package var practiceQuizzes: Int
  }

  /// How many of the quizzes reported were taken in one edition.
  package struct EditionCount: Codable, Equatable, Sendable {
    package var edition: EditionID
    package var quizzes: Int
  }

  /// Quizzes taken with another rules file (`--rules`, the app's files): its ids name its own
  /// penalties, so its answers are counted here and not among divequiz's penalties.
  package struct RulesFileCount: Codable, Equatable, Sendable {
    package var name: String
    package var hash: String
    package var quizzes: Int
    package var answered: Int
  }

  package struct PenaltyStat: Codable, Equatable, Sendable {
    package var penaltyID: Int
    package var answered: Int
    package var fullyRight: Int
    package var percentRight: Double
  }

  /// One question of an instructor's own set, as a class answered it: by set and hash, so a
  /// question edited in its file (a new hash) is counted apart from its old wording.
  package struct OwnQuestionStat: Codable, Equatable, Sendable {
    package var set: String
    package var hash: String
    /// Its `::title::`, else its text, as the file gives it (not sanitised: a presenter's
    /// job).
    package var title: String
    package var answered: Int
    package var fullyRight: Int
    /// Out of `answered` × `Grade.maximumPoints`: partial credit counts.
    package var points: Int

    /// The share of the points earned, 0–100.
    package var percent: Double {
      answered == 0 ? 0 : Double(points) * 100 / Double(answered * Grade.maximumPoints)
    }
  }

  /// Quizzes the query matched.
  public var quizzes: Int
  /// Questions answered in them.
  public var answered: Int
  /// Set when the ranking is the sheet of one seed's quiz (an exam given to a class).
  package var seed: UInt64?
  /// Quizzes per edition, by edition id: a class that trained on two editions sees it.
  package var editions: [EditionCount]
  /// With a seed: the kind ranked, `exam` unless `kind quiz` asked for practice.
  package var rankingKind: QuizKind?
  /// With a seed: which attempt of each trainee is ranked (`first`, `best`, `last`).
  package var attemptRule: AttemptRule?
  /// With a seed: practice quizzes of the sheet's shape, by trainee, never ranked.
  package var practice: [Practice]?
  /// With a seed: the exam the sheet ranks (`SheetShape`), nil when the seed has no quiz.
  package var sheet: SheetShape? = nil
  /// With a seed: its quizzes of other shapes, the most sat first.
  package var otherSheets: [OtherSheet]? = nil
  /// One line per trainee, merged and renamed names applied.
  public var trainees: [Trainee]
  package var ranking: [Rank]
  /// Every penalty answered at least once, weakest first.
  package var penalties: [PenaltyStat]
  /// The penalties answered at least `weakestMinimum` times and missed at least once, weakest
  /// first: a penalty always answered right is no weak spot.
  package var weakest: [PenaltyStat]
  package var weakestMinimum: Int
  package var confusion: ConfusionMatrix
  /// Answers whose owners (referee, judges) differ from the key.
  package var ownerMistakes: Int
  /// Every question answered, by kind (`QuestionKind` order); optional only so that a report
  /// written before kinds still decodes.
  package var kinds: [KindStat]?
  /// Quizzes taken with other rules files, by file; nil when there are none.
  package var rulesFiles: [RulesFileCount]? = nil
  /// Every own question answered (`OwnQuestionStat`), by set, weakest first; nil when none
  /// was, so a report without own questions reads as before.
  package var ownQuestions: [OwnQuestionStat]? = nil

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
    var editions: [EditionID: Int] = [:]
    var trainees: TraineeIndex
    private var sheet: ExamSheet.Builder?
    /// The answers' counts, apart so that threads can sum their shares (`AnswerTally.join`).
    var answers = AnswerTally()
    /// Quizzes and answers of other rules files, by file.
    var otherFiles: [RulesFileMark: (quizzes: Int, answered: Int)] = [:]

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
      trainees.add(record)
      sheet?.add(record)
      if let file = record.rulesFile {
        otherFiles[file, default: (0, 0)].quizzes += 1
        otherFiles[file, default: (0, 0)].answered += record.questions.count
        return
      }
      editions[record.edition, default: 0] += 1
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

      var report = Report(
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
        ownerMistakes: answers.ownerMistakes, kinds: answers.kinds.stats,
        ownQuestions: answers.ownQuestions)
      if !otherFiles.isEmpty {
        report.rulesFiles = otherFiles.map {
          RulesFileCount(
            name: $0.key.name, hash: $0.key.hash, quizzes: $0.value.quizzes,
            answered: $0.value.answered)
        }.sorted { ($0.name, $0.hash) < ($1.name, $1.hash) }
      }
      return report
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
