import DiveQuizCore
import DiveQuizTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The user's own small files (settings, command history): written whole, private to the
/// user (mode 0600, folders 0700), through a temporary file and a rename so that a crash or a
/// full disk never leaves half a file.
public enum UserFile {
  public static func write(_ path: String, _ bytes: [UInt8]) throws {
    try createFolders(of: path)
    let temporary = path + ".divequiz-tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw FileAccess.Failure(errorNumber: errno) }
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes {
        Glibc.write(descriptor, $0.baseAddress, $0.count)
      }
      if written > 0 {
        offset += written
      } else if written < 0 && errno == EINTR {
        continue
      } else {
        let failure = FileAccess.Failure(errorNumber: written < 0 ? errno : ENOSPC)
        close(descriptor)
        unlink(temporary)
        throw failure
      }
    }
    // An existing file keeps mode 0600 even if someone loosened it: it may hold a name.
    guard fchmod(descriptor, 0o600) == 0, fsync(descriptor) == 0, close(descriptor) == 0,
      rename(temporary, path) == 0
    else {
      let failure = FileAccess.Failure(errorNumber: errno)
      unlink(temporary)
      throw failure
    }
  }

  /// `mkdir -p` of the file's folder, new folders private to the user.
  private static func createFolders(of path: String) throws {
    guard let slash = path.lastIndex(of: "/") else { return }
    let folder = String(path[..<slash])
    var partial = folder.hasPrefix("/") ? "" : "."
    for component in folder.split(separator: "/") {
      partial += "/" + component
      if mkdir(partial, 0o700) != 0 && errno != EEXIST {
        throw FileAccess.Failure(errorNumber: errno)
      }
    }
  }
}
