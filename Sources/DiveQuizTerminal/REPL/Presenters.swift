import DiveQuizCore

/// A presenter that fits a width.
package protocol Fitted {
  var width: Int? { get set }
}

/// A presenter that shows local times and fits a width.
package protocol Placed: Fitted {
  var time: LocalTime { get set }
}

extension ProgressPresenter: Placed {}
extension TraineePresenter: Placed {}
extension PenaltyPresenter: Fitted {}
extension QuizPresenter: Fitted {}
extension DivePresenter: Fitted {}
extension DuePresenter: Fitted {}

/// Every presenter a session uses, set up alike: the session's language, edition, colours,
/// time zone and console width at the moment of asking.
struct Presenters {
  var catalog: Catalog
  var rulebook: Rulebook
  var editions: RulebookEditions
  var style: Style, unicode: Bool
  var time: LocalTime, width: Int?
  /// The rulebook bank's texts, once a command has loaded the bank (nil before).
  var bankTexts: Catalog?

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

  var due: DuePresenter {
    fitted(DuePresenter(catalog: catalog, style: style, unicode: unicode))
  }

  var trainees: TraineePresenter { placed(TraineePresenter(catalog: catalog, style: style)) }

  var penalties: PenaltyPresenter {
    fitted(
      PenaltyPresenter(catalog: catalog, rulebook: rulebook, editions: editions, style: style))
  }

  var quiz: QuizPresenter {
    var presenter = fitted(
      QuizPresenter(
        catalog: catalog, style: style, unicode: unicode, edition: rulebook.editionID))
    presenter.bankTexts = bankTexts
    return presenter
  }

  /// A presenter given the session's time zone and width.
  private func placed<Presenter: Placed>(_ presenter: Presenter) -> Presenter {
    var presenter = fitted(presenter)
    presenter.time = time
    return presenter
  }

  /// A presenter given the session's width.
  private func fitted<Presenter: Fitted>(_ presenter: Presenter) -> Presenter {
    var presenter = presenter
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
    fitted(DivePresenter(catalog: catalog, dives: dives, taughtEdition: rulebook.editionID))
  }
}
