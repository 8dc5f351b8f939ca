import DiveQuizCore
import DiveQuizTestSupport
import Foundation
import XCTest

@testable import DiveQuizSystem

/// The import's index of ids: every entry found again across spills to the scratch files,
/// every match read back and compared (forced collisions change nothing but the time), and a
/// scratch file that fails (a full disk) stops the import with whole records only.
final class ImportIndexTests: XCTestCase {
  private func record(_ id: String, judge: String = "Bob") -> QuizRecord {
    SampleHistory.record(
      id, judge: judge,
      questions: [SampleHistory.question(3, chosen: nil, key: SampleHistory.failed)])
  }

  private func lines(_ records: [QuizRecord]) -> [UInt8] {
    records.flatMap(RecordCodec.encode)
  }

  private func lines(_ ids: [String]) -> [UInt8] { lines(ids.map { record($0) }) }

  private func ids(_ bytes: [UInt8]) -> [String] { HistoryContents.parse(bytes).records.map(\.id) }

  func testEveryEntryIsFoundAgainAcrossSpills() throws {
    var index = ImportIndex(scratch: (MemoryScratch(), MemoryScratch()), tableSlots: 16)
    var spills = 0
    for number in 0..<3_000 {
      if index.wantsSpill {
        try index.spill()
        spills += 1
      }
      index.insert(
        UInt64(number % 701), at: .init(offset: number, length: number % 50, pending: false))
    }
    XCTAssertGreaterThan(spills, 300, "the table is small: most entries are on disk")
    XCTAssertGreaterThan(index.stored, 2_900)
    for hash in 0..<701 {
      let offsets = try index.places(of: UInt64(hash)).map(\.offset).sorted()
      XCTAssertEqual(offsets, Array(stride(from: hash, to: 3_000, by: 701)), "hash \(hash)")
    }
    XCTAssertEqual(try index.places(of: 5_000), [])
    let place = try XCTUnwrap(index.places(of: 3).first)
    XCTAssertEqual(place, .init(offset: 3, length: 3, pending: false))
  }

  func testAPendingPlaceIsMovedWhereItsLineIsStoredAndSurvivesASpill() throws {
    var index = ImportIndex(scratch: (MemoryScratch(), MemoryScratch()), tableSlots: 16)
    let queued = ImportIndex.Place(offset: 40, length: 12, pending: true)
    index.insert(9, at: queued)
    index.insert(9, at: .init(offset: 7, length: 12, pending: false))
    index.insert(10, at: .init(offset: 41, length: 5, pending: true))
    try index.spill()
    // The stored entry went to disk; the pending ones stayed in the table.
    XCTAssertEqual(index.stored, 1)
    XCTAssertEqual(index.used, 2)
    XCTAssertEqual(Set(try index.places(of: 9).map(\.offset)), [40, 7])
    index.update(9, from: queued, to: .init(offset: 1 << 38, length: 12, pending: false))
    try index.spill()
    XCTAssertEqual(index.stored, 2)
    XCTAssertEqual(
      Set(try index.places(of: 9).map(\.offset)), [1 << 38, 7])
    XCTAssertEqual(try index.places(of: 10), [.init(offset: 41, length: 5, pending: true)])
  }

