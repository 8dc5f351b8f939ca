import DiveQuizCore

/// Every presenter a session uses, set up alike: the session's language, edition, colours,
/// time zone and console width at the moment of asking.
struct Presenters {
  var catalog: Catalog
  var rulebook: Rulebook
  var editions: RulebookEditions
  var style: Style
  var unicode: Bool
  var time: LocalTime
  var width: Int?

  var history: HistoryPresenter {
    var presenter = HistoryPresenter(
      catalog: catalog, rulebook: rulebook, editions: editions, style: style, unicode: unicode)
    presenter.time = time
    presenter.width = width
    return presenter
  }

  var report: ReportPresenter {
    var presenter = ReportPresenter(
      catalog: catalog, rulebook: rulebook, editions: editions, style: style, unicode: unicode)
    presenter.time = time
    presenter.width = width
    return presenter
  }

  var progress: ProgressPresenter {
    var presenter = ProgressPresenter(catalog: catalog, style: style, unicode: unicode)
    presenter.time = time
    presenter.width = width
    return presenter
  }

  var penalties: PenaltyPresenter {
    var presenter = PenaltyPresenter(
      catalog: catalog, rulebook: rulebook, editions: editions, style: style)
    presenter.width = width
    return presenter
  }

  var quiz: QuizPresenter { QuizPresenter(catalog: catalog, style: style, unicode: unicode) }

  var trainees: TraineePresenter {
    var presenter = TraineePresenter(catalog: catalog, style: style)
    presenter.time = time
    presenter.width = width
    return presenter
  }

  /// The printable page, in the same language, edition and time zone.
  var page: HTMLReport {
    var page = HTMLReport(catalog: catalog, rulebook: rulebook, editions: editions)
    page.time = time
    return page
  }

  var help: HelpPresenter { HelpPresenter(catalog: catalog) }
}
