import DiveQuizCore
import XCTest

@testable import DiveQuizTerminal

/// Damaged history lines: the first of each file said one by one, the rest counted per file.
final class SkippedLinesTests: XCTestCase {
  func testTheFirstLinesOfEachFileAreSaidThenCountedPerFile() throws {
    let catalog = try TestData.catalog()
    let skipped = HistoryContents.Skipped(line: 3, problem: .missingField("judge"))
    var lines = SkippedLines()
    let said = (0..<(WarningLimit.perFile + 5)).compactMap { _ in
      lines.note(skipped, in: "a.jsonl", catalog)
    }
    XCTAssertEqual(said.count, WarningLimit.perFile)
    XCTAssertEqual(said.first, skipped.message(catalog, file: "a.jsonl") + "\n")
    XCTAssertFalse(lines.shows("a.jsonl"))
    XCTAssertTrue(lines.shows("b.jsonl"), "each file has its own count")
    XCTAssertNotNil(lines.note(skipped, in: "b.jsonl", catalog))

    XCTAssertEqual(lines.drain(catalog), WarningLimit.more(5, file: "a.jsonl", catalog) + "\n")
    XCTAssertNil(lines.drain(catalog), "counting starts afresh")
    XCTAssertTrue(lines.shows("a.jsonl"))
  }
}
