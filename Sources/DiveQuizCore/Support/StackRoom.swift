#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How much of the calling thread's stack is left, so that a recursive reader (the JSON
/// parser) refuses a deeply nested text instead of crashing: under `ulimit -s 128` a line
/// nested 250 deep, within the parser's depth limit, overflowed the stack.
enum StackRoom {
  /// The lowest address the main thread's stack may grow to: where it started (from
  /// `/proc/self/stat`, read once) less the stack limit (`ulimit -s`). Nil when unknown.
  private static let mainLow: UInt? = {
    var limit = rlimit()
    guard getrlimit(__rlimit_resource_t(RLIMIT_STACK.rawValue), &limit) == 0,
      limit.rlim_cur != rlim_t.max
    else { return nil }
    guard let file = fopen("/proc/self/stat", "r") else { return nil }
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 4096)
    guard fgets(&buffer, Int32(buffer.count), file) != nil else { return nil }
    let text = String(
      decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    // Fields after the command's closing parenthesis (the name may hold spaces): the 28th
    // field of the line, `startstack`, is the 26th after it.
    guard let close = text.lastIndex(of: ")") else { return nil }
    let fields = text[text.index(after: close)...].split(separator: " ")
    guard fields.count > 25, let start = UInt(fields[25]) else { return nil }
    return start > UInt(limit.rlim_cur) ? start - UInt(limit.rlim_cur) : nil
  }()

  #if canImport(Glibc)
    // Not in the Glibc module (it needs _GNU_SOURCE): looked up in the C library.
    private typealias GetAttributes =
      @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
    private static let getAttributes: GetAttributes? = dlsym(nil, "pthread_getattr_np").map {
      unsafeBitCast($0, to: GetAttributes.self)
    }
  #endif

  /// The lowest address of the calling thread's stack; nil when unknown.
  private static func low(near address: UInt) -> UInt? {
    if let mainLow, address > mainLow, address - mainLow < 1 << 30 { return mainLow }
    #if canImport(Glibc)
      var attributes = pthread_attr_t()
      guard let getAttributes, getAttributes(pthread_self(), &attributes) == 0 else { return nil }
      defer { pthread_attr_destroy(&attributes) }
      var base: UnsafeMutableRawPointer?
      var size = 0
      guard pthread_attr_getstack(&attributes, &base, &size) == 0, let base else { return nil }
      return UInt(bitPattern: base)
    #else
      return nil
    #endif
  }

  /// Bytes left below the caller's frame; `Int.max` when that cannot be known.
  static func left() -> Int {
    var marker: UInt8 = 0
    let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    guard let low = low(near: here), here > low else { return .max }
    return Int(here - low)
  }
}
