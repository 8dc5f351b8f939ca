#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The size a history had before an append in progress, kept in an extended attribute of the
/// file while the append runs, so that an append killed part-way (`kill -9`, a crash) is cut
/// back by the next writer, under the lock (`FileHistoryStorage` keeps what it cuts aside in
/// the recovery folder, and cuts only half a line of its own: a line written by hand after a
/// stale note is never lost).
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

  /// The size noted by a writer that died in the middle of an append (nil when none is
  /// noted), cleared. Called under the exclusive lock; the caller keeps aside and cuts only a
  /// last line that is certainly half a line of ours, never on the note's word alone.
  static func takePending(_ descriptor: Int32) -> Int? {
    #if os(Linux)
      guard let fgetxattr, let fremovexattr else { return nil }
      var value = [UInt8](repeating: 0, count: 32)
      let got = value.withUnsafeMutableBytes { fgetxattr(descriptor, name, $0.baseAddress, 32) }
      guard got > 0 else { return nil }
      _ = fremovexattr(descriptor, name)
      guard let text = String(validating: value[0..<got], as: UTF8.self), let before = Int(text),
        before >= 0
      else { return nil }
      return before
    #else
      return nil
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
}
