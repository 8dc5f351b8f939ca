/// What a history file holds: the records that could be read, and the lines that could not.
public struct HistoryContents: Sendable {
  /// A line that was skipped, with its 1-based number.
  public struct Skipped: Equatable, Sendable {
    public var line: Int
    public var problem: RecordCodec.LineProblem
  }

  public var records: [QuizRecord]
  public var skipped: [Skipped]

  /// Splits on newlines and reads each line; blank lines are ignored, bad lines reported.
  public static func parse(_ bytes: [UInt8]) -> HistoryContents {
    var records: [QuizRecord] = []
    let skipped = scan(bytes) { records.append($0) }
    return HistoryContents(records: records, skipped: skipped)
  }

  /// Reads every line and hands each record to `visit` as soon as it is read, so a caller
  /// that only sums (the report) never holds the whole history in memory.
  ///
  /// - Returns: the lines that could not be read.
  public static func scan(_ bytes: [UInt8], _ visit: (QuizRecord) -> Void) -> [Skipped] {
    var skipped: [Skipped] = []
    bytes.withUnsafeBufferPointer { buffer in
      var start = 0
      var line = 1
      while start < buffer.count {
        var end = start
        while end < buffer.count, buffer[end] != 0x0A { end += 1 }
        var stop = end
        if stop > start, buffer[stop - 1] == 0x0D { stop -= 1 }
        if stop > start {
          let slice = UnsafeBufferPointer(rebasing: buffer[start..<stop])
          switch RecordCodec.decode(slice) {
          case .success(let record): visit(record)
          case .failure(let problem): skipped.append(Skipped(line: line, problem: problem))
          }
        }
        start = end + 1
        line += 1
      }
    }
    return skipped
  }
}

extension HistoryContents.Skipped {
  public func message(_ catalog: Catalog, file: String) -> String {
    let detail: String
    switch problem {
    case .malformed(let reason, let column):
      detail = catalog.text("history.skip.malformed", column, RulesError.text(reason, catalog))
    case .missingField(let name):
      detail = catalog.text("history.skip.field", name)
    case .newerSchema(let version):
      detail = catalog.text("history.skip.newer", version, QuizRecord.schemaVersion)
    }
    return catalog.text("history.skipped", file, line, detail)
  }
}
