import DiveQuizKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Quiz history in a JSON Lines file: append-only, locked, flushed to disk before success.
///
/// Appends take an exclusive `flock` so two terminals never interleave records, and a record
/// is written with one `write` on an `O_APPEND` descriptor. Reads take a shared lock so they
/// never see half a record, and never write anything.
public final class FileHistoryStorage: HistoryStorage {
  public let location: String
  private let lockTimeout: Double

  /// - Parameter lockTimeout: seconds to wait for another writer before giving up.
  public init(path: String, lockTimeout: Double = 5) {
    self.location = path
    self.lockTimeout = lockTimeout
  }

  private static func reason() -> String { String(cString: strerror(errno)) }

  public func append(_ lines: [UInt8]) throws(HistoryError) {
    guard !lines.isEmpty else { return }
    try createParentFolders()
    var existing = stat()
    let isNew = stat(location, &existing) != 0
    let descriptor = open(location, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw .cannotOpen(path: location, reason: Self.reason()) }
    defer { close(descriptor) }
    try lock(descriptor, exclusive: true)
    defer { flock(descriptor, LOCK_UN) }

    var bytes = lines
    // A record cut off by a crash must not swallow the next one: start on a fresh line.
    var info = stat()
    if fstat(descriptor, &info) == 0, info.st_size > 0 {
      var last: UInt8 = 0
      let reader = open(location, O_RDONLY | O_CLOEXEC)
      if reader >= 0 {
        if pread(reader, &last, 1, off_t(info.st_size - 1)) == 1, last != 0x0A {
          bytes.insert(0x0A, at: 0)
        }
        close(reader)
      }
    }
    if let failure = Self.writeAll(bytes, to: descriptor) {
      throw .cannotWrite(path: location, reason: failure)
    }
    guard fsync(descriptor) == 0 else { throw .cannotWrite(path: location, reason: Self.reason()) }
    // A new file's name lives in its folder: flush that too, or a crash could lose the file.
    if isNew { syncFolder() }
  }

  private func syncFolder() {
    let folder = location.lastIndex(of: "/").map { String(location[..<$0]) } ?? "."
    let descriptor = open(folder.isEmpty ? "/" : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    fsync(descriptor)
    close(descriptor)
  }

  /// Writes every byte, retrying short writes and interrupts; returns the reason on failure.
  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if written > 0 {
        offset += written
      } else if written < 0 && errno == EINTR {
        continue
      } else {
        return written < 0 ? reason() : "0 bytes written"
      }
    }
    return nil
  }

  public func read() throws(HistoryError) -> [UInt8] {
    let descriptor = open(location, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT { return [] }
      throw .cannotRead(path: location, reason: Self.reason())
    }
    defer { close(descriptor) }
    try lock(descriptor, exclusive: false)
    defer { flock(descriptor, LOCK_UN) }
    var info = stat()
    let expected = fstat(descriptor, &info) == 0 ? Int(info.st_size) : 0
    // One buffer of the file's size, filled in place: a federation's history is tens of MB.
    var bytes = [UInt8](repeating: 0, count: expected + 1)
    var filled = 0
    while true {
      if filled == bytes.count { bytes += [UInt8](repeating: 0, count: max(bytes.count, 1 << 16)) }
      let count = bytes[filled...].withUnsafeMutableBytes {
        Glibc.read(descriptor, $0.baseAddress, $0.count)
      }
      if count > 0 {
        filled += count
      } else if count == 0 {
        bytes.removeSubrange(filled...)
        return bytes
      } else if errno != EINTR {
        throw .cannotRead(path: location, reason: Self.reason())
      }
    }
  }

  private func lock(_ descriptor: Int32, exclusive: Bool) throws(HistoryError) {
    let operation = (exclusive ? LOCK_EX : LOCK_SH) | LOCK_NB
    var waited = 0.0
    while flock(descriptor, operation) != 0 {
      guard errno == EWOULDBLOCK || errno == EINTR, waited < lockTimeout else {
        throw .lockTimeout(path: location)
      }
      usleep(5_000)
      waited += 0.005
    }
  }

  /// `mkdir -p` of the folder holding the file, new folders private to the user.
  private func createParentFolders() throws(HistoryError) {
    guard let slash = location.lastIndex(of: "/") else { return }
    let folder = String(location[..<slash])
    guard !folder.isEmpty else { return }
    var path = folder.hasPrefix("/") ? "" : "."
    for component in folder.split(separator: "/") {
      path += "/" + component
      if mkdir(path, 0o700) != 0 && errno != EEXIST {
        throw .cannotCreateFolder(path: path, reason: Self.reason())
      }
    }
  }

  /// Writes a whole new file (an export) through a temporary file and a rename, so a failed
  /// export never leaves half a file behind.
  public static func writeFile(_ path: String, _ bytes: [UInt8]) throws(HistoryError) {
    let temporary = path + ".divequiz-tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw .cannotOpen(path: path, reason: reason()) }
    if let failure = writeAll(bytes, to: descriptor) {
      close(descriptor)
      unlink(temporary)
      throw .cannotWrite(path: path, reason: failure)
    }
    guard fsync(descriptor) == 0, close(descriptor) == 0, rename(temporary, path) == 0 else {
      let why = reason()
      unlink(temporary)
      throw .cannotWrite(path: path, reason: why)
    }
  }
}
