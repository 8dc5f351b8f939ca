import DiveQuizCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Storing ended quizzes so that none is ever dropped: a failed write keeps the quiz in
/// memory, the next store retries it, and a session that ends with quizzes still unsaved
/// writes them to a recovery file (or, failing that, shows them on standard error).
extension Session {
  /// Writes an ended quiz, with any earlier unsaved ones; on failure keeps them all for
  /// `save` and says so.
  func store(_ current: Quiz) {
    guard let history else { return }
    // The id drawn when the quiz started; a quiz started otherwise draws one now.
    let drawn = quizID
    quizID = nil
    guard !current.responses.isEmpty else {
      // Nothing to keep, and nothing to count: an empty quiz is not an attempt.
      say(catalog.text("history.notStored") + "\n")
      return
    }
    guard let id = drawn ?? makeID() else {
      complain(QuizError.noRandomness)
      return
    }
    let record = QuizRecord(
      quiz: current, id: id, judge: configuration.judge, end: clock(),
      languages: quizLanguages.isEmpty ? [catalog.language] : quizLanguages)
    let earlier = unsaved.count
    unsaved.append(record)
    do {
      try history.main.append(unsaved.flatMap(RecordCodec.encode))
      unsaved.removeAll()
      say(
        catalog.text("history.saved", Sanitizer.visible(HistoryPresenter.shortID(record.id))) + "\n"
      )
      if earlier > 0 { say(catalog.text("save.done", earlier, history.main.location) + "\n") }
      if record.status == .completed { advise() }
    } catch {
      complain(error)
      if case .interrupted = error { acknowledgeStop() }
      warn(catalog.text("history.keptInMemory", unsaved.count) + "\n")
    }
  }

  /// `save [PATH]`: retries the history, or writes the unsaved quizzes to another file.
  func save(to path: String?) -> Bool {
    guard let history else { return false }
    guard !unsaved.isEmpty else {
      say(catalog.text("save.nothing") + "\n")
      return true
    }
    let storage = path.map(history.system.history(at:)) ?? history.main
    do {
      try storage.append(unsaved.flatMap(RecordCodec.encode))
      say(
        catalog.text("save.done", unsaved.count, Sanitizer.visible(storage.location, limit: 300))
          + "\n")
      unsaved.removeAll()
      return true
    } catch {
      complain(error)
      if case .interrupted = error { acknowledgeStop() }
      return false
    }
  }

  /// At the end of the session: one more try at the history, then a recovery file, then the
  /// records themselves on standard error. Never silent, never dropped.
  func keepUnsavedQuizzes() {
    guard let history, !unsaved.isEmpty else { return }
    let bytes = unsaved.flatMap(RecordCodec.encode)
    do {
      try history.main.append(bytes)
      say(catalog.text("save.done", unsaved.count, history.main.location) + "\n")
      unsaved.removeAll()
      return
    } catch {
      complain(error)
    }
    endedWithUnsaved = true
    let name = "unsaved-" + Timestamp.compact(clock()) + ".jsonl"
    do {
      let path = try history.system.createNewFile(
        in: history.recoveryFolder, name: name, bytes)
      warn(
        catalog.text("save.recovered", unsaved.count, Sanitizer.visible(path, limit: 300))
          + "\n")
    } catch {
      complain(error)
      warn(catalog.text("save.dumped", unsaved.count) + "\n")
      console.writeError(JSONText.visible(String(decoding: bytes, as: UTF8.self)))
    }
  }
}
