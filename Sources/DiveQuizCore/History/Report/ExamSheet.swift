#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Which of a trainee's attempts at one seed the exam sheet ranks.
public enum AttemptRule: String, CaseIterable, Sendable, Codable {
  /// The first attempt: the exam as sat, the default of a sheet an instructor signs.
  case first
  /// The best attempt: completed before abandoned, then score, then time.
  case best
  /// The latest attempt.
  case last
}

/// The sheet of one seed's exam: every trainee who sat it, one attempt each (the first by
/// default, `AttemptRule`), ranked, with score, result, time taken and time limit; an attempt
/// abandoned is listed and marked, never dropped. Practice quizzes of the same seed are never
/// ranked: they are counted apart, with each trainee's best score.
public struct ExamSheet: Equatable, Sendable {
  /// What was ranked: `exam` (the default), or `quiz` when `kind quiz` asked for it.
  public var kind: QuizKind
  /// Which attempt of each trainee was ranked.
  public var rule: AttemptRule
  /// One attempt per trainee: completed ones by score then time, abandoned ones after.
  public var entries: [Report.Rank]
  /// Practice of the same seed, by trainee: never in the ranking.
  public var practice: [Report.Practice]
  /// The ids of the quizzes ranked: one per trainee.
  public var rankedIDs: Set<String> = []

  /// Where a quiz of the seed stands on the sheet; its word is an export's `sheet` column.
  public enum Place: String, Sendable {
    case ranked
    /// Another attempt of the kind ranked.
    case retake
    case practice
  }

  /// Where a quiz of the seed stands on the sheet.
  public func place(of record: QuizRecord) -> Place {
    if record.kind != kind { return .practice }
    return rankedIDs.contains(record.id) ? .ranked : .retake
  }

