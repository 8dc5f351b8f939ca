import DiveQuizCore
import DiveQuizService

/// `dive`, `dives` and `score` at the terminal: the service looks up, the presenters show.
extension Session {
  var diveText: DivePresenter {
    var presenter = DivePresenter(
      catalog: catalog, dives: service.dives, taughtEdition: rulebook.editionID)
    presenter.width = console.columns
    return presenter
  }

  func executeDives(_ command: Command) -> Bool {
    switch command {
    case .dive(let query):
      do {
        try service.lookUpDive(query)
      } catch {
        complain(error)
        return false
      }
      say(diveText.detail(query))
      return true
    case .dives(let filter):
      say(diveText.list(filter))
      return true
    case .score(let request):
      switch ScoreSheet.compute(request) {
      case .success(let sheet):
        say(ScorePresenter(catalog: catalog).sheet(sheet))
        return true
      case .failure(let error):
        complain(error)
        return false
      }
    default:
      return false
    }
  }

  /// The line `edition` adds: which edition's dive tables are taught.
  func diveEditionNote() -> String { diveText.editionNote(editions.ids) }
}
