#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The C library's byte search and comparison, for the readers that scan a whole history:
/// `memchr` and `memcmp` use the processor's vector instructions, which a Swift loop over a
/// 787 MB file does not. The one place the core's history readers call them.
package enum Bytes {
  /// The index (from `base`) of the first `byte` in `from..<to`; nil when there is none.
  @inline(__always)
  package static func index(
    of byte: UInt8, in base: UnsafePointer<UInt8>, from: Int, to: Int
  ) -> Int? {
    guard to > from, let found = memchr(base + from, Int32(byte), to - from) else { return nil }
    return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
  }

  /// Whether the `count` bytes at `a` and at `b` are the same.
  @inline(__always)
  package static func equal(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, count: Int)
    -> Bool
  {
    memcmp(a, b, count) == 0
  }
}
