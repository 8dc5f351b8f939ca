import DiveQuizCore
import DiveQuizTerminal
import DiveQuizTestSupport
import Foundation
import XCTest

/// The history's promises, in-process: nothing dropped, nothing half-written, imports that
/// tell the truth, and commands that stop cleanly on Ctrl-C.
final class HistorySafetyTests: XCTestCase {
  private func session(
    _ console: ScriptedConsole, main: any HistoryStorage, system: any HistoryFileSystem,
    interrupts: any InterruptSource = NoInterrupts()
  ) throws -> Session {
    Session(
      library: try TestData.library(), console: console,
      configuration: .init(interactive: false, unicode: false, judge: "Ann"),
      clock: FixedClock(step: 1).read, seedSource: { 7 },
      history: HistoryFiles(main: main, system: system, recoveryFolder: "/state/divequiz"),
      makeID: SequentialIDs().next, interrupts: interrupts)
  }

  private func lines(_ records: [QuizRecord]) -> [UInt8] { records.flatMap(RecordCodec.encode) }

  private func record(_ id: String, judge: String = "Bob") -> QuizRecord {
    SampleHistory.record(
      id, judge: judge,
      questions: [SampleHistory.question(3, chosen: nil, key: SampleHistory.failed)])
  }

  func testAFailedAppendLeavesNothingAndIsRetriedWithTheNextQuiz() throws {
    let main = MemoryHistoryStorage()
    main.failAfter = 40
    let console = ScriptedConsole(lines: ["quiz 1 seed 2", "0 r"])
    let first = try session(console, main: main, system: MemoryFileSystem([main]))
    _ = first.run()
    XCTAssertEqual(main.bytes, [], "no partial line")
    XCTAssertTrue(console.errors.contains("No space left on device"), console.errors)
    XCTAssertTrue(first.endedWithUnsaved)
    // The disk is full for the first quiz only: the second stores both.
    let flaky = FlakyStorage(failures: 1)
    let again = ScriptedConsole(lines: ["quiz 1 seed 2", "0 r", "quiz 1 seed 3", "4 j"])
    let second = try session(again, main: flaky, system: MemoryFileSystem())
    _ = second.run()
    XCTAssertEqual(HistoryContents.parse(flaky.store.bytes).records.count, 2)
    XCTAssertTrue(again.errors.contains("Unsaved quizzes kept in memory: 1."))
    XCTAssertTrue(again.output.contains("Quizzes saved to memory.jsonl: 1."), again.output)
    XCTAssertFalse(second.endedWithUnsaved)
  }

  func testUnsavedQuizzesGoToARecoveryFileAtTheEnd() throws {
    let main = MemoryHistoryStorage(location: "/ro/history.jsonl")
    main.failure = .cannotOpen(path: main.location, reason: "Permission denied")
    let system = MemoryFileSystem([main])
    let console = ScriptedConsole(lines: ["quiz 1 seed 2", "0 r", "quiz 2 seed 3", "0 r", "abort"])
    let session = try session(console, main: main, system: system)
    XCTAssertEqual(session.run(), .endOfInput)
    XCTAssertTrue(session.endedWithUnsaved)
    let path = try XCTUnwrap(system.written.keys.first)
    XCTAssertTrue(path.hasPrefix("/state/divequiz/unsaved-2026"), path)
    XCTAssertTrue(path.hasSuffix("Z.jsonl"), path)
    let saved = HistoryContents.parse(try XCTUnwrap(system.written[path]))
    XCTAssertEqual(saved.records.map(\.status), [.completed, .abandoned])
    XCTAssertTrue(
      console.errors.contains(
        "Quizzes not stored in the history: 2, written to \(path). Add them to the history with: divequiz import \(path)"
      ), console.errors)
  }

  func testWhenNothingCanBeWrittenTheRecordsAreShownOnStandardError() throws {
    let main = MemoryHistoryStorage()
    main.failure = .cannotWrite(path: main.location, reason: "No space left on device")
    let system = MemoryFileSystem([main])
    system.createFailure = .cannotWrite(path: "/state", reason: "No space left on device")
    let console = ScriptedConsole(lines: ["quiz 1 seed 2", "0 r", "quit"])
    let session = try session(console, main: main, system: system)
    XCTAssertEqual(session.run(), .quit)
    XCTAssertTrue(session.endedWithUnsaved)
    XCTAssertTrue(console.errors.contains("Quizzes stored nowhere: 1."))
    let shown = console.errors.split(separator: "\n").filter { $0.hasPrefix("{\"v\":1") }
    XCTAssertEqual(shown.count, 1)
    XCTAssertEqual(HistoryContents.parse(Array(shown.joined().utf8)).records.count, 1)
  }

