import DiveQuizCore

/// `help`, `help TOPIC` and `lang` without a code: the words come from the string tables.
struct HelpPresenter {
  let catalog: Catalog
  /// The console's width: the command list fits it (nil: not fitted).
  var width: Int?

  /// Every command in one line each, and the filters.
  func overview() -> String {
    var lines = [catalog.text("help.intro")]
    for command in CommandGrammar.commands {
      lines += Self.entry(catalog.text(command.summaryKey), width: width)
    }
    lines.append(
      catalog.text("help.filters", Phase.allCases.map(\.rawValue).joined(separator: ", ")))
    return lines.joined(separator: "\n") + "\n"
  }

  /// One command in full; nil when `topic` names no command.
  func detail(_ topic: String) -> String? {
    CommandName(word: topic).map { command in
      CommandGrammar.syntax(of: command).detailKeys.map { catalog.text($0) }
        .joined(separator: "\n") + "\n"
    }
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

  /// One line of the command list, `syntax   description`, laid out for the width: in two
  /// columns from 60 columns up (a syntax too long for its column on a line of its own);
  /// narrower, the syntax and then the description under it, indented.
  static func entry(_ entry: String, width: Int?) -> [String] {
    let characters = Array(entry)
    guard let width,
      let gap = characters.indices.dropLast().first(where: {
        characters[$0] == " " && characters[$0 + 1] == " "
      })
    else { return ["  " + entry] }
    let syntax = String(characters[..<gap])
    let description = String(characters[gap...].drop { $0 == " " })
    let column = 32
    if width >= 60 {
      if DisplayWidth.of(syntax) + 2 <= column - 2 {
        let line = "  " + TextLayout.pad(syntax, column - 2) + description
        return TextWrapper.lines(line, width: width, indent: column)
      }
      let under = String(repeating: " ", count: column) + description
      return ["  " + syntax] + TextWrapper.lines(under, width: width, indent: column)
    }
    return TextWrapper.lines("  " + syntax, width: width, indent: 4)
      + TextWrapper.lines("      " + description, width: width, indent: 6)
  }
}
