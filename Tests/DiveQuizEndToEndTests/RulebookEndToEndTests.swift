import Foundation
import XCTest

/// The rulebook bank through the built binary: the chapters, a quiz answered right, partly
/// and wrongly with each key, rule and explanation, the checklists, `rule` in two editions,
/// an exam of a chapter, `search` and `review`, compared whole with a golden transcript.
final class RulebookEndToEndTests: XCTestCase {
  func testRulebookTranscript() throws {
    let result = try BinaryRunner.run(
      [], input: try Snapshot.script("rulebook.txt"), merged: true)
    XCTAssertEqual(result.status, 0, result.stderr)
    try Snapshot.assertMatches(result.transcript, named: "rulebook", histories: [result.history])
  }

  /// The same quiz in French and Chinese: the bank's own texts in the language asked for.
  func testAChapterQuizInOtherLanguages() throws {
    for language in ["fr", "zh-Hans"] {
      let result = try BinaryRunner.run(
        ["--lang", language], input: "quiz 2 checklist seed 4\nskip\nskip\n", merged: true)
      XCTAssertEqual(result.status, 0, result.stderr)
      XCTAssertFalse(result.transcript.contains("checklist-"), result.transcript)
      XCTAssertFalse(result.transcript.contains("bank."), result.transcript)
    }
  }

  func testCheckNamesTheBank() throws {
    let result = try BinaryRunner.run(["check"])
    XCTAssertEqual(result.status, 0, result.stdout)
    XCTAssertTrue(result.stdout.contains("Rulebook questions (rulebook/questions.tsv): "))
  }
}
