#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What tells apart stored quizzes that share one id (two histories merged whose ids
/// collided): the day the quiz started, as `YYYY-MM-DD` in local time, or the judge's name.
package struct ReviewChooser: Sendable {
  private let day: String?
  private let judgeKey: String?
  private let time: LocalTime

  /// - Parameter text: a day (`2026-11-21`) or a judge's name.
  package init(_ text: String, time: LocalTime) {
    self.time = time
    if Timestamp.parseDay(text) != nil {
      day = text
      judgeKey = nil
    } else {
      day = nil
      judgeKey = NameKey.of(text)
    }
  }

  package func matches(_ record: QuizRecord) -> Bool {
    if let day { return time.day(record.start) == day || time.day(record.end) == day }
    return judgeKey.map { NameKey.of(record.judge) == $0 } ?? true
  }
}
