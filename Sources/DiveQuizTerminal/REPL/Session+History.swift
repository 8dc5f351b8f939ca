import DiveQuizCore
import DiveQuizService

/// The history commands: the service streams the store (never holding it whole); the session
/// lays out what it hands over.
extension Session {
  /// `history`: one line per stored quiz in the order stored; `last N` reads from the end.
  func listHistory(_ query: HistoryQuery, json: Bool) -> Bool {
    do {
      let (query, names) = try service.resolved(query)
      if let last = query.last {
        let records = try service.newest(last, matching: query)
        json
          ? emit(HistoryJSON.list(records, names: names))
          : say(show.history.list(records.map { names.shownRecord($0) }))
        return true
      }
      let listing = HistoryListing(
        service: service, presenter: show.history, query: query, names: names, output: emit)
      guard !json else {
        try listing.json()
        return true
      }
      return try listing.table(failed: fail)
    } catch {
      fail(error)
      return false
    }
  }

  /// `report`: totals on screen or as JSON, or the printable page with `html FILE`.
  func report(_ query: HistoryQuery, json: Bool, html: Command.HTMLRequest?) -> Bool {
    do {
      if let html { try service.refuseHistory(html.file) }
      let report = try service.report(query)
      guard let html else {
        json ? emit(HistoryJSON.report(report)) : say(show.report.report(report))
        return true
      }
      // The page names the trainee found, not the start of a name typed.
      let page = show.page.render(
        report, query: try service.resolved(query).query, generated: clock(), titles: html.titles)
      try service.writeNewFile(page, to: html.file)
      say(catalog.text("html.written", html.file) + "\n")
      return true
    } catch {
      fail(error)
      return false
    }
  }

  /// `review [ID]`: a quiz by id prefix, or the trainee's last one stored.
  func review(_ id: String?, among: String? = nil) -> Bool {
    do {
      guard let record = try service.review(id, among: among) else {
        say(catalog.text("history.empty") + "\n")
        return true
      }
      say(show.history.review(record))
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
        show.progress.progress(
          latest: progress.latest, completed: progress.completed, judge: progress.judge,
          kinds: progress.kinds))
      return true
    } catch {
      fail(error)
      return false
    }
  }
}
