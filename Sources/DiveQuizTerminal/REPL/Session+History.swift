import DiveQuizCore
import DiveQuizService

/// The history commands: the service streams the store (never holding it whole); the session
/// lays out what it hands over.
extension Session {
  /// `history`: one line per stored quiz in the order stored; `last N` reads from the end.
  func listHistory(_ query: HistoryQuery, json: Bool) -> Bool {
    do {
      if let last = query.last {
        let records = try service.newest(last, matching: query)
        if records.isEmpty, let name = query.judge { try service.requireTrainee(name) }
        json ? emit(HistoryJSON.list(records)) : say(show.history.list(records))
        return true
      }
      let listing = HistoryListing(
        service: service, presenter: show.history, query: query, output: emit)
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
  func report(_ query: HistoryQuery, json: Bool, html: String?) -> Bool {
    do {
      if let html { try service.refuseHistory(html) }
      let report = try service.report(query)
      if report.quizzes == 0, let name = query.judge { try service.requireTrainee(name) }
      guard let html else {
        json ? emit(HistoryJSON.report(report)) : say(show.report.report(report))
        return true
      }
      let page = show.page.render(report, query: query, generated: clock())
      try service.writeNewFile(page, to: html)
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
          latest: progress.latest, completed: progress.completed, judge: judge))
      return true
    } catch {
      fail(error)
      return false
    }
  }
}
