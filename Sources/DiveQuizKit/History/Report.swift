#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The instructor's view of a set of stored quizzes, computed in one pass.
public struct Report: Codable, Equatable, Sendable {
  public struct Trainee: Codable, Equatable, Sendable {
    public var judge: String
    public var completed: Int
    public var abandoned: Int
    /// Over completed quizzes; nil when there is none.
    public var averagePercent: Double?
    public var bestPercent: Double?
    /// Share of completed quizzes passed, 0–100.
    public var passRate: Double?
    public var lastQuiz: String
    /// Average % of the completed quizzes of each month, oldest first.
    public var months: [Month]
  }

  public struct Month: Codable, Equatable, Sendable {
    public var month: String
    public var averagePercent: Double
    public var quizzes: Int
  }

  public struct Rank: Codable, Equatable, Sendable {
    public var rank: Int
    public var judge: String
    public var percent: Double
    public var seconds: Double
    public var quizzes: Int
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
  /// Set when the ranking is of one seed's quiz (an exam given to a class).
  public var seed: UInt64?
  /// Quizzes per edition, by edition id: a class that trained on two editions sees it.
  public var editions: [EditionCount]
  public var trainees: [Trainee]
  public var ranking: [Rank]
  /// Every penalty answered at least once, weakest first.
  public var penalties: [PenaltyStat]
  /// `confusion[correct][chosen]`, chosen 0–5 and 6 for skipped.
  public var confusion: [[Int]]
  /// Answers whose owners (referee, judges) differ from the key.
  public var ownerMistakes: Int

  /// Builds the report over `records` (already filtered by the query).
  public static func build(_ records: [QuizRecord], seed: UInt64? = nil) -> Report {
    var builder = Builder(seed: seed)
    for record in records { builder.add(record) }
    return builder.finish()
  }

  /// Accumulates a report one record at a time, so a large history is summed while it is
  /// read instead of being held in memory whole.
  public struct Builder {
    private struct Tally {
      var completed = 0
      var abandoned = 0
      var percentSum = 0.0
      var best: Double?
      var passed = 0
      var secondsSum = 0.0
      var last = Date.distantPast
      var months: [Int: (sum: Double, count: Int)] = [:]
      /// For a seed's ranking: the best attempt (percent, seconds).
      var bestAttempt: (percent: Double, seconds: Double)?
    }

    private let seed: UInt64?
    private var quizzes = 0
    private var editions: [String: Int] = [:]
    private var tallies: [String: Tally] = [:]
    // Penalty ids are small: an array indexed by id, with a dictionary for any odd id.
    private var perPenaltyArray = Array(repeating: (answered: 0, right: 0), count: 256)
    private var perPenalty: [Int: (answered: Int, right: Int)] = [:]
    private var confusion = Array(repeating: Array(repeating: 0, count: 7), count: 6)
    private var ownerMistakes = 0
    private var answered = 0

    public init(seed: UInt64? = nil) {
      self.seed = seed
    }

    public mutating func add(_ record: QuizRecord) {
      quizzes += 1
      editions[record.edition, default: 0] += 1
      var tally = tallies[record.judge, default: Tally()]
      tally.last = max(tally.last, record.end)
      if record.status == .completed {
        let percent = record.percentage
        tally.completed += 1
        tally.percentSum += percent
        tally.best = max(tally.best ?? percent, percent)
        if record.passed { tally.passed += 1 }
        tally.secondsSum += record.seconds
        let month = Timestamp.monthKey(record.start)
        let previous = tally.months[month] ?? (0, 0)
        tally.months[month] = (previous.sum + percent, previous.count + 1)
        let attempt = (percent, record.seconds)
        if let best = tally.bestAttempt {
          if attempt.0 > best.percent || (attempt.0 == best.percent && attempt.1 < best.seconds) {
            tally.bestAttempt = attempt
          }
        } else {
          tally.bestAttempt = attempt
        }
      } else {
        tally.abandoned += 1
      }
      tallies[record.judge] = tally

      for question in record.questions {
        answered += 1
        let right = question.points >= Grade.right.points ? 1 : 0
        if (0..<perPenaltyArray.count).contains(question.penaltyID) {
          perPenaltyArray[question.penaltyID].answered += 1
          perPenaltyArray[question.penaltyID].right += right
        } else {
          let stat = perPenalty[question.penaltyID] ?? (0, 0)
          perPenalty[question.penaltyID] = (stat.answered + 1, stat.right + right)
        }
        // Sanctions are confused only in sanction questions.
        guard question.extra == nil else { continue }
        let column = question.chosen.map(\.sanction.rawValue) ?? 6
        confusion[question.correct.sanction.rawValue][column] += 1
        if let chosen = question.chosen, chosen.owners != question.correct.owners {
          ownerMistakes += 1
        }
      }
    }

