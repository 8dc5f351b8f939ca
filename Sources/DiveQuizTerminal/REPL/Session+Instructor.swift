import DiveQuizCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The instructor's desk: the class list, names looked up with suggestions, exports with
/// filters, and the printable report. Each reads the history one record at a time.
extension Session {
  /// Hands every stored record to `visit` as it is read; unreadable lines are reported
  /// (unless `quiet`) and skipped. False, after saying why, when the history cannot be read
  /// or Ctrl-C stopped the reading.
  func scanHistory(
    quiet: Bool = false, wanted: (@Sendable (UnsafeBufferPointer<UInt8>) -> Bool)? = nil,
    summaries: Bool = false, _ visit: (QuizRecord) -> Void
  ) -> Bool {
    guard let history else { return true }
    guard let snapshot = openSnapshot(history.main) else { return false }
    let end = readForward(
      snapshot, file: history.main.location, quiet: quiet, wanted: wanted,
      decoder: summaries ? RecordCodec.summary : RecordCodec.decode
    ) { record, _ in
      visit(record)
      return true
    }
    return end == .finished
  }

  /// `trainees`: one line per trainee among the quizzes the query selects; a name keeps
  /// the trainees whose name, or a word of it, starts so (`trainees anne`).
  func listTrainees(_ query: HistoryQuery, json: Bool) -> Bool {
    var query = query.inLocalDays(configuration.time)
    guard let names = storedNames() else { return false }
    if let typed = query.judge {
      let found = names.filter(typed)
      guard !found.isEmpty else {
        complain(
          TraineeLookupError.unknown(typed, suggestions: NameKey.closest(to: typed, in: names.all)))
        return false
      }
      query.judgeKeys = Set(found.flatMap { names.members(identity: $0) })
    }
    var index = TraineeIndex(names: names)
    // The trainee list needs no questions: lines are read as summaries.
    let counted = scanHistory(wanted: prefilter(query), summaries: true) {
      if query.matches($0) { index.add($0) }
    }
    guard counted else { return false }
    let trainees = index.trainees()
    guard !json else {
      emit(HistoryJSON.trainees(trainees))
      return true
    }
    var presenter = TraineePresenter(catalog: catalog, style: configuration.style)
    presenter.time = configuration.time
    presenter.width = console.columns
    let shown = Set(trainees.map { NameKey.of($0.judge) })
    let merged = names.merged.compactMap { key, identity -> (String, String)? in
      guard let target = names.shownName(identity: identity), shown.contains(NameKey.of(target))
      else { return nil }
      return (names.spelling(ofKey: key), target)
    }
    say(presenter.list(trainees, merged: merged))
    return true
  }

  /// After `judge NAME`: names the stored trainee a new spelling belongs to, or the stored
  /// names close to a new one, so a typo does not start a second trainee unnoticed.
  func noteStoredSpelling(_ name: String) {
    guard history != nil, let names = storedNames(quiet: true) else { return }
    let identity = names.identity(of: name)
    if let shown = names.shownName(identity: identity) {
      guard shown != name else { return }
      var quizzes = 0
      let keys = Set(names.members(identity: identity))
      _ = scanHistory(quiet: true) { if keys.contains(NameKey.of($0.judge)) { quizzes += 1 } }
      say(catalog.text("judge.sameTrainee", Sanitizer.visible(shown, limit: 80), quizzes) + "\n")
      return
    }
    let close = NameKey.closest(to: name, in: names.all)
    guard !close.isEmpty else { return }
    say(
      catalog.text(
        "judge.newSuggest",
        close.map { Sanitizer.visible($0, limit: 80) }.joined(separator: ", ")) + "\n")
  }

