import DiveQuizCore

/// `dive`, `dives` and `score`: the dive catalogue and the secretaries' arithmetic.
extension Session {
  /// The dive catalogue, parsed now if this is its first use.
  var dives: DiveCatalog { diveSource?.catalog ?? .empty(file: "dives.tsv") }

  var diveText: DivePresenter {
    var presenter = DivePresenter(catalog: catalog, dives: dives, taughtEdition: rulebook.editionID)
    presenter.width = console.columns
    return presenter
  }

  func executeDives(_ command: Command) -> Bool {
    switch command {
    case .dive(let query):
      guard !dives.entries(for: query.number).isEmpty else {
        complain(
          DiveLookupError.notTabled(
            query.number.digits, named: DiveName.text(query.number, catalog)))
        return false
      }
      if let position = query.position,
        !dives.entries(for: query.number).contains(where: { $0.code.position == position })
      {
        let code = DiveCode(number: query.number, position: position)
        guard DiveRules.positionAllowed(query.number, position) else {
          complain(DiveLookupError.positionNotAllowed("\(code)"))
          return false
        }
        complain(DiveLookupError.positionNotTabled("\(code)"))
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

/// A well-formed dive number the catalogue does not hold.
enum DiveLookupError: Error, Equatable {
  case notTabled(String, named: String)
  case positionNotTabled(String)
  case positionNotAllowed(String)
}

extension DiveLookupError: UserFacingError {
  func message(_ catalog: Catalog) -> String {
    switch self {
    case .notTabled(let number, let name): return catalog.text("dive.error.notTabled", number, name)
    case .positionNotTabled(let code): return catalog.text("dive.error.positionNotTabled", code)
    case .positionNotAllowed(let code): return catalog.text("dive.error.positionNotAllowed", code)
    }
  }
}
