import Foundation
import XCTest

/// The built binary, fed scripted standard input, compared whole with golden transcripts.
final class TranscriptTests: XCTestCase {
  private func check(
    _ name: String, arguments: [String] = [], status: Int32 = 0, file: StaticString = #filePath,
    line: UInt = #line
  ) throws {
    let result = try BinaryRunner.run(
      arguments, input: try Snapshot.script(name + ".txt"), merged: true)
    XCTAssertEqual(result.status, status, result.stderr, file: file, line: line)
    try Snapshot.assertMatches(
      result.transcript, named: name, histories: [result.history], file: file, line: line)
  }

  func testEnglishQuizTranscript() throws {
    try check("quiz-en")
  }

  func testFrenchQuizTranscript() throws {
    try check("quiz-fr", arguments: ["--lang", "fr"])
  }

  func testSwitchingEnglishFrenchItalianMidQuiz() throws {
    try check("switch-en-fr-it")
  }

  func testPipedInputHasNoPromptAndNoColour() throws {
    let result = try BinaryRunner.run([], input: "lang\n")
    XCTAssertEqual(
      result.stdout, "Language: en (English). Available: de, en, es, es-MX, fr, it, zh-Hans.\n")
    XCTAssertFalse(result.transcript.contains("\u{1B}["))
  }

  func testShowInFrenchWithTheNote() throws {
    let result = try BinaryRunner.run(["show", "19", "--lang", "fr"], merged: true)
    XCTAssertEqual(result.status, 0)
    try Snapshot.assertMatches(result.transcript, named: "show-19-fr")
  }

  /// show in the 2025 edition, then in 2024 after switching: the numbers, the printed table,
  /// the other edition's numbers and the notes that say where the key differs.
  func testShowInBothEditions() throws {
    try check("show-editions", arguments: ["--edition", "2025"])
  }

  /// The new line of the 2025 edition in every built-in language (as the default 2026 edition
  /// numbers it, doubtful), and its absence in 2024.
  func testPenalty48InFourLanguagesAndNotIn2024() throws {
    var transcript = ""
    for language in ["en", "fr", "es", "it"] {
      let result = try BinaryRunner.run(["show", "48", "--lang", language], merged: true)
      XCTAssertEqual(result.status, 0, result.transcript)
      transcript += result.transcript
    }
    let older = try BinaryRunner.run(["show", "48", "--edition", "2024"])
    XCTAssertEqual(older.status, 1)
    XCTAssertEqual(older.stdout, "")
    transcript += older.stderr
    try Snapshot.assertMatches(transcript, named: "show-48")
  }

  func testCheckIsClean() throws {
    let result = try BinaryRunner.run(["check"])
    XCTAssertEqual(result.status, 0, result.transcript)
    XCTAssertTrue(result.stdout.hasSuffix("All checks passed.\n"))
  }

  func testBrokenStringsFileIsOneLineAndStatusOne() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "divequiz-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try "\"Language-name\" = \"Deutsch\";\n\"Penalty-1\" = \"kaputt\"\n\"x\" = \"y\";\n"
      .write(to: folder.appendingPathComponent("de.strings"), atomically: true, encoding: .utf8)
    let result = try BinaryRunner.run(["--strings", folder.path, "penalties"])
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.stdout, "")
    XCTAssertEqual(
      result.stderr,
      "error: \(folder.path)/de.strings:2: malformed line: expected ; at the end of the entry.\n")
  }

  func testBadUsageExits64WithAUsageLine() throws {
    let result = try BinaryRunner.run(["--colour", "never"])
    XCTAssertEqual(result.status, 64)
    XCTAssertEqual(result.stdout, "")
    XCTAssertTrue(result.stderr.contains("usage: divequiz [options] [command]"))
  }

  func testEndOfInputMidQuizExitsZero() throws {
    let result = try BinaryRunner.run([], input: "quiz 3 seed 1\n0 r\n")
    XCTAssertEqual(result.status, 0)
    XCTAssertTrue(result.stdout.contains("Quiz abandoned — questions answered: 1 of 3"))
  }

  func testVersionAndHelp() throws {
    XCTAssertEqual(try BinaryRunner.run(["--version"]).stdout, "divequiz 0.1.0\n")
    let help = try BinaryRunner.run(["--help"])
    XCTAssertEqual(help.status, 0)
    XCTAssertTrue(help.stdout.contains("--strings DIR"))
  }
}
