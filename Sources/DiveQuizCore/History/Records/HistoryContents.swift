/// What a history file holds: the records that could be read, and the lines that could not.
public struct HistoryContents: Sendable {
  /// A line that was skipped, with its 1-based number.
  package struct Skipped: Equatable, Sendable {
    package var line: Int
    package var problem: RecordCodec.LineProblem

    package init(line: Int, problem: RecordCodec.LineProblem) {
      self.line = line
      self.problem = problem
    }
  }

  /// The quizzes read, in file order (aliases applied).
  public var records: [QuizRecord]
  package var skipped: [Skipped]

  /// Splits on newlines and reads each line; blank lines are ignored, bad lines reported.
  public static func parse(_ bytes: [UInt8]) -> HistoryContents {
    var records: [QuizRecord] = []
    let skipped = scan(bytes) { records.append($0) }
    return HistoryContents(records: records, skipped: skipped)
  }

  /// Reads every line of bytes in memory and hands each record to `visit` as it is read.
  ///
  /// - Returns: the lines that could not be read.
  package static func scan(_ bytes: [UInt8], _ visit: (QuizRecord) -> Void) -> [Skipped] {
    var skipped: [Skipped] = []
    // Memory never fails to read.
    _ = try? LineReader().forward(BytesSnapshot(bytes)) { line in
      switch RecordCodec.decode(line) {
      case .success(let record): visit(record)
      case .failure(.alias): break
      case .failure(let problem):
        skipped.append(Skipped(line: line.number ?? 0, problem: problem))
      }
      return true
    }
    return skipped
  }
}

extension HistoryContents.Skipped {
  package func message(_ catalog: Catalog, file: String) -> String {
    // The file's own bytes (a bad escape, a field name) never reach the terminal raw.
    catalog.text(
      "history.skipped", Sanitizer.visible(file, limit: 300), line,
      Sanitizer.visible(detail(catalog), limit: 300))
  }

  /// Why the line was skipped, without where.
  package func detail(_ catalog: Catalog) -> String {
    let detail: String
    switch problem {
    case .malformed(let reason, let column):
      detail = catalog.text("history.skip.malformed", column, RulesError.text(reason, catalog))
    case .missingField(let name):
      detail = catalog.text("history.skip.field", name)
    case .newerSchema(let version):
      detail = catalog.text("history.skip.newer", version, QuizRecord.rulesFileSchema)
    case .outOfRange(let field, let value):
      detail = catalog.text("history.skip.range", field, Sanitizer.visible(value, limit: 30))
    case .tooLong(let length):
      detail = catalog.text("history.skip.tooLong", length)
    case .alias:
      detail = catalog.text("history.skip.alias")
    }
    return detail
  }
}
