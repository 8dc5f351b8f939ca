import DiveQuizCore
import DiveQuizTerminal
import DiveQuizTestSupport
import XCTest

/// Reading a history a chunk at a time: every chunk size gives the same lines as splitting
/// the whole file, forwards and backwards, and an overlong line is reported, never held.
final class LineReaderTests: XCTestCase {
  private struct Seen: Equatable {
    var text: String
    var offset: Int
    var number: Int?
    var overlong: Int?
  }

  private func forward(_ bytes: [UInt8], chunk: Int, limit: Int, from start: Int = 0) throws
    -> [Seen]
  {
    var seen: [Seen] = []
    try LineReader(chunk: chunk, limit: limit).forward(BytesSnapshot(bytes), from: start) {
      seen.append(
        Seen(
          text: String(decoding: $0.bytes, as: UTF8.self), offset: $0.offset, number: $0.number,
          overlong: $0.overlong))
      return true
    }
    return seen
  }

  private func backward(_ bytes: [UInt8], chunk: Int, limit: Int) throws -> [Seen] {
    var seen: [Seen] = []
    try LineReader(chunk: chunk, limit: limit).backward(BytesSnapshot(bytes)) {
      seen.append(
        Seen(
          text: String(decoding: $0.bytes, as: UTF8.self), offset: $0.offset, number: $0.number,
          overlong: $0.overlong))
      return true
    }
    return seen
  }

  /// What a plain split gives: non-blank lines, CR dropped, numbered from 1.
  private func expected(_ text: String, limit: Int) -> [Seen] {
    var seen: [Seen] = []
    var offset = 0
    // Split by bytes: as characters, "\r\n" would be one.
    let parts = Array(text.utf8).split(separator: 0x0A, omittingEmptySubsequences: false)
    for (index, part) in parts.enumerated() {
      var line = Array(part)
      let length = line.count
      if line.last == 0x0D { line.removeLast() }
      if length > limit {
        seen.append(Seen(text: "", offset: offset, number: index + 1, overlong: length))
      } else if !line.isEmpty {
        seen.append(
          Seen(
            text: String(decoding: line, as: UTF8.self), offset: offset, number: index + 1,
            overlong: nil))
      }
      offset += length + 1
    }
    return seen
  }

  func testEveryChunkSizeGivesTheSameLinesBothWays() throws {
    let text = "first\nsecond line\r\n\n\nx\n" + String(repeating: "y", count: 40) + "\nlast"
    let bytes = Array(text.utf8)
    let want = expected(text, limit: 30)
    for chunk in [1, 2, 3, 5, 7, 16, 64, 1000] {
      XCTAssertEqual(try forward(bytes, chunk: chunk, limit: 30), want, "chunk \(chunk)")
      let back = try backward(bytes, chunk: chunk, limit: 30)
      XCTAssertEqual(
        back.map(\.text), want.reversed().map(\.text), "chunk \(chunk) from the end")
      XCTAssertEqual(back.map(\.offset), want.reversed().map(\.offset))
      XCTAssertEqual(back.map(\.overlong), want.reversed().map(\.overlong))
      XCTAssertTrue(back.allSatisfy { $0.number == nil })
    }
  }

  func testAnOverlongLineIsSkippedByLengthNeverHeld() throws {
    let long = String(repeating: "z", count: 5000)
    let bytes = Array("a\n\(long)\nb\n".utf8)
    let lines = try forward(bytes, chunk: 64, limit: 100)
    XCTAssertEqual(lines.map(\.text), ["a", "", "b"])
    XCTAssertEqual(lines[1].overlong, 5000)
    XCTAssertEqual(lines[1].offset, 2)
    XCTAssertEqual(lines.map(\.number), [1, 2, 3])
    let back = try backward(bytes, chunk: 64, limit: 100)
    XCTAssertEqual(back.map(\.overlong), [nil, 5000, nil])
    XCTAssertEqual(back[1].offset, 2)
  }

  func testReadingFromAnOffsetAndStopping() throws {
    let bytes = Array("one\ntwo\nthree\nfour\n".utf8)
    XCTAssertEqual(
      try forward(bytes, chunk: 3, limit: 10, from: 4).map(\.text), ["two", "three", "four"])
    var count = 0
    let finished = try LineReader(chunk: 2, limit: 10).backward(BytesSnapshot(bytes)) { _ in
      count += 1
      return count < 2
    }
    XCTAssertFalse(finished)
    XCTAssertEqual(count, 2)
    XCTAssertEqual(try LineReader(chunk: 3).lineNumber(of: 8, in: BytesSnapshot(bytes)), 3)
  }

  /// The threaded reader hands over exactly what one reader would, in the same order.
  func testTheParallelReaderMatchesOneReader() throws {
    var bytes: [UInt8] = []
    for index in 0..<300 {
      if index % 37 == 5 { bytes += Array("damaged line \(index)\n".utf8) }
      if index % 53 == 7 { bytes += [0x0A, 0x0A] }
      if index % 101 == 9 { bytes += Array(String(repeating: "q", count: 3000).utf8) + [0x0A] }
      let record = SampleHistory.record(
        "id-\(index)", judge: index % 3 == 0 ? "Ann" : "Bob", daysLater: Double(index),
        questions: [SampleHistory.question(index % 40 + 1, chosen: nil, key: SampleHistory.failed)])
      bytes += RecordCodec.encode(record)
    }
    bytes += Array("cut off at the end".utf8)
    let snapshot = BytesSnapshot(bytes)
    var one: [String] = []
    try LineReader(limit: 2000).forward(snapshot) { line in
      switch RecordCodec.decode(line) {
      case .success(let record): one.append("\(line.offset) \(record.id)")
      case .failure(let problem): one.append("\(line.offset) \(problem)")
      }
      return true
    }
    for workers in [1, 2, 3] {
      for chunk in [97, 1000, 4096] {
        var many: [String] = []
        try ParallelReader(
          workers: workers, chunk: chunk, reader: LineReader(chunk: 64, limit: 2000)
        )
        .forEach(snapshot) { item in
          switch item {
          case .record(let record, let offset): many.append("\(offset) \(record.id)")
          case .problem(let problem, let offset): many.append("\(offset) \(problem)")
          }
          return true
        }
        XCTAssertEqual(many, one, "\(workers) workers, chunks of \(chunk)")
      }
    }
    // Stopping early leaves no thread behind and reports the stop.
    var taken = 0
    let finished = try ParallelReader(workers: 2, chunk: 200).forEach(snapshot) { _ in
      taken += 1
      return taken < 10
    }
    XCTAssertFalse(finished)
    XCTAssertEqual(taken, 10)
  }
}
