import DiveQuizCore
import DiveQuizService

/// The instructor's desk at the terminal: the class list, names looked up with suggestions,
/// exports and imports. The service reads and writes; the session says what happened.
extension Session {
  /// `trainees`: one line per trainee among the quizzes the query selects.
  func listTrainees(_ query: HistoryQuery, json: Bool) -> Bool {
    let trainees: [Report.Trainee]
    let names: TraineeNames
    do {
      (trainees, names) = try service.trainees(query)
    } catch {
      fail(error)
      return false
    }
    guard !json else {
      emit(HistoryJSON.trainees(trainees))
      return true
    }
    // The names the instructor merged into a trainee listed here.
    let shown = Set(trainees.map { NameKey.of($0.judge) })
    let merged = names.merged.compactMap { key, identity -> (String, String)? in
      guard let target = names.shownName(identity: identity), shown.contains(NameKey.of(target))
      else { return nil }
      return (names.spelling(ofKey: key), target)
    }
    say(show.trainees.list(trainees, merged: merged))
    return true
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
    if let spelling = service.spelling(of: configuration.judge) {
      say(show.trainees.spelling(spelling))
    }
    return true
  }

  /// `export`: the selected quizzes, one row per answered question, to a file or the screen.
  func export(_ request: ExportRequest) -> Bool {
    let form: ExportWriter.Form =
      request.format == .json ? .json : request.decimalComma ? .csvDecimalComma : .csv
    do {
      // Data for a program or a spreadsheet: written as it is, never wrapped.
      let rows = try service.export(
        request.query, form: form, layout: request.perQuiz ? .perQuiz : .perAnswer,
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
    let imported: TrainerService.Imported
    let progress = ImportProgress(session: self)
    defer { progress.clear() }
    do {
      imported = try service.importFiles(words) { [self] note in
        switch note {
        case .itself(let path):
          say(catalog.text("import.itself", Sanitizer.visible(path, limit: 300)) + "\n")
        case .failed(let error):
          fail(error)
        case .reading(let path): progress.start(path)
        case .progress(let done, let size): progress.show(done, of: size)
        case .read: progress.clear()
        }
      }
    } catch .importStopped(let appended) {
      progress.clear()
      acknowledgeStop()
      warn(catalog.text("import.partial", appended) + "\n")
      return false
    } catch {
      progress.clear()
      fail(error)
      return false
    }
    say(show.history.imported(imported.files))
    if imported.conflicts > 0 {
      warn(catalog.text("import.conflicts", imported.conflicts) + "\n")
    }
    return imported.succeeded
  }
}
