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
  /// Every refusal is a usage error (status 64): the line is outside the rules, not the data.
  func score(_ request: ScoreRequest) -> Bool {
    if let refused = request.check(degreeIn: service.dives.degreeRange) {
      complain(refused)
      stoppedBy = .usage
      return false
    }
    switch ScoreSheet.compute(request) {
    case .success(let sheet):
      say(ScorePresenter(catalog: catalog, edition: service.rulebook.editionID).sheet(sheet))
      return true
    case .failure(let error):
      complain(error)
      stoppedBy = .usage
      return false
    }
  }

  /// The line `edition` adds: which edition's dive tables are taught.
  func diveEditionNote() -> String { diveText.editionNote(service.editions.ids) }
}
