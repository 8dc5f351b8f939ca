import DiveQuizCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What a training session does, for any front end: it draws and marks quizzes and exams,
/// stores them without ever dropping one, coaches, and answers the instructor's questions
/// about the stored history. It returns values and typed errors, never text: the terminal's
/// `Session` (or an app, or a server) turns them into words.
///
/// It owns no terminal and no file system: the history comes as `HistoryFiles`, time as a
/// clock, chance as a seed source. It holds the settings every part reads (edition, trainee,
/// time zone) and the quiz in progress; each job is a part of its own: `desk` (the
/// instructor's queries and name changes), `coach`, `storage` (ended quizzes, never dropped),
/// `transfer` (import, export, printable files) and `own` (the instructors' question sets).
public final class TrainerService {
  let context: TrainerContext

  /// The instructor's queries about the stored history, and the trainees' names.
  public let desk: InstructorDesk
  /// The coach's advice and the spaced-repetition schedule of a trainee.
  public let coach: TraineeCoach
  /// Storing ended quizzes, and the ones a failed write left waiting.
  public let storage: QuizStorage
  /// Import and export, and new files written beside the history.
  package let transfer: HistoryTransfer
  /// The instructors' own question sets.
  package let own: OwnQuestions
  /// The quiz or exam in progress, if any.
  package internal(set) var run: QuizRun?

  /// - Parameter edition: the edition taught; nil teaches the rulebook's default.
  public init(
    rules: RulesSource, edition: Rulebook? = nil, history: HistoryFiles?,
    judge: String = TraineeName.unknown, clock: @escaping () -> Date,
    seedSource: @escaping () -> UInt64, makeID: @escaping () -> String?
  ) {
    context = TrainerContext(
      rules: rules, edition: edition, history: history, judge: judge, clock: clock,
      seedSource: seedSource, makeID: makeID)
    desk = InstructorDesk(context)
    coach = TraineeCoach(context)
    storage = QuizStorage(context)
    transfer = HistoryTransfer(context, desk: desk)
    own = OwnQuestions()
  }

  /// Every edition the rulebook holds.
  public var editions: RulebookEditions { context.editions }
  /// The edition taught now: switching it during a quiz leaves that quiz in its own edition.
  package var rulebook: Rulebook {
    get { context.rulebook }
    set { context.chosenRulebook = newValue }
  }
  /// Nil when nothing is stored (some tests, a front end that keeps no history).
  package var history: HistoryFiles? { context.history }
  /// Whose quizzes are recorded.
  public var judge: String {
    get { context.judge }
    set { context.judge = newValue }
  }
  /// The time zone dates of queries are read in, and the schedule counts days in.
  package var time: LocalTime {
    get { context.time }
    set { context.time = newValue }
  }
  /// The recall the schedule keeps items above (`retention` in the settings).
  package var targetRecall: Double {
    get { context.targetRecall }
    set { context.targetRecall = newValue }
  }
  /// Used by the first quiz that names no seed (`--seed`).
  package var firstSeed: UInt64?
  /// Told of damaged history lines and asked, between chunks of a long read, whether to stop
  /// (then the read throws `TrainerError.stopped`). Held weakly: a front end that hands
  /// itself over stays owned by whoever made it.
  package var observer: (any HistoryReadObserver)? {
    get { context.observer }
    set { context.observer = newValue }
  }
  /// The dive catalogue, parsed when a dive question first needs it (nil: none at all).
  package var diveSource: DiveCatalogSource? {
    get { context.diveSource }
    set { context.diveSource = newValue }
  }
  /// The rulebook question bank, parsed when a command first needs it (nil: none at all).
  package var bankSource: QuestionBankSource? {
    get { context.bankSource }
    set { context.bankSource = newValue }
  }
  /// The bank, parsed now if this is its first use.
  package var bank: QuestionBank { context.bank }

  /// Switches the edition penalties, the coach and the next quiz use.
  public func selectEdition(_ id: String) throws(TrainerError) {
    do {
      rulebook = try editions.select(id)
    } catch {
      throw .edition(error)
    }
  }

  /// Why penalty `id` is missing: no such penalty at all, or not in this edition.
  package func missingPenalty(_ id: Int) -> RulesLookupError {
    let elsewhere = editions.editions(having: id)
    guard elsewhere.isEmpty else {
      return .notInEdition(id, edition: rulebook.editionID, elsewhere: elsewhere)
    }
    return .unknownPenalty(String(id), range: rulebook.idRange)
  }
}
