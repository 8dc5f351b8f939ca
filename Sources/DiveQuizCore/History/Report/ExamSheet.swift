#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Which of a trainee's attempts at one seed the exam sheet ranks.
package enum AttemptRule: String, CaseIterable, Sendable, Codable {
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
///
/// A sheet is one exam: one `SheetShape` (seed, questions, kind, filters, edition). The seed's
/// quizzes of another shape asked other questions; they are listed apart (`others`), never
/// ranked with the sheet nor counted as its practice. The sheet's shape is the one the most
/// trainees sat (see `Builder.finish` for ties).
package struct ExamSheet: Equatable, Sendable {
  /// What was ranked: `exam` (the default), or `quiz` when `kind quiz` asked for it.
  package var kind: QuizKind
  /// Which attempt of each trainee was ranked.
  package var rule: AttemptRule
  /// One attempt per trainee: completed ones by score then time, abandoned ones after.
  package var entries: [Report.Rank]
  /// Practice of the same shape, by trainee: never in the ranking.
  package var practice: [Report.Practice]
  /// The ids of the quizzes ranked: one per trainee.
  package var rankedIDs: Set<String> = []
  /// The exam ranked; nil when the seed has no quiz.
  package var shape: SheetShape? = nil
  /// The seed's other exams (or practice), one entry per shape, the most sat first.
  package var others: [Report.OtherSheet] = []

  /// Where a quiz of the seed stands on the sheet; its word is an export's `sheet` column.
  package enum Place: String, Sendable {
    case ranked
    /// Another attempt of the kind ranked.
    case retake
    case practice
    /// A quiz of the seed with other questions (another size, kind, filter or edition).
    case other
  }

  /// Where a quiz of the seed stands on the sheet.
  package func place(of record: QuizRecord) -> Place {
    if let shape, SheetShape(of: record) != shape { return .other }
    if record.kind != kind { return .practice }
    return rankedIDs.contains(record.id) ? .ranked : .retake
  }
}
