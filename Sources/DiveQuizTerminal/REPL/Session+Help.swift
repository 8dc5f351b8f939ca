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
      lines += topics.map { "  " + catalog.text("help.\($0)") }
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
}
