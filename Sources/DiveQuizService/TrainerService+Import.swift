import DiveQuizCore

/// `import FILE…`: merges other histories into this one, telling the truth about each file.
///
/// A missing name is an error before anything is read; a folder brings every `*.jsonl` in
/// it; `*` and `?` are expanded; a file whose first lines are not records is refused with one
/// message. Records are gathered first (memory follows what is imported, not the history),
/// the history is read once without a lock to drop what it already holds, and then the
/// exclusive lock covers only a look at what other writers added since and the append, so
/// two imports at once never store a quiz twice.
extension TrainerService {
  /// Lines that may fail before a file is judged not to be a history.
  static let sniffedLines = 3

  /// What one imported file brought.
  public struct ImportTally: Equatable, Sendable {
    public var path: String
    public var added = 0
    public var present = 0
    public var unreadable = 0
    /// False when the file was refused or skipped: no summary line.
    public var counted = true

    public init(path: String) {
      self.path = path
    }
  }

  /// What an import did, file by file.
  public struct Imported: Equatable, Sendable {
    /// The files that were read, in the order named.
    public var files: [ImportTally]
    /// False when a file was refused or could not be read (the others were still imported).
    public var succeeded: Bool
    /// Quizzes added whose id another stored or imported quiz with other contents has.
    public var conflicts = 0
  }

  /// Something said about one file while importing, in the order it happened.
  public enum ImportNote: Equatable, Sendable {
    /// The file is the history itself: skipped.
    case itself(path: String)
    /// The file could not be read, or is not a history: skipped.
    case failed(TrainerError)
  }

  /// A record to add unless the history turns out to hold it.
  private struct Candidate {
    var line: [UInt8]
    var file: Int
    var wanted = true
    /// Another quiz with the same id but other contents was seen: both are kept, and the
    /// import says so.
    var clashes = false
  }

  /// Merges the histories `words` name (files, folders, patterns) into this one; `note` hears
  /// of each file skipped as it happens. Throws, importing nothing, when a word names nothing
  /// importable or the history cannot be read or written.
  public func importFiles(_ words: [String], note: (ImportNote) -> Void) throws(TrainerError)
    -> Imported
  {
    guard let history else { throw .noHistory }
    var paths: [String] = []
    for word in words {
      paths += try importPaths(word, in: history.system, expanding: true)
    }
    var tallies = paths.map { ImportTally(path: $0) }
    var candidates: [Candidate] = []
    var positions: [String: [Int]] = [:]
    // Records are gathered before the append: under an address-space limit, at most a
    // quarter of it, so a huge import fails with a message, the history unchanged.
    let budget = ParallelReader.addressSpaceLimit.map { $0 / 4 } ?? .max
    var gathered = 0
    var tooLarge: ImportError?
    var succeeded = true
    for (file, path) in paths.enumerated() {
      if history.system.isSameFile(path, history.main.location) {
        note(.itself(path: path))
        tallies[file].counted = false
        continue
      }
      let snapshot: any HistorySnapshot
      do {
        snapshot = try openSnapshot(history.system.history(at: path))
      } catch {
        if error.isInterruption { throw error }
        note(.failed(error))
        succeeded = false
        tallies[file].counted = false
        continue
      }
      var held: [HistoryContents.Skipped] = []
      var isHistory = false
      do {
        try readLines(snapshot) { line in
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
                tooLarge = .tooLarge(megabytes: budget >> 20)
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
      } catch .stopped {
        throw .stopped
      } catch {
        note(.failed(error))
        succeeded = false
      }
      // Nothing is added: an import is all the files named, or none.
      if let tooLarge { throw .importing(tooLarge) }
      if !isHistory, let first = held.first {
        let refusal = ImportError.notAHistory(path: path, line: first.line, problem: first.problem)
        note(.failed(.importing(refusal)))
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
      let snapshot = try openSnapshot(history.main)
      try readLines(snapshot) { line in
        drop(line)
        return true
      }
      var known = snapshot.size
      var appended = 0
      // Appended a batch of whole records at a time: SIGTERM, SIGHUP or SIGQUIT stops the
      // import between two batches, never inside a record (`ImportBatches`).
      for batch in ImportBatches(candidates.map(\.line.count)) {
        if endRequested() { throw .importStopped(appended: appended) }
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
          throw .history(error)
        }
        appended += batch.filter { candidates[$0].wanted }.count
      }
    }
    let conflicts = candidates.filter { $0.wanted && $0.clashes }.count
    return Imported(
      files: tallies.filter(\.counted), succeeded: succeeded, conflicts: conflicts)
  }

  /// The files a word names: itself, a folder's `*.jsonl`, or a pattern's matches; throws
  /// when it names nothing that can be imported.
  private func importPaths(_ word: String, in system: any HistoryFileSystem, expanding: Bool)
    throws(TrainerError) -> [String]
  {
    switch system.kind(of: word) {
    case .file:
      return [word]
    case .folder:
      let files: [String]
      do {
        files = try system.historyFiles(in: word)
      } catch {
        throw .history(error)
      }
      guard !files.isEmpty else { throw .importing(.emptyFolder(path: word)) }
      return files
    case .other:
      throw .history(.notRegularFile(path: word))
    case .missing:
      guard expanding, word.contains(where: { $0 == "*" || $0 == "?" || $0 == "[" }) else {
        throw .importing(.missing(path: word))
      }
      let matches = system.expand(word)
      guard !matches.isEmpty else { throw .importing(.noMatch(pattern: word)) }
      var paths: [String] = []
      for match in matches {
        paths += try importPaths(match, in: system, expanding: false)
      }
      return paths
    }
  }
}
