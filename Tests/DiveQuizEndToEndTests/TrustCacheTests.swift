import DiveQuizCore
import Foundation
import XCTest

/// Issue 29 (wrong results and caches), on the built binary: a quiz taken with an app's rules
/// file is reviewed with that file's texts or said to be another file's; the names cache
/// follows a typo fixed in place and a new history on the same inode.
final class TrustCacheTests: XCTestCase {
  private var fixture: FaultFixture!

  override func setUpWithError() throws { fixture = try FaultFixture() }
  override func tearDownWithError() throws { fixture.remove() }

  private let app = """
    {"penalties": [{"id": 3, "description": "Test: the app's line three",
      "rules": [{"ruleId": "9.9.9"}], "sanctionValue": 2, "referee": true, "judge": false}]}
    """

  func testAQuizOfAnAppsFileIsReviewedWithThatFileOrSaidToBeAnothers() throws {
    let file = fixture.folder.appendingPathComponent("app.json").path
    try fixture.write(Array(app.utf8), to: file)
    let quiz = try fixture.run(["--rules", file, "quiz", "1", "--seed", "3"], input: "2 r\n")
    XCTAssertEqual(quiz.status, 0, quiz.transcript)
    let stored = fixture.records(fixture.history).records
    XCTAssertEqual(stored.count, 1)
    XCTAssertEqual(stored.first?.rulesFile?.name, "app.json")

    let with = try fixture.run(["--rules", file, "review"])
    XCTAssertTrue(with.stdout.contains("Test: the app's line three"), with.transcript)
    let without = try fixture.run(["review"])
    XCTAssertTrue(without.stdout.contains("not loaded now"), without.transcript)
    XCTAssertFalse(without.stdout.contains("Test: the app's"))
    XCTAssertTrue(without.stdout.contains("(a penalty of that rules file)"))

    let report = try fixture.run(["report", "--json"])
    let object = try JSONSerialization.jsonObject(with: Data(report.stdout.utf8)) as? [String: Any]
    XCTAssertEqual(object?["answered"] as? Int, 0)
    let files = object?["rulesFiles"] as? [[String: Any]]
    XCTAssertEqual(files?.first?["quizzes"] as? Int, 1)
  }

  func testTheNamesCacheFollowsAnEditInPlaceAndANewFileOnTheSameInode() throws {
    let lines =
      FaultFixture.lines(1, prefix: "a", judge: "Bbo")
      + FaultFixture.lines(1, prefix: "b", judge: "Cy")
    try fixture.write(lines, to: fixture.history)
    XCTAssertTrue(try fixture.run(["trainees"]).stdout.contains("Bbo"))
    let handle = try XCTUnwrap(FileHandle(forUpdatingAtPath: fixture.history))
    let fixed = Array(
      String(decoding: lines, as: UTF8.self)
        .replacingOccurrences(of: "\"Bbo\"", with: "\"Bob\"").utf8)
    XCTAssertEqual(fixed.count, lines.count)
    try handle.write(contentsOf: fixed)
    try handle.close()
    let after = try fixture.run(["trainees"])
    XCTAssertTrue(after.stdout.contains("Bob"), after.transcript)
    XCTAssertFalse(after.stdout.contains("Bbo"), after.transcript)

    let again = try XCTUnwrap(FileHandle(forUpdatingAtPath: fixture.history))
    try again.truncate(atOffset: 0)
    try again.write(contentsOf: FaultFixture.lines(2, prefix: "z", judge: "Zed"))
    try again.close()
    let replaced = try fixture.run(["trainees"])
    XCTAssertTrue(replaced.stdout.contains("Zed"), replaced.transcript)
    XCTAssertFalse(replaced.stdout.contains("Bob"), replaced.transcript)
  }
}
