import DiveQuizCore
import DiveQuizService

/// `trainees rename`, `merge`, `unmerge` at the terminal: the service checks and stores the
/// decision; the session asks before a merge and says what was done.
extension Session {
  func changeNames(_ change: NameChange) -> Bool {
    guard service.history != nil else {
      say(catalog.text("history.empty") + "\n")
      return false
    }
    do {
      let plan = try service.desk.planNameChange(change)
      if case .merge = change, configuration.interactive, atPrompt,
        askYes(show.trainees.mergeQuestion(plan)) != .yes
      {
        say(catalog.text("trainees.merge.kept") + "\n")
        return true
      }
      try service.desk.apply(plan)
      say(show.trainees.changed(change, plan))
      return true
    } catch {
      fail(error)
      return false
    }
  }
}
