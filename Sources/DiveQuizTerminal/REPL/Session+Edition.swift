import DiveQuizCore

/// Choosing the edition taught: `edition`, `edition ID`, and what `show` says of a penalty the
/// edition lacks.
extension Session {
  /// The edition in use, then every edition the rulebook holds (the default first marked),
  /// each with its title, its size and where its numbers come from.
  func showEdition() {
    var lines = [catalog.text("repl.edition", rulebook.editionID)]
    for book in editions.all {
      let edition = book.edition
      let name =
        book.editionID == editions.standard.editionID
        ? catalog.text("edition.default", edition.id) : edition.id
      let title =
        edition.title(catalog) ?? edition.inForceFrom.map { catalog.text("edition.inForce", $0) }
        ?? "—"
      lines.append(catalog.text("edition.line", name, title, book.penalties.count))
      if let source = edition.source { lines.append("    " + source.label(catalog)) }
    }
    say(lines.joined(separator: "\n") + "\n")
    if let quiz, quiz.edition != rulebook.editionID {
      say(catalog.text("repl.editionQuiz", quiz.edition) + "\n")
    }
    if diveSource != nil { say(diveEditionNote() + "\n") }
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
