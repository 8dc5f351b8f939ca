import DiveQuizCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real file system as the session sees it: history files, exports, imports and
/// recovery files, with POSIX calls so errors carry the system's own reason.
package final class PosixFileSystem: HistoryFileSystem {
  private let lockTimeout: Double
  private let stopWaiting: () -> Bool
  private let cacheFolder: String?
  private let recoveryFolder: String?

  /// - Parameters:
  ///   - lockTimeout: seconds a history waits for another writer.
  ///   - stopWaiting: true when Ctrl-C should end a wait for a lock.
  ///   - cacheFolder: where the coach keeps its caches (`UserFiles.cacheFolder`); nil keeps none.
  ///   - recoveryFolder: where a cut-off last line of a history is kept before it is cut
  ///     (`UserFiles.recoveryFolder`); nil never cuts one.
  package init(
    lockTimeout: Double = 5, stopWaiting: @escaping () -> Bool = { false },
    cacheFolder: String? = nil, recoveryFolder: String? = nil
  ) {
    self.recoveryFolder = recoveryFolder
    self.lockTimeout = lockTimeout
    self.stopWaiting = stopWaiting
    self.cacheFolder = cacheFolder
  }

  /// On disk, unnamed, in the cache folder (or the history's own folder without one), so that
  /// an import's index costs no memory as it grows; in memory when neither folder is one of
  /// the user's own (the import then still works, in memory that grows with it).
  package func scratchFiles(near path: String) -> (any ScratchFile, any ScratchFile) {
    let folder = cacheFolder ?? SafeFile.folder(of: path)
    do throws(HistoryError) {
      return (try ScratchDescriptor(in: folder), try ScratchDescriptor(in: folder))
    } catch {
      return (MemoryScratch(), MemoryScratch())
    }
  }

  package func history(at path: String) -> any HistoryStorage {
    FileHistoryStorage(
      path: path, lockTimeout: lockTimeout, stopWaiting: stopWaiting, cacheFolder: cacheFolder,
      recoveryFolder: recoveryFolder)
  }

  package func importSource(at path: String) -> any HistoryStorage {
    FileHistoryStorage(path: path, lockTimeout: lockTimeout, stopWaiting: stopWaiting, source: true)
  }

  package func kind(of path: String) -> PathKind {
    var info = stat()
    guard stat(path, &info) == 0 else {
      // A dangling link or an unreadable folder: the open that follows says what is wrong.
      return errno == ENOENT && !FileChecks.exists(path) ? .missing : .file
    }
    switch FileChecks.type(info) {
    case mode_t(S_IFREG): return .file
    case mode_t(S_IFDIR): return .folder
    default: return .other
    }
  }

  package func isSameFile(_ path: String, _ other: String) -> Bool {
    var first = stat()
    var second = stat()
    guard stat(path, &first) == 0, stat(other, &second) == 0 else { return false }
    return FileChecks.identity(first) == FileChecks.identity(second)
  }

  package func historyFiles(in folder: String) throws(HistoryError) -> [String] {
    guard let directory = opendir(folder) else {
      throw .cannotOpen(path: folder, reason: FileChecks.reason())
    }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name.hasSuffix(".jsonl"), !name.hasPrefix(".") { names.append(name) }
    }
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    return names.sorted().map { prefix + $0 }.filter { kind(of: $0) == .file }
  }

  package func createFile(_ path: String, protecting protected: String) throws(HistoryError)
    -> any FileSink
  {
    try FileExport(path, protecting: protected)
  }

  package func createNewFile(in folder: String, name: String, _ bytes: [UInt8]) throws(HistoryError)
    -> String
  {
    try Self.createNewFile(in: folder, name: name, bytes)
  }

  static func createNewFile(in folder: String, name: String, _ bytes: [UInt8]) throws(HistoryError)
    -> String
  {
    // The recovery folder is divequiz's own: never one where others could plant a link.
    try SafeFile.ownFolder(folder)
    let stem = name.hasSuffix(".jsonl") ? String(name.dropLast(6)) : name
    for attempt in 1...100 {
      let path = folder + "/" + (attempt == 1 ? name : "\(stem)-\(attempt).jsonl")
      let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
      if descriptor < 0 {
        if errno == EEXIST { continue }
        throw .cannotOpen(path: path, reason: FileChecks.reason())
      }
      var failure = FileChecks.writeAll(bytes, to: descriptor)
      if failure == nil, fsync(descriptor) != 0 { failure = FileChecks.reason() }
      close(descriptor)
      if let failure {
        unlink(path)
        throw .cannotWrite(path: path, reason: failure)
      }
      FileChecks.syncFolder(of: path)
      return path
    }
    throw .cannotOpen(path: folder + "/" + name, reason: FileChecks.reason(EEXIST))
  }
}
