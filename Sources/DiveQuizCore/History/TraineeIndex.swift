#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Every trainee in a set of quizzes, one entry per person however the name was typed
/// (`NameKey`), shown with the spelling of their latest quiz.
///
/// Fed one record at a time while the history is read, so a federation's history is summed,
/// never held; what it keeps grows with the number of trainees and months only.
public struct TraineeIndex {
  private struct Tally {
    /// The latest spelling, trimmed and single-spaced for display.
    var name: String
    /// That spelling as stored.
    var typed: String
    /// When `name` was used: a later quiz's spelling replaces it.
    var spelledAt: Date
    var quizzes = 0
    var exams = 0
    var completed = 0
    var abandoned = 0
    var percentSum = 0.0
    var best: Double?
    var passed = 0
    var secondsSum = 0.0
    var last = Date.distantPast
    var months: [Int: (sum: Double, count: Int)] = [:]

    init(name: String, spelledAt: Date) {
      self.name = NameKey.tidy(name)
      self.typed = name
      self.spelledAt = spelledAt
    }

    mutating func add(_ record: QuizRecord) {
      // The same second keeps the later line's spelling: the file is in writing order.
      if record.end >= spelledAt {
        if typed != record.judge {
          name = NameKey.tidy(record.judge)
          typed = record.judge
        }
        spelledAt = record.end
      }
      if record.kind == "exam" { exams += 1 } else { quizzes += 1 }
      last = max(last, record.end)
      if record.status == .completed {
        let percent = record.percentage
        completed += 1
        percentSum += percent
        best = max(best ?? percent, percent)
        if record.passed { passed += 1 }
        secondsSum += record.seconds
        let month = Timestamp.monthKey(record.start)
        let previous = months[month] ?? (0, 0)
        months[month] = (previous.sum + percent, previous.count + 1)
      } else {
        abandoned += 1
      }
    }
  }

  private var tallies: [String: Tally] = [:]
  /// Each spelling met and its key, so a name is folded once, not once per record.
  private var keys: [String: String] = [:]

  public init() {}

  /// How many different trainees were seen.
  public var count: Int { tallies.count }

  /// The names as shown (latest spelling), in alphabetical order of their keys.
  public var names: [String] { sortedKeys.compactMap { tallies[$0]?.name } }

  private var sortedKeys: [String] { tallies.keys.sorted() }

  /// Counts one stored quiz for its trainee, whatever the spelling of the name.
  public mutating func add(_ record: QuizRecord) {
    let key: String
    if let known = keys[record.judge] {
      key = known
    } else {
      key = NameKey.of(record.judge)
      // Bounded, so a history of all-different names costs no more than its trainees.
      if keys.count < 10_000 { keys[record.judge] = key }
    }
    if tallies[key] == nil { tallies[key] = Tally(name: record.judge, spelledAt: record.end) }
    // In place: the tally's months are not copied for every record.
    tallies[key]?.add(record)
  }

  /// Whether any quiz was stored under this name (compared by `NameKey`).
  public func contains(_ name: String) -> Bool { tallies[NameKey.of(name)] != nil }

  /// How the trainee called `name` was spelled in their latest quiz, and their quiz count.
  public func stored(_ name: String) -> (name: String, quizzes: Int)? {
    tallies[NameKey.of(name)].map { ($0.name, $0.quizzes + $0.exams) }
  }

  /// The shown names nearest to `name`, for "did you mean" when nothing matches.
  public func closest(to name: String, limit: Int = 3) -> [String] {
    NameKey.closest(to: name, in: names, limit: limit)
  }

  /// One summary per trainee, in alphabetical order (accents and case aside).
  public func trainees() -> [Report.Trainee] {
    sortedKeys.compactMap { key in
      guard let tally = tallies[key] else { return nil }
      let completed = Double(tally.completed)
      return Report.Trainee(
        judge: tally.name, quizzes: tally.quizzes, exams: tally.exams,
        completed: tally.completed, abandoned: tally.abandoned,
        averagePercent: tally.completed > 0 ? tally.percentSum / completed : nil,
        bestPercent: tally.best,
        passRate: tally.completed > 0 ? Double(tally.passed) * 100 / completed : nil,
        lastQuiz: Timestamp.format(tally.last),
        months: tally.months.keys.sorted().compactMap { month in
          tally.months[month].map {
            Report.Month(
              month: Timestamp.monthName(month), averagePercent: $0.sum / Double($0.count),
              quizzes: $0.count)
          }
        })
    }
  }

  /// Each trainee's average over completed quizzes, for the ranking of a report without seed.
  func averages() -> [(judge: String, percent: Double, seconds: Double, quizzes: Int)] {
    tallies.values.filter { $0.completed > 0 }.map {
      let count = Double($0.completed)
      return ($0.name, $0.percentSum / count, $0.secondsSum / count, $0.completed)
    }
  }
}
