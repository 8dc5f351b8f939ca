import Foundation
import XCTest

/// Issue 11's class through the real binary: six trainees, each with a history file of their
/// own, take `exam 20 seed 4711` (one abandons after 4 answers) and practice quizzes; Ann's
/// name is `ann lee ` in one file and `Ann Lee` in the other; the instructor imports them all.
final class ClassScenarioTests: XCTestCase {
  private var folder: URL!
  private var history: String { folder.appendingPathComponent("class.jsonl").path }

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "divequiz-class-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("trainees"), withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  @discardableResult
  private func run(
    _ arguments: [String], history: String? = nil, judge: String? = nil, input: String = ""
  ) throws -> BinaryRunner.Result {
    let options = ["--history", history ?? self.history] + (judge.map { ["--judge", $0] } ?? [])
    return try BinaryRunner.run(options + arguments, input: input, directory: folder)
  }

  private func trainee(_ file: String) -> String {
    folder.appendingPathComponent("trainees").appendingPathComponent(file).path
  }

  /// The typed answers: `right` fully right, `partly` with one owner wrong, the rest wrong.
  private func answers(_ key: [(Int, String)], right: Int, partly: Int) -> [String] {
    let flip = ["r": "rj", "j": "rj", "rj": "r"]
    return key.enumerated().map { index, answer in
      let (sanction, owners) = answer
      if index < right { return "\(sanction) \(owners)" }
      if index < right + partly { return "\(sanction) \(flip[owners] ?? "r")" }
      return "\((sanction + 1) % 6) \(owners)"
    }
  }

