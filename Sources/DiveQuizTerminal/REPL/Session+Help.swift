import DiveQuizCore
import DiveQuizService

/// Language switching and help.
extension Session {
  func switchLanguage(_ code: String) -> Bool {
    do {
      catalog = try catalog.switching(to: code)
      service.noteLanguage(catalog.language)
      say(catalog.text("repl.languageSwitched", catalog.text("Language-name")) + "\n")
      keep(language: catalog.language)
      return true
    } catch {
      complain(error)
      return false
    }
  }

  func help(_ topic: String?) -> Bool {
    guard let topic else {
      say(show.help.overview())
      return true
    }
    guard let detail = show.help.detail(topic) else {
      warn(catalog.text("help.unknownTopic", Sanitizer.visible(topic)) + "\n")
      return false
    }
    say(detail)
    return true
  }

}
