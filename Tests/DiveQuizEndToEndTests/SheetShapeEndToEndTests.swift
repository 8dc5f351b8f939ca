import Foundation
import XCTest

/// Issue 33's walk through the built binary: five trainees sit `exam 10 seed 4711`, Dan Short
/// `exam 3 seed 4711` (30/30), Eve True `exam 10 truefalse seed 4711`; Ann practises 10
/// questions, Bruno 5. `report seed 4711` ranks the five and lists the two others apart, in
/// the terminal (en and fr), JSON, CSV and HTML; `exam 1 seed 4711` is warned about.
final class SheetShapeEndToEndTests: XCTestCase {
  private var folder: URL!
  private var history: String { folder.appendingPathComponent("class.jsonl").path }

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "divequiz-sheets-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  @discardableResult
  private func run(
    _ arguments: [String], history: String? = nil, judge: String? = nil, input: String = "",
    merged: Bool = false
  ) throws -> BinaryRunner.Result {
    let options = ["--history", history ?? self.history] + (judge.map { ["--judge", $0] } ?? [])
    return try BinaryRunner.run(
      options + arguments, input: input, merged: merged, directory: folder)
  }

  /// The answers of `command`'s exam, right ones first: the key read from a dry run whose
  /// every answer is skipped, the rest answered with another sanction.
  private func answers(
    _ command: String, size: Int, right: Int, file: StaticString = #filePath, line: UInt = #line
  ) throws -> [String] {
    let scratch = folder.appendingPathComponent("key-\(size).jsonl").path
    if !FileManager.default.fileExists(atPath: scratch) {
      try run(
        [], history: scratch, judge: "key",
        input: command + "\n" + String(repeating: "skip\n", count: size))
    }
    let listed = try run(["history", "--json"], history: scratch)
    let records = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]],
      file: file, line: line)
    let questions = try XCTUnwrap(records.first?["q"] as? [[Any]], file: file, line: line)
    XCTAssertEqual(questions.count, size, file: file, line: line)
    return questions.enumerated().compactMap { index, question in
      guard let sanction = question[3] as? Int, let owners = question[4] as? String else {
        return nil
      }
      return index < right ? "\(sanction) \(owners)" : "\((sanction + 1) % 6) \(owners)"
    }
  }

  /// `name` takes `command`; `warned`: the seed already stands for another exam.
  private func sit(
    _ name: String, _ command: String, _ typed: [String], warned: Bool = false,
    file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let result = try run(
      [], judge: name, input: ([command] + typed).joined(separator: "\n") + "\n")
    XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
    XCTAssertEqual(
      result.stderr.hasPrefix("Seed 4711 already stands for another exam"), warned,
      "\(name): \(command): \(result.stderr)", file: file, line: line)
  }

  private func buildWalk() throws {
    try sit("Ann Lee", "quiz 10 seed 4711", Array(repeating: "0 r", count: 10))
    let sheet: [(String, Int)] = [
      ("Ann Lee", 9), ("Bruno Costa", 8), ("Chloé Martin", 7), ("Dario Rossi", 6),
      ("Femi Adeyemi", 5),
    ]
    for (name, right) in sheet {
      try sit(name, "exam 10 seed 4711", answers("exam 10 seed 4711", size: 10, right: right))
    }
    try sit(
      "Dan Short", "exam 3 seed 4711", answers("exam 3 seed 4711", size: 3, right: 3),
      warned: true)
    try sit(
      "Eve True", "exam 10 truefalse seed 4711", Array(repeating: "t", count: 10), warned: true)
    try sit("Bruno Costa", "quiz 5 seed 4711", Array(repeating: "0 r", count: 5))
  }

  func testAReportOfASeedRanksOneExamAndListsTheOthersApart() throws {
    try buildWalk()
    var transcript = ""
    for arguments in [["report", "seed", "4711"], ["report", "seed", "4711", "--lang", "fr"]] {
      let result = try run(arguments, merged: true)
      XCTAssertEqual(result.status, 0, result.transcript)
      transcript += "$ divequiz " + arguments.joined(separator: " ") + "\n" + result.transcript
    }
    let warned = try run(
      ["--lang", "de"], judge: "Gil", input: "exam 1 seed 4711\nskip\n", merged: true)
    XCTAssertEqual(warned.status, 0)
    transcript += "$ divequiz --lang de --judge Gil <<< 'exam 1 seed 4711'\n" + warned.transcript
    try Snapshot.assertMatches(transcript, named: "sheet-shapes", histories: [history])

    let json = try run(["report", "seed", "4711", "--json"])
    let report = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let ranking = try XCTUnwrap(report["ranking"] as? [[String: Any]])
    XCTAssertEqual(
      ranking.compactMap { $0["judge"] as? String },
      ["Ann Lee", "Bruno Costa", "Chloé Martin", "Dario Rossi", "Femi Adeyemi"])
    let sheet = try XCTUnwrap(report["sheet"] as? [String: Any])
    XCTAssertEqual(sheet["size"] as? Int, 10)
    XCTAssertEqual(sheet["questionKind"] as? String, "sanction")
    let others = try XCTUnwrap(report["otherSheets"] as? [[String: Any]])
    // Shapes sat by one trainee each are ordered by when they began, to the second: this
    // test sits them within a second or two, so it compares them as a set.
    XCTAssertEqual(
      others.compactMap { ($0["shape"] as? [String: Any])?["size"] as? Int }.sorted(),
      [1, 3, 5, 10], "Gil's warned exam 1 is stored, apart from the sheet")
    let dan = try XCTUnwrap(
      others.compactMap { ($0["ranking"] as? [[String: Any]])?.first }.first {
        $0["judge"] as? String == "Dan Short"
      })
    XCTAssertEqual(dan["judge"] as? String, "Dan Short")
    XCTAssertEqual([dan["score"] as? Int, dan["maximum"] as? Int], [30, 30])
    XCTAssertEqual(
      (report["practice"] as? [[String: Any]])?.compactMap { $0["judge"] as? String }, ["Ann Lee"],
      "Bruno's 5 questions are not this exam's practice")

    let csv = try run(["export", "csv", "seed", "4711", "per", "quiz"])
    let rows = csv.stdout.components(separatedBy: "\r\n").filter { !$0.isEmpty }
    let header = rows[0].components(separatedBy: ",")
    let column = try XCTUnwrap(header.firstIndex(of: "sheet"))
    let judge = try XCTUnwrap(header.firstIndex(of: "judge"))
    let places = rows.dropFirst().map { $0.components(separatedBy: ",") }.map {
      ($0[judge], $0[column])
    }
    XCTAssertEqual(places.filter { $0.1 == "ranked" }.count, 5, csv.stdout)
    XCTAssertEqual(places.filter { $0.1 == "practice" }.map { $0.0 }, ["Ann Lee"])
    XCTAssertEqual(
      places.filter { $0.1 == "other" }.map { $0.0 }.sorted(),
      ["Bruno Costa", "Dan Short", "Eve True", "Gil"])

    let page = folder.appendingPathComponent("sheet.html").path
    XCTAssertEqual(try run(["report", "seed", "4711", "--html", page]).status, 0)
    let html = try String(contentsOfFile: page, encoding: .utf8)
    let section = try XCTUnwrap(html.components(separatedBy: "<section id=\"other-sheets\">").last)
    XCTAssertTrue(section.contains("Dan Short</bdi></td><td class=\"num\">30/30"), section)
    XCTAssertTrue(section.contains("questions: 10 · True or false"), section)
    XCTAssertTrue(section.contains("practice quizzes: 1"), section)
  }
}
