import DiveQuizCore
import DiveQuizService

/// Choosing the edition taught: `edition`, `edition ID`, and what `show` says of a penalty the
/// edition lacks.
extension Session {
  /// The edition in use, then every edition the rulebook holds (the default first marked),
  /// each with its title, its size and where its numbers come from.
  func editionText() -> String {
    show.penalties.edition(quizEdition: quiz?.edition)
      + (service.diveSource != nil ? diveEditionNote() + "\n" : "")
  }

  /// Switches the edition `penalties`, `show`, `search`, the coach and the next quiz use; a
  /// quiz in progress goes on in its own edition and says so.
  func switchEdition(_ id: String) -> Bool {
    do {
      try service.selectEdition(id)
    } catch {
      fail(error)
      return false
    }
    say(show.penalties.edition(quizEdition: quiz?.edition, switched: true))
    keep(edition: rulebook.editionID)
    return true
  }

  /// `show ID`: one penalty in full. Without an id, a usage error as for every command
  /// missing its argument, naming the edition's ids (which only the session knows).
  func showPenalty(_ id: Int?) -> Bool {
    guard let id else {
      complain(RulesLookupError.missingID(command: "show", range: rulebook.idRange))
      stoppedBy = .usage
      return false
    }
    guard let penalty = rulebook.penalty(id: id) else {
      complain(service.missingPenalty(id))
      return false
    }
    return shown(show.penalties.detail(penalty))
  }
}
