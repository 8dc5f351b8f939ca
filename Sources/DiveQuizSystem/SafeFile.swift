import DiveQuizCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one way divequiz writes a whole file (settings, command history, caches, recovery
/// files, exports, the HTML report): a new temporary file next to the target, created with
/// `O_EXCL|O_NOFOLLOW` under a random name (a planted link or file there is never written
/// through), mode 0600, written, flushed, then renamed over the target. Temporaries left by
/// a run that was killed are removed on the next write to the same folder, once their
/// process is gone.
package enum SafeFile {
  /// What marks a temporary file of ours: `.NAME.divequiz-PID-RANDOM.tmp`.
  static let marker = ".divequiz-"
  static let suffix = ".tmp"

  /// A folder of divequiz's own (`…/divequiz` under the XDG folders): created 0700 with its
  /// parents; one that exists already is used only if it is a folder owned by the user and
  /// not writable by others, so nobody else can plant or swap files in it.
  package static func ownFolder(_ path: String) throws(HistoryError) {
    try createFolders(path)
    try checkOwnFolder(path)
  }

  /// The checks of `ownFolder` on a folder that must exist already (`cannotCreateFolder`
  /// when it does not).
  static func checkOwnFolder(_ path: String) throws(HistoryError) {
    var info = stat()
    guard lstat(path, &info) == 0 else {
      throw .cannotCreateFolder(path: path, reason: FileChecks.reason())
    }
    if FileChecks.type(info) == mode_t(S_IFLNK) {
      // A link of the user's own to a folder of the user's own (dotfiles kept elsewhere).
      guard info.st_uid == geteuid(), stat(path, &info) == 0 else {
        throw .untrustedFolder(path: path, problem: .owner)
      }
    }
    guard FileChecks.type(info) == mode_t(S_IFDIR) else {
      throw .untrustedFolder(path: path, problem: .notAFolder)
    }
    guard info.st_uid == geteuid() else { throw .untrustedFolder(path: path, problem: .owner) }
    guard info.st_mode & mode_t(0o022) == 0 else {
      throw .untrustedFolder(path: path, problem: .writableByOthers)
    }
  }

  /// `mkdir -p`, new folders private to the user.
  static func createFolders(_ folder: String) throws(HistoryError) {
    guard !folder.isEmpty else { return }
    var current = folder.hasPrefix("/") ? "" : "."
    for component in folder.split(separator: "/") {
      current += "/" + component
      if mkdir(current, 0o700) != 0 && errno != EEXIST {
        throw .cannotCreateFolder(path: current, reason: FileChecks.reason())
      }
    }
  }

  /// The folder holding `path` ("." for a bare name).
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let folder = String(path[..<slash])
    return folder.isEmpty ? "/" : folder
  }

  /// A new temporary file for `path`, open for writing: its descriptor and name.
  static func createTemporary(for path: String) throws(HistoryError) -> (Int32, String) {
    let folder = folder(of: path)
    removeStaleTemporaries(in: folder)
    let base = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    for _ in 0..<8 {
      guard let random = KernelRandom.bytes(8) else { break }
      let hex = random.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
      let name = "." + String(base.prefix(64)) + marker + "\(getpid())-" + hex + suffix
      let temporary = (folder == "/" ? "" : folder) + "/" + name
      let descriptor = open(
        temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
      if descriptor >= 0 { return (descriptor, temporary) }
      guard errno == EEXIST else { throw .cannotOpen(path: path, reason: FileChecks.reason()) }
    }
    throw .cannotOpen(path: path, reason: FileChecks.reason(EEXIST))
  }

  /// Removes the temporaries of ours in `folder` whose process no longer runs (a `kill -9`
  /// during an export would otherwise leave its file there for ever).
  static func removeStaleTemporaries(in folder: String) {
    guard let names = try? FileAccess.list(folder) else { return }
    for name in names where name.hasPrefix(".") && name.hasSuffix(suffix) {
      // `.NAME.divequiz-PID-RANDOM.tmp`, read from the end: NAME may hold anything.
      let parts = name.dropLast(suffix.count).split(
        separator: "-", omittingEmptySubsequences: false)
      guard parts.count >= 3, parts.dropLast(2).joined(separator: "-").hasSuffix(".divequiz"),
        let pid = pid_t(parts[parts.count - 2]), pid > 0, pid != getpid()
      else { continue }
      guard kill(pid, 0) != 0, errno == ESRCH else { continue }
      let path = (folder == "/" ? "" : folder) + "/" + name
      var info = stat()
      guard lstat(path, &info) == 0, FileChecks.type(info) == mode_t(S_IFREG),
        info.st_uid == geteuid()
      else { continue }
      unlink(path)
    }
  }

  /// Removes `path`, a regular file of the user's in a folder of divequiz's own.
  package static func remove(_ path: String) throws(HistoryError) {
    try checkOwnFolder(folder(of: path))
    var info = stat()
    guard lstat(path, &info) == 0 else {
      throw .cannotWrite(path: path, reason: FileChecks.reason())
    }
    guard FileChecks.type(info) == mode_t(S_IFREG) else { throw .untrustedLink(path: path) }
    try FileChecks.checkOwned(info, path: path)
    guard unlink(path) == 0 else { throw .cannotWrite(path: path, reason: FileChecks.reason()) }
    FileChecks.syncFolder(of: path)
  }

  /// Writes `bytes` as the whole of `path`; with `ownFolder`, the folder is one of
  /// divequiz's own and is checked (or created) first.
  package static func write(_ path: String, _ bytes: [UInt8], ownFolder own: Bool)
    throws(HistoryError)
  {
    if own { try ownFolder(folder(of: path)) } else { try createFolders(folder(of: path)) }
    let (descriptor, temporary) = try createTemporary(for: path)
    var failure = FileChecks.writeAll(bytes, to: descriptor)
    if failure == nil, fsync(descriptor) != 0 { failure = FileChecks.reason() }
    if close(descriptor) != 0, failure == nil { failure = FileChecks.reason() }
    if failure == nil, rename(temporary, path) != 0 { failure = FileChecks.reason() }
    if let failure {
      unlink(temporary)
      throw .cannotWrite(path: path, reason: failure)
    }
    FileChecks.syncFolder(of: path)
  }
}