  /// `export`: the selected quizzes, one row per answered question, to a file or the screen,
  /// written out while the history is read; a file is put in place only once whole.
  func export(_ request: ExportRequest) -> Bool {
    var request = request
    guard let (resolvedQuery, names) = resolved(request.query.inLocalDays(configuration.time))
    else { return false }
    request.query = resolvedQuery
    if let file = request.file {
      guard !ExportError.isWorkbook(file) else {
        complain(ExportError.workbookName(file))
        return false
      }
      guard !isHistoryFile(file) else { return false }
    }
    let form: ExportWriter.Form =
      request.format == .json ? .json : request.decimalComma ? .csvDecimalComma : .csv
    let (layout, wide): (ExportWriter.Layout, Bool) = (
      request.perQuiz ? .perQuiz : .perAnswer, request.wide
    )
    var writer = ExportWriter(
      form: form, catalog: catalog, rulebook: rulebook, editions: editions, names: names,
      layout: layout, wide: wide)
    writer.time = configuration.time
    if request.query.seed != nil {
      // The sheet first (the seed's quizzes only, a small read), so each row can say where
      // its quiz stands: ranked, a retake, or practice.
      guard let sheet = examSheet(request.query, names: names) else { return false }
      writer.sheet = sheet
    }
    let sheet = writer.sheet
    var sink: (any FileSink)?
    if let file = request.file, let history {
      do {
        sink = try history.system.createFile(file, protecting: history.main.location)
      } catch {
        complain(error)
        return false
      }
    }
    var failure: HistoryError?
    func flush(_ bytes: [UInt8]) {
      // Data for a program or a spreadsheet: written as it is, never wrapped.
      guard let sink else { return emit(String(decoding: bytes, as: UTF8.self)) }
      do {
        try sink.write(bytes)
      } catch {
        failure = failure ?? error
      }
    }
    let query = request.query
    var read = true
    if let last = query.last {
      // `last N`: the newest from the end of the file, written in the order stored.
      if let history, let snapshot = openSnapshot(history.main),
        let records = newest(last, matching: query, in: snapshot, file: history.main.location)
      {
        for record in records { writer.add(record) }
      } else {
        read = history == nil
      }
    } else if let history, let snapshot = openSnapshot(history.main) {
      // Rows are rendered where the records are decoded (on two threads for a large history)
      // and written out in file order as they come.
      let (catalog, rulebook, editions) = (self.catalog, self.rulebook, self.editions)
      let time = configuration.time
      let end = readBatches(snapshot, file: history.main.location, wanted: prefilter(query)) {
        records in
        var part = ExportWriter(
          form: form, catalog: catalog, rulebook: rulebook, editions: editions, names: names,
          continuing: true, layout: layout, wide: wide)
        part.time = time
        part.sheet = sheet
        for record in records where query.matches(record) { part.add(record) }
        return part
      } _: { part in
        writer.append(part)
        if writer.pendingBytes >= 1 << 18 { flush(writer.drainBytes()) }
        return failure == nil
      }
      read = end == .finished
    } else {
      read = history == nil
    }
    guard read, failure == nil else {
      sink?.discard()
      if let failure { complain(failure) }
      return false
    }
    flush(Array(writer.finish().utf8))
    if let failure {
      sink?.discard()
      complain(failure)
      return false
    }
    guard let sink, let file = request.file else { return true }
    do {
      try sink.commit()
    } catch {
      sink.discard()
      complain(error)
      return false
    }
    say(catalog.text("export.written", writer.rows, Sanitizer.visible(file, limit: 300)) + "\n")
    return true
  }

  /// The exam sheet of the query's seed, as `report seed S` ranks it.
  private func examSheet(_ query: HistoryQuery, names: TraineeNames) -> ExamSheet? {
    var builder = ExamSheet.Builder(
      names: names, rule: query.attempt ?? .first, kind: query.kind ?? "exam",
      practice: query.kind == nil)
    guard scanHistory({ if query.matches($0) { builder.add($0) } }) else { return nil }
    return builder.finish()
  }

  /// `report … html FILE`: the report as one self-contained page, for a browser or a printer.
  func writeHTMLReport(_ query: HistoryQuery, to file: String, title: HTMLReport.Titles)
    -> Bool
  {
    // The page names the trainee found, not the start of a name typed.
    guard !isHistoryFile(file), let query = resolved(query)?.query, let report = buildReport(query)
    else { return false }
    var page = HTMLReport(catalog: catalog, rulebook: rulebook, editions: editions)
    page.time = configuration.time
    let text = page.render(report, query: query, generated: clock(), titles: title)
    guard write(text, to: file) else { return false }
    say(catalog.text("html.written", file) + "\n")
    return true
  }

  /// Refuses, saying so, a file that is the history itself (by device and inode, however
  /// the path is spelled): writing it would destroy it.
  private func isHistoryFile(_ file: String) -> Bool {
    guard let history, history.system.isSameFile(file, history.main.location) else {
      return false
    }
    complain(HistoryError.refusingToOverwriteHistory(path: file))
    return true
  }

  /// Writes a whole new file, private, put in place only once written.
  private func write(_ text: String, to file: String) -> Bool {
    guard let history else { return false }
    do throws(HistoryError) {
      let sink = try history.system.createFile(file, protecting: history.main.location)
      do throws(HistoryError) {
        try sink.write(Array(text.utf8))
        try sink.commit()
      } catch {
        sink.discard()
        throw error
      }
      return true
    } catch {
      complain(error)
      return false
    }
  }
}
