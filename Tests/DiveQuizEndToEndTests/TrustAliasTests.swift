import DiveQuizCore
import DiveQuizTerminal
import Foundation
import XCTest

/// Issue 29, cases 5 and 8: an imported decision about names whose id a quiz holds is
/// stored, not counted present; 70 renames show one trainee.
final class TrustAliasTests: XCTestCase {
  private var fixture: FaultFixture!

  override func setUpWithError() throws { fixture = try FaultFixture() }
  override func tearDownWithError() throws { fixture.remove() }

  private func lines(_ path: String) -> [String] {
    String(decoding: fixture.bytes(path), as: UTF8.self).split(separator: "\n").map(String.init)
  }

  func testAnImportedAliasLineWithAQuizsIdIsStored() throws {
    try fixture.write(FaultFixture.lines(1, prefix: "same", judge: "Anne"), to: fixture.history)
    let alias =
      #"{"v":2,"type":"alias","id":"same-0","at":"2026-11-21T10:00:00Z","action":"merge","from":"Anne","to":"Ann"}"#
    let other = fixture.folder.appendingPathComponent("other.jsonl").path
    try fixture.write(
      FaultFixture.lines(1, prefix: "same", judge: "Anne") + Array((alias + "\n").utf8), to: other)
    XCTAssertEqual(lines(fixture.history).count, 1)
    let result = try fixture.run(["import", other])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(lines(fixture.history).count, 2, "the quiz once, the alias added")
    XCTAssertTrue(lines(fixture.history).contains(alias))
    let again = try fixture.run(["import", other])
    XCTAssertEqual(again.status, 0, again.stderr)
    XCTAssertEqual(lines(fixture.history).count, 2, "nothing twice")
  }

  func testSeventyRenamesShowOneTrainee() throws {
    try fixture.write(FaultFixture.lines(1, prefix: "first", judge: "Name 0"), to: fixture.history)
    XCTAssertEqual(try fixture.run(["trainees"]).status, 0)
    for step in 0..<70 {
      let result = try fixture.run(["trainees", "rename", "Name \(step)", "to", "Name \(step + 1)"])
      XCTAssertEqual(result.status, 0, result.stderr)
    }
    let quiz = try fixture.run(
      [], input: "quiz 1 seed 3\n0 r\n", environment: ["DIVEQUIZ_JUDGE": "Name 70"])
    XCTAssertEqual(quiz.status, 0, quiz.stderr)
    let trainees = try fixture.run(["trainees"])
    XCTAssertTrue(trainees.stdout.contains("Trainees: 1."), trainees.stdout)
    XCTAssertTrue(trainees.stdout.contains("Name 70        2"), trainees.stdout)
  }
}
