import DiveQuizTestSupport
import Foundation
import XCTest

@testable import DiveQuizCore
@testable import DiveQuizTerminal

/// Issue 20 in-process: no constant id, impossible times refused, far dates never wrapped.
final class TrustTests: XCTestCase {
  func testNoRandomnessMeansNoQuizNeverAConstantId() throws {
    let main = MemoryHistoryStorage()
    let console = ScriptedConsole(lines: ["quiz 1 seed 2", "0 r"])
    let session = Session(
      library: try TestData.library(), console: console,
      configuration: .init(interactive: false, unicode: false, judge: "Ann"),
      clock: FixedClock(step: 1).read, seedSource: { 7 },
      history: HistoryFiles(main: main, system: MemoryFileSystem([main]), recoveryFolder: "/s"),
      makeID: { nil })
    _ = session.run()
    XCTAssertTrue(console.errors.contains("no quiz started"), console.errors)
    XCTAssertNil(session.quiz)
    XCTAssertEqual(main.bytes, [], "nothing stored under a made-up id")
  }

  func testLeapSecondsAndOtherImpossibleTimesAreRefused() {
    XCTAssertNil(Timestamp.parse("2026-12-31T23:59:60Z"))
    XCTAssertNil(Timestamp.parse("2026-12-31T24:00:00Z"))
    XCTAssertNil(Timestamp.parse("2026-12-31T23:59:60+01:00"))
    XCTAssertNil(Timestamp.parse("2026-12-31T23:60:00.5Z"))
    XCTAssertNotNil(Timestamp.parse("2026-12-31T23:59:59Z"))
    XCTAssertNotNil(Timestamp.parse("2026-12-31T23:59:59+01:00"))
  }

  func testYear9999InAFarZoneIsShownAsItIs() throws {
    let last = try XCTUnwrap(Timestamp.parse("9999-12-31T23:00:00Z"))
    let kiritimati = LocalTime(name: "Pacific/Kiritimati") { _ in 14 * 3600 }
    XCTAssertEqual(kiritimati.minute(last), "10000-01-01 13:00")
    XCTAssertEqual(kiritimati.day(last), "10000-01-01")
    XCTAssertEqual(LocalTime.utc.minute(last), "9999-12-31 23:00")
  }

  func testOneSanitiserOnEveryPathToTheTerminal() throws {
    let hostile = "Eve\u{1B}]52;c;eA==\u{07}\u{9B}2J\u{202E}"
    let candidate = Completion.Candidate(hostile)
    XCTAssertEqual(candidate.text, "Eve\\u{1B}]52;c;eA==\\u{7}\\u{9B}2J\\u{202E}")
    XCTAssertEqual(candidate.label, candidate.text)
    XCTAssertEqual(Completion.Candidate("Zoë").text, "Zoë", "ordinary names unchanged")
    XCTAssertEqual(
      InputHistory.parse(Array("ok\n\u{1B}[2Jx\n".utf8)).lines, ["ok", "\\u{1B}[2Jx"])
    XCTAssertEqual(KeyDecoder.decodeText(Array("a\u{9B}b\u{85}c\u{07}d".utf8)), "a b c d")
    XCTAssertThrowsError(
      try StringsFileParser.parse(
        Array("\"a\" = \"x\";\n\"b\" = \"\u{1B}[31m\";\n".utf8), file: "t")
    ) { error in
      XCTAssertEqual(
        error as? LocalizationError,
        .syntax(file: "t", line: 2, detail: .controlCharacter(0x1B)))
    }
    XCTAssertNoThrow(try StringsFileParser.parse(Array("\"a\" = \"x\\ny\\tz\";".utf8), file: "t"))
  }

  func testNamesInTheHTMLReportAreIsolatedAndBidiControlsShown() {
    XCTAssertEqual(HTMLText.name("\u{202E}evE<b>"), "<bdi>\\u{202E}evE&lt;b&gt;</bdi>")
    XCTAssertEqual(HTMLText.escape("a\u{2067}b"), "a\\u{2067}b")
  }
}
