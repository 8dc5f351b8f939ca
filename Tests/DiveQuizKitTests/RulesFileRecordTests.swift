import DiveQuizCore
import XCTest

/// A quiz taken with another rules file (`--rules APPFILE`) carries the file's name and hash:
/// stored as schema 2, read back with it, and counted apart from divequiz's own penalties.
final class RulesFileRecordTests: XCTestCase {
  private let mark = RulesFileMark(path: "/tmp/app files/app-2023.json", bytes: Array("{}".utf8))

  private func marked(_ id: String) -> QuizRecord {
    var record = SampleHistory.record(
      id, judge: "Ann",
      questions: [SampleHistory.question(3, chosen: nil, key: SampleHistory.failed)],
      edition: "unspecified")
    record.rulesFile = mark
    return record
  }

  func testTheMarkIsTheFileNameAndSixteenDigitsOfItsBytesHash() {
    XCTAssertEqual(mark.name, "app-2023.json")
    XCTAssertEqual(mark.hash.count, 16)
    XCTAssertNotEqual(mark, RulesFileMark(path: "app-2023.json", bytes: Array("{ }".utf8)))
  }

  func testAMarkedRecordIsSchemaTwoAndReadsBackWithItsMark() throws {
    let line = RecordCodec.encode(marked("m1"))
    let text = String(decoding: line, as: UTF8.self)
    XCTAssertTrue(text.hasPrefix("{\"v\":2,"))
    XCTAssertTrue(text.contains("\"rulesFile\":{\"name\":\"app-2023.json\",\"hash\":\""))
    let decoded = try RecordCodec.decode(Array(line.dropLast())).get()
    XCTAssertEqual(decoded.rulesFile, mark)
    XCTAssertEqual(decoded, marked("m1"))
    // A quiz of divequiz's own rulebook stays a version 1 line, read as before.
    var own = marked("m2")
    own.rulesFile = nil
    let ownLine = RecordCodec.encode(own)
    XCTAssertTrue(String(decoding: ownLine, as: UTF8.self).hasPrefix("{\"v\":1,"))
    XCTAssertNil(try RecordCodec.decode(Array(ownLine.dropLast())).get().rulesFile)
    // Schema 3 is newer than this program.
    let newer = Array(text.replacingOccurrences(of: "{\"v\":2,", with: "{\"v\":3,").utf8.dropLast())
    guard case .failure(.newerSchema(3)) = RecordCodec.decode(newer) else {
      return XCTFail("a schema 3 line must be reported as newer")
    }
  }

  func testTheReportCountsAnotherFilesQuizzesApartFromThePenalties() {
    let own = SampleHistory.record(
      "o1", judge: "Bob",
      questions: [
        SampleHistory.question(3, chosen: SampleHistory.failed, key: SampleHistory.failed)
      ])
    let report = Report.build([marked("m1"), own])
    XCTAssertEqual(report.quizzes, 2)
    XCTAssertEqual(report.answered, 1)
    XCTAssertEqual(report.penalties.map(\.penaltyID), [3])
    XCTAssertEqual(report.penalties.first?.answered, 1)
    XCTAssertEqual(report.editions.map(\.edition), ["2025"])
    XCTAssertEqual(report.rulesFiles?.count, 1)
    XCTAssertEqual(report.rulesFiles?.first?.name, "app-2023.json")
    XCTAssertEqual(report.rulesFiles?.first?.hash, mark.hash)
    XCTAssertEqual(report.rulesFiles?.first?.quizzes, 1)
    XCTAssertEqual(report.rulesFiles?.first?.answered, 1)
    XCTAssertNil(Report.build([own]).rulesFiles)
  }
}
