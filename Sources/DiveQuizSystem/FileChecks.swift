import DiveQuizCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The checks every history file goes through before it is read or written, and the small
/// POSIX helpers the file side shares.
enum FileChecks {
  static func reason(_ number: Int32 = errno) -> String { String(cString: strerror(number)) }

  static func type(_ info: stat) -> mode_t { info.st_mode & mode_t(S_IFMT) }

  static func identity(_ info: stat) -> FileIdentity {
    FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
  }

  /// Whether anything (even a dangling link) stands at `path`.
  static func exists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }

  /// Opens a history file (or a file kept beside it) that must be the user's own: a regular
  /// file, never reached through a symbolic link (`O_NOFOLLOW`), owned by the user, with no
  /// write bit for group or others. In a folder others can write in (a class folder, a
  /// sticky `/tmp`), anyone else could plant a link to a file of the user's (`.bashrc`) or a
  /// file of their own that the user would then fill; both are refused with the file named,
  /// whatever the folder and however the path was given. A pipe, a device or a folder is an
  /// error at once (never a hang: the open does not block).
  static func open(_ path: String, flags: Int32, mode: mode_t) throws(HistoryError) -> Int32 {
    var info = stat()
    if lstat(path, &info) == 0 {
      if type(info) == mode_t(S_IFLNK) { throw .untrustedLink(path: path) }
      guard type(info) == mode_t(S_IFREG) else { throw .notRegularFile(path: path) }
      // Said before the open, which the kernel may refuse on its own in a sticky folder
      // (`fs.protected_regular`) with a less telling "Permission denied".
      try checkOwned(info, path: path)
    }
    let extra = O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW | O_NOCTTY
    let descriptor = Glibc.open(path, flags | extra, mode)
    guard descriptor >= 0 else {
      if errno == ELOOP { throw .untrustedLink(path: path) }
      throw .cannotOpen(path: path, reason: reason())
    }
    // What was opened is checked again: the path may have changed since it was looked at
    // (a file planted between the look and an `O_CREAT` open is opened, never created).
    do throws(HistoryError) {
      guard fstat(descriptor, &info) == 0, type(info) == mode_t(S_IFREG) else {
        throw .notRegularFile(path: path)
      }
      try checkOwned(info, path: path)
    } catch {
      close(descriptor)
      throw error
    }
    let current = fcntl(descriptor, F_GETFL)
    _ = fcntl(descriptor, F_SETFL, current & ~O_NONBLOCK)
    return descriptor
  }

  /// Opens a file to import, only to read: anyone's file may be imported (every line is
  /// checked as it is read, nothing of it is trusted), through a link too; it must still be
  /// a regular file, opened without blocking.
  static func openSource(_ path: String) throws(HistoryError) -> Int32 {
    var info = stat()
    if stat(path, &info) == 0, type(info) != mode_t(S_IFREG) { throw .notRegularFile(path: path) }
    let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard descriptor >= 0 else { throw .cannotOpen(path: path, reason: reason()) }
    guard fstat(descriptor, &info) == 0, type(info) == mode_t(S_IFREG) else {
      close(descriptor)
      throw .notRegularFile(path: path)
    }
    let current = fcntl(descriptor, F_GETFL)
    _ = fcntl(descriptor, F_SETFL, current & ~O_NONBLOCK)
    return descriptor
  }

  /// A file divequiz writes to or trusts must belong to the user and be writable by no one
  /// else: another user's file (or one they could rewrite) would carry their text into the
  /// user's records, or the user's records into a file they read.
  static func checkOwned(_ info: stat, path: String) throws(HistoryError) {
    guard info.st_uid == geteuid() else { throw .untrustedFile(path: path, problem: .owner) }
    guard info.st_mode & mode_t(0o022) == 0 else {
      throw .untrustedFile(path: path, problem: .writableByOthers)
    }
  }

  /// `mkdir -p` of the folder holding `path`, new folders private to the user.
  static func createParentFolders(of path: String) throws(HistoryError) {
    guard let slash = path.lastIndex(of: "/") else { return }
    try SafeFile.createFolders(String(path[..<slash]))
  }

  /// Writes every byte, retrying short writes and interrupts; returns the reason on failure.
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
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

  /// Flushes the folder holding `path`, where a new file's name lives.
  static func syncFolder(of path: String) {
    let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
    let descriptor = Glibc.open(folder.isEmpty ? "/" : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    fsync(descriptor)
    close(descriptor)
  }
}
