import DiveQuizCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What the parts of the service share: the rulebook taught, whose quizzes are recorded, the
/// clock and the ids, the history and its one reader. The parts read it; `TrainerService`,
/// which the front end configures, is the one that changes it.
final class TrainerContext {
  /// Where the editions come from: parsed on first use when the launcher could defer them.
  let rules: RulesSource
  /// The edition chosen; nil until then, which means the rulebook's default.
  var chosenRulebook: Rulebook?
  /// Nil when nothing is stored (some tests, a front end that keeps no history).
  let history: HistoryFiles?
  /// Every read of `history` goes through it; nil exactly when `history` is.
  let reader: HistoryReader?
  let clock: () -> Date
  let seedSource: () -> UInt64
  /// A new id; nil when no randomness can be had (then nothing is stored under it).
  let makeID: () -> String?
  var judge: String
  var time = LocalTime.utc
  var targetRecall = MemorySchedule.defaultTarget
  var diveSource: DiveCatalogSource?
  /// The front end's say in long reads (the import's as well as the reader's).
  weak var observer: (any HistoryReadObserver)? {
    didSet { reader?.observer = observer }
  }
  var bankSource: QuestionBankSource?

  init(
    rules: RulesSource, edition: Rulebook?, history: HistoryFiles?, judge: String,
    clock: @escaping () -> Date, seedSource: @escaping () -> UInt64,
    makeID: @escaping () -> String?
  ) {
    self.rules = rules
    self.chosenRulebook = edition
    self.history = history
    self.reader = history.map { HistoryReader(storage: $0.main) }
    self.judge = judge
    self.clock = clock
    self.seedSource = seedSource
    self.makeID = makeID
  }

  var editions: RulebookEditions { rules.editions }
  var rulebook: Rulebook { chosenRulebook ?? editions.standard }
  var bank: QuestionBank { bankSource?.value ?? .empty }
  var dives: DiveCatalog { diveSource?.catalog ?? .empty(file: "dives.tsv") }

  /// Runs a read of the history; `absent` is the answer when nothing is stored.
  func read<T>(
    or absent: @autoclosure () -> T,
    _ body: (HistoryReader) throws(HistoryReader.Failure) -> T
  ) throws(TrainerError) -> T {
    guard let reader else { return absent() }
    do {
      return try body(reader)
    } catch {
      throw TrainerError(error)
    }
  }

  /// Who is who in the history; nobody without one.
  func names() throws(TrainerError) -> TraineeNames {
    try read(or: TraineeNames()) { reader throws(HistoryReader.Failure) in try reader.names() }
  }

  /// Who is who, a kept census checked by the next read of every line rather than by a pass
  /// of its own (`HistoryReader.names(deferringCheck:)`); `namesChangedSince()` after it.
  func namesCheckedByNextRead() throws(TrainerError) -> TraineeNames {
    try read(or: TraineeNames()) { reader throws(HistoryReader.Failure) in
      try reader.names(deferringCheck: true)
    }
  }

  /// Whether the names `namesCheckedByNextRead()` gave came from bytes that have changed.
  func namesChangedSince() throws(TrainerError) -> Bool {
    try read(or: false) { reader throws(HistoryReader.Failure) in try reader.namesChangedSince() }
  }
}

extension TrainerError {
  /// A read that did not finish, as the service's callers know it.
  init(_ failure: HistoryReader.Failure) {
    switch failure {
    case .stopped: self = .stopped
    case .history(let error): self = .history(error)
    }
  }
}