  /// Accumulates the attempts one record at a time (records already narrowed to the seed).
  package struct Builder {
    private struct Attempt {
      var completed: Bool
      var percent: Double
      var seconds: Double
      var start: Date
      /// Order read, for attempts started in the same second.
      var sequence: Int
      var id: String
      var record: Summary
    }

    /// What the sheet shows of a record: kept instead of the record and its questions.
    private struct Summary {
      var score: Int
      var maximum: Int
      var passed: Bool
      var answered: Int
      var size: Int
      var limit: Int?
      var kinds: KindTally
    }

    private struct Practice {
      var quizzes = 0
      var best: (percent: Double, score: Int, maximum: Int)?

      mutating func join(_ other: Practice) {
        quizzes += other.quizzes
        if let theirs = other.best, best.map({ theirs.percent > $0.percent }) ?? true {
          best = theirs
        }
      }
    }

    private let rule: AttemptRule
    private let ranked: QuizKind
    private let countsPractice: Bool
    private var chosen: [String: Attempt] = [:]
    private var attempts: [String: Int] = [:]
    private var practice: [String: Practice] = [:]
    private var census = NameCensus()
    private let names: TraineeNames?
    private var sequence = 0

    /// - Parameters:
    ///   - names: who is who in the whole history; nil to decide from the records added.
    ///   - rule: which attempt of each trainee is ranked.
    ///   - kind: the kind ranked (`exam`); other records of the seed are practice, counted
    ///     apart, unless `practice` is false.
    package init(
      names: TraineeNames? = nil, rule: AttemptRule = .first, kind: QuizKind = .exam,
      practice: Bool = true
    ) {
      self.names = names
      self.rule = rule
      self.ranked = kind
      self.countsPractice = practice
    }

    /// Counts one attempt; the one the rule picks is kept, the rest only counted. A quiz
    /// abandoned before its first answer is not an attempt.
    package mutating func add(_ record: QuizRecord) {
      guard !record.isEmptyAbandon else { return }
      let key = NameKey.of(record.judge)
      if names == nil { census.note(record.judge) }
      sequence += 1
      guard record.kind == ranked else {
        guard countsPractice else { return }
        var entry = Practice(quizzes: 1)
        if record.status == .completed {
          entry.best = (record.percentage, record.score, record.maximum)
        }
        practice[key, default: Practice()].join(entry)
        return
      }
      attempts[key, default: 0] += 1
      let attempt = Attempt(
        completed: record.status == .completed, percent: record.percentage,
        seconds: record.seconds, start: record.start, sequence: sequence, id: record.id,
        record: Summary(
          score: record.score, maximum: record.maximum,
          passed: record.status == .completed && record.passed,
          answered: record.questions.count, size: record.size, limit: record.limit,
          kinds: KindTally(record.questions)))
      if let kept = chosen[key], !isPreferred(attempt, to: kept) { return }
      chosen[key] = attempt
    }

    /// Whether the rule picks `a` over `b`.
    private func isPreferred(_ a: Attempt, to b: Attempt) -> Bool {
      switch rule {
      case .first: return (a.start, a.sequence) < (b.start, b.sequence)
      case .last: return (a.start, a.sequence) > (b.start, b.sequence)
      case .best: return Self.ranksAbove(a, b)
      }
    }

    private static func ranksAbove(_ a: Attempt, _ b: Attempt) -> Bool {
      if a.completed != b.completed { return a.completed }
      if a.percent != b.percent { return a.percent > b.percent }
      return a.seconds < b.seconds
    }

    /// The sheet: completed attempts by score then time, abandoned ones after them.
    package func finish() -> ExamSheet {
      let names = self.names ?? census.resolved()
      var byIdentity: [String: (attempt: Attempt, count: Int)] = [:]
      for (key, attempt) in chosen {
        let identity = names.identity(ofKey: key)
        let count = attempts[key] ?? 1
        if let kept = byIdentity[identity] {
          let better = isPreferred(attempt, to: kept.attempt) ? attempt : kept.attempt
          byIdentity[identity] = (better, kept.count + count)
        } else {
          byIdentity[identity] = (attempt, count)
        }
      }
      var rows = byIdentity.map { identity, value in
        (name: names.shownName(identity: identity) ?? identity, key: identity, value: value)
      }
      rows.sort {
        if Self.ranksAbove($0.value.attempt, $1.value.attempt) { return true }
        if Self.ranksAbove($1.value.attempt, $0.value.attempt) { return false }
        return $0.key < $1.key
      }
      var entries: [Report.Rank] = []
      for (index, row) in rows.enumerated() {
        let attempt = row.value.attempt
        // Equal result, score and time share a rank.
        let rank =
          entries.last.map { previous in
            previous.percent == attempt.percent && previous.seconds == attempt.seconds
              && (previous.status == .completed) == attempt.completed ? previous.rank : index + 1
          } ?? 1
        let summary = attempt.record
        entries.append(
          Report.Rank(
            rank: rank, judge: row.name, percent: attempt.percent, seconds: attempt.seconds,
            quizzes: row.value.count, score: summary.score, maximum: summary.maximum,
            answered: summary.answered, size: summary.size, passed: summary.passed,
            status: attempt.completed ? .completed : .abandoned, kind: ranked,
            limitMinutes: summary.limit, kinds: summary.kinds.stats))
      }
      var practiced: [String: Practice] = [:]
      for (key, entry) in practice {
        practiced[names.identity(ofKey: key), default: Practice()].join(entry)
      }
      let practiceRows = practiced.map { identity, entry in
        Report.Practice(
          judge: names.shownName(identity: identity) ?? identity, quizzes: entry.quizzes,
          bestPercent: entry.best?.percent, bestScore: entry.best?.score,
          maximum: entry.best?.maximum)
      }.sorted {
        let (a, b) = (NameKey.of($0.judge), NameKey.of($1.judge))
        return a != b ? a < b : $0.judge < $1.judge
      }
      return ExamSheet(
        kind: ranked, rule: rule, entries: entries, practice: practiceRows,
        rankedIDs: Set(rows.map(\.value.attempt.id)))
    }
  }
}
