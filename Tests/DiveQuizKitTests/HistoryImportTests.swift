import DiveQuizCore
import DiveQuizTestSupport
import Foundation
import XCTest

/// The streaming import in the core, with batches of a few records: the lines appended are
/// the bytes read, what another writer stores between two batches is never stored again,
/// and a stop keeps whole batches that a second import completes.
final class HistoryImportTests: XCTestCase {
  private func record(_ id: String) -> QuizRecord {
    SampleHistory.record(
      id, judge: "Bob",
      questions: [SampleHistory.question(3, chosen: nil, key: SampleHistory.failed)])
  }

  private func lines(_ ids: [String]) -> [UInt8] { ids.map(record).flatMap(RecordCodec.encode) }

  private func ids(_ bytes: [UInt8]) -> [String] { HistoryContents.parse(bytes).records.map(\.id) }

  /// Stores `others` just before its `after`-th append, as another import would.
  private final class Interleaved: HistoryStorage {
    let store: MemoryHistoryStorage
    private let others: [UInt8]
    private let after: Int
    private var calls = 0

    init(_ store: MemoryHistoryStorage, others: [UInt8], after: Int) {
      (self.store, self.others, self.after) = (store, others, after)
    }

    var location: String { store.location }

    func append(_ prepare: (any HistorySnapshot) throws(HistoryError) -> [UInt8])
      throws(HistoryError) -> Int
    {
      calls += 1
      if calls == after { try store.append(others) }
      return try store.append(prepare)
    }

    func snapshot() throws(HistoryError) -> any HistorySnapshot { try store.snapshot() }
  }

  func testBatchesAppendTheLinesAsReadAndNeverRepeatAnotherWritersQuizzes() throws {
    let source = (0..<40).map { "s\($0)" }
    // Spaces after the colons: a layout of another tool, kept as it is.
    let odd = Array(
      String(decoding: RecordCodec.encode(record("odd")), as: UTF8.self)
        .replacingOccurrences(of: "\"judge\":", with: "\"judge\": ").utf8)
    let main = MemoryHistoryStorage(bytes: lines(["mine", "s3"]))
    let storage = Interleaved(main, others: lines(["s30", "x", "s31"]), after: 2)
    var merge = HistoryImport(into: storage, batch: 2_000)
    XCTAssertTrue(try merge.readHistory(try storage.snapshot()))
    let end = try merge.add(BytesSnapshot(lines(source) + odd), path: "class.jsonl")
    try merge.finish()
    XCTAssertEqual(end, .finished)
    let stored = ids(main.bytes)
    XCTAssertEqual(stored.count, Set(stored).count, "no quiz twice")
    XCTAssertEqual(Set(stored), Set(["mine", "x", "odd"] + source))
    XCTAssertGreaterThan(main.appends, 3, "several batches")
    XCTAssertEqual(merge.tallies.map(\.added), [source.count - 3 + 1])
    XCTAssertEqual(merge.tallies.map(\.present), [3])
    XCTAssertEqual(merge.stored, source.count - 3 + 1)
    XCTAssertTrue(String(decoding: main.bytes, as: UTF8.self).contains("\"judge\": \"Bob\""))
  }

  func testAStopKeepsWholeBatchesAndASecondImportCompletesIt() throws {
    let source = lines((0..<3_000).map { "s\($0)" })
    let main = MemoryHistoryStorage()
    var first = HistoryImport(into: main, batch: 4_000)
    var asked = 0
    first.shouldStop = {
      asked += 1
      return asked == 1
    }
    XCTAssertTrue(try first.readHistory(try main.snapshot()))
    XCTAssertEqual(try first.add(BytesSnapshot(source), path: "s.jsonl"), .stopped)
    XCTAssertEqual(ids(main.bytes).count, first.stored)
    XCTAssertGreaterThan(first.stored, 0)
    XCTAssertEqual(HistoryContents.parse(main.bytes).skipped, [])
    var second = HistoryImport(into: main)
    XCTAssertTrue(try second.readHistory(try main.snapshot()))
    XCTAssertEqual(try second.add(BytesSnapshot(source), path: "s.jsonl"), .finished)
    try second.finish()
    XCTAssertEqual(ids(main.bytes), (0..<3_000).map { "s\($0)" })
    XCTAssertEqual(second.tallies.first?.present, first.stored)
  }
}
