/// The reads of the instructor's queries: the records a query selects (forward, or the newest
/// from the end), a few records again by where their lines start, an exam sheet, and an
/// export's rows, rendered where the records are decoded.
extension HistoryReader {
  /// Hands every record the query selects, with where its line starts, to `visit`, in file
  /// order, until `visit` returns false. The query's dates are taken as given (`inLocalDays`
  /// is the caller's); damaged lines are reported unless `quiet`; `summaries` leaves the
  /// questions undecoded.
  package func records(
    matching query: HistoryQuery, quiet: Bool = false, summaries: Bool = false,
    _ visit: (QuizRecord, Int) -> Bool
  ) throws(Failure) {
    try readForward(
      try snapshot(), quiet: quiet, filter: LineFilter(query),
      decoder: summaries ? RecordCodec.summary : RecordCodec.decode
    ) { record, offset in
      guard query.matches(record) else { return true }
      return visit(record, offset)
    }
  }

  /// Every record, in file order, damaged lines reported.
  package func allRecords(_ visit: (QuizRecord) -> Bool) throws(Failure) {
    try readForward(try snapshot()) { record, _ in visit(record) }
  }

  /// Every record from the newest stored to the oldest, until `visit` returns false.
  package func recordsFromNewest(_ visit: (QuizRecord) -> Bool) throws(Failure) {
    try readBackward(try snapshot()) { record, _ in visit(record) }
  }

  /// The records whose lines start at `offsets`, one line read each. Stored lines never move,
  /// so offsets handed out by `records(matching:)` hold for as long as the file is there.
  package func records(at offsets: [Int], _ visit: (QuizRecord) -> Void) throws(Failure) {
    let snapshot = try snapshot()
    let reader = LineReader()
    for offset in offsets {
      if shouldStop() { throw .stopped }
      let bytes: [UInt8]?
      do {
        bytes = try reader.line(in: snapshot, at: offset)
      } catch {
        throw .history(error)
      }
      guard let bytes, case .success(let record) = RecordCodec.decode(bytes) else { continue }
      visit(record)
    }
  }

  /// The newest `count` records the query selects, in file order, read from the end.
  package func newest(_ count: Int, matching query: HistoryQuery) throws(Failure)
    -> [QuizRecord]
  {
    var found: [QuizRecord] = []
    try readBackward(try snapshot(), filter: LineFilter(query)) { record, _ in
      if query.matches(record) { found.append(record) }
      return found.count < count
    }
    return found.reversed()
  }

  /// The sheet `builder` makes of the records the query selects (a seed's quizzes: a small
  /// read, through the seed's filter).
  package func sheet(
    _ builder: ExamSheet.Builder, matching query: HistoryQuery, quiet: Bool = false
  ) throws(Failure) -> ExamSheet {
    var builder = builder
    try records(matching: query, quiet: quiet) { record, _ in
      builder.add(record)
      return true
    }
    return builder.finish()
  }

  /// Adds the rows of the records the query selects to `writer`; `drain` takes what is
  /// pending now and then, and returns false to stop. Rows are rendered where the records are
  /// decoded (on several threads for a large history) and arrive in file order.
  package func exportRows(
    matching query: HistoryQuery, into writer: inout ExportWriter,
    drain: (inout ExportWriter) -> Bool
  ) throws(Failure) {
    if let last = query.last {
      // `last N`: the newest from the end of the file, written in the order stored.
      for record in try newest(last, matching: query) { writer.add(record) }
      return
    }
    let template = writer
    try readBatches(try snapshot(), filter: LineFilter(query)) { records in
      var part = ExportWriter(
        form: template.form, catalog: template.catalog, rulebook: template.rulebook,
        editions: template.editions, names: template.names, continuing: true,
        layout: template.layout, wide: template.wide)
      part.time = template.time
      part.sheet = template.sheet
      part.bankTexts = template.bankTexts
      for record in records where query.matches(record) { part.add(record) }
      return part
    } _: { part in
      writer.append(part)
      guard writer.pendingBytes >= 1 << 18 else { return true }
      return drain(&writer)
    }
  }
}
