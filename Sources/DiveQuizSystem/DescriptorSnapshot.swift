import DiveQuizCore
import DiveQuizTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A history file as it stood when its size was noted, read by position with `pread` on a
/// descriptor kept open: bytes before that size never change in an append-only file, and
/// the same file is read even if its name is meanwhile given to another.
final class DescriptorSnapshot: HistorySnapshot {
  private let descriptor: Int32
  private let owned: Bool
  private let path: String
  let size: Int
  let identity: FileIdentity?

  /// - Parameter owned: close the descriptor when done (false for one an append lends).
  init(descriptor: Int32, size: Int, identity: FileIdentity, owned: Bool, path: String) {
    self.descriptor = descriptor
    self.size = size
    self.identity = identity
    self.owned = owned
    self.path = path
  }

  deinit {
    if owned { close(descriptor) }
  }

  func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) throws(HistoryError) -> Int
  {
    let count = min(buffer.count, size - offset)
    guard count > 0 else { return 0 }
    while true {
      let got = pread(descriptor, buffer.baseAddress, count, off_t(offset))
      if got >= 0 { return got }
      if errno != EINTR { throw .cannotRead(path: path, reason: FileChecks.reason()) }
    }
  }
}
