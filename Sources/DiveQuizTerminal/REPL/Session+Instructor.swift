import DiveQuizCore
import DiveQuizService

/// The instructor's desk at the terminal: the class list, names looked up with suggestions,
/// exports and imports. The service reads and writes; the session says what happened.
extension Session {
  /// `trainees`: one line per trainee among the quizzes the query selects.
  func listTrainees(_ query: HistoryQuery, json: Bool) -> Bool {
    do {
      let (trainees, names) = try service.desk.trainees(query)
      json
        ? emit(HistoryJSON.trainees(trainees))
        : say(show.trainees.list(trainees, merged: names.mergedNames(into: trainees.map(\.judge))))
      return true
    } catch {
      fail(error)
      return false
    }
  }

  /// `judge [NAME]`: names the trainee, keeps the name, and says which stored trainee a new
  /// spelling belongs to, or the stored names close to a new one.
  func changeJudge(_ name: String?) -> Bool {
    if let name {
      configuration.judge = TraineeName.capped(name)
      keep(judge: configuration.judge)
    }
    say(catalog.text("judge.current", TraineeName.visible(configuration.judge)) + "\n")
    guard name != nil else { return true }
    if let spelling = service.desk.spelling(of: configuration.judge) {
      say(show.trainees.spelling(spelling))
    }
    return true
  }

  /// `export`: the selected quizzes, one row per answered question, to a file or the screen.
  func export(_ request: ExportRequest) -> Bool {
    do {
      // Data for a program or a spreadsheet: written as it is, never wrapped.
      let rows = try service.transfer.export(
        request.query, form: request.form, layout: request.layout,
        wide: request.wide, catalog: catalog, to: request.file, output: emit)
      guard let file = request.file else { return true }
      say(catalog.text("export.written", rows, Sanitizer.visible(file, limit: 300)) + "\n")
      return true
    } catch {
      fail(error)
      return false
    }
  }

  /// `import FILE…`: merges other histories into this one, one line per file read; a long
  /// file's progress on a terminal's standard error.
  func importFiles(_ words: [String]) -> Bool {
    let imported: HistoryTransfer.Imported
    let progress = ImportProgress(
      catalog: catalog, shows: showsProgress, writeError: console.writeError)
    defer { progress.clear() }
    do {
      imported = try service.transfer.importFiles(
        words, expanding: expandPattern ?? { _ in [] }
      ) { [self] note in
        if case .failed(let error) = note { fail(error) }
        if let text = progress.follow(note) { say(text) }
      }
    } catch {
      progress.clear()
      guard case .importStopped(let appended) = error else {
        fail(error)
        return false
      }
      acknowledgeStop()
      warn(catalog.text("import.partial", appended) + "\n")
      return false
    }
    say(show.history.imported(imported.files))
    if imported.conflicts > 0 {
      warn(catalog.text("import.conflicts", imported.conflicts) + "\n")
    }
    return imported.succeeded
  }
}
