import DiveQuizCore

/// `help`, `help TOPIC` and `lang` without a code: the words come from the string tables.
struct HelpPresenter {
  let catalog: Catalog

  /// Every command in one line each, and the filters.
  func overview() -> String {
    var lines = [catalog.text("help.intro")]
    lines += CommandName.words.map { "  " + catalog.text("help.\($0)") }
    lines.append(
      catalog.text("help.filters", Phase.allCases.map(\.rawValue).joined(separator: ", ")))
    return lines.joined(separator: "\n") + "\n"
  }

  /// One command in full; nil when `topic` names no command.
  func detail(_ topic: String) -> String? {
    CommandName(word: topic).map { catalog.text("help.\($0.rawValue).detail") + "\n" }
  }

  /// The language in use and the others.
  func languages() -> String {
    catalog.text(
      "repl.language", catalog.language, catalog.text("Language-name"),
      catalog.availableLanguages.joined(separator: ", ")) + "\n"
  }

  /// What to type in answer to the question on screen.
  func answering(_ kind: QuestionKind) -> String {
    catalog.text(kind == .sanction ? "help.answer" : "help.answer.\(kind.rawValue)") + "\n"
  }
}
