import XCTest

@testable import DiveQuizCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The question shortcuts read without bounds checks, trusting that a line ends with `}` and
/// that no byte is read before the one ahead of it has matched. These tests put each cut line's
/// `}` on the last byte of a readable page, with an unreadable page after it: a read one byte
/// too far ends the test process instead of passing unseen.
final class FastReaderBoundsTests: XCTestCase {
  /// Every prefix of the question shapes divequiz writes, closed by `}` at a page's end.
  func testNoShortcutReadsPastALineCutAnywhereInAQuestion() throws {
    let shapes = [
      "[44,5,\"j\",5,\"j\",10,5.4]", "[3,null,\"\",0,\"rj\",0,22.6]",
      "[123,0,\"jr\",1,\"r\",5,999.9]", "[0,2,\"rj\",2,\"j\",9,0.0]",
    ]
    try Self.withGuardedPage { page in
      var checked = 0
      for shape in shapes {
        let bytes = Array(shape.utf8)
        for cut in 1...bytes.count {
          let line = Array(bytes[0..<cut]) + [UInt8(ascii: "}")]
          let start = page.count - line.count
          for (offset, byte) in line.enumerated() { page[start + offset] = byte }
          guard let base = page.baseAddress else { return XCTFail("no page") }
          let at = UnsafePointer(base + start)
          let text = String(decoding: line, as: UTF8.self)
          // A cut question is never a whole one; the whole one is read up to its `]`.
          let whole = cut == bytes.count
          XCTAssertEqual(
            FastRecordReader.commonQuestion(at, end: UnsafePointer(base + page.count)) != nil,
            whole, text)
          XCTAssertEqual(FastRecordReader.slowQuestion(at) != nil, whole, text)
          checked += 1
        }
      }
      XCTAssertEqual(checked, shapes.reduce(0) { $0 + $1.utf8.count })
    }
  }

  /// The cut that `commonQuestion` once read past: the chosen owners, then the line's end.
  func testTheLineEndingRightAfterTheChosenOwnersIsReadInBounds() throws {
    try Self.withGuardedPage { page in
      let line = Array("[12,3,\"r\"}".utf8)
      let start = page.count - line.count
      for (offset, byte) in line.enumerated() { page[start + offset] = byte }
      guard let base = page.baseAddress else { return XCTFail("no page") }
      XCTAssertNil(
        FastRecordReader.commonQuestion(
          UnsafePointer(base + start), end: UnsafePointer(base + page.count)))
    }
  }

  /// A readable page followed by one that faults on any access.
  private static func withGuardedPage(
    _ body: (UnsafeMutableBufferPointer<UInt8>) throws -> Void
  ) throws {
    let size = Int(sysconf(Int32(_SC_PAGESIZE)))
    #if canImport(Glibc)
      let flags = MAP_PRIVATE | MAP_ANONYMOUS
    #else
      let flags = MAP_PRIVATE | MAP_ANON
    #endif
    guard let mapping = mmap(nil, size * 2, PROT_READ | PROT_WRITE, flags, -1, 0),
      mapping != MAP_FAILED
    else { throw XCTSkip("mmap failed") }
    defer { munmap(mapping, size * 2) }
    guard mprotect(mapping + size, size, PROT_NONE) == 0 else { throw XCTSkip("mprotect failed") }
    let bytes = mapping.bindMemory(to: UInt8.self, capacity: size)
    try body(UnsafeMutableBufferPointer(start: bytes, count: size))
  }
}
