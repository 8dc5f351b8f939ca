/// What is wrong with a line of the bank's files: the file, the line and the problem, so a
/// judge who corrects the data finds the spot at once.
package struct BankError: Error, Equatable, Sendable {
  package enum Problem: Equatable, Sendable {
    /// Not valid UTF-8.
    case badUTF8
    /// The first line that is no comment is not the header the format gives.
    case header(expected: String)
    /// Another number of tab-separated columns.
    case columns(found: Int, expected: Int)
    /// An id that is not `<chapter word>-<digits>`, or whose word is not its chapter's.
    case badID(String)
    case duplicateID(String, firstLine: Int)
    case unknownChapter(String)
    case unknownForm(String)
    /// An answer that does not fit the form (`e` for one of four, one letter for several…).
    case badAnswer(String, form: String)
    /// A rule number that is not one (`6.4.8`, `D6.16`): letters, digits and points only.
    case badRule(String)
    /// An edition id the bank does not know.
    case unknownEdition(String)
    case noEditions
    /// An edition the question is asked under without the rule numbers it needs.
    case missingRules(edition: EditionID)
    case unknownRole(String)
    case unknownMoment(String)
    case duplicateItem(String, firstLine: Int)
  }

  package var file: String
  package var line: Int
  package var problem: Problem
}

extension BankError: UserFacingError {
  package func message(_ catalog: Catalog) -> String {
    let place = Sanitizer.visible(file, limit: 200) + ":" + String(line)
    return catalog.text("bank.error", place, problem.message(catalog))
  }
}

extension BankError.Problem {
  func message(_ catalog: Catalog) -> String {
    func shown(_ text: String) -> String { Sanitizer.visible(text, limit: 40) }
    switch self {
    case .badUTF8: return catalog.text("detail.badUTF8")
    case .header(let expected): return catalog.text("bank.problem.header", expected)
    case .columns(let found, let expected):
      return catalog.text("bank.problem.columns", found, expected)
    case .badID(let id): return catalog.text("bank.problem.id", shown(id))
    case .duplicateID(let id, let first):
      return catalog.text("bank.problem.duplicate", shown(id), first)
    case .unknownChapter(let word):
      return catalog.text(
        "bank.problem.chapter", shown(word),
        BankChapter.allCases.map(\.rawValue).joined(separator: ", "))
    case .unknownForm(let word): return catalog.text("bank.problem.form", shown(word))
    case .badAnswer(let text, let form):
      return catalog.text("bank.problem.answer", shown(text), form)
    case .badRule(let text): return catalog.text("bank.problem.rule", shown(text))
    case .unknownEdition(let id): return catalog.text("bank.problem.edition", shown(id))
    case .noEditions: return catalog.text("bank.problem.noEditions")
    case .missingRules(let edition): return catalog.text("bank.problem.missingRules", edition)
    case .unknownRole(let word): return catalog.text("bank.problem.role", shown(word))
    case .unknownMoment(let word):
      return catalog.text(
        "bank.problem.moment", shown(word),
        ChecklistDuty.Moment.allCases.map(\.rawValue).joined(separator: ", "))
    case .duplicateItem(let item, let first):
      return catalog.text("bank.problem.duplicate", shown(item), first)
    }
  }
}
