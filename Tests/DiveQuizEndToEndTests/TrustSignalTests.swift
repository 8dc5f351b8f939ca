import DiveQuizCore
import DiveQuizTerminal
import Foundation
import XCTest

#if canImport(Glibc)
  import Glibc
#endif

/// Cases 5 and 7: every signal keeps the answers; an import stopped by a signal stops
/// between two records with the signal's status; a kill -9 in the middle of an append leaves
/// no half record for ever.
final class TrustSignalTests: XCTestCase {
  private var fixture: FaultFixture!

  override func setUpWithError() throws { fixture = try FaultFixture() }
  override func tearDownWithError() throws { fixture.remove() }

  private func ids(_ path: String) -> Set<String> { Set(fixture.records(path).records.map(\.id)) }

  /// SIGQUIT sent by `kill`, and Ctrl-\ typed at the answer prompt: stored like SIGTERM.
  func testSigquitAndControlBackslashMidQuizStoreTheAnswers() throws {
    for viaKey in [false, true] {
      let terminal = try fixture.terminal()
      var mark = try terminal.waitFor("divequiz> ")
      terminal.send("quiz 3 seed 1\n")
      mark = try terminal.waitFor("answer> ", after: mark)
      terminal.send("0 r\n")
      try terminal.waitFor("Question 2/3", after: mark)
      if viaKey { terminal.send("\u{1C}") } else { kill(terminal.pid, SIGQUIT) }
      XCTAssertEqual(try terminal.waitForExit(), 131, terminal.screen)
    }
    let stored = fixture.records(fixture.history).records
    XCTAssertEqual(stored.map(\.status), [.abandoned, .abandoned])
    XCTAssertEqual(stored.map(\.questions.count), [1, 1])
    XCTAssertEqual(ids(fixture.history).count, 2)
    assertWholeRecords(fixture, fixture.history)
  }

  /// Runs `divequiz import FILE` and sends `signal` once the history has begun to grow.
  private func importInterrupted(_ file: String, by signal: Int32) throws -> Int32 {
    let process = Process()
    process.executableURL = BinaryRunner.binary
    process.arguments = ["import", file]
    process.environment = BinaryRunner.environment(fixture.environment)
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    try FileGrowth.wait(
      for: fixture.history, toReach: 1, from: process, patience: PseudoTerminal.patience)
    kill(process.processIdentifier, signal)
    process.waitUntilExit()
    return process.terminationReason == .uncaughtSignal
      ? 128 + process.terminationStatus : process.terminationStatus
  }

  func testAnImportStoppedBySigtermStopsBetweenRecordsWithItsStatus() throws {
    let count = 60_000
    let file = fixture.folder.appendingPathComponent("big.jsonl").path
    try fixture.write(FaultFixture.lines(count, prefix: "big"), to: file)
    let status = try importInterrupted(file, by: SIGTERM)
    XCTAssertEqual(status, 143)
    assertWholeRecords(fixture, fixture.history)
    let first = ids(fixture.history).count
    XCTAssertLessThan(first, count, "stopped before the end")
    // Importing again adds the rest, each quiz once.
    let again = try fixture.run(["import", file])
    XCTAssertEqual(again.status, 0, again.stderr)
    XCTAssertEqual(ids(fixture.history).count, count)
    XCTAssertEqual(fixture.records(fixture.history).records.count, count)
  }

  func testAKill9MidImportLeavesNoHalfRecordForEver() throws {
    try fixture.write(FaultFixture.lines(5, prefix: "old"), to: fixture.history)
    // What a kill -9 in the middle of a write leaves: the start of a record, no line break.
    let whole = FaultFixture.lines(1, prefix: "cut")
    let handle = try XCTUnwrap(FileHandle(forWritingAtPath: fixture.history))
    handle.seekToEndOfFile()
    handle.write(Data(whole.prefix(whole.count / 2)))
    try handle.close()
    XCTAssertEqual(fixture.records(fixture.history).skipped.count, 1)
    let file = fixture.folder.appendingPathComponent("more.jsonl").path
    try fixture.write(FaultFixture.lines(3, prefix: "new"), to: file)
    let result = try fixture.run(["import", file])
    XCTAssertEqual(result.status, 0, result.stderr)
    assertWholeRecords(fixture, fixture.history)
    XCTAssertEqual(ids(fixture.history).count, 8)
    let report = try fixture.run(["report"])
    XCTAssertEqual(report.stderr, "", "no warning on later reads")
    // A last line without its line break that is a whole record is kept.
    let hand = FaultFixture.lines(1, prefix: "hand")
    let kept = try XCTUnwrap(FileHandle(forWritingAtPath: fixture.history))
    kept.seekToEndOfFile()
    kept.write(Data(hand.dropLast()))
    try kept.close()
    XCTAssertEqual(try fixture.run(["import", file]).status, 0)
    XCTAssertEqual(ids(fixture.history).count, 9)
  }
}
