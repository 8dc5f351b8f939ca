import DiveQuizCore
import DiveQuizService

/// Storing at the terminal: the service stores, retries and recovers; `StoragePresenter` says
/// what became of each quiz.
extension Session {
  /// Needs no rulebook: a session that ends without a quiz never loads one.
  private var storage: StoragePresenter {
    StoragePresenter(
      catalog: catalog, style: configuration.style, unicode: configuration.unicode,
      width: console.columns)
  }

  /// Says where an ended quiz went.
  func saidStored(_ stored: QuizStorage.Stored) {
    sayHistoryNotices()
    if case .kept(_, let error, _) = stored { fail(.history(error)) }
    tell(
      storage.stored(
        stored, advice: { [service] in service.coach.advice() },
        due: { [service] in service.coach.dueToday() })
    )
  }

  /// `save [PATH]`: retries the history, or writes the unsaved quizzes to another file.
  func save(to path: String?) -> Bool {
    do {
      say(storage.saved(try service.storage.save(to: path)))
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
    guard let recovery = service.storage.keepUnsaved() else { return }
    sayHistoryNotices()
    tell(storage.kept(recovery))
    switch recovery {
    case .stored: return
    case .recovered: endedWithUnsaved = true
    case .dumped(_, let bytes, _, _):
      endedWithUnsaved = true
      console.writeError(JSONText.visible(String(decoding: bytes, as: UTF8.self)))
    }
  }
}
