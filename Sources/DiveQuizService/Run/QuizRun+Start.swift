import DiveQuizCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Drawing a quiz or an exam, and what its start and its end tell the front end.
extension QuizRun {
  /// A quiz just drawn.
  public struct Started: Sendable {
    /// The quiz drawn, no question answered yet.
    public var quiz: Quiz
    /// The seed it was drawn with: the same seed draws the same quiz again.
    public var seed: UInt64
    /// Drawn from the trainee's weakest cards (`focus`).
    package var focused: Bool
    /// Drawn from the schedule (`quiz due`): how many of its questions were due today.
    package var due: Int? = nil
    /// An exam whose seed already stands for an exam with other questions.
    package var clash: SheetClash? = nil
  }

  /// A quiz that has ended (finished, out of time or abandoned) and what became of its record.
  public struct Ended: Sendable {
    /// The quiz as it ended, with every answer given.
    public var quiz: Quiz
    /// Whether its record was written, kept for a retry, or not stored at all.
    public var stored: QuizStorage.Stored
  }

  /// What a draw may use besides the plan and the seed: each read only when the plan asks for
  /// it (the dives and the bank are parsed on first use).
  struct Sources {
    var rulebook: Rulebook
    var dives: () -> DiveCatalog
    var bank: () -> QuestionBank
    var own: OwnPool
    /// The trainee's summary, for `focus`.
    var summary: TraineeSummary?
    /// The trainee's schedule, for `quiz due`.
    var schedule: MemorySchedule?
  }

  /// The quiz `plan` draws with `seed`, and for `quiz due` how many of its questions were
  /// due. `clock` is read as the draw needs it (once, or twice with a focus), as a clock that
  /// moves at each reading expects.
  static func draw(_ plan: QuizPlan, seed: UInt64, from sources: Sources, clock: () -> Date)
    throws(QuizError) -> (quiz: Quiz, due: Int?)
  {
    let rulebook = sources.rulebook
    if let schedule = sources.schedule, plan.kind == .rulebook {
      let drawn = try schedule.drawBank(
        plan, edition: rulebook.editionID, bank: sources.bank(), seed: seed, startedAt: clock())
      return (drawn.quiz, drawn.due)
    }
    if let schedule = sources.schedule {
      let drawn = try schedule.draw(plan, from: rulebook, seed: seed)
      return (Quiz(plan: plan, rulebook: rulebook, draw: drawn.draw, startedAt: clock()), drawn.due)
    }
    if !plan.drawsPenaltiesOnly {
      let own = sources.own
      let quiz = try KindDraw.make(
        plan, rulebook: rulebook, dives: sources.dives, bank: sources.bank, own: { own },
        seed: seed,
        focus: sources.summary.map {
          KindDraw.Focus(kindWeights: KindDraw.weights($0), cards: $0.cards, now: clock())
        }, startedAt: clock())
      return (quiz, nil)
    }
    if let summary = sources.summary {
      let draw = try FocusSchedule.draw(
        plan, from: rulebook, cards: summary.cards, now: clock(), seed: seed)
      return (Quiz(plan: plan, rulebook: rulebook, draw: draw, startedAt: clock()), nil)
    }
    return (try Quiz(plan: plan, rulebook: rulebook, seed: seed, startedAt: clock()), nil)
  }
}
