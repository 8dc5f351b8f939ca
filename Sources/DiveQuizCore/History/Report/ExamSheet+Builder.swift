#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension ExamSheet {
  /// Accumulates the attempts one record at a time (records already narrowed to the seed),
  /// apart for each shape: which shape is the sheet is known only once every record is read.
  /// It keeps one attempt and one practice count per trainee and shape, never a record.
  package struct Builder {
    private struct Attempt {
      var completed: Bool
      var percent: Double
      var seconds: Double
      /// When it started, then the order read for attempts started in the same second: the
      /// same stamp the shapes are ordered by (`Group.firstRanked`).
      var stamp: (start: Date, sequence: Int)
      var id: String
      var record: Summary
    }

    /// What the sheet shows of a record: kept instead of the record and its questions.
    private struct Summary {
      /// As `QuizRecord.derived` gives it; passed only when completed.
      var result: (score: Int, maximum: Int, passed: Bool)
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

    /// One shape's quizzes of the seed.
    private struct Group {
      var chosen: [String: Attempt] = [:]
      var attempts: [String: Int] = [:]
      var practice: [String: Practice] = [:]
      var practiceQuizzes = 0
      /// When the first quiz of the kind ranked, then of any kind, started (with the order
      /// read): the tie-break between shapes sat by as many trainees.
      var firstRanked: (Date, Int)?
      var firstAny: (Date, Int)?
    }

    private let rule: AttemptRule
    private let ranked: QuizKind
    private let countsPractice: Bool
    private var groups: [SheetShape: Group] = [:]
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
      guard !record.isEmptyAbandon, record.kind == ranked || countsPractice else { return }
      let key = NameKey.of(record.judge)
      if names == nil { census.note(record.judge) }
      sequence += 1
      let stamp = (record.start, sequence)
      let shape = SheetShape(of: record)
      var group = groups.removeValue(forKey: shape) ?? Group()
      defer { groups[shape] = group }
      if group.firstAny == nil { group.firstAny = stamp }
      guard record.kind == ranked else {
        var entry = Practice(quizzes: 1)
        if record.status == .completed {
          entry.best = (record.percentage, record.score, record.maximum)
        }
        group.practice[key, default: Practice()].join(entry)
        group.practiceQuizzes += 1
        return
      }
      if group.firstRanked.map({ stamp < $0 }) ?? true { group.firstRanked = stamp }
      group.attempts[key, default: 0] += 1
      let attempt = Attempt(
        completed: record.status == .completed, percent: record.percentage,
        seconds: record.seconds, stamp: stamp, id: record.id,
        record: Summary(
          result: (record.score, record.maximum, record.status == .completed && record.passed),
          answered: record.questions.count, size: record.size, limit: record.limit,
          kinds: KindTally(record.questions)))
      if let kept = group.chosen[key], !isPreferred(attempt, to: kept) { return }
      group.chosen[key] = attempt
    }

    /// Whether the rule picks `a` over `b`.
    private func isPreferred(_ a: Attempt, to b: Attempt) -> Bool {
      switch rule {
      case .first: return a.stamp < b.stamp
      case .last: return a.stamp > b.stamp
      case .best: return Self.ranksAbove(a, b)
      }
    }

    private static func ranksAbove(_ a: Attempt, _ b: Attempt) -> Bool {
      if a.completed != b.completed { return a.completed }
      if a.percent != b.percent { return a.percent > b.percent }
      return a.seconds < b.seconds
    }

    /// The sheet. Its shape is the one sat by the most trainees; between shapes sat by as
    /// many, the one sat first (its first attempt started earliest), then the smaller shape
    /// (`SheetShape.<`). A seed of practice only takes its shape the same way from the
    /// practice. Each shape's attempts are ranked as the sheet's: completed ones by score
    /// then time, abandoned ones after.
    package func finish() -> ExamSheet {
      let names = self.names ?? census.resolved()
      // Each shape's rows once: the comparisons below only read their counts.
      let shapes = groups.map { shape, group in
        (
          shape: shape, group: group, rows: rows(group, names: names),
          practice: practiceRows(group, names: names)
        )
      }.sorted { a, b in
        if a.rows.count != b.rows.count { return a.rows.count > b.rows.count }
        if a.rows.isEmpty, a.practice.count != b.practice.count {
          return a.practice.count > b.practice.count
        }
        // Dates only: the order read keeps one shape's first attempt, but between shapes
        // begun in the same second the file's order must not decide; the smaller shape does.
        let first = (a.group.firstRanked ?? a.group.firstAny)?.0
        let second = (b.group.firstRanked ?? b.group.firstAny)?.0
        if let first, let second, first != second { return first < second }
        return a.shape < b.shape
      }
      guard let sheet = shapes.first else {
        return ExamSheet(kind: ranked, rule: rule, entries: [], practice: [])
      }
      let others = shapes.dropFirst().map { other in
        Report.OtherSheet(
          shape: other.shape, ranking: entries(other.rows),
          practiceQuizzes: other.group.practiceQuizzes)
      }
      return ExamSheet(
        kind: ranked, rule: rule, entries: entries(sheet.rows), practice: sheet.practice,
        rankedIDs: Set(sheet.rows.map(\.value.attempt.id)), shape: sheet.shape, others: others)
    }

    private typealias Row = (name: String, key: String, value: (attempt: Attempt, count: Int))

    /// One shape's attempts, one per trainee, in rank order.
    private func rows(_ group: Group, names: TraineeNames) -> [Row] {
      var byIdentity: [String: (attempt: Attempt, count: Int)] = [:]
      for (key, attempt) in group.chosen {
        let identity = names.identity(ofKey: key)
        let count = group.attempts[key] ?? 1
        if let kept = byIdentity[identity] {
          let better = isPreferred(attempt, to: kept.attempt) ? attempt : kept.attempt
          byIdentity[identity] = (better, kept.count + count)
        } else {
          byIdentity[identity] = (attempt, count)
        }
      }
      var rows: [Row] = byIdentity.map { identity, value in
        (name: names.shownName(identity: identity) ?? identity, key: identity, value: value)
      }
      rows.sort {
        if Self.ranksAbove($0.value.attempt, $1.value.attempt) { return true }
        if Self.ranksAbove($1.value.attempt, $0.value.attempt) { return false }
        return $0.key < $1.key
      }
      return rows
    }

    private func entries(_ rows: [Row]) -> [Report.Rank] {
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
            quizzes: row.value.count, score: summary.result.score,
            maximum: summary.result.maximum, answered: summary.answered, size: summary.size,
            passed: summary.result.passed,
            status: attempt.completed ? .completed : .abandoned, kind: ranked,
            limitMinutes: summary.limit, kinds: summary.kinds.stats))
      }
      return entries
    }

    /// One shape's practice, by trainee.
    private func practiceRows(_ group: Group, names: TraineeNames) -> [Report.Practice] {
      var practiced: [String: Practice] = [:]
      for (key, entry) in group.practice {
        practiced[names.identity(ofKey: key), default: Practice()].join(entry)
      }
      return practiced.map { identity, entry in
        Report.Practice(
          judge: names.shownName(identity: identity) ?? identity, quizzes: entry.quizzes,
          bestPercent: entry.best?.percent, bestScore: entry.best?.score,
          maximum: entry.best?.maximum)
      }.sorted {
        let (a, b) = (NameKey.of($0.judge), NameKey.of($1.judge))
        return a != b ? a < b : $0.judge < $1.judge
      }
    }
  }
}
