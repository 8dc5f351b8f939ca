import DiveQuizCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one way divequiz reads a whole file (`--rules`, `--strings`, settings, the command
/// history, the coach's cache): regular files only — a pipe, a device or a folder is refused
/// before anything is read, and the open never blocks (`O_NONBLOCK`) — at most the kind's
/// size limit, and the user's own files only from a folder no one else can write in.
package enum GuardedFile {
  package static func read(_ path: String, kind: FileKind) throws(FileReadError) -> [UInt8] {
    if kind.inOwnFolder {
      do {
        try SafeFile.checkOwnFolder(SafeFile.folder(of: path))
      } catch {
        if case .cannotCreateFolder = error { throw .missing }
        throw .untrusted(error)
      }
    }
    var info = stat()
    // Looked at before opening: opening some devices has effects of its own. The user's own
    // files (settings, command history, caches) are never reached through a link: one
    // planted there would feed another user's text in as the user's own.
    let own = kind.inOwnFolder
    guard (own ? lstat(path, &info) : stat(path, &info)) == 0 else {
      throw errno == ENOENT ? .missing : .system(FileChecks.reason())
    }
    if own, FileChecks.type(info) == mode_t(S_IFLNK) {
      throw .untrusted(.untrustedLink(path: path))
    }
    guard FileChecks.type(info) == mode_t(S_IFREG) else { throw .notRegularFile }
    let descriptor = open(
      path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC | (own ? O_NOFOLLOW : 0))
    guard descriptor >= 0 else {
      if own, errno == ELOOP { throw .untrusted(.untrustedLink(path: path)) }
      throw errno == ENOENT ? .missing : .system(FileChecks.reason())
    }
    defer { close(descriptor) }
    // Checked again on what was opened: the name may have been swapped meanwhile.
    guard fstat(descriptor, &info) == 0, FileChecks.type(info) == mode_t(S_IFREG) else {
      throw .notRegularFile
    }
    if own {
      do throws(HistoryError) {
        try FileChecks.checkOwned(info, path: path)
      } catch {
        throw .untrusted(error)
      }
    }
    guard Int(info.st_size) <= kind.limit else { throw .tooLarge(limit: kind.limit) }
    var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
    var filled = 0
    while true {
      // One byte more than the size: a file growing past the limit is refused, not cut.
      if filled == bytes.count {
        guard bytes.count <= kind.limit else { throw .tooLarge(limit: kind.limit) }
        bytes += [UInt8](repeating: 0, count: min(65_536, kind.limit + 1 - bytes.count))
      }
      let got = bytes.withUnsafeMutableBytes { buffer in
        Glibc.read(descriptor, buffer.baseAddress.map { $0 + filled }, buffer.count - filled)
      }
      if got > 0 {
        filled += got
      } else if got == 0 {
        return Array(bytes[0..<filled])
      } else if errno != EINTR {
        throw .system(FileChecks.reason())
      }
    }
  }
}
