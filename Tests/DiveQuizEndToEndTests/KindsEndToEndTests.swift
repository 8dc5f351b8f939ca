import Foundation
import XCTest

/// Each new kind of question through the built binary: a seeded quiz answered from the key
/// (100 %), one answered wrongly (each key shown, a score's working), then `history` and
/// `review`, against golden transcripts; and `quiz 30 mixed seed 7` twice, identical.
final class KindsEndToEndTests: XCTestCase {
  private func check(_ kind: String, file: StaticString = #filePath, line: UInt = #line) throws {
    let name = "kinds-" + kind
    let result = try BinaryRunner.run([], input: try Snapshot.script(name + ".txt"), merged: true)
    XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
    XCTAssertTrue(
      result.transcript.contains("Score: 30/30 points (100%)."), result.transcript, file: file,
      line: line)
    XCTAssertTrue(
      result.transcript.contains("Score: 0/20 points (0%)."), result.transcript, file: file,
      line: line)
    XCTAssertTrue(
      result.transcript.contains("Quizzes listed: 2."), result.transcript, file: file, line: line)
    try Snapshot.assertMatches(result.transcript, named: name, histories: [result.history])
  }

  func testDives() throws { try check("dives") }
  func testDegreesOfDifficulty() throws { try check("dd") }
  func testAwardBands() throws { try check("awards") }
  func testScoresTypedWithAPointOrACommaAndTheWorking() throws { try check("scores") }
  func testScenarios() throws { try check("scenario") }

  func testThirtyMixedSeedSevenDrawsFourKindsAndReplaysIdentically() throws {
    let skips = String(repeating: "skip\n", count: 30)
    let first = try BinaryRunner.run(["quiz", "30", "mixed", "seed", "7"], input: skips)
    let second = try BinaryRunner.run(["quiz", "30", "mixed", "seed", "7"], input: skips)
    XCTAssertEqual(first.status, 0, first.stderr)
    let questions = { (text: String) in
      text.split(separator: "\n").filter { $0.hasPrefix("Question ") }.map(String.init)
    }
    XCTAssertEqual(questions(first.stdout).count, 30)
    // Everything but the quiz's id and the coach's line (which reads each run's own history).
    let asked = { (text: String) in
      Snapshot.normalize(text, histories: []).split(separator: "\n").filter {
        !$0.hasPrefix("Quiz saved") && !$0.hasPrefix("Coach:")
      }
    }
    XCTAssertEqual(asked(first.stdout), asked(second.stdout))
    let kinds = Set(
      questions(first.stdout).map { line in
        line.contains("· #") ? "penalty" : String(line.split(separator: "·").last ?? "")
      })
    XCTAssertGreaterThanOrEqual(kinds.count, 4, "\(kinds)")
  }
}
