import DiveQuizCore

/// What the presenters of stored quizzes (the history, reviews, the report) show them with:
/// the language, the edition in use and every edition, colours, chart characters, and the
/// reader's time zone and width. Those presenters are `StoredQuizPresenter`s, so `catalog` or
/// `style` in their code is the setup's.
package struct PresenterSetup: Sendable {
  package let catalog: Catalog
  /// The edition in use: a quiz from an edition the rulebook no longer holds is shown with it.
  package let rulebook: Rulebook
  /// Every edition, so a quiz is shown with the descriptions and rules it was asked with
  /// (#48 in a 2024 session).
  package let editions: RulebookEditions
  package let style: Style
  package let chart: Chart
  /// Times and dates in the reader's time zone.
  package var time = LocalTime.utc
  /// The console width the lists and tables fit (nil: not fitted).
  package var width: Int?
  /// The rulebook bank's texts, when the quizzes shown hold its questions (nil: their ids).
  package var bankTexts: Catalog?

  package init(
    catalog: Catalog, rulebook: Rulebook, editions: RulebookEditions? = nil, style: Style,
    unicode: Bool = false
  ) {
    self.catalog = catalog
    self.rulebook = rulebook
    self.editions = editions ?? RulebookEditions(single: rulebook)
    self.style = style
    self.chart = Chart(unicode: unicode)
  }
}

/// A presenter of stored quizzes: what it shows them with is its `PresenterSetup`.
package protocol StoredQuizPresenter: Placed {
  var setup: PresenterSetup { get set }
  init(setup: PresenterSetup)
}

extension StoredQuizPresenter {
  package init(
    catalog: Catalog, rulebook: Rulebook, editions: RulebookEditions? = nil, style: Style,
    unicode: Bool = false
  ) {
    self.init(
      setup: PresenterSetup(
        catalog: catalog, rulebook: rulebook, editions: editions, style: style, unicode: unicode))
  }

  /// A share as the presenters show it (`TextLayout.percent`), in the setup's language.
  package func percent(_ value: Double) -> String { TextLayout.percent(value, catalog) }

  package var catalog: Catalog { setup.catalog }
  package var rulebook: Rulebook { setup.rulebook }
  package var editions: RulebookEditions { setup.editions }
  package var style: Style { setup.style }
  package var chart: Chart { setup.chart }
  package var time: LocalTime {
    get { setup.time }
    set { setup.time = newValue }
  }
  package var width: Int? {
    get { setup.width }
    set { setup.width = newValue }
  }
  package var bankTexts: Catalog? {
    get { setup.bankTexts }
    set { setup.bankTexts = newValue }
  }
}
