import DiveQuizCore
import DiveQuizTerminal
import Foundation
import XCTest

/// Issue 29, case 8: a record's stored summary is never trusted over its answers: a line
/// saying 0/10 and `"passed":true`, or `"score":10` whose only question scored 0, is shown,
/// ranked and exported with the answers' figures, and `check --history` names it once.
final class TrustSummaryTests: XCTestCase {
  private var fixture: FaultFixture!

  override func setUpWithError() throws { fixture = try FaultFixture() }
  override func tearDownWithError() throws { fixture.remove() }

  private func line(_ id: String, judge: String, score: Int, passed: Bool, points: Int) -> String {
    #"{"v":1,"id":"\#(id)","judge":"\#(judge)","kind":"exam","status":"completed","start":"2026-11-21T10:00:00Z","end":"2026-11-21T10:00:30Z","langs":["en"],"filters":[],"seed":4711,"edition":"2025","size":1,"score":\#(score),"max":10,"pct":\#(score * 10).0,"passed":\#(passed),"seconds":30.0,"q":[[19,2,"j",2,"j",\#(points),4.2]]}"#
      + "\n"
  }

  func testDoctoredSummariesShowTheAnswersFiguresEverywhere() throws {
    let text =
      line("liar-pass", judge: "Ann", score: 0, passed: true, points: 0)
      + line("liar-score", judge: "Bob", score: 10, passed: true, points: 0)
      + line("honest", judge: "Cy", score: 10, passed: true, points: 10)
    try fixture.write(Array(text.utf8), to: fixture.history)
    let lines = fixture.bytes(fixture.history)
    let trainees = try fixture.run(["trainees", "--json"])
    XCTAssertEqual(trainees.status, 0, trainees.stderr)
    let history = try fixture.run(["history"])
    XCTAssertTrue(history.stdout.contains("liar-sco  Bob    1/1     0/10"), history.stdout)
    XCTAssertTrue(history.stdout.contains("liar-pas  Ann    1/1     0/10      0%  not passed"))
    let review = try fixture.run(["review", "liar-score"])
    XCTAssertEqual(review.status, 0, review.stderr)
    XCTAssertTrue(review.stdout.contains("Score: 0/10 points (0%)"), review.stdout)
    let report = try fixture.run(["report", "--json"])
    let object = try JSONSerialization.jsonObject(with: Data(report.stdout.utf8)) as? [String: Any]
    let rows = (object?["trainees"] as? [[String: Any]]) ?? []
    for row in rows where ["Ann", "Bob"].contains(row["judge"] as? String) {
      XCTAssertEqual(row["passRate"] as? Double ?? 0, 0, "\(row)")
    }
    let sheet = try fixture.run(["report", "seed", "4711"])
    XCTAssertEqual(sheet.status, 0, sheet.stderr)
    let ranked = sheet.stdout.split(separator: "\n").filter {
      $0.contains("10/10") || $0.contains("0/10")
    }
    XCTAssertTrue(ranked.first?.contains("Cy") ?? false, sheet.stdout)
    let export = try fixture.run(["export", "csv", "per", "quiz"])
    XCTAssertTrue(export.stdout.contains("liar-score,"), export.stdout)
    for row in export.stdout.split(separator: "\r\n") where row.hasPrefix("liar-") {
      XCTAssertTrue(row.contains(",1,0,10,0.0,false,"), String(row))
    }
    let check = try fixture.run(["check", "--history"])
    XCTAssertEqual(check.status, 1, check.transcript)
    XCTAssertEqual(check.stdout.components(separatedBy: "quiz liar-").count - 1, 2, check.stdout)
    XCTAssertTrue(check.stdout.contains(":2: quiz liar-score:"), check.stdout)
    XCTAssertTrue(
      check.stdout.contains("records whose stored summary disagrees with their answers: 2."))
    XCTAssertEqual(fixture.bytes(fixture.history), lines, "nothing rewritten")
  }
}
