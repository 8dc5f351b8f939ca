#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The sheet of one seed's exam (or quiz): every trainee who sat it, ranked, with score,
/// result, time taken and time limit; an attempt abandoned is listed and marked, never dropped.
public struct ExamSheet: Equatable, Sendable {
  /// `exam`, `quiz`, or `mixed` when the seed was sat both ways, as the records say.
  public var kind: String
  /// Best attempt per trainee: completed ones by score then time, abandoned ones after.
  public var entries: [Report.Rank]

  /// Accumulates the attempts one record at a time (records already narrowed to the seed).
  public struct Builder {
    private struct Attempt {
      var completed: Bool
      var percent: Double
      var seconds: Double
      var record: Summary
    }

    /// What the sheet shows of a record: kept instead of the record and its questions.
    private struct Summary {
      var kind: String
      var score: Int
      var maximum: Int
      var passed: Bool
      var answered: Int
      var size: Int
      var limit: Int?
    }

    private var best: [String: Attempt] = [:]
    private var attempts: [String: Int] = [:]
    private var names = TraineeIndex()
    private var kinds: Set<String> = []

    public init() {}

    /// Counts one attempt; a trainee's best one is kept, the rest only counted.
    public mutating func add(_ record: QuizRecord) {
      let key = NameKey.of(record.judge)
      names.add(record)
      kinds.insert(record.kind)
      attempts[key, default: 0] += 1
      let attempt = Attempt(
        completed: record.status == .completed, percent: record.percentage,
        seconds: record.seconds,
        record: Summary(
          kind: record.kind, score: record.score, maximum: record.maximum,
          passed: record.status == .completed && record.passed,
          answered: record.questions.count, size: record.size, limit: record.limit))
      if let kept = best[key], !Self.isBetter(attempt, than: kept) { return }
      best[key] = attempt
    }

    private static func isBetter(_ a: Attempt, than b: Attempt) -> Bool {
      if a.completed != b.completed { return a.completed }
      if a.percent != b.percent { return a.percent > b.percent }
      return a.seconds < b.seconds
    }

    /// The sheet: completed attempts by score then time, abandoned ones after them.
    public func finish() -> ExamSheet {
      var rows: [(name: String, key: String, attempt: Attempt)] = []
      for name in names.names {
        let key = NameKey.of(name)
        if let attempt = best[key] { rows.append((name, key, attempt)) }
      }
      rows.sort {
        if $0.attempt.completed != $1.attempt.completed { return $0.attempt.completed }
        if $0.attempt.percent != $1.attempt.percent {
          return $0.attempt.percent > $1.attempt.percent
        }
        if $0.attempt.seconds != $1.attempt.seconds {
          return $0.attempt.seconds < $1.attempt.seconds
        }
        return $0.key < $1.key
      }
      var entries: [Report.Rank] = []
      for (index, row) in rows.enumerated() {
        let attempt = row.attempt
        // Equal result, score and time share a rank.
        let rank =
          entries.last.map { previous in
            previous.percent == attempt.percent && previous.seconds == attempt.seconds
              && (previous.status == "completed") == attempt.completed ? previous.rank : index + 1
          } ?? 1
        let summary = attempt.record
        entries.append(
          Report.Rank(
            rank: rank, judge: row.name, percent: attempt.percent, seconds: attempt.seconds,
            quizzes: attempts[row.key] ?? 1, score: summary.score, maximum: summary.maximum,
            answered: summary.answered, size: summary.size, passed: summary.passed,
            status: attempt.completed ? "completed" : "abandoned", kind: summary.kind,
            limitMinutes: summary.limit))
      }
      let kind = kinds.count == 1 ? kinds.first ?? "quiz" : kinds.isEmpty ? "quiz" : "mixed"
      return ExamSheet(kind: kind, entries: entries)
    }
  }
}
