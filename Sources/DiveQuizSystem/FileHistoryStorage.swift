import DiveQuizCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Quiz history in a JSON Lines file: append-only, locked only to append, flushed to disk
/// before success, cut back on failure.
///
/// An append takes an exclusive `flock`, notes the size, writes, `fsync`s, and on any error
/// `ftruncate`s back to the size noted: a full disk or a file-size limit leaves no partial
/// record. A reader takes the shared lock only to note the size (so it never sees half an
/// append), then reads up to that size with no lock held. The file must be a regular file of
/// the user's own, writable by no one else, never reached through a link (`FileChecks.open`);
/// a file only read to be imported may be anyone's (`source`).
package final class FileHistoryStorage: HistoryStorage {
  package let location: String
  private let lockTimeout: Double
  private let stopWaiting: () -> Bool
  private let cacheFolder: String?
  /// Only read, to be imported: anyone's file, its lines checked one by one.
  private let source: Bool
  /// Where a cut-off last line is kept before it is cut (divequiz's recovery folder); nil
  /// never cuts one.
  private let recoveryFolder: String?
  private var notices: [HistoryNotice] = []

  /// - Parameters:
  ///   - lockTimeout: seconds to wait for another writer before giving up.
  ///   - stopWaiting: true when Ctrl-C (or a request to end) should end a wait for the lock.
  ///   - cacheFolder: where the coach's cache of this history is kept; nil keeps none.
  package init(
    path: String, lockTimeout: Double = 5, stopWaiting: @escaping () -> Bool = { false },
    cacheFolder: String? = nil, source: Bool = false, recoveryFolder: String? = nil
  ) {
    self.source = source
    self.recoveryFolder = recoveryFolder
    self.location = path
    self.lockTimeout = lockTimeout
    self.stopWaiting = stopWaiting
    self.cacheFolder = cacheFolder
  }

  @discardableResult
  package func append(_ prepare: (any HistorySnapshot) throws(HistoryError) -> [UInt8])
    throws(HistoryError) -> Int
  {
    try FileChecks.createParentFolders(of: location)
    let existed = FileChecks.exists(location)
    let descriptor = try FileChecks.open(location, flags: O_RDWR | O_APPEND | O_CREAT, mode: 0o600)
    defer { close(descriptor) }
    try lock(descriptor, exclusive: true)
    defer { flock(descriptor, LOCK_UN) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      throw .cannotWrite(path: location, reason: FileChecks.reason())
    }
    var before = Int(info.st_size)
    // The note of an append killed part-way is cleared; what it left after its last whole
    // line is half a line of ours, dealt with below like any cut-off last line. The note may
    // be stale (lines written by hand since): nothing is cut on its word alone.
    _ = AppendJournal.takePending(descriptor)
    var last: UInt8 = 0x0A
    if before > 0, pread(descriptor, &last, 1, off_t(before - 1)) == 1, last != 0x0A,
      let whole = Self.startOfHalfRecord(descriptor, size: before)
    {
      // Half a record of ours, left by a divequiz killed in the middle of an append (no
      // other writer holds the lock): it would be warned about on every read, so it goes to
      // the recovery folder, before the append looks at the file.
      before = cutAside(descriptor, from: whole, to: before)
    }
    let current = DescriptorSnapshot(
      descriptor: descriptor, size: before, identity: FileChecks.identity(info), owned: false,
      path: location)
    var bytes = try prepare(current)
    guard !bytes.isEmpty else { return before }
    var start: Int?
    if before > 0, pread(descriptor, &last, 1, off_t(before - 1)) == 1, last != 0x0A {
      // Any other last line without its line break (an alias line, a record of a newer
      // divequiz, one written by hand) is kept, and must not swallow the next one.
      bytes.insert(0x0A, at: 0)
      start = before + 1
    }
    AppendJournal.begin(descriptor, at: before)
    var failure = FileChecks.writeAll(bytes, to: descriptor)
    if failure == nil, fsync(descriptor) != 0 { failure = FileChecks.reason() }
    if let failure {
      // Nothing half-written stays: the file goes back to what it was before this append.
      _ = ftruncate(descriptor, off_t(before))
      _ = fsync(descriptor)
      AppendJournal.end(descriptor)
      throw .cannotWrite(path: location, reason: failure)
    }
    AppendJournal.end(descriptor)
    // A new file's name lives in its folder: flush that too, or a crash could lose the file.
    if !existed { FileChecks.syncFolder(of: location) }
    return start ?? before
  }

  /// Where the last line starts when it is certainly half a line of divequiz's own (it
  /// begins as divequiz begins every line, `{"v":`, and is not whole JSON); nil for anything
  /// else, which is kept: an alias line, a record of another version or kind, a line
  /// written by hand.
  private static func startOfHalfRecord(_ descriptor: Int32, size: Int) -> Int? {
    let length = min(size, LineReader.defaultLimit + 1)
    var tail = [UInt8](repeating: 0, count: length)
    let got = tail.withUnsafeMutableBytes {
      pread(descriptor, $0.baseAddress, length, off_t(size - length))
    }
    guard got == length else { return nil }
    let newline = tail.lastIndex(of: 0x0A)
    // A line longer than a record can be is not one of ours: kept.
    guard newline != nil || length == size else { return nil }
    let first = newline.map { $0 + 1 } ?? 0
    var line = tail[first...]
    if line.last == 0x0D { line = line.dropLast() }
    guard line.starts(with: Array(#"{"v":"#.utf8)) else { return nil }
    if (try? JSONParser.parse(line)) != nil { return nil }
    return size - length + first
  }

  /// Copies the bytes from `start` to `end` to a new file in the recovery folder, then cuts
  /// the history back to `start`; returns the history's size after that. When they cannot be
  /// copied (no recovery folder, a full disk), nothing is cut: a line is never deleted.
  private func cutAside(_ descriptor: Int32, from start: Int, to end: Int) -> Int {
    var cut = [UInt8](repeating: 0, count: end - start)
    let got = cut.withUnsafeMutableBytes {
      pread(descriptor, $0.baseAddress, end - start, off_t(start))
    }
    guard got == end - start else {
      notices.append(
        .leftInPlace(
          history: location, failure: .cannotRead(path: location, reason: FileChecks.reason())))
      return end
    }
    guard let recoveryFolder else {
      notices.append(
        .leftInPlace(
          history: location, failure: .cannotCreateFolder(path: "", reason: "no recovery folder")))
      return end
    }
    let path: String
    do {
      path = try PosixFileSystem.createNewFile(
        in: recoveryFolder, name: "cut-line-\(time(nil)).jsonl", cut)
    } catch {
      notices.append(.leftInPlace(history: location, failure: error))
      return end
    }
    guard ftruncate(descriptor, off_t(start)) == 0, fsync(descriptor) == 0 else {
      notices.append(
        .leftInPlace(
          history: location, failure: .cannotWrite(path: location, reason: FileChecks.reason())))
      return end
    }
    notices.append(.keptAside(history: location, path: path, bytes: cut.count))
    return start
  }

  package func takeNotices() -> [HistoryNotice] {
    defer { notices.removeAll() }
    return notices
  }

  package func snapshot() throws(HistoryError) -> any HistorySnapshot {
    // No file yet is an empty history; reading never creates one.
    guard FileChecks.exists(location) else { return BytesSnapshot([]) }
    let descriptor =
      source
      ? try FileChecks.openSource(location)
      : try FileChecks.open(location, flags: O_RDONLY, mode: 0)
    var info = stat()
    do throws(HistoryError) {
      // The shared lock waits out an append in progress; the size it sees is whole records.
      try lock(descriptor, exclusive: false)
      defer { flock(descriptor, LOCK_UN) }
      guard fstat(descriptor, &info) == 0 else {
        throw .cannotRead(path: location, reason: FileChecks.reason())
      }
    } catch {
      close(descriptor)
      throw error
    }
    return DescriptorSnapshot(
      descriptor: descriptor, size: Int(info.st_size), identity: FileChecks.identity(info),
      owned: true, path: location)
  }

  /// A cache of this history: named after its kind and the file's device and inode (the
  /// contents say which bytes they cover), private, replaced whole.
  private func cachePath(_ which: HistoryCache) -> String? {
    var info = stat()
    guard let cacheFolder, stat(location, &info) == 0 else { return nil }
    return cacheFolder + "/\(which.rawValue)-\(info.st_dev)-\(info.st_ino).cache"
  }

  package func readCache(_ which: HistoryCache) -> [UInt8]? {
    guard let path = cachePath(which) else { return nil }
    return try? GuardedFile.read(path, kind: .cache)
  }

  package func writeCache(_ which: HistoryCache, _ bytes: [UInt8]) {
    guard let path = cachePath(which), let cacheFolder,
      (try? SafeFile.ownFolder(cacheFolder)) != nil,
      let sink = try? FileExport(path, protecting: location)
    else { return }
    do {
      try sink.write(bytes)
      try sink.commit(durable: false)
    } catch {
      sink.discard()
    }
  }

  /// Takes the lock, polling so that a stuck writer means a clear error, not a hang, and so
  /// that Ctrl-C ends the wait.
  private func lock(_ descriptor: Int32, exclusive: Bool) throws(HistoryError) {
    let operation = (exclusive ? LOCK_EX : LOCK_SH) | LOCK_NB
    var waited = 0.0
    while flock(descriptor, operation) != 0 {
      guard errno == EWOULDBLOCK || errno == EINTR else {
        throw .cannotOpen(path: location, reason: FileChecks.reason())
      }
      if stopWaiting() { throw .interrupted(path: location) }
      guard waited < lockTimeout else { throw .lockTimeout(path: location) }
      usleep(5_000)
      waited += 0.005
    }
  }
}
