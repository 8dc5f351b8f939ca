import DiveQuizCore

/// Whether an exam about to start is the exam its seed already stands for. A class is handed
/// one seed; an exam of that seed with other questions (another size, kind, filter or
/// edition) is never ranked with the others, which the instructor should know before it
/// starts rather than at the report. It is said, not refused: a second exam on one seed may
/// be meant.
extension QuizRun {
  /// The exam a seed already stands for, against the one about to start.
  package struct SheetClash: Equatable, Sendable {
    /// The exam `report seed S` ranks now.
    package var sheet: SheetShape
    /// Trainees on that sheet.
    package var trainees: Int
    /// The exam about to start.
    package var exam: SheetShape
  }

  /// The clash of `quiz` with its seed's sheet, if any (`stored` from the desk's
  /// `storedSheet`).
  static func clash(
    of quiz: Quiz, with stored: (shape: SheetShape, trainees: Int)?
  ) -> SheetClash? {
    guard let stored, quiz.plan.exam else { return nil }
    let exam = SheetShape(of: quiz)
    return exam == stored.shape
      ? nil : SheetClash(sheet: stored.shape, trainees: stored.trainees, exam: exam)
  }
}
