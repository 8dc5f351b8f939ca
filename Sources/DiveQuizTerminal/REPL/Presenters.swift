import DiveQuizCore

/// A presenter that shows local times and fits a width.
protocol Placed {
  var time: LocalTime { get set }
  var width: Int? { get set }
}

extension HistoryPresenter: Placed {}
extension ReportPresenter: Placed {}
extension ProgressPresenter: Placed {}
extension TraineePresenter: Placed {}

/// Every presenter a session uses, set up alike: the session's language, edition, colours,
/// time zone and console width at the moment of asking.
struct Presenters {
  var catalog: Catalog
  var rulebook: Rulebook
  var editions: RulebookEditions
  var style: Style, unicode: Bool
  var time: LocalTime, width: Int?

  var history: HistoryPresenter {
    placed(
      HistoryPresenter(
        catalog: catalog, rulebook: rulebook, editions: editions, style: style, unicode: unicode))
  }

  var report: ReportPresenter {
    placed(
      ReportPresenter(
        catalog: catalog, rulebook: rulebook, editions: editions, style: style, unicode: unicode))
  }

  var progress: ProgressPresenter {
    placed(ProgressPresenter(catalog: catalog, style: style, unicode: unicode))
  }

  var trainees: TraineePresenter { placed(TraineePresenter(catalog: catalog, style: style)) }

  var penalties: PenaltyPresenter {
    var presenter = PenaltyPresenter(
      catalog: catalog, rulebook: rulebook, editions: editions, style: style)
    presenter.width = width
    return presenter
  }

  var quiz: QuizPresenter {
    var presenter = QuizPresenter(catalog: catalog, style: style, unicode: unicode)
    presenter.width = width
    return presenter
  }

  /// A presenter given the session's time zone and width.
  private func placed<Presenter: Placed>(_ presenter: Presenter) -> Presenter {
    var presenter = presenter
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

  var help: HelpPresenter { HelpPresenter(catalog: catalog, width: width) }

  /// The dive tables of `dives`, beside the edition taught.
  func dives(_ dives: DiveCatalog) -> DivePresenter {
    var presenter = DivePresenter(
      catalog: catalog, dives: dives, taughtEdition: rulebook.editionID)
    presenter.width = width
    return presenter
  }
}
