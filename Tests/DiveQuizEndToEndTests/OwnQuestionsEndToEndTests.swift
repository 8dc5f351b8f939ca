import Foundation
import XCTest

/// Instructors' own questions through the built binary (issue 31), as an instructor uses
/// them: a GIFT file added, `quiz 6 own` answered from the key shown after a skipped run,
/// a file with a problem on line 12 and one with unsupported features refused with their
/// places, the set in `report`, `report seed`, `export csv` and the HTML page, and divequiz's
/// own bank exported as GIFT read back by `questions add`.
final class OwnQuestionsEndToEndTests: XCTestCase {
  private var directory: URL!

  override func setUpWithError() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("divequiz-own-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(
        "DiveQuizKitTests/Fixtures/referee-basics.gift")
    try FileManager.default.copyItem(
      at: fixture, to: directory.appendingPathComponent("referee-basics.gift"))
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: directory)
  }

  /// Runs in the folder, with a history there (the kept sets go beside it).
  private func run(
    _ arguments: [String], input: String = "", history: String = "history.jsonl",
    judge: String = "Ann"
  ) throws -> BinaryRunner.Result {
    try BinaryRunner.run(
      arguments, input: input,
      environment: [
        "DIVEQUIZ_HISTORY": directory.appendingPathComponent(history).path,
        "DIVEQUIZ_JUDGE": judge,
      ], directory: directory)
  }

  /// The answers the key gives, read from a run where every question was skipped:
  /// `a) …; c) …` → `a c`, `1 → a, 2 → b` → `a b`, anything else as written.
  private func keys(file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
    let skipped = try run(
      ["quiz", "6", "own", "seed", "5"], input: String(repeating: "skip\n", count: 6),
      history: "scratch.jsonl")
    XCTAssertEqual(skipped.status, 0, skipped.stderr, file: file, line: line)
    return skipped.stdout.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("Correct answer: ") else { return nil }
      let key = String(line.dropFirst("Correct answer: ".count).dropLast())
      if key.contains(" → ") {
        return key.components(separatedBy: ", ").compactMap {
          $0.components(separatedBy: " → ").last
        }
        .joined(separator: " ")
      }
      if key.dropFirst().hasPrefix(") ") {
        return key.components(separatedBy: "; ").map { String($0.prefix(1)) }.joined(separator: " ")
      }
      return key
    }
  }

  func testAnInstructorsSetFromFileToReport() throws {
    let added = try run(["questions", "add", "referee-basics.gift"])
    XCTAssertEqual(added.status, 0, added.stderr)
    XCTAssertEqual(added.stdout, "Set referee-basics kept — questions: 6, asked in en.\n")
    let listed = try run(["questions"])
    XCTAssertTrue(
      listed.stdout.contains(
        "referee-basics (en) — questions: 6  diving/referee, diving/secretary"),
      listed.stdout)

    let answers = try keys()
    XCTAssertEqual(answers.count, 6)
    let right = try run(
      ["quiz", "6", "own", "seed", "5"], input: answers.joined(separator: "\n") + "\n")
    XCTAssertEqual(right.status, 0, right.stderr)
    XCTAssertTrue(right.stdout.contains("Score: 60/60 points (100%)."), right.stdout)
    XCTAssertTrue(
      right.stdout.contains("  › Right: one restart is allowed, 2 points off."), right.stdout)
    // Wrong from the key: a letter further on (each item of the matching one too), the
    // other truth, another number or word.
    let wrongAnswers = answers.map { key -> String in
      if key == "true" || key == "false" { return key == "true" ? "false" : "true" }
      if Double(key) != nil { return "30" }
      let letters = key.split(separator: " ")
      guard letters.allSatisfy({ $0.count == 1 && ("a"..."c").contains(String($0)) }) else {
        return "ten"
      }
      if letters.count == 1 { return letters[0] == "a" ? "b" : "a" }
      return letters.map { ["a": "b", "b": "c", "c": "a"][String($0)] ?? "a" }.joined(
        separator: " ")
    }
    let wrong = try run(
      ["quiz", "6", "own", "seed", "5"], input: wrongAnswers.joined(separator: "\n") + "\n",
      judge: "Bruno")
    XCTAssertTrue(wrong.stdout.contains("Quiz finished."), wrong.stdout)
    XCTAssertTrue(wrong.stdout.contains("Answer wrong: 0 points."), wrong.stdout)

    let report = try run(["report"])
    XCTAssertTrue(report.stdout.contains("Own questions         12"), report.stdout)
    XCTAssertTrue(report.stdout.contains("Own questions, by set"), report.stdout)
    let sheet = try run(["report", "seed", "5"])
    XCTAssertTrue(sheet.stdout.contains("Practice quizzes of seed 5"), sheet.stdout)
    XCTAssertTrue(sheet.stdout.contains("  referee-basics "), sheet.stdout)
    let csv = try run(["export", "csv"])
    XCTAssertEqual(csv.stdout.components(separatedBy: ",own:referee-basics,").count - 1, 12)
    let page = try run(["report", "--html", "class.html"])
    XCTAssertEqual(page.status, 0, page.stderr)
    let html = try String(
      contentsOf: directory.appendingPathComponent("class.html"), encoding: .utf8)
    XCTAssertTrue(html.contains("<section id=\"own\">"))
    XCTAssertTrue(html.contains("Own questions"))
  }

  func testAProblemOnLine12AndUnsupportedFeaturesKeepNothing() throws {
    let fixture = try String(
      contentsOf: directory.appendingPathComponent("referee-basics.gift"), encoding: .utf8)
    var lines = fixture.split(separator: "\n", omittingEmptySubsequences: false)
    lines[11] = "  ~%150%The twists #Yes, the twists."
    try lines.joined(separator: "\n").write(
      to: directory.appendingPathComponent("broken.gift"), atomically: true, encoding: .utf8)
    let broken = try run(["questions", "add", "broken.gift"])
    XCTAssertEqual(broken.status, 1)
    XCTAssertEqual(
      broken.stderr,
      "error: broken.gift:12:4: \"150\" is not a mark from -100 to 100 between % signs\n")
    try "::Why::Explain a restart. {}\n\n::B::[markdown]*Bold* {T}\n".write(
      to: directory.appendingPathComponent("extras.gift"), atomically: true, encoding: .utf8)
    let extras = try run(["questions", "add", "extras.gift"])
    XCTAssertEqual(extras.status, 1)
    XCTAssertTrue(
      extras.stderr.contains("extras.gift:1:27: essay questions ({}) are not supported"))
    XCTAssertTrue(
      extras.stderr.contains("extras.gift:3:6: the [markdown] text format is not supported"),
      extras.stderr)
    let listed = try run(["questions"])
    XCTAssertEqual(listed.stdout, "No own questions yet: questions add FILE.gift adds a set.\n")
  }

  func testTheBankExportedAsGIFTIsAddedWhole() throws {
    for language in ["en", "fr"] {
      let exported = try run(["export", "questions", "gift", "bank.gift", "--lang", language])
      XCTAssertEqual(exported.status, 0, exported.stderr)
      let written = try XCTUnwrap(Int(exported.stdout.filter(\.isNumber).prefix(3)))
      XCTAssertGreaterThan(written, 300)
      let added = try run(["questions", "add", "bank.gift", "--lang", language])
      XCTAssertEqual(added.status, 0, added.stderr)
      XCTAssertTrue(added.stdout.contains(": \(written),"), added.stdout)
    }
  }
}
