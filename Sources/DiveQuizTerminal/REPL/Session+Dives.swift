import DiveQuizCore
import DiveQuizService

/// `dive`, `dives` and `score` at the terminal: the service looks up, the presenters show.
extension Session {
  var diveText: DivePresenter { show.dives(service.dives) }

  /// `dive NUMBER [HEIGHT]`: one dive's entries, or why there is none.
  func lookUpDive(_ query: DiveQuery) -> Bool {
    do {
      try service.lookUpDive(query)
      return shown(diveText.detail(query))
    } catch {
      complain(error)
      return false
    }
  }

  /// `score …`: the sheet of a dive's awards, or why it cannot be worked out.
  func score(_ request: ScoreRequest) -> Bool {
    switch ScoreSheet.compute(request) {
    case .success(let sheet):
      say(ScorePresenter(catalog: catalog, edition: service.rulebook.editionID).sheet(sheet))
      return true
    case .failure(let error):
      complain(error)
      return false
    }
  }

  /// The line `edition` adds: which edition's dive tables are taught.
  func diveEditionNote() -> String { diveText.editionNote(service.editions.ids) }
}
