import DiveQuizCore
import DiveQuizService

/// `trainees rename`, `merge`, `unmerge` at the terminal: the service checks and stores the
/// decision; the session asks before a merge and says what was done.
extension Session {
  func changeNames(_ change: NameChange) -> Bool {
    guard history != nil else {
      say(catalog.text("history.empty") + "\n")
      return false
    }
    let plan: NameDesk.Plan
    do {
      plan = try service.planNameChange(change)
    } catch {
      fail(error)
      return false
    }
    let sources = plan.sources.map(TraineeName.visible).joined(separator: ", ")
    let target = TraineeName.visible(plan.target)
    if case .merge = change, configuration.interactive, atPrompt {
      guard askYes(catalog.text("trainees.merge.confirm", sources, target)) == .yes else {
        say(catalog.text("trainees.merge.kept") + "\n")
        return true
      }
    }
    do {
      try service.apply(plan)
    } catch {
      fail(error)
      return false
    }
    switch change {
    case .rename: say(catalog.text("trainees.renamed", sources, target) + "\n")
    case .merge: say(catalog.text("trainees.merged", sources, target) + "\n")
    case .unmerge: say(catalog.text("trainees.unmerged", sources, target) + "\n")
    }
    return true
  }
}
