#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The size a history had before an append in progress, kept in an extended attribute of the
/// file while the append runs, so that an append killed part-way (`kill -9`, a crash) is cut
/// back by the next writer, under the lock, to its whole lines: a cut-off record never stays.
///
/// Where extended attributes are not supported, nothing is noted and a cut-off last line is
/// left as before (the next append starts on a fresh line; readers report it and skip it).
enum AppendJournal {
  static let name = "user.divequiz.appending"

  #if os(Linux)
    // <sys/xattr.h> is not in the Glibc module: the three calls are looked up in the C library.
    private typealias Get =
      @convention(c) (Int32, UnsafePointer<CChar>, UnsafeMutableRawPointer?, Int) -> Int
    private typealias Set =
      @convention(c) (Int32, UnsafePointer<CChar>, UnsafeRawPointer?, Int, Int32) -> Int32
    private typealias Remove = @convention(c) (Int32, UnsafePointer<CChar>) -> Int32

    private static func symbol<T>(_ name: String, as type: T.Type) -> T? {
      dlsym(nil, name).map { unsafeBitCast($0, to: type) }
    }
    private static let fgetxattr = symbol("fgetxattr", as: Get.self)
    private static let fsetxattr = symbol("fsetxattr", as: Set.self)
    private static let fremovexattr = symbol("fremovexattr", as: Remove.self)
  #endif

  /// Cuts back what a writer that died in the middle of an append left after its whole lines,
  /// and returns the file's size after that. Called under the exclusive lock.
  static func recover(_ descriptor: Int32, size: Int) -> Int {
    #if os(Linux)
      guard let fgetxattr, let fremovexattr else { return size }
      var value = [UInt8](repeating: 0, count: 32)
      let got = value.withUnsafeMutableBytes { fgetxattr(descriptor, name, $0.baseAddress, 32) }
      guard got > 0, let text = String(validating: value[0..<got], as: UTF8.self),
        let before = Int(text), before >= 0
      else { return size }
      var size = size
      if before < size, let kept = wholeLines(descriptor, from: before, to: size), kept < size {
        if ftruncate(descriptor, off_t(kept)) == 0, fsync(descriptor) == 0 { size = kept }
      }
      _ = fremovexattr(descriptor, name)
      return size
    #else
      return size
    #endif
  }

  /// Notes that an append starts at `size`.
  static func begin(_ descriptor: Int32, at size: Int) {
    #if os(Linux)
      let text = Array(String(size).utf8)
      _ = text.withUnsafeBytes { fsetxattr?(descriptor, name, $0.baseAddress, $0.count, 0) }
    #endif
  }

  /// The append is on disk (or was cut back): nothing to recover.
  static func end(_ descriptor: Int32) {
    #if os(Linux)
      _ = fremovexattr?(descriptor, name)
    #endif
  }

  /// Where the whole lines written after `start` end: just after the last line break before
  /// `end`, or `start` when there is none.
  private static func wholeLines(_ descriptor: Int32, from start: Int, to end: Int) -> Int? {
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    var high = end
    while high > start {
      let low = max(start, high - buffer.count)
      let count = high - low
      let got = buffer.withUnsafeMutableBytes {
        pread(descriptor, $0.baseAddress, count, off_t(low))
      }
      guard got == count else { return nil }
      if let index = buffer[0..<count].lastIndex(of: 0x0A) { return low + index + 1 }
      high = low
    }
    return start
  }
}
