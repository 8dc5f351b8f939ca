import DiveQuizCore

/// `import FILE…`: merges other histories into this one, telling the truth about each file.
///
/// A missing name is an error before anything is read; a folder brings every `*.jsonl` in
/// it; `*` and `?` are expanded by the front end's expander (the core's file system never
/// globs); a file whose first lines are not records is refused with one
/// message. The merging itself is `HistoryImport`'s: each file streamed once against the ids
/// the history holds, new lines appended as they are read, a batch at a time under the lock,
/// so memory follows a batch, not what is imported, and two imports at once never store a
/// quiz twice.
extension HistoryTransfer {
  /// What one imported file brought.
  package typealias ImportTally = HistoryImport.Tally

  /// What an import did, file by file.
  package struct Imported: Equatable, Sendable {
    /// The files that were read whole, in the order named.
    package var files: [ImportTally]
    /// False when a file was refused or could not be read (the others were still imported).
    package var succeeded: Bool
    /// Quizzes added whose id another stored or imported quiz with other contents has.
    package var conflicts = 0
  }

  /// Something said about the import as it happens, in order.
  package enum ImportNote: Equatable, Sendable {
    /// The file is the history itself: skipped.
    case itself(path: String)
    /// The file could not be read, or is not a history: skipped.
    case failed(TrainerError)
    /// Reading of a file starts.
    case reading(path: String)
    /// How far the current file has been read: bytes read, its size.
    case progress(done: Int, size: Int)
    /// The current file has been read (or given up).
    case read
  }

  /// Merges the histories `words` name (files, folders, patterns) into this one; `expand` lists
  /// a pattern's matches, sorted (the front end's: none by default); `note` hears of each file
  /// as it is read or skipped. Throws, importing nothing, when a word names
  /// nothing importable or the history cannot be read; `.importStopped` or `.importFailed`
  /// when a stop or a write failure ends it after whole batches were appended.
  /// The least address space (`ulimit -v`) an import is started under: the program itself,
  /// two batches of 4 MB, the line reader's buffers and the index's pages, measured.
  static let importAddressSpace = 96 << 20

  package func importFiles(
    _ words: [String], expanding expand: (String) -> [String] = { _ in [] },
    note: @escaping (ImportNote) -> Void
  ) throws(TrainerError) -> Imported {
    guard let history = context.history else { throw .noHistory }
    // Under a small address-space limit the allocator would end the process part-way (an
    // abort is no message): one line instead, before anything is read or written.
    if let limit = ParallelReader.addressSpaceLimit, limit < Self.importAddressSpace {
      throw .importing(.tooLittleMemory(limit: limit >> 20, needed: Self.importAddressSpace >> 20))
    }
    var paths: [String] = []
    for word in words {
      paths += try importPaths(word, in: history.system, expanding: expand)
    }
    var merge = HistoryImport(
      into: history.main, scratch: history.system.scratchFiles(near: history.main.location))
    // The observer hears of the imported files' damaged lines as of the history's.
    let observer = context.observer
    merge.skipped = { [weak observer] path, line, problem in
      // A name decision is not damage: the merge keeps alias lines as they are.
      guard problem != .alias else { return }
      observer?.skipped(HistoryContents.Skipped(line: line, problem: problem), in: path)
    }
    merge.shouldStop = { [weak observer] in observer?.shouldStopReading() ?? false }
    merge.progress = { done, size in note(.progress(done: done, size: size)) }
    var counted: [Int] = []
    var succeeded = true
    var readHistory = false
    for path in paths {
      if history.system.isSameFile(path, history.main.location) {
        note(.itself(path: path))
        continue
      }
      let snapshot: any HistorySnapshot
      do throws(HistoryError) {
        snapshot = try history.system.importSource(at: path).snapshot()
      } catch {
        if TrainerError.history(error).isInterruption { throw failed(merge, error) }
        note(.failed(.history(error)))
        succeeded = false
        continue
      }
      // Stays `.stopped` when `shouldStop` ends the first read of the history.
      var end = HistoryImport.SourceEnd.stopped
      readSource: do throws(HistoryError) {
        // The history is read once, when the first source opens.
        if !readHistory {
          readHistory = true
          guard try merge.readHistory(history.main.snapshot()) else { break readSource }
        }
        note(.reading(path: path))
        defer { note(.read) }
        end = try merge.add(snapshot, path: path)
      } catch {
        throw failed(merge, error)
      }
      switch end {
      case .finished:
        counted.append(merge.tallies.count - 1)
      case .stopped:
        throw stopped(merge)
      case .refused(let refusal):
        note(.failed(.importing(refusal)))
        succeeded = false
      }
    }
    do throws(HistoryError) {
      try merge.finish()
    } catch {
      throw failed(merge, error)
    }
    return Imported(
      files: counted.map { merge.tallies[$0] }, succeeded: succeeded, conflicts: merge.conflicts)
  }

  /// A stop (Ctrl-C or a request to end) after `merge.stored` quizzes were appended whole.
  private func stopped(_ merge: HistoryImport) -> TrainerError {
    merge.stored > 0 ? .importStopped(appended: merge.stored) : .stopped
  }

  /// A read or write failure; the batches already appended are said, when there are some.
  private func failed(_ merge: HistoryImport, _ error: HistoryError) -> TrainerError {
    return merge.stored > 0 ? .importFailed(error, appended: merge.stored) : .history(error)
  }

  /// The files a word names: itself, a folder's `*.jsonl`, or a missing name's matches when
  /// it holds `*`, `?` or `[` (`expand`'s); throws when it names nothing that can be imported.
  private func importPaths(
    _ word: String, in system: any HistoryFileSystem, expanding expand: (String) -> [String]
  ) throws(TrainerError) -> [String] {
    let kind = system.kind(of: word)
    guard kind == .missing, word.contains(where: { $0 == "*" || $0 == "?" || $0 == "[" }) else {
      return try importPaths(word, kind, in: system)
    }
    let matches = expand(word)
    guard !matches.isEmpty else { throw .importing(.noMatch(pattern: word)) }
    var paths: [String] = []
    for match in matches {
      paths += try importPaths(match, system.kind(of: match), in: system)
    }
    return paths
  }

  /// The files a name names as it stands: itself or a folder's `*.jsonl`.
  private func importPaths(_ word: String, _ kind: PathKind, in system: any HistoryFileSystem)
    throws(TrainerError) -> [String]
  {
    switch kind {
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
      throw .importing(.missing(path: word))
    }
  }
}
