import DiveQuizCore
import DiveQuizService

/// The history commands: the service streams the store (never holding it whole); the session
/// lays out what it hands over.
extension Session {
  /// Output is handed to the console in pieces of about this size.
  static let outputBatch = 1 << 16

  /// `history`: one line per stored quiz in the order stored; `last N` reads from the end.
  func listHistory(_ query: HistoryQuery, json: Bool) -> Bool {
    do {
      if let last = query.last {
        let records = try service.newest(last, matching: query)
        if records.isEmpty, let name = query.judge { try service.requireTrainee(name) }
        json ? emit(HistoryJSON.list(records)) : say(historyText.list(records))
        return true
      }
      return try json ? listJSON(query) : listTable(query)
    } catch {
      fail(error)
      return false
    }
  }

  /// The JSON list, written out while the history is read.
  private func listJSON(_ query: HistoryQuery) throws(TrainerError) -> Bool {
    var out = ""
    var count = 0
    try service.records(matching: query) { record in
      out += (count == 0 ? "[\n" : ",\n") + HistoryJSON.item(record)
      count += 1
      flush(&out)
      return true
    }
    if count == 0, let name = query.judge { try service.requireTrainee(name) }
    emit(out + (count == 0 ? "[]\n" : "\n]\n"))
    return true
  }

  /// The table, in two passes so that the columns fit the widest cells without holding the
  /// records; lines already laid out are written without further wrapping.
  private func listTable(_ query: HistoryQuery) throws(TrainerError) -> Bool {
    let presenter = historyText
    var count = 0
    var offsets: [String] = []
    var widths = [Int](repeating: 0, count: HistoryPresenter.table.columns.count)
    try service.records(matching: query) { record in
      count += 1
      presenter.noteOffset(of: record, in: &offsets)
      TextTable.measure(presenter.row(record), into: &widths)
      return true
    }
    guard count > 0 else {
      if let name = query.judge { try service.requireTrainee(name) }
      say(presenter.list([]))
      return true
    }
    let layout = HistoryPresenter.table.layout(contentWidths: widths, width: presenter.width)
    var out = presenter.header(offsets) + "\n"
    var finished = true
    do {
      try service.records(matching: query, quiet: true) { record in
        out += HistoryPresenter.table.line(presenter.row(record), layout) + "\n"
        flush(&out)
        return true
      }
    } catch {
      fail(error)
      finished = false
    }
    emit(out + presenter.footer(count) + "\n")
    return finished
  }

  /// Hands a batch of lines to the console once it is large enough.
  private func flush(_ out: inout String) {
    guard out.utf8.count >= Self.outputBatch else { return }
    emit(out)
    out = ""
  }

  /// `report`: totals on screen or as JSON, or the printable page with `html FILE`.
  func report(_ query: HistoryQuery, json: Bool, html: String?) -> Bool {
    do {
      if let html { try service.refuseHistory(html) }
      let report = try service.report(query)
      if report.quizzes == 0, let name = query.judge { try service.requireTrainee(name) }
      guard let html else {
        json ? emit(HistoryJSON.report(report)) : say(reportText.report(report))
        return true
      }
      var page = HTMLReport(catalog: catalog, rulebook: rulebook, editions: editions)
      page.time = configuration.time
      try service.writeNewFile(page.render(report, query: query, generated: clock()), to: html)
      say(catalog.text("html.written", html) + "\n")
      return true
    } catch {
      fail(error)
      return false
    }
  }

  /// `review [ID]`: a quiz by id prefix, or the trainee's last one stored.
  func review(_ id: String?) -> Bool {
    do {
      guard let record = try service.review(id) else {
        say(catalog.text("history.empty") + "\n")
        return true
      }
      say(historyText.review(record))
      return true
    } catch {
      fail(error)
      return false
    }
  }

  /// `progress`: one trainee's completed quizzes, the latest drawn.
  func progress(_ judge: String, named: Bool) -> Bool {
    do {
      let progress = try service.progress(of: judge, named: named, limit: ProgressPresenter.shown)
      say(
        progressText.progress(
          latest: progress.latest, completed: progress.completed, judge: judge))
      return true
    } catch {
      fail(error)
      return false
    }
  }
}
