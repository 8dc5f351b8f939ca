import DiveQuizCore

/// `import FILE…`: merges other histories into this one, telling the truth about each file.
///
/// A missing name is an error before anything is read; a folder brings every `*.jsonl` in
/// it; `*` and `?` are expanded; a file whose first lines are not records is refused with one
/// message. The merging itself is `HistoryImport`'s: each file streamed once against the ids
/// the history holds, new lines appended as they are, a batch at a time under the lock.
extension Session {
  func importFiles(_ words: [String]) -> Bool {
    guard let history else { return false }
    var paths: [String] = []
    for word in words {
      guard let found = importPaths(word, in: history.system, expanding: true) else { return false }
      paths += found
    }
    var merge = HistoryImport(into: history.main)
    merge.skipped = { [self] path, line, problem in report(problem, at: line, file: path) }
    merge.shouldStop = { [self] in shouldStop() }
    let progress = ImportProgress(session: self)
    merge.progress = { [progress] done, size in progress.show(done, of: size) }
    defer { progress.clear() }
    var counted: [Int] = []
    var succeeded = true
    var readHistory = false
    for path in paths {
      if history.system.isSameFile(path, history.main.location) {
        say(catalog.text("import.itself", Sanitizer.visible(path, limit: 300)) + "\n")
        continue
      }
      guard let snapshot = openSnapshot(history.system.history(at: path)) else {
        if stoppedBy != nil { return importStopped(merge) }
        succeeded = false
        continue
      }
      do throws(HistoryError) {
        if !readHistory {
          // The history is read once, when the first source opens.
          guard let current = openSnapshot(history.main) else { return importStopped(merge) }
          readHistory = true
          guard try merge.readHistory(current) else { return importStopped(merge) }
        }
        progress.start(path)
        let end = try merge.add(snapshot, path: path)
        progress.clear()
        switch end {
        case .finished:
          counted.append(merge.tallies.count - 1)
        case .stopped:
          return importStopped(merge)
        case .refused(let refusal):
          complain(refusal)
          succeeded = false
        }
      } catch {
        return importFailed(merge, error)
      }
    }
    do throws(HistoryError) {
      try merge.finish()
    } catch {
      return importFailed(merge, error)
    }
    var total = HistoryImport.Tally(path: "")
    for tally in counted.map({ merge.tallies[$0] }) {
      say(
        catalog.text(
          "import.file", Sanitizer.visible(tally.path, limit: 300), tally.added, tally.present,
          tally.unreadable) + "\n")
      total.added += tally.added
      total.present += tally.present
      total.unreadable += tally.unreadable
    }
    say(catalog.text("import.summary", total.added, total.present, total.unreadable) + "\n")
    if merge.conflicts > 0 { warn(catalog.text("import.conflicts", merge.conflicts) + "\n") }
    return succeeded
  }

  /// After Ctrl-C: says how many quizzes the batches already appended hold, if any.
  private func importStopped(_ merge: HistoryImport) -> Bool {
    acknowledgeStop()
    if merge.stored > 0 { warn(catalog.text("import.partial", merge.stored) + "\n") }
    return false
  }

  private func importFailed(_ merge: HistoryImport, _ error: HistoryError) -> Bool {
    complain(error)
    if case .interrupted = error { acknowledgeStop() }
    if merge.stored > 0 { warn(catalog.text("import.partial", merge.stored) + "\n") }
    return false
  }

  /// The files a word names: itself, a folder's `*.jsonl`, or a pattern's matches; nil (after
  /// saying why) when it names nothing that can be imported.
  private func importPaths(_ word: String, in system: any HistoryFileSystem, expanding: Bool)
    -> [String]?
  {
    switch system.kind(of: word) {
    case .file:
      return [word]
    case .folder:
      do {
        let files = try system.historyFiles(in: word)
        guard !files.isEmpty else {
          complain(ImportError.emptyFolder(path: word))
          return nil
        }
        return files
      } catch {
        complain(error)
        return nil
      }
    case .other:
      complain(HistoryError.notRegularFile(path: word))
      return nil
    case .missing:
      guard expanding, word.contains(where: { $0 == "*" || $0 == "?" || $0 == "[" }) else {
        complain(ImportError.missing(path: word))
        return nil
      }
      let matches = system.expand(word)
      guard !matches.isEmpty else {
        complain(ImportError.noMatch(pattern: word))
        return nil
      }
      var paths: [String] = []
      for match in matches {
        guard let found = importPaths(match, in: system, expanding: false) else { return nil }
        paths += found
      }
      return paths
    }
  }
}
