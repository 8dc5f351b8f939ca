#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Which stored quizzes a review command looks at.
public struct HistoryQuery: Equatable, Sendable {
  /// A trainee's name, compared as `NameKey` does (case, accents and spaces aside).
  package var judge: String? {
    didSet { judgeKey = judge.map(NameKey.of) }
  }
  package var since: Date?
  /// Inclusive: the whole day named.
  package var until: Date?
  package var last: Int?
  package var seed: UInt64?
  /// `quiz` or `exam`, as stored.
  package var kind: QuizKind?
  /// Only quizzes taken in this edition (`2024`); old records count as `2024`.
  package var edition: EditionID?
  /// With a seed, which attempt of each trainee the exam sheet ranks (`report` only).
  package var attempt: AttemptRule?
  /// Every name key of the trainee `judge` names, once the names are resolved
  /// (`TraineeNames`): a merged spelling matches too. Nil compares `judge` by its key alone.
  package var judgeKeys: Set<String>?
  /// The key of `judge`, computed once rather than per record read.
  private var judgeKey: String?

  /// A query; every condition left nil keeps every record (the judge is matched as `trainees`
  /// matches names, case and accents aside). `edition` is text, as an app's user types it,
  /// read as a stored name is (`WA-2022-2025` is `2024`) and compared case aside.
  public init(
    judge: String? = nil, since: Date? = nil, until: Date? = nil, last: Int? = nil,
    seed: UInt64? = nil, kind: QuizKind? = nil, edition: String? = nil
  ) {
    self.judge = judge
    self.judgeKey = judge.map(NameKey.of)
    self.since = since
    self.until = until
    self.last = last
    self.seed = seed
    self.kind = kind
    self.edition = edition.map(EditionID.init(stored:))
  }

  /// Whether one record passes the judge, date, seed, kind and edition conditions (`last`
  /// aside).
  package func matches(_ record: QuizRecord) -> Bool {
    (since.map { record.start >= $0 } ?? true)
      && (until.map { record.start < $0.addingTimeInterval(86_400) } ?? true)
      && (seed.map { record.seed == $0 } ?? true)
      && (kind.map { record.kind == $0 } ?? true)
      && (edition.map { record.edition.matches(ignoringCase: $0) } ?? true)
      && matchesJudge(record.judge)
  }

  /// The name keys a record's `judge` must fold to (`NameKey`), or nil for any trainee: what
  /// a reader that filters raw lines by name compares with `NameKey.plain` of the bytes.
  package var nameKeys: Set<String>? { judgeKeys ?? judgeKey.map { [$0] } }

  private func matchesJudge(_ name: String) -> Bool {
    if let judgeKeys { return judgeKeys.contains(NameKey.of(name)) }
    return judgeKey.map { NameKey.of(name) == $0 } ?? true
  }

  /// The matching records, oldest first; `last N` keeps the newest N.
  package func apply(_ records: [QuizRecord]) -> [QuizRecord] {
    // Quizzes started in the same second keep their order in the file.
    var matching = records.enumerated().filter { matches($0.element) }
      .sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }
      .map(\.element)
    if let last, matching.count > last { matching.removeFirst(matching.count - last) }
    return matching
  }
}
