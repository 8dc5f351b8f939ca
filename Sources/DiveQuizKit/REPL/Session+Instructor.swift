#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The instructor's desk: the class list, names looked up with suggestions, exports with
/// filters, and the printable report. Each reads the history one record at a time.
extension Session {
  /// Hands every stored record to `visit` as it is read; unreadable lines are reported
  /// (unless `quiet`) and skipped. False, after saying why, when the history cannot be read.
  func scanHistory(quiet: Bool = false, _ visit: (QuizRecord) -> Void) -> Bool {
    guard let history else { return true }
    do {
      let skipped = HistoryContents.scan(try history.main.read(), visit)
      if !quiet {
        for line in skipped {
          console.writeError(line.message(catalog, file: history.main.location) + "\n")
        }
      }
      return true
    } catch {
      complain(error)
      return false
    }
  }

  /// Every stored trainee (merged by name key), for suggestions and spellings.
  private func storedTrainees() -> TraineeIndex? {
    var index = TraineeIndex()
    return scanHistory(quiet: true) { index.add($0) } ? index : nil
  }

  /// `trainees`: one line per trainee among the quizzes the query selects.
  func listTrainees(_ query: HistoryQuery, json: Bool) -> Bool {
    let query = query.inLocalDays(configuration.time)
    var index = TraineeIndex()
    guard scanHistory({ if query.matches($0) { index.add($0) } }) else { return false }
    if index.count == 0, let name = query.judge, !traineeIsKnown(name) { return false }
    let trainees = index.trainees()
    guard !json else {
      emit(HistoryJSON.trainees(trainees))
      return true
    }
    var presenter = TraineePresenter(catalog: catalog, style: configuration.style)
    presenter.time = configuration.time
    presenter.width = console.columns
    say(presenter.list(trainees))
    return true
  }

  /// True when a quiz is stored under `name` (however spelled); otherwise says so, with the
  /// closest stored names, and returns false.
  func traineeIsKnown(_ name: String) -> Bool {
    guard history != nil else { return true }
    guard let index = storedTrainees() else { return false }
    if index.contains(name) { return true }
    complain(TraineeLookupError.unknown(name, suggestions: index.closest(to: name)))
    return false
  }

  /// After `judge NAME`: names the stored trainee a new spelling belongs to, or the stored
  /// names close to a new one, so a typo does not start a second trainee unnoticed.
  func noteStoredSpelling(_ name: String) {
    guard history != nil, let index = storedTrainees() else { return }
    if let stored = index.stored(name) {
      guard stored.name != name else { return }
      say(
        catalog.text("judge.sameTrainee", Sanitizer.visible(stored.name, limit: 80), stored.quizzes)
          + "\n")
      return
    }
    let close = index.closest(to: name)
    guard !close.isEmpty else { return }
    say(
      catalog.text(
        "judge.newSuggest",
        close.map { Sanitizer.visible($0, limit: 80) }.joined(separator: ", ")) + "\n")
  }

  /// `export`: the selected quizzes, one row per answered question, to a file or the screen.
  func export(_ request: ExportRequest) -> Bool {
    var request = request
    request.query = request.query.inLocalDays(configuration.time)
    if let file = request.file {
      guard !ExportError.isWorkbook(file) else {
        complain(ExportError.workbookName(file))
        return false
      }
      guard !isHistoryFile(file) else { return false }
    }
    let form: ExportWriter.Form =
      request.format == .json ? .json : request.decimalComma ? .csvDecimalComma : .csv
    var writer = ExportWriter(
      form: form, catalog: catalog, rulebook: rulebook, editions: editions)
    writer.time = configuration.time
    let query = request.query
    if query.last != nil {
      // Only `last N` needs the records in order before writing.
      guard let records = loadHistory() else { return false }
      for record in query.apply(records) { writer.add(record) }
    } else {
      guard scanHistory({ if query.matches($0) { writer.add($0) } }) else { return false }
    }
    if writer.rows == 0, let name = query.judge, !traineeIsKnown(name) { return false }
    guard let file = request.file else {
      // Data for a program or a spreadsheet: written as it is, never wrapped.
      emit(writer.finish())
      return true
    }
    guard write(writer.finish(), to: file) else { return false }
    say(catalog.text("export.written", writer.rows, file) + "\n")
    return true
  }

  /// `report … html FILE`: the report as one self-contained page, for a browser or a printer.
  func writeHTMLReport(_ query: HistoryQuery, to file: String) -> Bool {
    guard !isHistoryFile(file), let report = buildReport(query) else { return false }
    if report.quizzes == 0, let name = query.judge, !traineeIsKnown(name) { return false }
    let page = HTMLReport(catalog: catalog, rulebook: rulebook, editions: editions).render(
      report, query: query, generated: clock())
    guard write(page, to: file) else { return false }
    say(catalog.text("html.written", file) + "\n")
    return true
  }

  /// Refuses, saying so, a file that is the history itself: writing it would destroy it.
  private func isHistoryFile(_ file: String) -> Bool {
    guard let history, file == history.main.location else { return false }
    complain(HistoryError.refusingToOverwriteHistory(path: file))
    return true
  }

  private func write(_ text: String, to file: String) -> Bool {
    do throws(HistoryError) {
      try history?.write(file, Array(text.utf8))
      return true
    } catch {
      complain(error)
      return false
    }
  }
}
