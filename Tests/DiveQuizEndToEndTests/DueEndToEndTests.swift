import Foundation
import XCTest

/// The schedule through the built binary: a history whose quizzes are dated before the real
/// clock (the binary keeps the system's clock, so the history is placed in time instead) —
/// a penalty missed three days ago comes back first, one answered right does not.
final class DueEndToEndTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "divequiz-due-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDown() {
    try? FileManager.default.removeItem(at: folder)
  }

  private var history: URL { folder.appendingPathComponent("history.jsonl") }

  /// One quiz of `days` ago by `judge`: #17 (key 1 r) answered 0 r, wrong; #14 (0 r+j) right.
  private static func record(judge: String, daysAgo days: Double, missed: Int = 17) -> String {
    let formatter = ISO8601DateFormatter()
    let time = formatter.string(from: Date().addingTimeInterval(-days * 86_400))
    return "{\"v\":1,\"id\":\"0000000\(Int(days))-0000-4000-8000-000000000000\","
      + "\"judge\":\"\(judge)\",\"kind\":\"quiz\",\"status\":\"completed\",\"start\":\"\(time)\","
      + "\"end\":\"\(time)\",\"langs\":[\"en\"],\"filters\":[\"due\"],\"seed\":5,"
      + "\"edition\":\"2026\",\"size\":2,\"score\":10,\"max\":20,\"pct\":50.0,\"passed\":false,"
      + "\"seconds\":0.0,\"q\":[[\(missed),0,\"r\",1,\"r\",0,0.0],[14,0,\"rj\",0,\"rj\",10,0.0]]}"
  }

  func testAPenaltyMissedComesBackBeforeOneAnsweredRight() throws {
    try Data((Self.record(judge: "tester", daysAgo: 3) + "\n").utf8).write(to: history)
    let environment = ["DIVEQUIZ_HISTORY": history.path, "XDG_CACHE_HOME": folder.path]
    let due = try BinaryRunner.run(["due"], environment: environment)
    XCTAssertEqual(due.status, 0, due.stderr)
    XCTAssertTrue(due.stdout.contains("Schedule of tester: due today 1 (target recall 90%)."))
    XCTAssertTrue(due.stdout.contains("Sanction"), due.stdout)
    // The end of input leaves after the first question is shown.
    let quiz = try BinaryRunner.run(["quiz", "3", "due", "seed", "8"], environment: environment)
    XCTAssertTrue(quiz.stdout.contains("From your schedule: 1 due today"), quiz.stdout)
    XCTAssertTrue(quiz.stdout.contains("Question 1/3 · #17\n"), quiz.stdout)
    let json = try BinaryRunner.run(["due", "--json"], environment: environment)
    let object = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let items = try XCTUnwrap(object["items"] as? [[String: Any]])
    XCTAssertEqual(items.count, 2)
    let recall = Dictionary(
      uniqueKeysWithValues: items.map {
        ($0["subject"] as? String ?? "", $0["recall"] as? Double ?? 0)
      })
    XCTAssertLessThan(recall["17"] ?? 1, recall["14"] ?? 0)
  }

  func testAMergedNameBringsItsAnswers() throws {
    // Tess missed #17 four days ago; tester missed #20 just now (due tomorrow at the
    // earliest), so nothing of tester's is due until the merge.
    let lines = [
      Self.record(judge: "Tess", daysAgo: 4),
      Self.record(judge: "tester", daysAgo: 0, missed: 20),
    ]
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: history)
    let environment = ["DIVEQUIZ_HISTORY": history.path, "XDG_CACHE_HOME": folder.path]
    let before = try BinaryRunner.run(["due"], environment: environment)
    XCTAssertTrue(before.stdout.contains("due today 0"), before.stdout)
    let merge = try BinaryRunner.run(
      ["trainees", "merge", "Tess", "into", "tester"], environment: environment)
    XCTAssertEqual(merge.status, 0, merge.stderr)
    let after = try BinaryRunner.run(["due"], environment: environment)
    XCTAssertTrue(after.stdout.contains("due today 1"), after.stdout)
  }
}
