import Foundation
import XCTest

/// Issue 33 through the built binary: a wrong DD, award or positions answer taught in three
/// languages (golden transcripts), one size rule for every kind, the `score` refusals with
/// status 64 and one line, and names given to `trainees merge` one argument each.
final class TeachingEndToEndTests: XCTestCase {
  /// One wrong answer of each kind that teaches: a DD (the working), an award (the band's
  /// range and its neighbours) and the positions of 5312 (allowed A, B, C; tabled A).
  private func teach(
    _ language: String, marks: [String], file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let result = try BinaryRunner.run(
      ["--lang", language], input: try Snapshot.script("teach.txt"), merged: true)
    XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
    for mark in marks {
      XCTAssertTrue(
        result.transcript.contains(mark), "\(language): \(mark)", file: file, line: line)
    }
    try Snapshot.assertMatches(
      result.transcript, named: "teach-" + language, histories: [result.history])
  }

  func testWrongAnswersTeachInEnglish() throws {
    try teach(
      "en",
      marks: [
        "DD = A somersaults + B flight position", "The band below:", "The band above:",
        "for 5312: A, B, C; listed in the DD tables: A.",
      ])
  }

  func testWrongAnswersTeachInFrench() throws {
    try teach(
      "fr",
      marks: [
        "CD = A sauts périlleux", "Appréciation inférieure", "Appréciation supérieure",
        "pour 5312 : A, B, C ; inscrites dans les tables des coefficients : A.",
      ])
  }

  func testWrongAnswersTeachInChinese() throws {
    try teach(
      "zh-Hans",
      marks: ["难度系数 = A翻腾", "低一档", "高一档", "5312 允许的姿势：A, B, C；难度表列出的姿势：A。"])
  }

  func testEveryKindReducesAnOversizedQuizInOneLine() throws {
    for (words, line) in [
      (["quiz", "1000"], "Questions reduced from 1000 to 63:"),
      (["quiz", "1000", "scores"], "Questions reduced from 1000 to 100:"),
      (["quiz", "100", "awards"], "Questions reduced from 100 to 28:"),
    ] {
      let result = try BinaryRunner.run(words, input: "abort\n")
      XCTAssertEqual(result.status, 0, "\(words): \(result.stderr)")
      XCTAssertTrue(result.stdout.contains(line), "\(words): \(result.stdout)")
    }
  }

  func testScoreRefusesInOneLineWithStatus64() throws {
    for words in [
      ["score", "2.0", "-", "-", "7", "7", "7"], ["score", "9.9", "8", "8", "8", "8", "8"],
      ["score", "0.5", "8", "8", "8", "8", "8"], ["score", "2.0", "8", "8", "8", "8"],
      ["score", "2.0", "8", "8", "8", "8", "8", "max", "2", "deduct", "2"],
    ] {
      let result = try BinaryRunner.run(words)
      XCTAssertEqual(result.status, 64, "\(words)")
      XCTAssertEqual(result.stdout, "", "\(words)")
      XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, "\(words): \(result.stderr)")
    }
    XCTAssertEqual(try BinaryRunner.run(["score", "4.8", "-", "8", "8", "8", "8"]).status, 0)
  }

  func testAQuizWordTypoIsSuggested() throws {
    let result = try BinaryRunner.run(["quiz", "1", "seed", "1"], input: "hlep\nsikp\n")
    XCTAssertTrue(
      result.stdout.contains("did you mean help?") || result.stderr.contains("did you mean help?"),
      result.stdout + result.stderr)
    XCTAssertTrue((result.stdout + result.stderr).contains("did you mean skip?"))
  }
}
