import DiveQuizCore
import DiveQuizTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A new file written through a private temporary file (`SafeFile`) and a rename, so that a failed or
/// interrupted export never leaves half a file, and never lands on the history: the target
/// is compared with it by device and inode, however either path is spelt.
final class FileExport: FileSink {
  private let path: String
  private let protected: String
  private let temporary: String
  private var descriptor: Int32

  init(_ path: String, protecting protected: String) throws(HistoryError) {
    self.path = path
    self.protected = protected
    try Self.check(path, protecting: protected)
    (descriptor, temporary) = try SafeFile.createTemporary(for: path)
  }

  deinit {
    if descriptor >= 0 { discard() }
  }

  /// Refuses a target that is a folder, something other than a regular file, or the history.
  private static func check(_ path: String, protecting protected: String) throws(HistoryError) {
    var target = stat()
    guard stat(path, &target) == 0 else { return }
    if FileChecks.type(target) == mode_t(S_IFDIR) {
      throw .cannotOpen(path: path, reason: FileChecks.reason(EISDIR))
    }
    guard FileChecks.type(target) == mode_t(S_IFREG) else { throw .notRegularFile(path: path) }
    var history = stat()
    if stat(protected, &history) == 0,
      FileChecks.identity(history) == FileChecks.identity(target)
    {
      throw .refusingToOverwriteHistory(path: path)
    }
  }

  func write(_ bytes: [UInt8]) throws(HistoryError) {
    if let failure = FileChecks.writeAll(bytes, to: descriptor) {
      throw .cannotWrite(path: path, reason: failure)
    }
  }

  func commit() throws(HistoryError) { try commit(durable: true) }

  /// Puts the file in place; `durable` flushes it to disk first (exports, not the cache).
  func commit(durable: Bool) throws(HistoryError) {
    var failure: String?
    if durable, fsync(descriptor) != 0 { failure = FileChecks.reason() }
    if close(descriptor) != 0, failure == nil { failure = FileChecks.reason() }
    descriptor = -1
    if let failure {
      unlink(temporary)
      throw .cannotWrite(path: path, reason: failure)
    }
    do {
      // Checked again just before the rename: the target may have changed meanwhile.
      try Self.check(path, protecting: protected)
    } catch {
      unlink(temporary)
      throw error
    }
    guard rename(temporary, path) == 0 else {
      let why = FileChecks.reason()
      unlink(temporary)
      throw .cannotWrite(path: path, reason: why)
    }
    if durable { FileChecks.syncFolder(of: path) }
  }

  func discard() {
    if descriptor >= 0 { close(descriptor) }
    descriptor = -1
    unlink(temporary)
  }
}
