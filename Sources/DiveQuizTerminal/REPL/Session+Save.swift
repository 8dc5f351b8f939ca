import DiveQuizCore
import DiveQuizService

/// What became of a stored quiz, `save`, and the quizzes left unsaved at the end, as the
/// terminal says them.
extension Session {
  /// Says where an ended quiz went; a saved completed quiz gets the coach's line.
  func saidStored(_ stored: TrainerService.Stored) {
    switch stored {
    case .notKept:
      return
    case .empty:
      say(catalog.text("history.notStored") + "\n")
    case .noID:
      complain(QuizError.noRandomness)
    case .saved(let record, let retried, let location):
      let id = Sanitizer.visible(HistoryPresenter.shortID(record.id))
      say(catalog.text("history.saved", id) + "\n")
      if retried > 0 { say(catalog.text("save.done", retried, location) + "\n") }
      if record.status == .completed, let advice = service.advice() {
        say(show.quiz.advice(advice))
      }
    case .kept(_, let error, let count):
      fail(.history(error))
      warn(catalog.text("history.keptInMemory", count) + "\n")
    }
  }

  /// `save [PATH]`: retries the history, or writes the unsaved quizzes to another file.
  func save(to path: String?) -> Bool {
    do {
      switch try service.save(to: path) {
      case .nothingToSave:
        say(catalog.text("save.nothing") + "\n")
      case .saved(let count, let location):
        say(catalog.text("save.done", count, Sanitizer.visible(location, limit: 300)) + "\n")
      }
      return true
    } catch .noHistory {
      return false
    } catch {
      fail(error)
      return false
    }
  }

  /// At the end of the session: the history, a recovery file, or standard error.
  func keepUnsavedQuizzes() {
    switch service.keepUnsaved() {
    case nil:
      return
    case .stored(let count, let location):
      say(catalog.text("save.done", count, location) + "\n")
    case .recovered(let count, let path, let failure):
      complain(failure)
      endedWithUnsaved = true
      warn(catalog.text("save.recovered", count, Sanitizer.visible(path, limit: 300)) + "\n")
    case .dumped(let count, let bytes, let failure, let recoveryFailure):
      complain(failure)
      endedWithUnsaved = true
      complain(recoveryFailure)
      warn(catalog.text("save.dumped", count) + "\n")
      console.writeError(JSONText.visible(String(decoding: bytes, as: UTF8.self)))
    }
  }
}
