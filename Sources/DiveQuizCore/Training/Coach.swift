#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One line of advice after a quiz, computed from the trainee's history like a coach would.
///
/// The rule, first match wins:
/// 1. the last three completed quizzes all passed: try a larger quiz (twice the last size, at
///    most every penalty of the edition) or an exam;
/// 2. more than 14 days passed between this quiz and the one before: a short quiz of 10 to
///    warm up;
/// 3. among the filters (referee, judge, synchro, individual and each phase) and the kinds
///    of question (rules, true or false, dives, DDs, awards, scores, scenarios) with at least
///    5 answers in the last 300, the one answered fully right least often, if under 80 %:
///    train it (a kind only when it is weaker than every filter);
/// 4. otherwise: keep going with a focused quiz of 20.
public enum Coach {
  /// What the coach suggests after a quiz.
  public enum Advice: Equatable, Sendable {
    /// The last three quizzes passed: try a longer one of `size` questions.
    case larger(size: Int)
    /// The trainee came back after `days` without training: start with a short quiz.
    case warmUp(days: Int)
    /// The weakest filter or kind, answered fully right `percent` of the time: train it.
    case train(filter: String, percent: Double)
    /// Nothing stands out: a focused quiz of 20.
    case keepGoing
  }

  /// - Parameter records: the trainee's quizzes, the one just finished included.
  package static func advise(_ records: [QuizRecord], rulebook: Rulebook) -> Advice {
    advise(TraineeSummary(records), rulebook: rulebook)
  }

  /// The advice from the trainee's summary (the one just finished included).
  package static func advise(_ summary: TraineeSummary, rulebook: Rulebook) -> Advice {
    let completed = summary.completed
    if completed.count >= 3, completed.suffix(3).allSatisfy(\.passed) {
      // At most every penalty of the edition taught (48 in 2024, 49 in 2025, 63 in 2026).
      let all = max(10, rulebook.penalties.count)
      let size = min(all, completed.last?.size ?? 10)
      return .larger(size: min(all, max(10, size * 2)))
    }
    if summary.latest.count >= 2 {
      let gap = summary.latest[1].key.start.timeIntervalSince(summary.latest[0].end)
      if gap > 14 * 86_400 { return .warmUp(days: Int(min(gap, 1e12) / 86_400)) }
    }
    let latest = summary.latestAnswers
    let answers = latest.filter { $0.kind.isAboutPenalty }
    var filters: [QuizFilter] = [.referee, .judge, .synchro, .individual]
    filters += Phase.allCases.map(QuizFilter.phase)
    var weakest: (filter: QuizFilter, percent: Double)?
    for filter in filters {
      let ids = Set(QuizFilter.apply([filter], to: rulebook.penalties).map(\.id))
      let relevant = answers.filter { ids.contains($0.penaltyID) }
      guard relevant.count >= 5 else { continue }
      let percent = Double(relevant.filter(\.right).count) * 100 / Double(relevant.count)
      if percent < (weakest?.percent ?? 80) { weakest = (filter, percent) }
    }
    var weakestKind: (kind: QuestionKind, percent: Double)?
    for kind in QuestionKind.allCases where kind != .sanction {
      let relevant = latest.filter { $0.kind == kind }
      guard relevant.count >= 5 else { continue }
      let percent = Double(relevant.filter(\.right).count) * 100 / Double(relevant.count)
      if percent < (weakestKind?.percent ?? weakest?.percent ?? 80) {
        weakestKind = (kind, percent)
      }
    }
    // A kind weaker than every filter: train that kind (`quiz 20 scores`).
    if let weakestKind {
      return .train(filter: weakestKind.kind.rawValue, percent: weakestKind.percent)
    }
    if let weakest { return .train(filter: weakest.filter.word, percent: weakest.percent) }
    return .keepGoing
  }
}