  func testARequestToEndStoresTheQuizInProgressAsAbandoned() throws {
    let main = MemoryHistoryStorage()
    let console = ScriptedConsole(inputs: [
      .line("quiz 3 seed 1"), .line("0 r"), .terminated(.hangUp), .line("never read"),
    ])
    let session = try session(console, main: main, system: MemoryFileSystem([main]))
    XCTAssertEqual(session.run(), .terminated(.hangUp))
    let records = HistoryContents.parse(main.bytes).records
    XCTAssertEqual(records.map(\.status), [.abandoned])
    XCTAssertEqual(records.first?.questions.count, 1)
    XCTAssertFalse(console.isExhausted, "nothing is read after the request to end")
  }

  func testALineTooLongIsRefusedAndTheSessionGoesOn() throws {
    let console = ScriptedConsole(inputs: [.tooLong(20_971_520), .line("lang")])
    _ = try session(console, main: MemoryHistoryStorage(), system: MemoryFileSystem()).run()
    XCTAssertTrue(
      console.errors.contains("input line of 20971520 bytes ignored: a line may hold at most 1 MB.")
    )
    XCTAssertTrue(console.output.contains("Language: en"))
  }

  func testCtrlCStopsALongReportCleanlyAndIsCleared() throws {
    let main = MemoryHistoryStorage(bytes: lines((0..<3_000).map { record("r\($0)") }))
    let interrupts = ScriptedInterrupts()
    interrupts.interruptPending = true
    let console = ScriptedConsole(lines: ["report", "export csv out.csv", "lang"])
    let system = MemoryFileSystem([main])
    let session = try session(console, main: main, system: system, interrupts: interrupts)
    XCTAssertTrue(session.execute(.report(HistoryQuery(), json: false)) == false)
    XCTAssertEqual(session.stoppedBy, .interrupted)
    XCTAssertFalse(interrupts.interruptPending, "the Ctrl-C was handled, not left for later")
    XCTAssertTrue(
      console.errors.contains("Stopped: the command was interrupted and changed nothing."))
    XCTAssertFalse(console.output.contains("Report"))
    interrupts.interruptPending = true
    XCTAssertFalse(session.execute(.export(ExportRequest(file: "out.csv"))))
    XCTAssertNil(system.written["out.csv"], "no half export")
    XCTAssertTrue(session.execute(.export(ExportRequest(file: "out.csv"))))
    XCTAssertEqual(
      String(decoding: try XCTUnwrap(system.written["out.csv"]), as: UTF8.self)
        .components(separatedBy: "\r\n").count, 3_002)
  }

  func testExportOntoTheHistoryIsRefused() throws {
    let main = MemoryHistoryStorage(location: "h.jsonl", bytes: lines([record("a")]))
    let console = ScriptedConsole(lines: ["export csv h.jsonl"])
    _ = try session(console, main: main, system: MemoryFileSystem([main])).run()
    XCTAssertTrue(console.errors.contains("h.jsonl is the history file itself"))
    XCTAssertEqual(HistoryContents.parse(main.bytes).records.map(\.id), ["a"])
  }

  // MARK: - Import

