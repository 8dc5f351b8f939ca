/// What a cache beside the history was made from: a hash of the history's first `length`
/// bytes and that length. A cache is trusted only when the file's first bytes still hash the
/// same — never by inode, size or the bytes near the end, which a file edited in place (a
/// typo fixed in a name: same inode, same size) or a new file on a reused inode keep.
///
/// Hashing the covered bytes is one sequential read, a block at a time (memory stays one
/// block whatever the history): eight bytes a step, each word keyed by its position, so it
/// costs a small part of decoding the same bytes.
package struct ContentDigest: Equatable, Sendable {
  package var length: Int
  package var hash: UInt64

  package init(length: Int, hash: UInt64) {
    self.length = length
    self.hash = hash
  }

  /// Bytes read a time: a multiple of eight, so words never straddle two blocks.
  static let block = 1 << 20

  /// The digest of the first `length` bytes of `snapshot`; nil when they cannot all be read
  /// (the file was cut shorter: no cache can be trusted then).
  package static func of(_ snapshot: any HistorySnapshot, length: Int) -> ContentDigest? {
    of(snapshot, at: [length])[0]
  }

  /// The digests of the first bytes up to each of `stops` (ascending), in one read: a cache
  /// is checked and the digest of the grown file made in the same pass.
  package static func of(_ snapshot: any HistorySnapshot, at stops: [Int]) -> [ContentDigest?] {
    var digests = [ContentDigest?](repeating: nil, count: stops.count)
    guard let first = stops.first, first >= 0, let last = stops.last, last <= snapshot.size,
      zip(stops, stops.dropFirst()).allSatisfy({ $0 <= $1 })
    else { return digests }
    var hasher = Hasher64()
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: block, alignment: 8)
    defer { buffer.deallocate() }
    // Always a multiple of eight: the words are read at the same places whatever the stops.
    var offset = 0
    var next = 0
    while next < stops.count {
      let stop = stops[next]
      let whole = stop - stop % 8
      let wanted = offset < whole ? min(block, whole - offset) : stop - offset
      let part = UnsafeMutableRawBufferPointer(rebasing: buffer[..<wanted])
      guard (try? LineReader.fill(snapshot, at: offset, into: part)) == wanted else {
        return digests
      }
      if offset < whole {
        hasher.add(words: UnsafeRawBufferPointer(part))
        offset += wanted
        continue
      }
      var ending = hasher
      ending.add(tail: UnsafeRawBufferPointer(part))
      digests[next] = ContentDigest(length: stop, hash: ending.finish(length: stop))
      next += 1
    }
    return digests
  }

  /// Whether `snapshot` still begins with the bytes this digest was made from.
  package func matches(_ snapshot: any HistorySnapshot) -> Bool {
    Self.of(snapshot, length: length) == self
  }

  /// The bytes' words mixed in order, each with its position, in four lanes: word `p` goes
  /// to lane `p % 4`, so four independent chains of multiplications keep the processor busy
  /// where one chain waited on each product (the digest of a million-quiz history took a
  /// fifth of `report`'s time with one lane). Lanes follow the word's place in the file, not
  /// in the block, so the digest is the same however the reads are cut.
  struct Hasher64 {
    private var a: UInt64 = 0x9E37_79B9_7F4A_7C15
    private var b: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private var c: UInt64 = 0x1656_67B1_9E37_79F9
    private var d: UInt64 = 0x27D4_EB2F_1656_67C5
    private var words: UInt64 = 0

    /// Whole words (`bytes.count` a multiple of eight).
    mutating func add(words bytes: UnsafeRawBufferPointer) {
      let count = bytes.count / 8
      var index = 0
      // One word at a time until the next word's place is a multiple of four.
      while index < count, (words &+ UInt64(truncatingIfNeeded: index)) & 3 != 0 {
        addOne(bytes.loadUnaligned(fromByteOffset: index &* 8, as: UInt64.self), at: index)
        index &+= 1
      }
      var (a, b, c, d) = (self.a, self.b, self.c, self.d)
      while count &- index >= 4 {
        let place = words &+ UInt64(truncatingIfNeeded: index)
        let offset = index &* 8
        a = Self.mix(a ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self) ^ place)
        b = Self.mix(
          b ^ bytes.loadUnaligned(fromByteOffset: offset &+ 8, as: UInt64.self) ^ (place &+ 1))
        c = Self.mix(
          c ^ bytes.loadUnaligned(fromByteOffset: offset &+ 16, as: UInt64.self) ^ (place &+ 2))
        d = Self.mix(
          d ^ bytes.loadUnaligned(fromByteOffset: offset &+ 24, as: UInt64.self) ^ (place &+ 3))
        index &+= 4
      }
      (self.a, self.b, self.c, self.d) = (a, b, c, d)
      while index < count {
        addOne(bytes.loadUnaligned(fromByteOffset: index &* 8, as: UInt64.self), at: index)
        index &+= 1
      }
      words &+= UInt64(truncatingIfNeeded: count)
    }

    /// The word at `index` of the current call into the lane its place in the file names.
    private mutating func addOne(_ word: UInt64, at index: Int) {
      let place = words &+ UInt64(truncatingIfNeeded: index)
      switch place & 3 {
      case 0: a = Self.mix(a ^ word ^ place)
      case 1: b = Self.mix(b ^ word ^ place)
      case 2: c = Self.mix(c ^ word ^ place)
      default: d = Self.mix(d ^ word ^ place)
      }
    }

    /// The last bytes, fewer than eight.
    mutating func add(tail bytes: UnsafeRawBufferPointer) {
      guard !bytes.isEmpty else { return }
      var last: UInt64 = 0
      for (shift, byte) in bytes.enumerated() { last |= UInt64(byte) << (8 * UInt64(shift)) }
      a = Self.mix(a ^ last ^ ~words)
    }

    func finish(length: Int) -> UInt64 {
      let lanes = Self.mix(Self.mix(Self.mix(a ^ Self.mix(b)) ^ c) ^ Self.mix(d))
      return Self.mix(lanes ^ UInt64(truncatingIfNeeded: length))
    }

    /// SplitMix64's finaliser: every input bit moves about half the output bits.
    @inline(__always)
    static func mix(_ value: UInt64) -> UInt64 {
      var value = value &* 0xBF58_476D_1CE4_E5B9
      value ^= value >> 31
      value &*= 0x94D0_49BB_1331_11EB
      return value ^ (value >> 29)
    }
  }
}
