import DiveQuizCore
import DiveQuizTerminal

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

  /// Opens a history file that must be a regular file: a pipe, a device or a folder is an
  /// error at once (never a hang: the open does not block), and a symbolic link is followed
  /// only to a regular file owned by the user.
  static func open(_ path: String, flags: Int32, mode: mode_t) throws(HistoryError) -> Int32 {
    var info = stat()
    var isLink = false
    if lstat(path, &info) == 0 {
      if type(info) == mode_t(S_IFLNK) {
        isLink = true
        var target = stat()
        guard stat(path, &target) == 0, type(target) == mode_t(S_IFREG),
          target.st_uid == geteuid()
        else { throw .untrustedLink(path: path) }
      } else if type(info) != mode_t(S_IFREG) {
        throw .notRegularFile(path: path)
      }
    }
    let extra = O_CLOEXEC | O_NONBLOCK | (isLink ? 0 : O_NOFOLLOW)
    let descriptor = Glibc.open(path, flags | extra, mode)
    guard descriptor >= 0 else {
      if errno == ELOOP { throw .untrustedLink(path: path) }
      throw .cannotOpen(path: path, reason: reason())
    }
    // What was opened is checked again: the path may have changed since it was looked at.
    guard fstat(descriptor, &info) == 0, type(info) == mode_t(S_IFREG),
      !isLink || info.st_uid == geteuid()
    else {
      close(descriptor)
      throw .notRegularFile(path: path)
    }
    let current = fcntl(descriptor, F_GETFL)
    _ = fcntl(descriptor, F_SETFL, current & ~O_NONBLOCK)
    return descriptor
  }

  /// `mkdir -p` of the folder holding `path`, new folders private to the user.
  static func createParentFolders(of path: String) throws(HistoryError) {
    guard let slash = path.lastIndex(of: "/") else { return }
    let folder = String(path[..<slash])
    guard !folder.isEmpty else { return }
    var current = folder.hasPrefix("/") ? "" : "."
    for component in folder.split(separator: "/") {
      current += "/" + component
      if mkdir(current, 0o700) != 0 && errno != EEXIST {
        throw .cannotCreateFolder(path: current, reason: reason())
      }
    }
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
