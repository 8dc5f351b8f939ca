import DiveQuizCore

/// Exports and printable files: the selected quizzes as CSV or JSON, written while the history
/// is read, and whole new files (the HTML report) put in place only once written. Neither ever
/// writes over the history itself.
extension TrainerService {
  /// Writes the quizzes the query selects, one row per answered question, to a new file at
  /// `file`, or hands the text to `output` in pieces when `file` is nil; returns the rows
  /// written. `catalog` gives the language of the descriptions in the rows.
  @discardableResult
  package func export(
    _ query: HistoryQuery, form: ExportWriter.Form, layout: ExportWriter.Layout = .perAnswer,
    wide: Bool = true, catalog: Catalog, to file: String?, output: (String) -> Void = { _ in }
  ) throws(TrainerError) -> Int {
    let (typed, names) = try resolved(query)
    let query = typed.inLocalDays(time)
    if let file {
      guard !ExportError.isWorkbook(file) else { throw .export(.workbookName(file)) }
      try refuseHistory(file)
    }
    var writer = ExportWriter(
      form: form, catalog: catalog, rulebook: rulebook, editions: editions, names: names,
      layout: layout, wide: wide)
    writer.time = time
    // Rulebook questions are written in words: the bank's texts in the export's language.
    writer.bankTexts = bank.texts(in: catalog.language)
    if query.seed != nil {
      // The sheet first (the seed's quizzes only, a small read), so each row can say where
      // its quiz stands: ranked, a retake, or practice.
      var sheet = ExamSheet.Builder(
        names: names, rule: query.attempt ?? .first, kind: query.kind ?? .exam,
        practice: query.kind == nil)
      try records(matching: typed) { record in
        sheet.add(record)
        return true
      }
      writer.sheet = sheet.finish()
    }
    var sink: (any FileSink)?
    if let file, let history {
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
      try fill(&writer, query: query, form: form, catalog: catalog, names: names) { writer in
        flush(writer.drainBytes())
        return failure == nil
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

  /// Adds the selected records to `writer`; `drain` takes what is pending now and then.
  private func fill(
    _ writer: inout ExportWriter, query: HistoryQuery, form: ExportWriter.Form, catalog: Catalog,
    names: TraineeNames, drain: (inout ExportWriter) -> Bool
  ) throws(TrainerError) {
    guard let history else { return }
    let snapshot = try openSnapshot(history.main)
    if let last = query.last {
      // `last N`: the newest from the end of the file, written in the order stored.
      for record in try newest(last, matching: query, in: snapshot) { writer.add(record) }
      return
    }
    // Rows are rendered where the records are decoded (on two threads for a large history)
    // and written out in file order as they come.
    let (rulebook, editions, time, sheet) = (self.rulebook, self.editions, self.time, writer.sheet)
    let (layout, wide, bankTexts) = (writer.layout, writer.wide, writer.bankTexts)
    try readBatches(snapshot, file: history.main.location, wanted: prefilter(query)) { records in
      var part = ExportWriter(
        form: form, catalog: catalog, rulebook: rulebook, editions: editions, names: names,
        continuing: true, layout: layout, wide: wide)
      part.time = time
      part.sheet = sheet
      part.bankTexts = bankTexts
      for record in records where query.matches(record) { part.add(record) }
      return part
    } _: { part in
      writer.append(part)
      guard writer.pendingBytes >= 1 << 18 else { return true }
      return drain(&writer)
    }
  }

  /// Writes a whole new private file, put in place only once written; never the history.
  package func writeNewFile(_ text: String, to file: String) throws(TrainerError) {
    guard let history else { throw .noHistory }
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
    guard let history, history.system.isSameFile(file, history.main.location) else { return }
    throw .history(.refusingToOverwriteHistory(path: file))
  }
}
