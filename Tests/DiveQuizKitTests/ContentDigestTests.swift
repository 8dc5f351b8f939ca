import XCTest

@testable import DiveQuizCore

/// The digest is made three ways — a block at a time on one thread, on several threads for a
/// large history, and by the workers of a parallel read as the bytes go by — and the caches
/// beside the history trust it only if all three agree, byte for byte, whatever the cuts.
final class ContentDigestTests: XCTestCase {
  /// Lines of 40 to 2,000 bytes, a few cut by `\r\n`, one longer than a chunk.
  private static func history(size: Int, longLineAt: Int? = nil) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(size)
    var state: UInt64 = 0x1234_5678
    while bytes.count < size {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      var length = 40 + Int(state >> 33) % 1960
      if let longLineAt, bytes.count >= longLineAt, bytes.count < longLineAt + 4096 {
        length = 3 << 20
      }
      for index in 0..<min(length, size - bytes.count) {
        bytes.append(0x61 &+ UInt8(truncatingIfNeeded: (Int(state >> 40) &+ index) % 26))
      }
      if bytes.count < size { bytes.append(0x0A) }
    }
    return bytes
  }

  /// The digest streamed through `Stream` in pieces of `piece` bytes.
  private static func streamed(_ bytes: [UInt8], piece: Int) -> UInt64 {
    var stream = ContentDigest.Stream(at: 0)
    bytes.withUnsafeBytes { raw in
      var start = 0
      while start < raw.count {
        let end = min(raw.count, start + piece)
        stream.add(UnsafeRawBufferPointer(rebasing: raw[start..<end]))
        start = end
      }
    }
    var chain = ContentDigest.Chain()
    for block in stream.finish() { chain.add(block) }
    return chain.finish(length: bytes.count)
  }

  func testStreamedBlocksHashAsTheFileIsRead() {
    for size in [0, 1, 7, 8, ContentDigest.block, ContentDigest.block + 3, 3 * ContentDigest.block]
    {
      let bytes = Self.history(size: size)
      let read = ContentDigest.of(BytesSnapshot(bytes), length: size)
      for piece in [1, 5, 8, 4093, 1 << 18] where size < 1 << 16 || piece > 8 {
        XCTAssertEqual(
          Self.streamed(bytes, piece: piece), read?.hash, "size \(size) piece \(piece)")
      }
    }
  }

  /// Above the parallel threshold the blocks are hashed on several threads; a stop inside a
  /// block, on a block's edge and at the end all agree with the one-thread stream.
  func testBlocksHashedOnSeveralThreadsAgree() {
    let size = ParallelReader.threshold + 3 * ContentDigest.block / 2 + 5
    let bytes = Self.history(size: size)
    let snapshot = BytesSnapshot(bytes)
    let stops = [0, 3, ContentDigest.block, ContentDigest.block + 9, size - 1, size]
    let digests = ContentDigest.of(snapshot, at: stops)
    for (stop, digest) in zip(stops, digests) {
      XCTAssertEqual(digest?.length, stop)
      XCTAssertEqual(digest?.hash, Self.streamed(Array(bytes[..<stop]), piece: 1 << 18), "\(stop)")
    }
    var changed = bytes
    changed[size - 1] ^= 1
    let after = ContentDigest.of(BytesSnapshot(changed), at: [size - 1, size])
    XCTAssertEqual(after[0], digests[4], "the bytes before the change")
    XCTAssertNotEqual(after[1], digests[5], "the last byte changed")
  }

  /// The workers of a parallel read hash each chunk as they read it, the bytes before its
  /// first line too; chained in order, the hashes give the file's digest — also with a line
  /// longer than a chunk, where a chunk has no line of its own.
  func testAParallelReadHashesTheBytesItReads() throws {
    for (size, long) in [(9 << 20, nil), ((9 << 20) + 77, 2 << 20), (5 << 20, nil)] {
      let bytes = Self.history(size: size, longLineAt: long)
      let snapshot = BytesSnapshot(bytes)
      for chunk in [1 << 20, 2 << 20] {
        let reader = ParallelReader(workers: 2, chunk: chunk)
        var chain: ContentDigest.Chain? = ContentDigest.Chain()
        var lines = 0
        func visit(_ count: Int, _ blocks: [UInt64]?) -> Bool {
          lines += count
          if let blocks {
            for block in blocks { chain?.add(block) }
          } else {
            chain = nil
          }
          return true
        }
        try reader.fold(
          snapshot, hashing: true, into: { 0 }, line: { count, _ in count += 1 }, finish: { $0 },
          visit)
        XCTAssertEqual(lines, bytes.split(separator: 0x0A).count)
        XCTAssertEqual(
          chain?.finish(length: size), ContentDigest.of(snapshot, length: size)?.hash,
          "size \(size) chunk \(chunk)")
      }
    }
  }

  /// Products summed in order, not mixed in a chain: the order of the words must still count.
  /// Two words swapped (the two of a pair, the neighbours of two pairs, words far apart, and
  /// pairs 64 apart, where the sum's rotation comes round again), a word moved by a byte, and
  /// a byte changed in each of the first words all change the digest.
  func testWordsSwappedOrMovedChangeTheDigest() {
    let bytes = Self.history(size: 4096)
    let digest = ContentDigest.of(BytesSnapshot(bytes), length: bytes.count)
    func swapped(_ first: Int, _ second: Int) -> [UInt8] {
      var changed = bytes
      for offset in 0..<8 { changed.swapAt(8 * first + offset, 8 * second + offset) }
      return changed
    }
    var changes = [
      swapped(2, 3), swapped(3, 4), swapped(10, 74), swapped(0, 64), swapped(0, 128),
      swapped(1, 129),
      Array(bytes.dropFirst()) + [0x61],
    ]
    for position in 0..<64 {
      var changed = bytes
      changed[position] ^= 0x01
      changes.append(changed)
    }
    for changed in changes where changed != bytes {
      XCTAssertNotEqual(ContentDigest.of(BytesSnapshot(changed), length: changed.count), digest)
    }
  }
}
