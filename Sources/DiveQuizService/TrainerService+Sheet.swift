import DiveQuizCore

/// Whether an exam about to start is the exam its seed already stands for. A class is handed
/// one seed; an exam of that seed with other questions (another size, kind, filter or
/// edition) is never ranked with the others, which the instructor should know before it
/// starts rather than at the report. It is said, not refused: a second exam on one seed may
/// be meant.
extension TrainerService {
  /// The exam a seed already stands for, against the one about to start.
  package struct SheetClash: Equatable, Sendable {
    /// The exam `report seed S` ranks now.
    package var sheet: SheetShape
    /// Trainees on that sheet.
    package var trainees: Int
    /// The exam about to start.
    package var exam: SheetShape
  }

  /// The exam sheet of `seed` as `report seed S` finds it, read with the seed's prefilter;
  /// nil without a history or an exam of that seed, or when the history cannot be read (the
  /// exam starts all the same: this is advice).
  func storedSheet(seed: UInt64) -> (shape: SheetShape, trainees: Int)? {
    guard history != nil else { return nil }
    let query = HistoryQuery(seed: seed, kind: .exam)
    var builder = ExamSheet.Builder(names: try? storedNames(), practice: false)
    do {
      try records(matching: query, quiet: true) { record in
        builder.add(record)
        return true
      }
    } catch {
      return nil
    }
    let sheet = builder.finish()
    guard let shape = sheet.shape, !sheet.entries.isEmpty else { return nil }
    return (shape, sheet.entries.count)
  }

  /// The clash of `quiz` with its seed's sheet, if any (`stored` from `storedSheet`).
  static func clash(
    of quiz: Quiz, with stored: (shape: SheetShape, trainees: Int)?
  ) -> SheetClash? {
    guard let stored, quiz.plan.exam else { return nil }
    let exam = SheetShape(of: quiz)
    return exam == stored.shape
      ? nil : SheetClash(sheet: stored.shape, trainees: stored.trainees, exam: exam)
  }
}
