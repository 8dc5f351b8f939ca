/// The one door to a stored history: every read the product makes of it (the report, exam
/// sheets, the trainee census, one trainee's quizzes, export rows, the coach's summary) is
/// asked of it and answered with values or records in file order.
///
/// How a read runs is its own business: one thread or several, chunk sizes, raw-line tests
/// before decoding (`LineFilter`), counting line numbers only up to a damaged line it reports,
/// and the caches beside the history, each used only while the bytes it covers hash the same.
/// Damaged lines and stop requests go to the `observer`.
package final class HistoryReader {
  /// Why a read did not finish.
  package enum Failure: Error, Equatable {
    /// The observer asked to stop (and has said so).
    case stopped
    /// The history could not be read.
    case history(HistoryError)
  }

  /// Lines read between two looks at the observer's stop request.
  static let linesBetweenChecks = 1024

  /// The history read.
  package let storage: any HistoryStorage
  /// Told of damaged lines and asked whether to stop; weak, as the front end owns the reader
  /// (through its service), not the other way round.
  package weak var observer: (any HistoryReadObserver)?
  /// Who is who in the history, as far as it was read: brought up to date with what the file
  /// gained since, never read whole twice.
  var census: NameCensus.Progress?
  /// The digest a census given by `names(deferringCheck: true)` was kept under, until a read
  /// has hashed the file to compare (`namesChangedSince()`).
  var deferredCheck: ContentDigest?
  /// Set when that comparison found other bytes.
  var namesChanged = false

  package init(storage: any HistoryStorage) {
    self.storage = storage
  }

  /// Where the history is, as damaged lines are reported with it.
  var file: String { storage.location }

  /// A consistent view of the history.
  func snapshot() throws(Failure) -> any HistorySnapshot {
    do {
      return try storage.snapshot()
    } catch {
      throw .history(error)
    }
  }

  /// True when the observer asks to stop now.
  func shouldStop() -> Bool { observer?.shouldStopReading() ?? false }

  /// A look at the stop request every `linesBetweenChecks` calls, for the reading loops.
  func stopCheck() -> () -> Bool {
    var countdown = Self.linesBetweenChecks
    return { [self] in
      countdown -= 1
      guard countdown == 0 else { return false }
      countdown = Self.linesBetweenChecks
      return shouldStop()
    }
  }

  /// Tells the observer that a line was skipped, and why.
  func report(_ problem: RecordCodec.LineProblem, at line: Int) {
    // A name decision is not damage: the census reads it, quiz readers pass over it.
    guard problem != .alias else { return }
    observer?.skipped(HistoryContents.Skipped(line: line, problem: problem), in: file)
  }

  /// Line numbers of damaged lines found by a reader that does not count lines (the parallel
  /// one): counted from the last one reported, so a clean history costs no count at all.
  struct Renumbering {
    let snapshot: any HistorySnapshot
    var counted: (offset: Int, number: Int)
    let lines = LineReader()

    init(_ snapshot: any HistorySnapshot, from start: Int = 0, firstNumber: Int = 1) {
      self.snapshot = snapshot
      counted = (start, firstNumber)
    }

    /// The number of the line starting at `offset`, which lies after the last one asked.
    mutating func number(at offset: Int) -> Int {
      let breaks = (try? lines.lineBreaks(in: snapshot, from: counted.offset, to: offset)) ?? 0
      counted = (offset, counted.number + breaks)
      return counted.number
    }
  }
}
