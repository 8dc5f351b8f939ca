import Foundation
import XCTest

/// The instructor's commands through the built binary on a history holding every kind of
/// question (the fixture the unit tests read: three `mixed` quizzes and an exam of seed 4711
/// sat by three trainees): each shows its results by kind.
final class KindBreakdownEndToEndTests: XCTestCase {
  private var folder: URL!
  private var history: String { folder.appendingPathComponent("history.jsonl").path }

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "divequiz-kinds-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(
        "DiveQuizKitTests/Fixtures/kinds-history.jsonl")
    try FileManager.default.copyItem(atPath: fixture.path, toPath: history)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  private func run(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws
    -> String
  {
    let result = try BinaryRunner.run(arguments, environment: ["DIVEQUIZ_HISTORY": history])
    XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
    XCTAssertEqual(result.stderr, "", arguments.joined(separator: " "), file: file, line: line)
    return result.stdout
  }

  func testEveryInstructorCommandBreaksResultsDownByKind() throws {
    let names = [
      "Sanction", "Rule numbers", "True or false", "Dives", "Degree of difficulty", "Awards",
      "Score", "Scenario",
    ]
    let report = try run(["report"])
    XCTAssertTrue(report.contains("By kind of question (share of the points)\n"), report)
    for name in names { XCTAssertTrue(report.contains("\n" + name + " "), name) }
    XCTAssertTrue(report.contains("\n  Anne Marie: Sanction "), report)

    let sheet = try run(["report", "seed", "4711"])
    XCTAssertTrue(sheet.contains("By kind of question, ranked attempts"), sheet)
    XCTAssertTrue(sheet.contains("\n  Anne Marie: Sanction 100% (2) · "), sheet)

    let trainees = try run(["trainees"])
    XCTAssertTrue(trainees.contains("By kind of question, per trainee"), trainees)
    XCTAssertTrue(trainees.hasSuffix("Trainees: 3.\n"), trainees)

    let progress = try run(["progress", "judge", "chlo"])
    XCTAssertTrue(progress.contains("By kind of question, completed quizzes: 2\n"), progress)

    let french = try run(["report", "--lang", "fr"])
    XCTAssertTrue(french.contains("Par type de question (part des points)"), french)
    XCTAssertTrue(french.contains("Coefficient de difficulté"), french)

    let perQuiz = try run(["export", "csv", "per", "quiz"])
    let header = try XCTUnwrap(perQuiz.components(separatedBy: "\r\n").first)
    XCTAssertTrue(
      header.hasSuffix(
        ",scores_questions,scores_points,scenario_questions,scenario_points,rulebook_questions,"
          + "rulebook_points,own_questions,own_points"))

    let rows = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(try run(["export", "json"]).utf8))
        as? [[String: Any]])
    XCTAssertEqual(rows.count, 96)
    XCTAssertEqual(Set(rows.compactMap { $0["question_kind"] as? String }).count, 8)

    let page = folder.appendingPathComponent("class.html").path
    _ = try run(["report", "--html", page])
    let html = try String(contentsOfFile: page, encoding: .utf8)
    XCTAssertTrue(html.contains("<section id=\"kinds\">"))
    for name in names { XCTAssertTrue(html.contains("<td class=\"name\">" + name + "</td>"), name) }
  }
}
