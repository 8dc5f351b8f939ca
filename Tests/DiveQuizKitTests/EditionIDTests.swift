import Foundation
import XCTest

@testable import DiveQuizCore
@testable import DiveQuizTerminal

/// Issue 30: an edition id is a value of its own, today's name whatever the text it was read
/// from, written back as the plain text.
final class EditionIDTests: XCTestCase {
  func testAFormerNameReadsAsTodaysID() {
    XCTAssertEqual(EditionID(stored: "WA-2022-2025"), EditionID(stored: "2024"))
    XCTAssertEqual(EditionID(stored: "WA-2022-2025").text, "2024")
    XCTAssertEqual(EditionID(stored: "2025").text, "2025")
    XCTAssertEqual(EditionID(stored: "unspecified").text, "unspecified", "kept as written")
    XCTAssertEqual(EditionID(stored: "wa-2022-2025").text, "wa-2022-2025", "names are exact")
    let literal: EditionID = "WA-2022-2025"
    XCTAssertEqual(literal.text, "2024", "a literal reads as stored text does")
    XCTAssertEqual(Set([EditionID(stored: "2024"), "WA-2022-2025"]).count, 1)
    XCTAssertEqual(EditionID(stored: "2024").storedNames, ["2024", "WA-2022-2025"])
    XCTAssertEqual(EditionID(stored: "2026").storedNames, ["2026"])
  }

  func testATypedIDIsCheckedThenRead() {
    XCTAssertEqual(EditionID(typed: "2026")?.text, "2026")
    XCTAssertEqual(EditionID(typed: "WA-2022-2025")?.text, "2024")
    for bad in ["", "20 24", "2024@x", "2024\u{1B}[31m", "é", String(repeating: "9", count: 33)] {
      XCTAssertNil(EditionID(typed: bad), bad)
    }
  }

  func testCodableWritesThePlainTextAndReadsAFormerName() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let count = Report.EditionCount(edition: "2025", quizzes: 3)
    XCTAssertEqual(
      String(decoding: try encoder.encode(count), as: UTF8.self),
      #"{"edition":"2025","quizzes":3}"#)
    XCTAssertEqual(
      String(decoding: try encoder.encode([EditionID(stored: "2026")]), as: UTF8.self),
      #"["2026"]"#)
    let old = try JSONDecoder().decode(
      Report.EditionCount.self, from: Data(#"{"edition":"WA-2022-2025","quizzes":1}"#.utf8))
    XCTAssertEqual(old.edition, "2024")
    let again = try JSONDecoder().decode(Report.EditionCount.self, from: encoder.encode(count))
    XCTAssertEqual(again, count)
  }

  /// Reports list editions in the order their ids sort as text.
  func testIDsSortAsTheirText() {
    let ids: [EditionID] = ["2026", "unspecified", "2024", "2025", "WA-2022-2025"]
    XCTAssertEqual(ids.sorted().map(\.text), ["2024", "2024", "2025", "2026", "unspecified"])
  }

  func testCaseAsideMatchesLettersInEitherCase() {
    XCTAssertTrue(EditionID(stored: "Unspecified").matches(ignoringCase: "unspecified"))
    XCTAssertFalse(EditionID(stored: "2025").matches(ignoringCase: "2024"))
  }

  /// `report edition ID` takes any id a history may hold, reads a former name as today's,
  /// and refuses text no id can be.
  func testAQueryTakesATypedID() throws {
    for (typed, id) in [("2026", "2026"), ("WA-2022-2025", "2024"), ("unspecified", "unspecified")]
    {
      let query = try CommandParser.parseQuery(["edition", typed], command: "report").get()
      XCTAssertEqual(query.edition?.text, id, typed)
    }
    XCTAssertEqual(
      CommandParser.parse("report edition 20@24"),
      .failure(.badArgument(command: "report", argument: "20@24")))
  }
}