  /// One run with real hashes, one where every id has the same hash (so every line is
  /// compared with every line filed before it), with a table that spills every few lines:
  /// the same quizzes stored, the same tallies.
  func testIDsThatShareAHashNeverMakeANewQuizLookPresent() throws {
    let history = lines((0..<30).map { "a\($0)" })
    var source = (10..<50).map { record("a\($0)") }
    // The same id with other contents: a conflict, kept.
    source.append(record("a5", judge: "Alice"))
    // A line the source holds twice: the second is present.
    source.append(record("a40"))
    // The same record in another layout: present.
    let spaced = Array(
      String(decoding: RecordCodec.encode(record("a12")), as: UTF8.self)
        .replacingOccurrences(of: "\"judge\":", with: "\"judge\": ").utf8)
    let sourceBytes = lines(source) + spaced

    func run(collide: Bool, file: StaticString = #filePath, line: UInt = #line) throws -> (
      bytes: [UInt8], merge: HistoryImport
    ) {
      let main = MemoryHistoryStorage(bytes: history)
      var merge = HistoryImport(into: main, batch: 1_500, tableSlots: 16)
      if collide { merge.hashID = { _ in 42 } }
      XCTAssertTrue(try merge.readHistory(try main.snapshot()), file: file, line: line)
      XCTAssertEqual(
        try merge.add(BytesSnapshot(sourceBytes), path: "s.jsonl"), .finished, file: file,
        line: line)
      try merge.finish()
      return (main.bytes, merge)
    }
    let plain = try run(collide: false)
    let colliding = try run(collide: true)
    XCTAssertEqual(colliding.bytes, plain.bytes)
    XCTAssertEqual(colliding.merge.tallies, plain.merge.tallies)
    XCTAssertEqual(colliding.merge.conflicts, 1)
    XCTAssertEqual(plain.merge.conflicts, 1)
    let stored = ids(plain.bytes)
    XCTAssertEqual(stored, (0..<30).map { "a\($0)" } + (30..<50).map { "a\($0)" } + ["a5"])
    XCTAssertEqual(plain.merge.tallies.first?.added, 21)
    XCTAssertEqual(plain.merge.tallies.first?.present, 20 + 1 + 1)

    // Importing the result again, colliding, adds nothing.
    let again = MemoryHistoryStorage(bytes: plain.bytes)
    var merge = HistoryImport(into: again, batch: 1_500, tableSlots: 16)
    merge.hashID = { _ in 7 }
    XCTAssertTrue(try merge.readHistory(try again.snapshot()))
    XCTAssertEqual(try merge.add(BytesSnapshot(plain.bytes), path: "again.jsonl"), .finished)
    try merge.finish()
    XCTAssertEqual(again.bytes, plain.bytes)
    XCTAssertEqual(merge.tallies.first?.added, 0)
  }

  /// Another writer stores some of the batch's quizzes under the lock; with every id on one
  /// hash, the batch still drops exactly those.
  func testAnotherWritersQuizzesAreComparedNotTrustedByHash() throws {
    let main = MemoryHistoryStorage(bytes: lines(["h"]))
    let storage = RacingStorage(main, others: lines(["s3", "s4", "x"]))
    var merge = HistoryImport(into: storage, batch: 100_000, tableSlots: 16)
    merge.hashID = { _ in 1 }
    XCTAssertTrue(try merge.readHistory(try storage.snapshot()))
    let source = (0..<8).map { "s\($0)" }
    XCTAssertEqual(try merge.add(BytesSnapshot(lines(source)), path: "s.jsonl"), .finished)
    try merge.finish()
    let stored = ids(main.bytes)
    XCTAssertEqual(stored.count, Set(stored).count, "no quiz twice")
    XCTAssertEqual(Set(stored), Set(["h", "x"] + source))
    XCTAssertEqual(merge.tallies.first?.added, 6)
    XCTAssertEqual(merge.tallies.first?.present, 2)
    // What the other writer stored is filed too: a second source holding it adds nothing.
    XCTAssertEqual(try merge.add(BytesSnapshot(lines(["x", "s4"])), path: "t.jsonl"), .finished)
    try merge.finish()
    XCTAssertEqual(merge.tallies.last?.present, 2)
    XCTAssertEqual(ids(main.bytes).count, stored.count)
  }

  /// A batch is appended while the next one fills: a quiz another writer stores just before
  /// that append is filed only once it is done, after the next batch looked it up. That batch
  /// compares it under the lock, so it is still stored once.
  func testAQuizStoredByAnotherWriterDuringAnAppendIsNotStoredAgainByTheNextBatch() throws {
    let main = MemoryHistoryStorage()
    let storage = RacingStorage(main, others: lines(["s3"]), before: 3)
    var merge = HistoryImport(into: storage, batch: 1)
    XCTAssertTrue(try merge.readHistory(try storage.snapshot()))
    let source = (0..<6).map { "s\($0)" }
    XCTAssertEqual(try merge.add(BytesSnapshot(lines(source)), path: "s.jsonl"), .finished)
    try merge.finish()
    XCTAssertEqual(ids(main.bytes), ["s0", "s1", "s3", "s2", "s4", "s5"])
    XCTAssertEqual(merge.tallies.first?.present, 1)
    XCTAssertEqual(merge.stored, 5)
  }

