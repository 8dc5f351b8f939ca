#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Which stored quizzes a review command looks at.
public struct HistoryQuery: Equatable, Sendable {
  public var judge: String?
  public var since: Date?
  /// Inclusive: the whole day named.
  public var until: Date?
  public var last: Int?
  public var seed: UInt64?
  /// Only quizzes taken in this edition (`2024`); old records count as `2024`.
  public var edition: String?

  public init(
    judge: String? = nil, since: Date? = nil, until: Date? = nil, last: Int? = nil,
    seed: UInt64? = nil, edition: String? = nil
  ) {
    self.judge = judge
    self.since = since
    self.until = until
    self.last = last
    self.seed = seed
    self.edition = edition
  }

  /// Whether one record passes the judge, date, seed and edition conditions (`last` aside).
  public func matches(_ record: QuizRecord) -> Bool {
    (judge.map { record.judge.lowercased() == $0.lowercased() } ?? true)
      && (since.map { record.start >= $0 } ?? true)
      && (until.map { record.start < $0.addingTimeInterval(86_400) } ?? true)
      && (seed.map { record.seed == $0 } ?? true)
      && (edition.map { record.edition.lowercased() == $0.lowercased() } ?? true)
  }

  /// The matching records, oldest first; `last N` keeps the newest N.
  public func apply(_ records: [QuizRecord]) -> [QuizRecord] {
    // Quizzes started in the same second keep their order in the file.
    var matching = records.enumerated().filter { matches($0.element) }
      .sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }
      .map(\.element)
    if let last, matching.count > last { matching.removeFirst(matching.count - last) }
    return matching
  }
}
