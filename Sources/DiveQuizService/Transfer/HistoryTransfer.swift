import DiveQuizCore

/// Exports, imports and printable files: the selected quizzes as CSV or JSON, written while
/// the history is read; other histories merged into this one; whole new files (the HTML
/// report) put in place only once written. None ever writes over the history itself.
package final class HistoryTransfer {
  let context: TrainerContext
  /// Exports and reports name the trainees the desk finds.
  let desk: InstructorDesk

  init(_ context: TrainerContext, desk: InstructorDesk) {
    self.context = context
    self.desk = desk
  }

  /// Writes the quizzes the query selects, one row per answered question, to a new file at
  /// `file`, or hands the text to `output` in pieces when `file` is nil; returns the rows
  /// written. `catalog` gives the language of the descriptions in the rows.
  @discardableResult
  package func export(
    _ query: HistoryQuery, form: ExportWriter.Form, layout: ExportWriter.Layout = .perAnswer,
    wide: Bool = true, catalog: Catalog, to file: String?, output: (String) -> Void = { _ in }
  ) throws(TrainerError) -> Int {
    let (typed, names) = try desk.resolved(query)
    let query = typed.inLocalDays(context.time)
    if let file {
      guard !ExportError.isWorkbook(file) else { throw .export(.workbookName(file)) }
      try refuseHistory(file)
    }
    var writer = ExportWriter(
      form: form, catalog: catalog, rulebook: context.rulebook, editions: context.editions,
      names: names, layout: layout, wide: wide)
    writer.time = context.time
    // Rulebook questions are written in words: the bank's texts in the export's language.
    writer.bankTexts = context.bank.texts(in: catalog.language)
    if query.seed != nil {
      // The sheet first (the seed's quizzes only, a small read), so each row can say where
      // its quiz stands: ranked, a retake, or practice.
      var sheet = ExamSheet.Builder(
        names: names, rule: query.attempt ?? .first, kind: query.kind ?? .exam,
        practice: query.kind == nil)
      try desk.records(matching: typed) { record in
        sheet.add(record)
        return true
      }
      writer.sheet = sheet.finish()
    }
    var sink: (any FileSink)?
    if let file, let history = context.history {
      do {
        sink = try history.system.createFile(file, protecting: history.main.location)
      } catch {
        throw .history(error)
      }
    }
    var failure: HistoryError?
    func flush(_ bytes: [UInt8]) {
      guard let sink else { return output(String(decoding: bytes, as: UTF8.self)) }
      do {
        try sink.write(bytes)
      } catch {
        failure = failure ?? error
      }
    }
    do throws(TrainerError) {
      try context.read(or: ()) { reader throws(HistoryReader.Failure) in
        try reader.exportRows(matching: query, into: &writer) { writer in
          flush(writer.drainBytes())
          return failure == nil
        }
      }
      if let failure { throw .history(failure) }
      flush(Array(writer.finish().utf8))
      if let failure { throw .history(failure) }
      do {
        try sink?.commit()
      } catch {
        throw .history(error)
      }
    } catch {
      sink?.discard()
      throw error
    }
    return writer.rows
  }

  /// Writes the page `render` makes of the report the query selects to a new file at `file`;
  /// refuses the history itself before reading anything. `render` gets the query as resolved,
  /// so the page names the trainee found, not the start of a name typed.
  package func writeReport(
    _ query: HistoryQuery, to file: String, render: (Report, HistoryQuery) -> String
  ) throws(TrainerError) {
    try refuseHistory(file)
    let report = try desk.report(query)
    try writeNewFile(render(report, try desk.resolved(query).query), to: file)
  }

  /// Writes a whole new private file, put in place only once written; never the history.
  package func writeNewFile(_ text: String, to file: String) throws(TrainerError) {
    guard let history = context.history else { throw .noHistory }
    try refuseHistory(file)
    do throws(HistoryError) {
      let sink = try history.system.createFile(file, protecting: history.main.location)
      do throws(HistoryError) {
        try sink.write(Array(text.utf8))
        try sink.commit()
      } catch {
        sink.discard()
        throw error
      }
    } catch {
      throw .history(error)
    }
  }

  /// Throws when `file` is the history itself (by device and inode, however the path is
  /// spelled): writing it would destroy it.
  package func refuseHistory(_ file: String) throws(TrainerError) {
    guard let history = context.history, history.system.isSameFile(file, history.main.location)
    else { return }
    throw .history(.refusingToOverwriteHistory(path: file))
  }
}