  private func buildClass(file: StaticString = #filePath, line: UInt = #line) throws {
    // The key of the exam, from a dry run whose every answer is skipped.
    let scratch = folder.appendingPathComponent("key.jsonl").path
    try run(
      [], history: scratch, judge: "key",
      input: "exam 20 seed 4711\n" + String(repeating: "skip\n", count: 20))
    let listed = try run(["history", "--json"], history: scratch)
    let records = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]],
      file: file, line: line)
    let questions = try XCTUnwrap(records.first?["q"] as? [[Any]], file: file, line: line)
    let key = questions.compactMap { q -> (Int, String)? in
      guard let sanction = q[3] as? Int, let owners = q[4] as? String else { return nil }
      return (sanction, owners)
    }
    XCTAssertEqual(key.count, 20, file: file, line: line)

    // Ann's club machine first, her name typed as an older tool there stored it.
    let club = trainee("ann-club.jsonl")
    XCTAssertEqual(
      try run(
        [], history: club, judge: "ann lee",
        input: "quiz 5 seed 400\n" + String(repeating: "0 r\n", count: 5)
      ).status, 0, file: file, line: line)
    let text = try String(contentsOfFile: club, encoding: .utf8)
    try text.replacingOccurrences(of: #""judge":"ann lee""#, with: #""judge":"ann lee ""#)
      .write(toFile: club, atomically: true, encoding: .utf8)

    let exam: [(String, String, Int, Int, Int?)] = [
      ("Ann Lee", "ann-home.jsonl", 18, 1, nil), ("Bruno Costa", "bruno.jsonl", 16, 2, nil),
      ("Chloé Martin", "chloe.jsonl", 20, 0, nil), ("Dario Rossi", "dario.jsonl", 12, 0, nil),
      ("Eva Novak", "eva.jsonl", 15, 1, nil), ("Femi Adeyemi", "femi.jsonl", 3, 0, 4),
    ]
    for (number, (name, history, right, partly, abandon)) in exam.enumerated() {
      var typed = answers(key, right: right, partly: partly)
      if let abandon { typed = Array(typed.prefix(abandon)) + ["abort"] }
      let script =
        ["exam 20 seed 4711 time 30"] + typed + ["quiz 4 seed \(100 + number)"]
        + Array(repeating: "4 j", count: 4) + ["quiz 3 rules seed \(200 + number)", "a", "b", "c"]
        + ["quiz 2 truefalse seed \(300 + number)", "t", "f"]
      let result = try run(
        [], history: trainee(history), judge: name, input: script.joined(separator: "\n") + "\n")
      XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
    }
    let files = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("trainees").path
    ).sorted().map(trainee)
    let imported = try run(["import"] + files)
    // One line per file, then the total.
    let lines = imported.stdout.split(separator: "\n")
    XCTAssertEqual(lines.count, files.count + 1, imported.stdout, file: file, line: line)
    XCTAssertEqual(
      lines.last, "Import: 25 added, 0 already present, 0 unreadable.", file: file, line: line)
  }

  func testTheInstructorsDeskOnAClassMergedFromSeveralFiles() throws {
    try buildClass()

    let trainees = try run(["trainees", "--json"])
    let list = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(trainees.stdout.utf8)) as? [[String: Any]])
    XCTAssertEqual(list.count, 6, trainees.stdout)
    XCTAssertEqual(list.first?["judge"] as? String, "Ann Lee", "the spelling used most often")
    XCTAssertEqual(list.first?["quizzes"] as? Int, 4, "3 at home, 1 at the club")
    let text = try run(["trainees"])
    XCTAssertTrue(text.stdout.hasSuffix("Trainees: 6.\n"), text.stdout)

    let chloe = try run(["history", "judge", "chloe", "martin"])
    XCTAssertEqual(chloe.status, 0)
    XCTAssertEqual(chloe.stdout.components(separatedBy: "Chloé Martin").count - 1, 4)
    let start = try run(["history", "judge", "Chloe"])
    XCTAssertEqual(start.status, 0, "a unique start of a name finds the trainee")
    XCTAssertEqual(start.stdout.components(separatedBy: "Chloé Martin").count - 1, 4)
    let near = try run(["history", "judge", "Chole"])
    XCTAssertEqual(near.status, 1)
    XCTAssertEqual(
      near.stderr, "error: no quiz is stored for Chole; closest names: Chloé Martin.\n")

    let ranked = try run(["report", "seed", "4711"])
    let part = try XCTUnwrap(ranked.stdout.components(separatedBy: "Exam of seed 4711").last)
      .components(separatedBy: "\n\n")[0]
    let rows = part.components(separatedBy: "\n").dropFirst(2)
    XCTAssertEqual(rows.count, 6, part)
    XCTAssertEqual(rows.filter { $0.contains("abandoned at 4/20") }.count, 1, part)
    XCTAssertTrue(rows.first?.contains("Chloé Martin  200/200") == true, part)
    let json = try run(["report", "seed", "4711", "--json"])
    let report = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let ranking = try XCTUnwrap(report["ranking"] as? [[String: Any]])
    XCTAssertEqual(
      ranking.compactMap { $0["passed"] as? Bool }, [true, true, true, false, false, false])
    XCTAssertEqual(ranking.last?["status"] as? String, "abandoned")
    XCTAssertEqual(report["rankingKind"] as? String, "exam")

    let bruno = try run(["export", "csv", "judge", "Bruno Costa"])
    let lines = bruno.stdout.components(separatedBy: "\r\n").filter { !$0.isEmpty }
    let header = lines[0].components(separatedBy: ",")
    for column in ["question_kind", "description", "rules"] {
      XCTAssertTrue(header.contains(column))
    }
    XCTAssertEqual(lines.count - 1, 29, "20 exam questions, 4 + 3 + 2 practice")
    XCTAssertTrue(lines.dropFirst().allSatisfy { $0.contains(",Bruno Costa,") })
    let examRows = try run(["export", "json", "seed", "4711", "--wide"])
    let exported = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(examRows.stdout.utf8)) as? [[String: Any]])
    XCTAssertEqual(exported.count, 104, "5 × 20 answered, and 4 by the trainee who abandoned")
    XCTAssertEqual(Set(exported.compactMap { $0["kind"] as? String }), ["exam"])

    XCTAssertEqual(try run(["export", "json", "judge"]).status, 64)
    XCTAssertEqual(try run(["export", "csv", "seed"]).status, 64)
    XCTAssertEqual(try run(["export", "csv", "class.xlsx"]).status, 1)
    let sheet = try run(["export", "csv", "seed", "4711", "--decimal-comma", "exam.csv"])
    XCTAssertEqual(sheet.stdout, "Rows written: 104, to exam.csv.\n")
    let bytes = try Data(contentsOf: folder.appendingPathComponent("exam.csv"))
    XCTAssertEqual(Array(bytes.prefix(4)), [0xEF, 0xBB, 0xBF, UInt8(ascii: "q")])
    XCTAssertTrue(
      String(decoding: bytes, as: UTF8.self).contains(";Chloé Martin;Chloé Martin;exam;"))
    let page = try run(["report", "--html", "class.html"])
    XCTAssertEqual(page.status, 0, page.stderr)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    XCTAssertEqual(names, ["class.html", "class.jsonl", "exam.csv", "key.jsonl", "trainees"])
    let html = try String(
      contentsOf: folder.appendingPathComponent("class.html"), encoding: .utf8)
    XCTAssertTrue(html.contains("<svg"))
    XCTAssertTrue(html.contains("<section id=\"trainees\">"))
    XCTAssertFalse(html.contains("http"))
    XCTAssertFalse(html.lowercased().contains("<script"))
  }
}
