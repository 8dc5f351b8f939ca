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
/// clock, chance as a seed source.
public final class TrainerService {
  /// Where the editions come from: parsed on first use when the launcher could defer them.
  private let rules: RulesSource
  /// Every edition the rulebook holds.
  public var editions: RulebookEditions { rules.editions }
  /// The edition chosen; nil until then, which means the rulebook's default.
  private var chosenRulebook: Rulebook?
  /// The edition taught now: switching it during a quiz leaves that quiz in its own edition.
  package var rulebook: Rulebook {
    get { chosenRulebook ?? editions.standard }
    set { chosenRulebook = newValue }
  }
  /// Nil when nothing is stored (some tests, a front end that keeps no history).
  package let history: HistoryFiles?
  let clock: () -> Date
  let seedSource: () -> UInt64
  /// A new quiz id; nil when no randomness can be had (then nothing is stored under it).
  let makeID: () -> String?

  /// Whose quizzes are recorded.
  public var judge: String
  /// The time zone dates of queries are read in, and the schedule counts days in.
  package var time = LocalTime.utc
  /// The recall the schedule keeps items above (`retention` in the settings).
  package var targetRecall = MemorySchedule.defaultTarget
  /// Used by the first quiz that names no seed (`--seed`).
  package var firstSeed: UInt64?
  /// Asked between chunks of a long read: true stops it with `TrainerError.stopped` (the
  /// front end says why and clears what it handled).
  package var shouldStop: () -> Bool = { false }
  /// Told of each damaged history line a read skips, with the file's path.
  package var onSkipped: (HistoryContents.Skipped, String) -> Void = { _, _ in }
  /// Whether the front end still shows damaged lines of a file (their numbers are worth
  /// counting).
  package var showsSkipped: (String) -> Bool = { _ in true }

  /// The quiz in progress, if any.
  public internal(set) var quiz: Quiz?
  /// Languages the current quiz has been shown in, in order of first use.
  package internal(set) var quizLanguages: [String] = []
  /// The id the quiz in progress will be stored under, drawn when it starts.
  var quizID: String?
  /// When the current question was shown, to time the answer.
  var questionShownAt = Date(timeIntervalSinceReferenceDate: 0)
  /// Quizzes whose write failed: kept until `save` succeeds, never dropped silently.
  public internal(set) var unsaved: [QuizRecord] = []
  /// Who is who in the history, as far as it was read (`storedNames`): brought up to date
  /// with what the file gained since, never read whole twice.
  var nameCensus: NameCensus.Progress?
  /// The dive catalogue, parsed when a dive question first needs it (nil: none at all).
  package var diveSource: DiveCatalogSource?
  /// The rulebook question bank, parsed when a command first needs it (nil: none at all).
  package var bankSource: QuestionBankSource?

  /// Where the instructors' own sets are kept (nil: none can be added).
  package var ownLibrary: OwnLibrary?

  /// The bank, parsed now if this is its first use.
  package var bank: QuestionBank { bankSource?.value ?? .empty }

  /// - Parameter edition: the edition taught; nil teaches the rulebook's default.
  public init(
    rules: RulesSource, edition: Rulebook? = nil, history: HistoryFiles?,
    judge: String = TraineeName.unknown, clock: @escaping () -> Date,
    seedSource: @escaping () -> UInt64, makeID: @escaping () -> String?
  ) {
    self.rules = rules
    self.chosenRulebook = edition
    self.history = history
    self.judge = judge
    self.clock = clock
    self.seedSource = seedSource
    self.makeID = makeID
  }

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
