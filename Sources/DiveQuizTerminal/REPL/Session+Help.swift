import DiveQuizCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Language switching and help.
extension Session {
  func switchLanguage(_ code: String) -> Bool {
    do {
      catalog = try catalog.switching(to: code)
      if quiz != nil, !quizLanguages.contains(catalog.language) {
        quizLanguages.append(catalog.language)
      }
      say(catalog.text("repl.languageSwitched", catalog.text("Language-name")) + "\n")
      keep(language: catalog.language)
      return true
    } catch {
      complain(error)
      return false
    }
  }

  func help(_ topic: String?) -> Bool {
    let topics = CommandName.words
    guard let topic else {
      var lines = [catalog.text("help.intro")]
      for topic in topics {
        lines += Self.helpEntry(catalog.text("help.\(topic)"), width: console.columns)
      }
      lines.append(
        catalog.text(
          "help.filters", Phase.allCases.map(\.rawValue).joined(separator: ", ")))
      say(lines.joined(separator: "\n") + "\n")
      return true
    }
    guard let name = CommandName(word: topic)?.rawValue else {
      warn(catalog.text("help.unknownTopic", Sanitizer.visible(topic)) + "\n")
      return false
    }
    say(catalog.text("help.\(name).detail") + "\n")
    return true
  }

  /// One line of the command list, `syntax   description`, laid out for the width: in two
  /// columns from 60 columns up (a syntax too long for its column on a line of its own);
  /// narrower, the syntax and then the description under it, indented.
  static func helpEntry(_ entry: String, width: Int?) -> [String] {
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
