import DiveQuizCore
import DiveQuizService

extension Session {
  /// `export questions FORMAT [FILE] [KIND…]`: divequiz's questions in the session's language
  /// and edition, for Moodle or Anki, to a new file or the screen.
  func exportQuestions(_ request: QuestionExportRequest) -> Bool {
    let source = QuestionExport(
      catalog: catalog, texts: bankTexts(load: true) ?? .keysOnly, rulebook: rulebook,
      bank: service.bank, dives: service.dives, editions: service.editions.all)
    let questions = source.questions(request.kinds.isEmpty ? QuestionExport.kinds : request.kinds)
    let text = request.write(questions, catalog: catalog)
    guard let file = request.file else {
      emit(text)
      return true
    }
    do {
      try service.transfer.writeNewFile(text, to: file)
    } catch {
      fail(error)
      return false
    }
    say(
      catalog.text("export.questions.written", questions.count, Sanitizer.visible(file, limit: 300))
        + "\n")
    return true
  }
}
