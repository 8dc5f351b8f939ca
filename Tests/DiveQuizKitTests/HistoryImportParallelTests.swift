import DiveQuizCore
import DiveQuizTestSupport
import Foundation
import XCTest

/// The import's reading on several threads (each line decoded and hashed where it is read,
/// the accepted lines read again from the file) against its reading on one: the same bytes
/// appended in the same order, the same tallies, conflicts and damaged lines (numbers too),
/// on a source with duplicates, conflicting ids, decisions about names and damage.
final class HistoryImportParallelTests: XCTestCase {
  private func record(_ id: String, judge: String = "Bob", penalty: Int = 3) -> QuizRecord {
    SampleHistory.record(
      id, judge: judge,
      questions: [SampleHistory.question(penalty, chosen: nil, key: SampleHistory.failed)])
  }

  private func line(_ id: String, judge: String = "Bob", penalty: Int = 3) -> [UInt8] {
    RecordCodec.encode(record(id, judge: judge, penalty: penalty))
  }

  private func source() -> [UInt8] {
    var bytes: [UInt8] = []
    for index in 0..<3_000 {
      bytes += line("q\(index)", judge: "Trainee \(index % 17)")
      switch index % 97 {
      case 0: bytes += line("q\(index)", judge: "Trainee \(index % 17)")  // present
      case 1: bytes += line("q\(index)", judge: "Someone Else")  // a conflict
      case 2: bytes += Array("damaged line \(index)\n".utf8)
      case 3:
        bytes += AliasRecord(
          id: "alias-\(index % 5)", at: Date(timeIntervalSince1970: 0), action: .merge,
          from: "Trainee 1", to: "Trainee 2"
        ).encode()
      case 4: bytes += Array("{ ".utf8) + line("odd\(index)").dropFirst()  // another layout
      default: break
      }
    }
    return bytes
  }

  private struct Outcome: Equatable {
    var bytes: [UInt8]
    var tallies: [HistoryImport.Tally]
    var stored: Int
    var conflicts: Int
    var skipped: [String]
  }

  private func run(parallel: Bool, file: StaticString = #filePath, line: UInt = #line) throws
    -> Outcome
  {
    let main = MemoryHistoryStorage(
      bytes: self.line("q5") + self.line("q7", judge: "Other") + self.line("mine"))
    var merge = HistoryImport(into: main, batch: 8_192)
    if parallel { merge.parallelFrom = 4096 }
    var skipped: [String] = []
    merge.skipped = { path, number, problem in skipped.append("\(path):\(number): \(problem)") }
    XCTAssertTrue(try merge.readHistory(try main.snapshot()), file: file, line: line)
    let source = source()
    XCTAssertEqual(
      try merge.add(BytesSnapshot(source), path: "a.jsonl"), .finished, file: file, line: line)
    // A second source repeating part of the first: present, not added again.
    XCTAssertEqual(
      try merge.add(BytesSnapshot(Array(source.prefix(200_000))), path: "b.jsonl"), .finished,
      file: file, line: line)
    try merge.finish()
    return Outcome(
      bytes: main.bytes, tallies: merge.tallies, stored: merge.stored,
      conflicts: merge.conflicts, skipped: skipped)
  }

  func testSeveralThreadsImportAsOneDoes() throws {
    let one = try run(parallel: false)
    let several = try run(parallel: true)
    XCTAssertEqual(several.tallies, one.tallies)
    XCTAssertEqual(several.stored, one.stored)
    XCTAssertEqual(several.conflicts, one.conflicts)
    XCTAssertEqual(several.skipped, one.skipped)
    XCTAssertTrue(several.bytes == one.bytes, "the same bytes appended")
    XCTAssertGreaterThan(one.conflicts, 10)
    XCTAssertGreaterThan(one.tallies[0].present, 10)
    XCTAssertGreaterThan(one.tallies[1].present, 100)
    XCTAssertEqual(one.tallies[1].added, 0)
    XCTAssertGreaterThan(one.skipped.count, 10)
    XCTAssertTrue(one.skipped[0].hasPrefix("a.jsonl:"), one.skipped[0])
    XCTAssertFalse(one.skipped[0].hasPrefix("a.jsonl:0:"), one.skipped[0])
    // Each decision about names once.
    let text = String(decoding: one.bytes, as: UTF8.self)
    XCTAssertEqual(text.components(separatedBy: "\"alias-0\"").count - 1, 1)
  }
}
