import DiveQuizCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's limits as the kernel states them (`ulimit -v`, `ulimit -s`), told to the
/// core (`ProcessLimits`) once at start-up so that its readers can respect them without
/// asking the system themselves.
package enum SystemLimits {
  /// Reads the limits and leaves them with the core. Call before any file is read and before
  /// any thread starts: the core reads what this writes without a lock.
  package static func install() {
    ProcessLimits.addressSpace = addressSpace
    ProcessLimits.stackLeft = { stackLeft() }
    fixHeapThreshold()
  }

  /// Blocks above this size are mapped for themselves and given back to the system when
  /// freed. glibc starts at 128 KiB and raises the threshold to the largest mapped block freed
  /// so far; from then on a report's chunks of entries (about 2 MiB, made on a worker and
  /// freed by the reader for every 4 MiB of history) were carved from the heaps and left them
  /// scattered, and its peak grew with the history (20.2 MB at 100k quizzes, 22.7 MB at 1M).
  /// Fixed here above the line reader's buffer (1 MiB and a byte, freed and taken again at
  /// the same size for every chunk, which the heap serves at once), the peak is flat
  /// (18.4 MB, 18.6 MB) at the same speed.
  static let heapThreshold: Int32 = 1 << 20 + 1 << 18

  private static func fixHeapThreshold() {
    #if canImport(Glibc)
      // `mallopt` is in <malloc.h>, which the Glibc module leaves out: looked up in the C
      // library; -3 is its `M_MMAP_THRESHOLD`.
      typealias SetOption = @convention(c) (Int32, Int32) -> Int32
      guard let found = dlsym(nil, "mallopt") else { return }
      _ = unsafeBitCast(found, to: SetOption.self)(-3, heapThreshold)
    #endif
  }

  /// The address space this process may use, in bytes; nil when unlimited.
  static var addressSpace: Int? {
    var limit = rlimit()
    guard getrlimit(resource(RLIMIT_AS), &limit) == 0, limit.rlim_cur != rlim_t.max,
      limit.rlim_cur < UInt64(Int.max)
    else { return nil }
    return Int(limit.rlim_cur)
  }

  #if canImport(Glibc)
    private static func resource(_ value: __rlimit_resource) -> __rlimit_resource_t {
      __rlimit_resource_t(value.rawValue)
    }
  #else
    private static func resource(_ value: Int32) -> Int32 { value }
  #endif

  /// The lowest address the main thread's stack may grow to: where it started (from
  /// `/proc/self/stat`, read once) less the stack limit (`ulimit -s`). Nil when unknown.
  private static let mainLow: UInt? = {
    var limit = rlimit()
    guard getrlimit(resource(RLIMIT_STACK), &limit) == 0, limit.rlim_cur != rlim_t.max
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
  static func stackLeft() -> Int {
    var marker: UInt8 = 0
    let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    guard let low = low(near: here), here > low else { return .max }
    return Int(here - low)
  }
}