    public func finish() -> Report {
      var perPenalty = self.perPenalty
      let trainees = tallies.keys.sorted { $0.lowercased() < $1.lowercased() }.compactMap {
        name -> Trainee? in
        guard let tally = tallies[name] else { return nil }
        let average = tally.completed > 0 ? tally.percentSum / Double(tally.completed) : nil
        return Trainee(
          judge: name, completed: tally.completed, abandoned: tally.abandoned,
          averagePercent: average,
          bestPercent: tally.best,
          passRate: tally.completed > 0
            ? Double(tally.passed) * 100 / Double(tally.completed) : nil,
          lastQuiz: Timestamp.format(tally.last),
          months: tally.months.keys.sorted().compactMap { month in
            tally.months[month].map {
              Month(
                month: Timestamp.monthName(month), averagePercent: $0.sum / Double($0.count),
                quizzes: $0.count)
            }
          })
      }

      // With a seed, each trainee's best attempt at that quiz; otherwise the average.
      var entries: [(judge: String, percent: Double, seconds: Double, quizzes: Int)] = []
      for (name, tally) in tallies where tally.completed > 0 {
        if seed != nil, let best = tally.bestAttempt {
          entries.append((name, best.percent, best.seconds, tally.completed))
        } else {
          entries.append(
            (
              name, tally.percentSum / Double(tally.completed),
              tally.secondsSum / Double(tally.completed), tally.completed
            ))
        }
      }
      entries.sort {
        ($0.percent, -$0.seconds, $1.judge.lowercased()) > (
          $1.percent, -$1.seconds, $0.judge.lowercased()
        )
      }
      var ranking: [Rank] = []
      for (index, entry) in entries.enumerated() {
        // Equal score and time share a rank.
        let previous = ranking.last
        let rank =
          previous.map {
            $0.percent == entry.percent && $0.seconds == entry.seconds ? $0.rank : index + 1
          } ?? 1
        ranking.append(
          Rank(
            rank: rank, judge: entry.judge, percent: entry.percent, seconds: entry.seconds,
            quizzes: entry.quizzes))
      }

      for (id, stat) in perPenaltyArray.enumerated() where stat.answered > 0 {
        perPenalty[id] = stat
      }
      let penalties = perPenalty.map { id, stat in
        PenaltyStat(
          penaltyID: id, answered: stat.answered, fullyRight: stat.right,
          percentRight: Double(stat.right) * 100 / Double(stat.answered))
      }.sorted {
        ($0.percentRight, -$0.answered, $0.penaltyID) < (
          $1.percentRight, -$1.answered, $1.penaltyID
        )
      }

      return Report(
        quizzes: quizzes, answered: answered, seed: seed,
        editions: editions.keys.sorted().compactMap { edition in
          editions[edition].map { EditionCount(edition: edition, quizzes: $0) }
        },
        trainees: trainees, ranking: ranking,
        penalties: penalties, confusion: confusion, ownerMistakes: ownerMistakes)
    }
  }
}
