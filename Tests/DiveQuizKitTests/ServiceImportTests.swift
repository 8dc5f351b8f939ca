import DiveQuizCore
import DiveQuizService
import DiveQuizTestSupport
import Foundation
import XCTest

/// The service's import drives the core's streaming import: what each file brought, the notes
/// a front end shows progress with, the history itself skipped, and a stop that appends
/// nothing.
final class ServiceImportTests: XCTestCase {
  private func record(_ id: String) -> QuizRecord {
    SampleHistory.record(
      id, judge: "Bob",
      questions: [SampleHistory.question(3, chosen: nil, key: SampleHistory.failed)])
  }

  private func lines(_ ids: [String]) -> [UInt8] { ids.map(record).flatMap(RecordCodec.encode) }

  private func ids(_ bytes: [UInt8]) -> [String] { HistoryContents.parse(bytes).records.map(\.id) }

  private func service(_ main: MemoryHistoryStorage, _ source: MemoryHistoryStorage) throws
    -> TrainerService
  {
    TrainerService(
      rules: RulesSource(try TestData.editions()),
      history: HistoryFiles(
        main: main, system: MemoryFileSystem([main, source]), recoveryFolder: "/s"),
      clock: { Date(timeIntervalSince1970: 0) }, seedSource: { 1 }, makeID: { nil })
  }

  func testAFileBringsWhatTheHistoryLacksAndSaysWhereItIs() throws {
    let main = MemoryHistoryStorage(location: "/h.jsonl", bytes: lines(["a"]))
    let source = MemoryHistoryStorage(location: "/in.jsonl", bytes: lines(["a", "b", "c"]))
    let service = try service(main, source)
    var notes: [HistoryTransfer.ImportNote] = []
    let imported = try service.transfer.importFiles(["/in.jsonl", "/h.jsonl"]) { notes.append($0) }
    var tally = HistoryTransfer.ImportTally(path: "/in.jsonl")
    (tally.added, tally.present) = (2, 1)
    XCTAssertEqual(imported.files, [tally])
    XCTAssertTrue(imported.succeeded)
    XCTAssertEqual(imported.conflicts, 0)
    XCTAssertEqual(ids(main.bytes), ["a", "b", "c"])
    XCTAssertEqual(notes.first, .reading(path: "/in.jsonl"))
    XCTAssertTrue(notes.contains(.progress(done: source.bytes.count, size: source.bytes.count)))
    XCTAssertEqual(Array(notes.suffix(2)), [.read, .itself(path: "/h.jsonl")])
  }

  func testAStopBeforeTheFirstBatchAppendsNothing() throws {
    let main = MemoryHistoryStorage(location: "/h.jsonl", bytes: lines(["a"]))
    // More lines than the import reads between two looks at the stop.
    let many = (0..<1_100).map { "q\($0)" }
    let source = MemoryHistoryStorage(location: "/in.jsonl", bytes: lines(many))
    let service = try service(main, source)
    let observer = ReadObserverDouble()
    observer.stops = true
    service.observer = observer
    let before = main.bytes
    XCTAssertThrowsError(try service.transfer.importFiles(["/in.jsonl"]) { _ in }) { error in
      XCTAssertEqual(error as? TrainerError, .stopped)
    }
    XCTAssertEqual(main.bytes, before)
  }
}
