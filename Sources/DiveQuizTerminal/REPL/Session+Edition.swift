import DiveQuizCore

/// Choosing the edition taught: `edition`, `edition ID`, and what `show` says of a penalty the
/// edition lacks.
extension Session {
  /// The edition in use, the day it came into force, and the others.
  func showEdition() {
    let edition = rulebook.edition
    say(
      catalog.text(
        "repl.edition", edition.id, edition.inForceFrom ?? "—", editions.ids.joined(separator: ", ")
      )
        + "\n")
    if let quiz, quiz.edition != rulebook.editionID {
      say(catalog.text("repl.editionQuiz", quiz.edition) + "\n")
    }
  }

  /// Switches the edition `penalties`, `show`, `search`, the coach and the next quiz use; a
  /// quiz in progress goes on in its own edition and says so.
  func switchEdition(_ id: String) -> Bool {
    do {
      rulebook = try editions.select(id)
    } catch {
      complain(error)
      return false
    }
    say(catalog.text("repl.editionSwitched", rulebook.editionID) + "\n")
    keep(edition: rulebook.editionID)
    if let quiz, quiz.edition != rulebook.editionID {
      say(catalog.text("repl.editionQuiz", quiz.edition) + "\n")
    }
    return true
  }

  /// Why `show ID` has nothing: no such penalty at all, or not in this edition.
  func missingPenalty(_ id: Int) -> RulesLookupError {
    let elsewhere = editions.editions(having: id)
    guard elsewhere.isEmpty else {
      return .notInEdition(id, edition: rulebook.editionID, elsewhere: elsewhere)
    }
    return .unknownPenalty(String(id), range: rulebook.idRange)
  }
}
