#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Random bytes straight from the kernel (`getrandom`, through `getentropy`), which needs no file descriptor: a
/// process that has run out of them (`ulimit -n`) still gets ids that cannot collide. Nil when
/// the kernel gives none; callers refuse to go on rather than fall back to a constant.
package enum KernelRandom {
  /// `count` random bytes, or nil. `getentropy` is the `getrandom` system call (no file,
  /// no descriptor), at most 256 bytes a call.
  package static func bytes(_ count: Int) -> [UInt8]? {
    var result = [UInt8](repeating: 0, count: count)
    var filled = 0
    while filled < count {
      let step = min(256, count - filled)
      let status = result.withUnsafeMutableBytes { buffer in
        getentropy(buffer.baseAddress.map { $0 + filled }, step)
      }
      guard status == 0 else {
        if errno == EINTR { continue }
        return nil
      }
      filled += step
    }
    return result
  }

  /// A version-4 UUID in lowercase (`xxxxxxxx-xxxx-4xxx-[89ab]xxx-xxxxxxxxxxxx`), or nil when
  /// no randomness can be had.
  package static func uuid() -> String? {
    guard var bytes = bytes(16) else { return nil }
    bytes[6] = (bytes[6] & 0x0F) | 0x40
    bytes[8] = (bytes[8] & 0x3F) | 0x80
    let digits = Array("0123456789abcdef")
    var text = ""
    for (index, byte) in bytes.enumerated() {
      if [4, 6, 8, 10].contains(index) { text.append("-") }
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0x0F)])
    }
    return text
  }

  /// A random number below `bound`, or nil.
  package static func number(below bound: UInt64) -> UInt64? {
    guard bound > 0, let bytes = bytes(8) else { return nil }
    let value = bytes.reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    return value % bound
  }
}
