import DiveQuizCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Storing ended quizzes so that none is ever dropped: a failed write keeps the quiz in
/// memory, the next store retries it, and a session that ends with quizzes still unsaved
/// writes them to a recovery file (or, failing that, hands their bytes back to be shown).
public final class QuizStorage {
  let context: TrainerContext
  /// Quizzes whose write failed: kept until `save` succeeds, never dropped silently.
  public private(set) var unsaved: [QuizRecord] = []

  init(_ context: TrainerContext) {
    self.context = context
  }

  /// What became of an ended quiz.
  public enum Stored: Equatable, Sendable {
    /// Written, with `retried` earlier unsaved quizzes, to the history at `location`.
    case saved(QuizRecord, retried: Int, location: String)
    /// The write failed: `count` quizzes now wait in memory for `save`.
    case kept(QuizRecord, HistoryError, count: Int)
    /// The service keeps no history.
    case notKept
    /// No id could be drawn for it: it is not stored.
    case noID
    /// Nothing was answered: an empty quiz is not an attempt, and is not stored.
    case empty

    /// The record made of the quiz; nil for an empty one.
    package var record: QuizRecord? {
      switch self {
      case .saved(let record, _, _), .kept(let record, _, _): return record
      case .empty, .notKept, .noID: return nil
      }
    }
  }

  /// What `save` did.
  package enum Saved: Equatable, Sendable {
    case nothingToSave
    case saved(count: Int, location: String)
  }

  /// Where the quizzes still unsaved at the end went.
  package enum Recovery: Equatable, Sendable {
    /// The history took them after all.
    case stored(count: Int, location: String)
    /// The history refused again (`failure`); they are in the new file at `path`.
    case recovered(count: Int, path: String, failure: HistoryError)
    /// Neither the history nor a recovery file took them: their `bytes` are all that is left.
    case dumped(count: Int, bytes: [UInt8], failure: HistoryError, recoveryFailure: HistoryError)
  }

  /// Writes an ended quiz (`id` drawn when it started, shown in `languages`), with any earlier
  /// unsaved ones; on failure keeps them all for `save`.
  func store(_ current: Quiz, id: String, languages: [String]) -> Stored {
    guard let history = context.history else { return .notKept }
    // Nothing to keep, and nothing to count: an empty quiz is not an attempt.
    guard !current.responses.isEmpty else { return .empty }
    var record = QuizRecord(
      quiz: current, id: id, judge: context.judge, end: context.clock(), languages: languages)
    // The file's ids are its own: the record says whose.
    record.rulesFile = context.editions.fileMark
    let earlier = unsaved.count
    unsaved.append(record)
    do {
      try history.main.append(unsaved.flatMap(RecordCodec.encode))
      unsaved.removeAll()
      return .saved(record, retried: earlier, location: history.main.location)
    } catch {
      return .kept(record, error, count: unsaved.count)
    }
  }

  /// Retries the history with the unsaved quizzes, or writes them to another file at `path`.
  package func save(to path: String?) throws(TrainerError) -> Saved {
    guard let history = context.history else { throw .noHistory }
    guard !unsaved.isEmpty else { return .nothingToSave }
    let storage = path.map(history.system.history(at:)) ?? history.main
    do {
      try storage.append(unsaved.flatMap(RecordCodec.encode))
    } catch {
      throw .history(error)
    }
    defer { unsaved.removeAll() }
    return .saved(count: unsaved.count, location: storage.location)
  }

  /// At the end of the session: one more try at the history, then a recovery file; nil when
  /// nothing was waiting. Never silent, never dropped.
  package func keepUnsaved() -> Recovery? {
    guard let history = context.history, !unsaved.isEmpty else { return nil }
    let bytes = unsaved.flatMap(RecordCodec.encode)
    let count = unsaved.count
    let failure: HistoryError
    do {
      try history.main.append(bytes)
      unsaved.removeAll()
      return .stored(count: count, location: history.main.location)
    } catch {
      failure = error
    }
    let name = "unsaved-" + Timestamp.compact(context.clock()) + ".jsonl"
    do {
      let path = try history.system.createNewFile(in: history.recoveryFolder, name: name, bytes)
      return .recovered(count: count, path: path, failure: failure)
    } catch {
      return .dumped(count: count, bytes: bytes, failure: failure, recoveryFailure: error)
    }
  }
}
