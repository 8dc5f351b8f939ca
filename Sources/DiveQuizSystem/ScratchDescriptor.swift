import DiveQuizCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A scratch file on disk with no name: made in a folder of divequiz's own (checked as
/// `SafeFile.ownFolder` checks it), read and written by position, gone when closed or when
/// the process dies, so a `kill -9` leaves nothing to clean up.
final class ScratchDescriptor: ScratchFile {
  private let descriptor: Int32
  let location: String

  /// `O_TMPFILE` as Linux defines it (`__O_TMPFILE | O_DIRECTORY`, 0o20200000 on every
  /// architecture Swift runs on): Glibc's module map does not bring the macro into Swift.
  private static let temporaryFile: Int32 = 0o20_200_000

  /// A new scratch file in `folder`; throws when the folder cannot be made or trusted, or
  /// holds no new file.
  init(in folder: String) throws(HistoryError) {
    try SafeFile.ownFolder(folder)
    location = folder
    #if os(Linux)
      let unnamed = open(folder, Self.temporaryFile | O_RDWR | O_CLOEXEC, 0o600)
      if unnamed >= 0 {
        descriptor = unnamed
        return
      }
    #endif
    // A file system without unnamed files: a new name, created exclusively (never through a
    // link planted there) and unlinked at once.
    for _ in 0..<8 {
      guard let random = KernelRandom.bytes(8) else { break }
      let hex = random.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
      let path = folder + "/.divequiz-scratch-" + hex
      let named = open(path, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
      if named >= 0 {
        unlink(path)
        descriptor = named
        return
      }
      guard errno == EEXIST else { break }
    }
    throw .cannotOpen(path: folder, reason: FileChecks.reason())
  }

  deinit { close(descriptor) }

  func write(_ bytes: UnsafeRawBufferPointer, at offset: Int) throws(HistoryError) {
    var done = 0
    while done < bytes.count {
      guard let base = bytes.baseAddress else { return }
      let wrote = pwrite(descriptor, base + done, bytes.count - done, off_t(offset + done))
      if wrote > 0 {
        done += wrote
      } else if wrote < 0, errno == EINTR {
        continue
      } else {
        throw .cannotWrite(path: location, reason: FileChecks.reason())
      }
    }
  }

  func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) throws(HistoryError) -> Int
  {
    guard !buffer.isEmpty else { return 0 }
    while true {
      let got = pread(descriptor, buffer.baseAddress, buffer.count, off_t(offset))
      if got >= 0 { return got }
      if errno != EINTR { throw .cannotRead(path: location, reason: FileChecks.reason()) }
    }
  }
}
