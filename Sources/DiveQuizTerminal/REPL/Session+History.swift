import DiveQuizCore
import DiveQuizService

/// The history commands: the service streams the store (never holding it whole); the session
/// lays out what it hands over.
extension Session {
  /// `history`: one line per stored quiz in the order stored; `last N` reads from the end.
  func listHistory(_ query: HistoryQuery, json: Bool) -> Bool {
    func listing(_ query: HistoryQuery, _ names: TraineeNames) -> HistoryListing {
      HistoryListing(
        service: service, presenter: show.history, query: query, names: names, output: emit)
    }
    do {
      guard !json, query.last == nil else {
        // Written as read, or read from the end: the names are checked first.
        let (query, names) = try service.desk.resolved(query)
        if let last = query.last, !json {
          try listing(query, names).newest(last)
          return true
        }
        return try listing(query, names).json()
      }
      // The table's first pass shows nothing, so it may check the kept names as it reads.
      let (measuring, measured) = try service.desk.withNamesCheckedByRead {
        names throws(TrainerError) in
        let measuring = listing(try service.desk.resolved(query, in: names), names)
        return (measuring, try measuring.measure())
      }
      return measuring.table(measured, failed: fail)
    } catch {
      fail(error)
      return false
    }
  }

  /// `report`: totals on screen or as JSON, or the printable page with `html FILE`.
  func report(_ query: HistoryQuery, json: Bool, html: Command.HTMLRequest?) -> Bool {
    do {
      if let html {
        try service.transfer.writeReport(query, to: html.file) { report, query in
          // A page about one trainee shows their schedule too (read in a second pass). The
          // report is already read: a schedule that cannot be read leaves its section out
          // rather than the whole page.
          let due = query.judge.flatMap { judge in
            (try? service.coach.memorySchedule(of: judge)).map {
              HTMLReport.Due(schedule: $0, items: service.coach.scheduledItems($0), judge: judge)
            }
          }
          return show.page.render(
            report, query: query, generated: clock(), titles: html.titles, due: due)
        }
        say(catalog.text("html.written", Sanitizer.visible(html.file, limit: 300)) + "\n")
      } else {
        let report = try service.desk.report(query)
        json ? emit(HistoryJSON.report(report)) : say(show.report.report(report))
      }
      return true
    } catch {
      fail(error)
      return false
    }
  }

  /// `review [ID]`: a quiz by id prefix, or the trainee's last one stored.
  func review(_ id: String?, among: String? = nil) -> Bool {
    do {
      guard let record = try service.desk.review(id, among: among) else {
        say(catalog.text("history.empty") + "\n")
        return true
      }
      var presenter = show.history
      // A rulebook question is shown in words: the bank is read for it.
      if record.questions.contains(where: { $0.kind == .rulebook }) {
        presenter.bankTexts = bankTexts(load: true)
      }
      say(presenter.review(record))
      return true
    } catch {
      fail(error)
      return false
    }
  }

  /// `progress`: one trainee's completed quizzes, the latest drawn.
  func progress(_ judge: String, named: Bool) -> Bool {
    do {
      let progress = try service.desk.progress(
        of: judge, named: named, limit: ProgressPresenter.shown)
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

extension Session {
  /// `due`: the current trainee's schedule (as text, or every item as JSON).
  func showDue(json: Bool) -> Bool {
    do {
      let schedule = try service.coach.memorySchedule()
      let items = service.coach.scheduledItems(schedule)
      let judge = configuration.judge
      if json { return shown(DuePresenter.json(schedule, items: items, judge: judge)) }
      return shown(show.due.due(schedule, items: items, judge: judge))
    } catch {
      fail(error)
      return false
    }
  }
}
