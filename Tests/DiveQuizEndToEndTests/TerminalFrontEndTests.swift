import DiveQuizCore
import DiveQuizTerminal
import Foundation
import XCTest

/// The terminal front end's points that hold through pipes too: width from `COLUMNS`,
/// remembered settings, local time, messages in the language asked for.
final class TerminalFrontEndTests: XCTestCase {
  func testColumnsFitsPipedOutputWithoutEscapes() throws {
    let result = try BinaryRunner.run(["show", "36"], environment: ["COLUMNS": "50"])
    XCTAssertEqual(result.status, 0)
    XCTAssertFalse(result.stdout.contains("\u{1B}"), "no escape character in a pipe")
    let lines = result.stdout.split(separator: "\n")
    XCTAssertGreaterThan(lines.count, 10)
    for line in lines { XCTAssertLessThanOrEqual(DisplayWidth.of(line), 50, String(line)) }
    let unwrapped = try BinaryRunner.run(["show", "36"])
    XCTAssertTrue(
      unwrapped.stdout.split(separator: "\n").contains { $0.count > 100 },
      "without COLUMNS a pipe gets the text as it is")
  }

  func testJudgeAndLanguageAreRememberedForTheNextSession() throws {
    // One set of folders for both runs, and no DIVEQUIZ_JUDGE that would win over the file.
    var environment = BinaryRunner.environment()
    environment["DIVEQUIZ_JUDGE"] = ""
    environment["USER"] = "root"
    let first = try BinaryRunner.run(
      [], input: "judge Claire Dubois\nlang fr\n", environment: environment)
    XCTAssertEqual(first.status, 0, first.stderr)
    let second = try BinaryRunner.run(
      [], input: "judge\nlang\nsettings\n", environment: environment)
    XCTAssertTrue(
      second.stdout.contains("Les quiz sont enregistrés au nom de\u{A0}: Claire Dubois."),
      second.stdout)
    XCTAssertTrue(second.stdout.contains("Langue\u{A0}: fr (Français)."))
    let settings = try XCTUnwrap(environment["XDG_CONFIG_HOME"]) + "/divequiz/settings"
    XCTAssertTrue(second.stdout.contains(settings))
    let mode = try FileManager.default.attributesOfItem(atPath: settings)[.posixPermissions]
    XCTAssertEqual(mode as? Int, 0o600)
    let overridden = try BinaryRunner.run(
      ["--lang", "en", "--judge", "Ann"], input: "judge\n", environment: environment)
    XCTAssertEqual(overridden.stdout, "Quizzes are recorded for: Ann.\n", "options still win")
  }

  func testHistoryShowsTheLocalTime() throws {
    var environment = BinaryRunner.environment()
    environment["TZ"] = "Asia/Kolkata"
    _ = try BinaryRunner.run([], input: "quiz 1 seed 3\nskip\n", environment: environment)
    let stored = try String(
      contentsOfFile: try XCTUnwrap(environment["DIVEQUIZ_HISTORY"]), encoding: .utf8)
    let start = try XCTUnwrap(
      stored.range(of: "\"start\":\"").map { String(stored[$0.upperBound...].prefix(20)) })
    let utc = try XCTUnwrap(Timestamp.parse(start), "the file keeps UTC: \(start)")
    let local = LocalTime(zone: try XCTUnwrap(TimeZone(identifier: "Asia/Kolkata")))
    let history = try BinaryRunner.run(["history"], environment: environment)
    XCTAssertTrue(history.stdout.hasPrefix("Local times (UTC+05:30).\n"), history.stdout)
    XCTAssertTrue(history.stdout.contains(local.minute(utc) + "  "), history.stdout)
    XCTAssertNotEqual(local.minute(utc), LocalTime.utc.minute(utc))
  }

  func testAnOptionMistakeIsToldInTheLanguageAsked() throws {
    let french = try BinaryRunner.run(["--lang", "fr", "--bogus"])
    XCTAssertEqual(french.status, 64)
    XCTAssertTrue(french.stderr.hasPrefix("divequiz: option inconnue --bogus\n"), french.stderr)
    let italian = try BinaryRunner.run(["--frob"], environment: ["LANG": "it_IT.UTF-8"])
    XCTAssertEqual(italian.status, 64)
    XCTAssertTrue(italian.stderr.hasPrefix("divequiz: opzione sconosciuta --frob\n"))
  }
}