  func testImportTellsTheTruthAboutEachFile() throws {
    let main = MemoryHistoryStorage(
      location: "h.jsonl", bytes: lines([record("mine", judge: "Ann")]))
    let system = MemoryFileSystem([main])
    system.folders = ["class"]
    system.histories["class/bob.jsonl"] = MemoryHistoryStorage(
      location: "class/bob.jsonl", bytes: lines([record("b1"), record("mine", judge: "Ann")]))
    system.histories["class/cy.jsonl"] = MemoryHistoryStorage(
      location: "class/cy.jsonl",
      bytes: lines([record("c1", judge: "Cy"), record("b1")]) + Array("oops\n".utf8))
    system.histories["class/notes.txt"] = MemoryHistoryStorage(
      location: "class/notes.txt", bytes: Array("not a history\n".utf8))
    system.histories["grades.csv"] = MemoryHistoryStorage(
      location: "grades.csv",
      bytes: Array((["judge,score"] + (0..<50).map { "t\($0),\($0)" }).joined(separator: "\n").utf8)
    )

    let missing = ScriptedConsole(lines: ["import class nosuch.jsonl"])
    let refused = try session(missing, main: main, system: system)
    _ = refused.run()
    XCTAssertEqual(missing.errors, "error: nosuch.jsonl: no such file or folder.\n")
    XCTAssertEqual(HistoryContents.parse(main.bytes).records.count, 1, "nothing imported")

    let console = ScriptedConsole(lines: ["import class grades.csv"])
    let session = try session(console, main: main, system: system)
    _ = session.run()
    XCTAssertEqual(
      console.output,
      "class/bob.jsonl: 1 added, 1 already present, 0 unreadable.\n"
        + "class/cy.jsonl: 1 added, 1 already present, 1 unreadable.\n"
        + "Import: 2 added, 2 already present, 1 unreadable.\n")
    let csvErrors = console.errors.split(separator: "\n").filter { $0.contains("grades.csv") }
    XCTAssertEqual(csvErrors.count, 1, "one message for a file that is not a history")
    XCTAssertTrue(csvErrors[0].contains("grades.csv is not a divequiz history (line 1:"))
    XCTAssertEqual(
      HistoryContents.parse(main.bytes).records.map(\.id), ["mine", "b1", "c1"])

    let pattern = ScriptedConsole(lines: [
      "import class/*.jsonl", "import class/?o?.jsonl", "import x*",
    ])
    let expanding = try self.session(pattern, main: main, system: system)
    expanding.expandPattern = system.expand
    _ = expanding.run()
    XCTAssertTrue(pattern.output.contains("Import: 0 added, 4 already present, 1 unreadable."))
    XCTAssertTrue(pattern.output.contains("class/bob.jsonl: 0 added, 2 already present"))
    XCTAssertTrue(pattern.errors.contains("no file matches x*."))
  }

  /// Another import lands between our read of the history and our lock: what it added is
  /// seen under the lock and not added twice.
  func testAnImportDoesNotRepeatWhatAnotherAddedMeanwhile() throws {
    let main = RacingStorage(others: lines([record("b1"), record("b2")]))
    let system = MemoryFileSystem()
    system.histories["bob.jsonl"] = MemoryHistoryStorage(
      location: "bob.jsonl", bytes: lines([record("b1"), record("b2"), record("b3")]))
    let console = ScriptedConsole(lines: ["import bob.jsonl"])
    _ = try session(console, main: main, system: system).run()
    XCTAssertEqual(HistoryContents.parse(main.store.bytes).records.map(\.id), ["b1", "b2", "b3"])
    XCTAssertTrue(console.output.contains("bob.jsonl: 1 added, 2 already present, 0 unreadable."))
  }

  /// A history whose first appends fail, as on a full disk, and leave nothing.
  private final class FlakyStorage: HistoryStorage {
    let store = MemoryHistoryStorage()
    private var failures: Int

    init(failures: Int) {
      self.failures = failures
    }

    var location: String { store.location }

    func append(_ prepare: (any HistorySnapshot) throws(HistoryError) -> [UInt8])
      throws(HistoryError) -> Int
    {
      guard failures == 0 else {
        failures -= 1
        throw .cannotWrite(path: location, reason: "No space left on device")
      }
      return try store.append(prepare)
    }

    func snapshot() throws(HistoryError) -> any HistorySnapshot { try store.snapshot() }
  }

  /// A history another writer appends to just before each of our appends takes the lock.
  private final class RacingStorage: HistoryStorage {
    let store = MemoryHistoryStorage()
    private var others: [UInt8]?

    init(others: [UInt8]) {
      self.others = others
    }

    var location: String { store.location }

    func append(_ prepare: (any HistorySnapshot) throws(HistoryError) -> [UInt8])
      throws(HistoryError) -> Int
    {
      if let others {
        self.others = nil
        try store.append(others)
      }
      return try store.append(prepare)
    }

    func snapshot() throws(HistoryError) -> any HistorySnapshot { try store.snapshot() }
  }
}
