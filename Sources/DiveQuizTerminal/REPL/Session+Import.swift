import DiveQuizCore

/// `import FILE…`: merges other histories into this one, telling the truth about each file.
///
/// A missing name is an error before anything is read; a folder brings every `*.jsonl` in
/// it; `*` and `?` are expanded; a file whose first lines are not records is refused with one
/// message. Records are gathered first (memory follows what is imported, not the history),
/// the history is read once without a lock to drop what it already holds, and then the
/// exclusive lock covers only a look at what other writers added since and the append, so
/// two imports at once never store a quiz twice.
extension Session {
  /// Lines that may fail before a file is judged not to be a history.
  static let sniffedLines = 3

  /// What one imported file brought.
  struct ImportTally {
    var path: String
    var added = 0
    var present = 0
    var unreadable = 0
    /// False when the file was refused or skipped: no summary line.
    var counted = true
  }

  /// A record to add unless the history turns out to hold it.
  private struct Candidate {
    var line: [UInt8]
    var file: Int
    var wanted = true
    /// Another quiz with the same id but other contents was seen: both are kept, and the
    /// import says so (`ImportConflicts`).
    var clashes = false
  }

  func importFiles(_ words: [String]) -> Bool {
    guard let history else { return false }
    var paths: [String] = []
    for word in words {
      guard let found = importPaths(word, in: history.system, expanding: true) else { return false }
      paths += found
    }
    var tallies = paths.map { ImportTally(path: $0) }
    var candidates: [Candidate] = []
    var positions: [String: [Int]] = [:]
    // Records are gathered before the append: under an address-space limit, at most a
    // quarter of it, so a huge import fails with a message, the history unchanged.
    let budget = ParallelReader.addressSpaceLimit.map { $0 / 4 } ?? .max
    var gathered = 0
    var succeeded = true
    for (file, path) in paths.enumerated() {
      if history.system.isSameFile(path, history.main.location) {
        say(catalog.text("import.itself", Sanitizer.visible(path, limit: 300)) + "\n")
        tallies[file].counted = false
        continue
      }
      guard let snapshot = openSnapshot(history.system.history(at: path)) else {
        if stoppedBy != nil { return false }
        succeeded = false
        tallies[file].counted = false
        continue
      }
      var held: [HistoryContents.Skipped] = []
      var isHistory = false
      var refusal: ImportError?
      let end = readLines(snapshot) { line in
        switch RecordCodec.decode(line) {
        case .failure(.alias):
          // A decision about names travels with the quizzes it is about, once.
          if let alias = AliasRecord.decode(line.bytes), positions[alias.id] == nil {
            positions[alias.id] = [candidates.count]
            candidates.append(Candidate(line: alias.encode(), file: file))
          }
        case .success(let record):
          if !isHistory {
            isHistory = true
            for problem in held { report(problem.problem, at: problem.line, file: path) }
            tallies[file].unreadable += held.count
          }
          let line = RecordCodec.encode(record)
          let same = positions[record.id, default: []]
          if same.contains(where: { candidates[$0].line == line }) {
            tallies[file].present += 1
          } else {
            positions[record.id, default: []].append(candidates.count)
            candidates.append(Candidate(line: line, file: file, clashes: !same.isEmpty))
            tallies[file].added += 1
            gathered += line.count * 2
            if gathered > budget {
              refusal = .tooLarge(megabytes: budget >> 20)
              return false
            }
          }
        case .failure(let problem):
          let skipped = HistoryContents.Skipped(line: line.number ?? 0, problem: problem)
          if isHistory {
            report(problem, at: skipped.line, file: path)
            tallies[file].unreadable += 1
          } else {
            held.append(skipped)
            if held.count >= Self.sniffedLines { return false }
          }
        }
        return true
      }
      guard end != .stopped else { return false }
      if let tooLarge = refusal {
        // Nothing is added: an import is all the files named, or none.
        complain(tooLarge)
        return false
      }
      if end == .failed { succeeded = false }
      if !isHistory, let first = held.first {
        refusal = .notAHistory(path: path, line: first.line, problem: first.problem)
      }
      if let refusal {
        complain(refusal)
        succeeded = false
        tallies[file].counted = false
      }
    }

    // Whatever the history already holds is not added again; a stored quiz with the same id
    // but other contents is a conflict, and the imported one is kept too.
    func drop(_ line: HistoryLine) {
      if let raw = FastRecordReader.id(in: line.bytes),
        positions[String(decoding: raw, as: UTF8.self)] == nil
      {
        return
      }
      switch RecordCodec.decode(line) {
      case .success(let record):
        guard let same = positions[record.id] else { return }
        let stored = RecordCodec.encode(record)
        for position in same where candidates[position].wanted {
          guard candidates[position].line == stored else {
            candidates[position].clashes = true
            continue
          }
          candidates[position].wanted = false
          tallies[candidates[position].file].added -= 1
          tallies[candidates[position].file].present += 1
        }
      case .failure(.alias):
        // An alias the history already holds is not appended again.
        guard let alias = AliasRecord.decode(line.bytes), let same = positions[alias.id]
        else { return }
        for position in same { candidates[position].wanted = false }
      case .failure:
        return
      }
    }
    if !candidates.isEmpty {
      guard let snapshot = openSnapshot(history.main) else { return false }
      let read = readLines(snapshot) { line in
        drop(line)
        return true
      }
      guard read == .finished else { return false }
      var known = snapshot.size
      var appended = 0
      // Appended a batch of whole records at a time: SIGTERM, SIGHUP or SIGQUIT stops the
      // import between two batches, never inside a record (`ImportBatches`).
      for batch in ImportBatches(candidates.map(\.line.count)) {
        if let termination = interrupts.termination {
          stoppedBy = termination.exitStatus
          warn(catalog.text("trust.import.stopped", appended) + "\n")
          return false
        }
        do {
          try history.main.append { current throws(HistoryError) in
            // Under the lock: what other writers (another import) stored since the last look.
            try LineReader().forward(current, from: known) { line in
              drop(line)
              return true
            }
            let bytes = batch.filter { candidates[$0].wanted }.flatMap { candidates[$0].line }
            known = current.size + bytes.count
            return bytes
          }
        } catch {
          complain(error)
          if case .interrupted = error { acknowledgeStop() }
          return false
        }
        appended += batch.filter { candidates[$0].wanted }.count
      }
    }
    var total = ImportTally(path: "")
    for tally in tallies where tally.counted {
      say(
        catalog.text(
          "import.file", Sanitizer.visible(tally.path, limit: 300), tally.added, tally.present,
          tally.unreadable) + "\n")
      total.added += tally.added
      total.present += tally.present
      total.unreadable += tally.unreadable
    }
    say(catalog.text("import.summary", total.added, total.present, total.unreadable) + "\n")
    let conflicts = candidates.filter { $0.wanted && $0.clashes }.count
    if conflicts > 0 { warn(catalog.text("import.conflicts", conflicts) + "\n") }
    return succeeded
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
