#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Writes quiz records as JSON Lines and reads them back, fast.
///
/// Each record is one JSON object on one line, with its fields always in the same order and
/// each question a compact array `[penalty, sanction, owners, key sanction, key owners,
/// points, seconds]`, so people and `jq` can read it, and a reader that expects exactly that
/// layout can skip general JSON parsing. Any line that does not match the layout byte for byte
/// (edited by hand, written by another tool) goes through the general parser instead.
public enum RecordCodec {
  /// Why a stored line could not be read.
  public enum LineProblem: Error, Equatable, Sendable {
    /// Not JSON, at this column of the line.
    case malformed(JSONSyntaxProblem, column: Int)
    /// JSON, but without this field every record has.
    case missingField(String)
    /// Written by a newer divequiz in this record schema: kept, never rewritten.
    case newerSchema(Int)
    /// A number outside what any quiz can hold (`score` 999999999999999999, seconds `1e999`).
    case outOfRange(field: String, value: String)
    /// A line longer than a reader holds (its length in bytes), skipped unread.
    case tooLong(Int)
    /// Not a quiz but a decision about names (`AliasRecord`): read by the name census and
    /// passed over, unreported, by every reader of quizzes.
    case alias
  }

  /// The record as one line, newline included.
  package static func encode(_ record: QuizRecord) -> [UInt8] { RecordWriter.encode(record) }

  // MARK: - Reading

  /// Reads one line (without its newline): the fast path first, the general parser if the
  /// line is not laid out exactly as this program writes it.
  package static func decode(_ line: UnsafeBufferPointer<UInt8>) -> Result<QuizRecord, LineProblem>
  {
    var reader = FastRecordReader(bytes: line)
    if var record = reader.record(), RecordLimits.problem(record) == nil {
      record.deriveSummary()
      return .success(record)
    }
    if AliasRecord.isAlias(line) { return .failure(.alias) }
    // The general parser says exactly what is wrong, range problems included.
    return RecordParser.decode(line).map { record in
      // Shown and ranked from the answers, never from the stored summary.
      var record = record
      record.deriveSummary()
      return record
    }
  }

  /// Whether a readable record's stored summary (score, maximum, passed) disagrees with its
  /// answers: `check --history` reports it; every reader shows the answers' figures.
  package static func summaryDisagrees(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    var reader = FastRecordReader(bytes: line)
    let record: QuizRecord
    if let fast = reader.record(), RecordLimits.problem(fast) == nil {
      record = fast
    } else if case .success(let parsed) = RecordParser.decode(line) {
      record = parsed
    } else {
      return false
    }
    return !record.summaryAgrees
  }

  package static func decode(_ line: [UInt8]) -> Result<QuizRecord, LineProblem> {
    line.withUnsafeBufferPointer { decode($0) }
  }

  /// One line as a history reader hands it over: an overlong line is a problem, not read.
  package static func decode(_ line: HistoryLine) -> Result<QuizRecord, LineProblem> {
    if let length = line.overlong { return .failure(.tooLong(length)) }
    return decode(line.bytes)
  }
}
