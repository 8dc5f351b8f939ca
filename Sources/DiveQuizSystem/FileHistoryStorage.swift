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
/// append), then reads up to that size with no lock held. The file must be a regular file; a
/// symbolic link is followed only to a regular file the user owns.
package final class FileHistoryStorage: HistoryStorage {
  package let location: String
  private let lockTimeout: Double
  private let stopWaiting: () -> Bool
  private let cacheFolder: String?

  /// - Parameters:
  ///   - lockTimeout: seconds to wait for another writer before giving up.
  ///   - stopWaiting: true when Ctrl-C (or a request to end) should end a wait for the lock.
  ///   - cacheFolder: where the coach's cache of this history is kept; nil keeps none.
  package init(
    path: String, lockTimeout: Double = 5, stopWaiting: @escaping () -> Bool = { false },
    cacheFolder: String? = nil
  ) {
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
    // An append killed part-way by an earlier writer is cut back to its whole lines first.
    var before = AppendJournal.recover(descriptor, size: Int(info.st_size))
    let current = DescriptorSnapshot(
      descriptor: descriptor, size: before, identity: FileChecks.identity(info), owned: false,
      path: location)
    var bytes = try prepare(current)
    guard !bytes.isEmpty else { return before }
    var last: UInt8 = 0x0A
    var start: Int?
    if before > 0, pread(descriptor, &last, 1, off_t(before - 1)) == 1, last != 0x0A {
      if let whole = Self.endOfLastWholeLine(descriptor, size: before),
        ftruncate(descriptor, off_t(whole)) == 0
      {
        // Half a record, left by a divequiz killed in the middle of an append (no other
        // writer holds the lock): never a record, it would be warned about on every read.
        before = whole
      } else {
        // A last line without its line break that is a whole record (written by hand) is
        // kept, and must not swallow the next one: start on a fresh line.
        bytes.insert(0x0A, at: 0)
        start = before + 1
      }
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

  /// Where the last line break ends when the text after it is not a record (cut off by a
  /// kill in the middle of an append); nil when it is one, or longer than a record can be.
  private static func endOfLastWholeLine(_ descriptor: Int32, size: Int) -> Int? {
    let length = min(size, LineReader.defaultLimit + 1)
    var tail = [UInt8](repeating: 0, count: length)
    let got = tail.withUnsafeMutableBytes {
      pread(descriptor, $0.baseAddress, length, off_t(size - length))
    }
    guard got == length else { return nil }
    guard let newline = tail.lastIndex(of: 0x0A) else {
      // The whole file is one unfinished line, if it is short enough to be a record.
      return length == size && !isRecord(tail[...]) ? 0 : nil
    }
    return isRecord(tail[(newline + 1)...]) ? nil : size - length + newline + 1
  }

  private static func isRecord(_ line: ArraySlice<UInt8>) -> Bool {
    let text = line.last == 0x0D ? line.dropLast() : line
    if case .success = RecordCodec.decode(Array(text)) { return true }
    return false
  }

  package func snapshot() throws(HistoryError) -> any HistorySnapshot {
    // No file yet is an empty history; reading never creates one.
    guard FileChecks.exists(location) else { return BytesSnapshot([]) }
    let descriptor = try FileChecks.open(location, flags: O_RDONLY, mode: 0)
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
