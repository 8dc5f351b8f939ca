import DiveQuizCore
import DiveQuizService

/// What became of an ended quiz, of `save`, and of the quizzes still unsaved at the end, as
/// the terminal says it: news for standard output, trouble for standard error.
struct StoragePresenter {
  /// Text for standard output and for standard error; either may be empty.
  struct Said: Equatable {
    var out = ""
    var err = ""
  }

  var catalog: Catalog
  var style: Style
  /// Says the coach's line after a saved quiz.
  var quiz: QuizPresenter

  init(catalog: Catalog, style: Style, unicode: Bool, width: Int?) {
    self.catalog = catalog
    self.style = style
    quiz = QuizPresenter(catalog: catalog, style: style, unicode: unicode)
    quiz.width = width
  }

  /// Where an ended quiz went; a saved completed quiz gets the coach's `advice`, asked only
  /// then. A write that failed (`kept`) is the caller's to say first, as a failure.
  func stored(
    _ stored: QuizStorage.Stored, advice: () -> Coach.Advice?, due: () -> Int? = { nil }
  ) -> Said {
    switch stored {
    case .notKept:
      return Said()
    case .empty:
      return Said(out: catalog.text("history.notStored") + "\n")
    case .noID:
      return Said(err: failure(QuizError.noRandomness))
    case .saved(let record, let retried, let location):
      let id = Sanitizer.visible(HistoryPresenter.shortID(record.id))
      var out = catalog.text("history.saved", id) + "\n"
      if retried > 0 { out += catalog.text("save.done", retried, location) + "\n" }
      if record.status == .completed, let advice = advice() {
        out += quiz.advice(advice, due: due())
      }
      return Said(out: out)
    case .kept(_, _, let count):
      return Said(err: catalog.text("history.keptInMemory", count) + "\n")
    }
  }

  /// What `save` did.
  func saved(_ saved: QuizStorage.Saved) -> String {
    switch saved {
    case .nothingToSave:
      return catalog.text("save.nothing") + "\n"
    case .saved(let count, let location):
      return catalog.text("save.done", count, Sanitizer.visible(location, limit: 300)) + "\n"
    }
  }

  /// Where the quizzes unsaved at the end went. Dumped quizzes' bytes are the caller's to
  /// write after this, as they are.
  func kept(_ recovery: QuizStorage.Recovery) -> Said {
    switch recovery {
    case .stored(let count, let location):
      return Said(out: catalog.text("save.done", count, location) + "\n")
    case .recovered(let count, let path, let problem):
      return Said(
        err: failure(problem)
          + catalog.text("save.recovered", count, Sanitizer.visible(path, limit: 300)) + "\n")
    case .dumped(let count, _, let problem, let recoveryProblem):
      return Said(
        err: failure(problem) + failure(recoveryProblem) + catalog.text("save.dumped", count)
          + "\n")
    }
  }

  private func failure(_ error: some UserFacingError) -> String { style.failure(error, catalog) }
}
