import Dispatch

/// What a cache beside the history was made from: a hash of the history's first `length`
/// bytes and that length. A cache is trusted only when the file's first bytes still hash the
/// same — never by inode, size or the bytes near the end, which a file edited in place (a
/// typo fixed in a name: same inode, same size) or a new file on a reused inode keep.
///
/// The bytes are hashed in blocks of a mebibyte, each on its own, and the blocks' hashes then
/// chained in order: any thread may hash any block, so a large history's digest is made on
/// several threads, or by the workers of a parallel read as the bytes go by
/// (`ParallelReader.fold(hashing:)`), where hashing it after the read was a fifth of `report`.
package struct ContentDigest: Equatable, Sendable {
  package var length: Int
  package var hash: UInt64

  /// Bytes per block: a multiple of eight, so words never straddle two blocks.
  package static let block = 1 << 20

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
    guard let hashes = BlockHashes.read(snapshot, upTo: last, stops: stops) else {
      return digests
    }
    var chain = Chain()
    var next = 0
    for (index, stop) in stops.enumerated() {
      while next < stop / block {
        chain.add(hashes.whole[next])
        next += 1
      }
      var ending = chain
      if stop % block != 0 { ending.add(hashes.partial[index]) }
      digests[index] = ContentDigest(length: stop, hash: ending.finish(length: stop))
    }
    return digests
  }

  /// Whether `snapshot` still begins with the bytes this digest was made from.
  package func matches(_ snapshot: any HistorySnapshot) -> Bool {
    Self.of(snapshot, length: length) == self
  }

  /// The blocks' hashes in file order, then the length.
  package struct Chain: Sendable {
    private var state: UInt64 = 0x243F_6A88_85A3_08D3

    package init() {}

    package mutating func add(_ blockHash: UInt64) { state = Hasher64.mix(state ^ blockHash) }

    package func finish(length: Int) -> UInt64 {
      Hasher64.mix(state ^ Hasher64.mix(UInt64(truncatingIfNeeded: length)))
    }
  }

  /// The hashes of the blocks that start at a block's first byte, fed bytes in file order in
  /// pieces of any size (a parallel reader's fills).
  package struct Stream {
    private var hasher = Hasher64()
    /// Bytes of the current block taken.
    private var taken = 0
    /// A word begun in one piece and ended in the next.
    private var pending: UInt64 = 0
    private var pendingCount = 0
    package private(set) var hashes: [UInt64] = []
    /// The offset of the next byte expected.
    package private(set) var position: Int

    /// - Parameter offset: where the bytes start, a multiple of `block`.
    package init(at offset: Int) { position = offset }

    package mutating func add(_ bytes: UnsafeRawBufferPointer) {
      var rest = bytes
      while !rest.isEmpty {
        let count = min(block - taken, rest.count)
        take(UnsafeRawBufferPointer(rebasing: rest[..<count]))
        rest = UnsafeRawBufferPointer(rebasing: rest[count...])
        if taken == block { closeBlock() }
      }
    }

    /// Ends a block cut short by the end of the bytes (the file's last block).
    package mutating func finish() -> [UInt64] {
      if taken > 0 { closeBlock() }
      return hashes
    }

    private mutating func take(_ bytes: UnsafeRawBufferPointer) {
      var rest = bytes
      while pendingCount > 0, let byte = rest.first {
        pending |= UInt64(byte) << (8 * UInt64(pendingCount))
        pendingCount = (pendingCount + 1) & 7
        rest = UnsafeRawBufferPointer(rebasing: rest.dropFirst())
        if pendingCount == 0 {
          withUnsafeBytes(of: pending.littleEndian) { hasher.add(words: $0) }
          pending = 0
        }
      }
      let whole = rest.count - rest.count % 8
      hasher.add(words: UnsafeRawBufferPointer(rebasing: rest[..<whole]))
      for byte in rest[whole...] {
        pending |= UInt64(byte) << (8 * UInt64(pendingCount))
        pendingCount += 1
      }
      taken += bytes.count
      position += bytes.count
    }

    private mutating func closeBlock() {
      if pendingCount > 0 {
        withUnsafeBytes(of: pending.littleEndian) {
          hasher.add(tail: UnsafeRawBufferPointer(rebasing: $0[..<pendingCount]))
        }
      }
      hashes.append(hasher.finish(length: taken))
      (hasher, taken, pending, pendingCount) = (Hasher64(), 0, 0, 0)
    }
  }

  /// A mebibyte-aligned block of bytes hashed whole, and at each stop inside it.
  static func hash(
    _ bytes: UnsafeRawBufferPointer, stopsInside: [Int]
  ) -> (whole: UInt64, partial: [UInt64]) {
    var hasher = Hasher64()
    var done = 0
    var partial: [UInt64] = []
    for stop in stopsInside {
      let whole = stop - stop % 8
      hasher.add(words: UnsafeRawBufferPointer(rebasing: bytes[done..<whole]))
      done = whole
      var ending = hasher
      ending.add(tail: UnsafeRawBufferPointer(rebasing: bytes[whole..<stop]))
      partial.append(ending.finish(length: stop))
    }
    let whole = bytes.count - bytes.count % 8
    hasher.add(words: UnsafeRawBufferPointer(rebasing: bytes[done..<whole]))
    hasher.add(tail: UnsafeRawBufferPointer(rebasing: bytes[whole...]))
    return (hasher.finish(length: bytes.count), partial)
  }

  /// One block's words taken two at a time, each pair multiplied together after each word is
  /// offset by a key and by the pair's place in the block (a full 128-bit product, folded),
  /// the products added in order to a sum rotated a bit each time: the hash of a block is the
  /// same however the reads are cut, since the words go in in order and only a pair's place
  /// offsets it.
  ///
  /// Why products, not a chain of mixes: a chain makes each word wait for the last (four
  /// lanes of two multiplications each ran at about 2 bytes a cycle, a tenth of a `report`);
  /// a product depends on nothing but its words and place, and the sum waits only on an add.
  /// Why pairs (as UMAC's NH hash): one multiplication per 16 bytes, where one per word took
  /// 1.6 times as long on the same mebibytes. The full product of two 64-bit factors is zero
  /// only when one is, so a word changed alone changes the product unless the other factor is
  /// zero (one value in 2^64); the two keys differ, so a pair swapped changes it too.
  struct Hasher64 {
    private var sum: UInt64 = 0x9E37_79B9_7F4A_7C15
    private var words: UInt64 = 0
    /// The first word of a pair whose second has not come (when `words` is odd).
    private var held: UInt64 = 0

    private static let key: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let otherKey: UInt64 = 0x27D4_EB2F_1656_67C5
    private static let step: UInt64 = 0x1656_67B1_9E37_79F9
    /// The second word of a pair the block's end leaves alone.
    private static let alone: UInt64 = 0x8EBC_6AF0_9C88_C6E3

    /// Whole words (`bytes.count` a multiple of eight).
    mutating func add(words bytes: UnsafeRawBufferPointer) {
      let count = bytes.count / 8
      guard count > 0 else { return }
      var sum = self.sum
      var index = 0
      var place = (words >> 1) &* Self.step
      if words & 1 == 1 {
        let second = bytes.loadUnaligned(fromByteOffset: 0, as: UInt64.self)
        sum = Self.rotated(sum) &+ Self.term(held, second, place)
        place &+= Self.step
        index = 1
      }
      while index &+ 1 < count {
        let first = bytes.loadUnaligned(fromByteOffset: index &* 8, as: UInt64.self)
        let second = bytes.loadUnaligned(fromByteOffset: index &* 8 &+ 8, as: UInt64.self)
        sum = Self.rotated(sum) &+ Self.term(first, second, place)
        place &+= Self.step
        index &+= 2
      }
      if index < count { held = bytes.loadUnaligned(fromByteOffset: index &* 8, as: UInt64.self) }
      self.sum = sum
      words &+= UInt64(truncatingIfNeeded: count)
    }

    /// Rotated before each term: a plain sum is a reduction the compiler turns into vector
    /// code that moves each product between registers, at half the speed of this.
    @inline(__always)
    private static func rotated(_ sum: UInt64) -> UInt64 { sum << 1 | sum >> 63 }

    @inline(__always)
    private static func term(_ first: UInt64, _ second: UInt64, _ place: UInt64) -> UInt64 {
      let product = ((first ^ key) &+ place).multipliedFullWidth(by: (second ^ otherKey) &+ place)
      return product.high ^ product.low
    }

    /// The last bytes, fewer than eight: a word of their own, complemented so that a tail of
    /// zeros differs from none (the length in `finish` tells the counts apart).
    mutating func add(tail bytes: UnsafeRawBufferPointer) {
      guard !bytes.isEmpty else { return }
      var last: UInt64 = 0
      for (shift, byte) in bytes.enumerated() { last |= UInt64(byte) << (8 * UInt64(shift)) }
      if words & 1 == 1 {
        sum = Self.rotated(sum) &+ Self.term(held, ~last, (words >> 1) &* Self.step)
      } else {
        held = ~last
      }
      words &+= 1
    }

    func finish(length: Int) -> UInt64 {
      var sum = self.sum
      if words & 1 == 1 {
        sum = Self.rotated(sum) &+ Self.term(held, Self.alone, (words >> 1) &* Self.step)
      }
      return Self.mix(Self.mix(sum) ^ UInt64(truncatingIfNeeded: length))
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
