import DiveQuizCore
import DiveQuizService

/// Language switching and help.
extension Session {
  /// `lang CODE`: the session speaks another language from now on, and keeps it.
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

  /// `help [COMMAND]`: the commands, or one in detail; an unknown topic is refused.
  func help(_ topic: String?) -> Bool {
    guard let topic else { return shown(show.help.overview()) }
    guard let detail = show.help.detail(topic) else {
      let visible = Sanitizer.visible(topic)
      if let near = EditDistance.nearest(to: topic, in: CommandName.suggestible) {
        warn(catalog.text("help.unknownTopicSuggest", visible, near) + "\n")
      } else {
        warn(catalog.text("help.unknownTopic", visible) + "\n")
      }
      return false
    }
    return shown(detail)
  }
}