  /// The index's scratch files fill the disk: the import stops with the batches stored so
  /// far, whole, and a second import stores the rest, each quiz once.
  func testAFullScratchDiskStopsTheImportWithWholeRecordsOnly() throws {
    let source = lines((0..<400).map { "s\($0)" })
    let main = MemoryHistoryStorage(bytes: lines(["h"]))
    let full = MemoryScratch()
    full.failure = .cannotWrite(path: "scratch", reason: "No space left on device")
    var first = HistoryImport(into: main, batch: 2_000, scratch: (full, full), tableSlots: 16)
    XCTAssertTrue(try first.readHistory(try main.snapshot()))
    XCTAssertThrowsError(try first.add(BytesSnapshot(source), path: "s.jsonl")) { error in
      XCTAssertEqual(
        error as? HistoryError, .cannotWrite(path: "scratch", reason: "No space left on device"))
    }
    XCTAssertGreaterThan(first.stored, 0)
    XCTAssertEqual(HistoryContents.parse(main.bytes).skipped, [])
    XCTAssertEqual(ids(main.bytes).count, 1 + first.stored)

    var second = HistoryImport(into: main, batch: 2_000, tableSlots: 16)
    XCTAssertTrue(try second.readHistory(try main.snapshot()))
    XCTAssertEqual(try second.add(BytesSnapshot(source), path: "s.jsonl"), .finished)
    try second.finish()
    XCTAssertEqual(ids(main.bytes), ["h"] + (0..<400).map { "s\($0)" })
    XCTAssertEqual(second.tallies.first?.present, first.stored)
  }

  /// On disk the scratch files have no name: the folder holds nothing new while they are
  /// written and read; a folder others may write to is not used.
  func testScratchFilesOnDiskAreUnnamedAndOnlyInAFolderOfTheUsersOwn() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scratch-\(UUID().uuidString)"
    ).path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let system = PosixFileSystem(cacheFolder: folder + "/cache")
    let (first, second) = system.scratchFiles(near: folder + "/history.jsonl")
    XCTAssertTrue(first is ScratchDescriptor)
    XCTAssertTrue(second is ScratchDescriptor)
    let written: [UInt8] = Array(0..<200)
    try written.withUnsafeBytes { try first.write($0, at: 4_096) }
    var back = [UInt8](repeating: 9, count: 300)
    let got = try back.withUnsafeMutableBytes { try first.read(at: 4_096, into: $0) }
    XCTAssertEqual(got, 200)
    XCTAssertEqual(Array(back[0..<200]), written)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder + "/cache"), [])

    let shared = folder + "/shared"
    try FileManager.default.createDirectory(
      atPath: shared, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o777])
    chmod(shared, 0o777)
    let fallback = PosixFileSystem(cacheFolder: shared).scratchFiles(near: shared + "/h.jsonl")
    XCTAssertTrue(fallback.0 is MemoryScratch)
  }

  /// A history another writer appends to just before our first append takes the lock.
  private final class RacingStorage: HistoryStorage {
    let store: MemoryHistoryStorage
    private var others: [UInt8]?
    private var calls = 0
    private let before: Int

    /// `others` is stored just before the `before`-th append.
    init(_ store: MemoryHistoryStorage, others: [UInt8], before: Int = 1) {
      self.store = store
      self.others = others
      self.before = before
    }

    var location: String { store.location }

    func append(_ prepare: (any HistorySnapshot) throws(HistoryError) -> [UInt8])
      throws(HistoryError) -> Int
    {
      calls += 1
      if let others, calls == before {
        self.others = nil
        try store.append(others)
      }
      return try store.append(prepare)
    }

    func snapshot() throws(HistoryError) -> any HistorySnapshot { try store.snapshot() }
  }
}
