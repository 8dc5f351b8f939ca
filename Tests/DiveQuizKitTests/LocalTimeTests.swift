import DiveQuizCore
import DiveQuizTerminal
import Foundation
import XCTest

/// Times shown in the reader's time zone; dates read as local days.
final class LocalTimeTests: XCTestCase {
  private func zone(_ identifier: String) throws -> LocalTime {
    LocalTime(zone: try XCTUnwrap(TimeZone(identifier: identifier)))
  }

  private let instant = Timestamp.parse("2026-11-21T19:04:05Z") ?? Date(timeIntervalSince1970: 0)

  func testMinutesAndOffsets() throws {
    XCTAssertEqual(Timestamp.format(instant), "2026-11-21T19:04:05Z")
    let kolkata = try zone("Asia/Kolkata")
    XCTAssertEqual(kolkata.minute(instant), "2026-11-22 00:34")
    XCTAssertEqual(kolkata.day(instant), "2026-11-22")
    XCTAssertEqual(kolkata.offset(at: instant), "UTC+05:30")
    XCTAssertEqual(kolkata.iso(instant), "2026-11-22T00:34:05+05:30")
    let newYork = try zone("America/New_York")
    XCTAssertEqual(newYork.minute(instant), "2026-11-21 14:04")
    XCTAssertEqual(newYork.offset(at: instant), "UTC-05:00")
    XCTAssertEqual(LocalTime.utc.iso(instant), "2026-11-21T19:04:05Z", "UTC stays Z")
    XCTAssertEqual(LocalTime.utc.offset(at: instant), "UTC+00:00")
  }

  func testSummerTimeChangesTheOffset() throws {
    let paris = try zone("Europe/Paris")
    let july = try XCTUnwrap(Timestamp.parse("2026-07-01T12:00:00Z"))
    XCTAssertEqual(paris.minute(july), "2026-07-01 14:00")
    XCTAssertEqual(paris.minute(instant), "2026-11-21 20:04")
  }

  func testSinceAndUntilAreLocalDays() throws {
    let kolkata = try zone("Asia/Kolkata")
    let day = try XCTUnwrap(Timestamp.parseDay("2026-11-22"))
    XCTAssertEqual(Timestamp.format(kolkata.startOfDay(day)), "2026-11-21T18:30:00Z")
    let query = HistoryQuery(since: day, until: day).inLocalDays(kolkata)
    let early = QuizRecordSample.starting(at: "2026-11-21T18:45:00Z")
    let lateUTC = QuizRecordSample.starting(at: "2026-11-22T19:00:00Z")
    XCTAssertTrue(query.matches(early), "00:15 in Kolkata is the 22nd")
    XCTAssertFalse(query.matches(lateUTC), "00:30 on the 23rd in Kolkata")
    XCTAssertFalse(HistoryQuery(since: day).matches(early), "read as UTC it would not be")
  }

  func testAUntilDayOf25HoursIsWhole() throws {
    let paris = try zone("Europe/Paris")
    // Summer time ends on 25 October 2026: that day lasts 25 hours in Paris.
    let day = try XCTUnwrap(Timestamp.parseDay("2026-10-25"))
    let query = HistoryQuery(until: day).inLocalDays(paris)
    XCTAssertTrue(query.matches(QuizRecordSample.starting(at: "2026-10-25T22:30:00Z")))
    XCTAssertFalse(query.matches(QuizRecordSample.starting(at: "2026-10-25T23:00:00Z")))
  }
}

/// A stored quiz with only its start time set, for date filters.
enum QuizRecordSample {
  static func starting(at text: String) -> QuizRecord {
    let start = Timestamp.parse(text) ?? Date(timeIntervalSince1970: 0)
    return QuizRecord(
      id: "x", judge: "A", kind: "quiz", status: .completed, start: start, end: start,
      languages: ["en"], filters: [], seed: 1, edition: "e", size: 0, score: 0, maximum: 0,
      passed: false, questions: [])
  }
}
