import Foundation
import XCTest

/// Issue 17 through the real binary: an exam sheet with the practice of its seed apart, one
/// identity per trainee however the name was typed, a merge stored in the history (and
/// carried by `import`), a name found by a start of it, and Tab offering imported names.
final class InstructorNamesEndToEndTests: XCTestCase {
  private var folder: URL!
  private var history: String { folder.appendingPathComponent("class.jsonl").path }

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "divequiz-names-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  @discardableResult
  private func run(
    _ arguments: [String], history: String? = nil, input: String = "", merged: Bool = false
  ) throws -> BinaryRunner.Result {
    try BinaryRunner.run(
      ["--history", history ?? self.history] + arguments, input: input, merged: merged,
      directory: folder)
  }

  /// A small class: everyone practises seed 4711 before the exam; Anne's name is typed three
  /// ways, Chloé's twice; Bruno abandons the exam after one answer.
  private func buildClass(file: StaticString = #filePath, line: UInt = #line) throws {
    let practice = "quiz 3 seed 4711\n0 r\n4 j\n0 r\n"
    let sessions: [(String, String)] = [
      ("Anne Marie", practice + "exam 3 seed 4711\n0 r\n4 j\n4 j\n"),
      ("anne-marie", practice),
      ("Anne-Marie Dupont", practice + "exam 3 seed 4711\n0 r\n0 r\n0 r\n"),
      ("Chloé Martin", practice + "exam 3 seed 4711\n4 j\n4 j\n0 r\n"),
      ("Chloe Martin", practice),
      ("Bruno Costa", practice + "exam 3 seed 4711\n0 r\nabort\n"),
    ]
    for (judge, input) in sessions {
      let result = try run(["--judge", judge], input: input)
      XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
    }
  }

  private let wait = PseudoTerminal.patience

  /// The session at a terminal, on the class history, once its prompt shows.
  private func prompt(_ arguments: [String]) throws -> PseudoTerminal {
    let terminal = try PseudoTerminal(
      executable: BinaryRunner.binary.path,
      arguments: ["--color", "never", "--history", history] + arguments,
      environment: BinaryRunner.environment().merging(["TERM": "xterm"]) { $1 }, columns: 100)
    try terminal.waitFor("divequiz> ", seconds: wait)
    return terminal
  }

  private func lines(of history: String) throws -> [String] {
    try String(contentsOfFile: history, encoding: .utf8).split(separator: "\n").map(String.init)
  }

  func testTheExamSheetAMergeAndAnAmbiguousNameAgainstGoldenOutput() throws {
    try buildClass()
    var transcript = ""
    for (arguments, status) in [
      (["trainees"], 0), (["history", "judge", "Anne"], 1), (["report", "seed", "4711"], 0),
      (["trainees", "merge", "Anne-Marie Dupont", "into", "Anne Marie"], 0), (["trainees"], 0),
      (["history", "judge", "Anne"], 0), (["report", "seed", "4711", "attempt", "best"], 0),
      (["export", "csv", "seed", "4711", "judge", "anne"], 0),
      (["trainees", "unmerge", "Dupont"], 0), (["trainees", "anne"], 0),
    ] {
      let result = try run(arguments, merged: true)
      XCTAssertEqual(result.status, Int32(status), "\(arguments): \(result.transcript)")
      transcript += "$ divequiz " + arguments.joined(separator: " ") + "\n" + result.transcript
    }
    try Snapshot.assertMatches(transcript, named: "exam-sheet-merge-names", histories: [history])
  }

  func testAMergeIsAnAppendedLineThatImportCarriesOnce() throws {
    try buildClass()
    let before = try lines(of: history)
    let merged = try run(["trainees", "merge", "Anne-Marie Dupont", "into", "anne marie"])
    XCTAssertEqual(
      merged.stdout, "Anne-Marie Dupont merged into Anne Marie (recorded in the history).\n")
    let after = try lines(of: history)
    XCTAssertEqual(Array(after.prefix(before.count)), before, "no line rewritten")
    XCTAssertEqual(after.count, before.count + 1)
    XCTAssertTrue(after.last?.hasPrefix(#"{"v":2,"type":"alias","#) == true, after.last ?? "")

    let fresh = folder.appendingPathComponent("fresh.jsonl").path
    for _ in 0..<2 {
      let imported = try run(["import", history], history: fresh)
      XCTAssertEqual(imported.status, 0, imported.stderr)
      XCTAssertEqual(imported.stderr, "", "an alias is not an unreadable line")
    }
    XCTAssertEqual(
      try lines(of: fresh).filter { $0.contains(#""type":"alias""#) }.count, 1,
      "imported twice, stored once")
    let listed = try run(["trainees", "--json"], history: fresh)
    let trainees = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
    XCTAssertEqual(
      trainees.compactMap { $0["judge"] as? String },
      ["Anne Marie", "Bruno Costa", "Chloé Martin"])
    XCTAssertEqual(trainees.first?["quizzes"] as? Int, 3)
    XCTAssertEqual(trainees.first?["exams"] as? Int, 2)
  }

  func testRefusalsSayWhyAndChangeNothing() throws {
    try buildClass()
    let before = try lines(of: history)
    let empty = try run(["trainees", "merge", "Bruno", "into", "  "])
    XCTAssertEqual(empty.status, 1)
    XCTAssertEqual(empty.stderr, "error: a trainee's new name cannot be empty.\n")
    let long = try run(["trainees", "rename", "Bruno", "to", String(repeating: "x", count: 81)])
    XCTAssertEqual(
      long.stderr, "error: a trainee's name has at most 80 characters; this one has 81.\n")
    let same = try run(["trainees", "merge", "chloe", "into", "Chloé Martin"])
    XCTAssertEqual(same.stderr, "error: Chloé Martin and Chloé Martin are already one trainee.\n")
    let taken = try run(["trainees", "rename", "Bruno", "to", "chloe martin"])
    XCTAssertTrue(taken.stderr.contains("Chloé Martin is already a trainee"), taken.stderr)
    let nothing = try run(["trainees", "unmerge", "Bruno"])
    XCTAssertEqual(nothing.stderr, "error: nothing is merged with Bruno Costa.\n")
    XCTAssertEqual(try lines(of: history), before)
  }

  func testAnEmptyAbandonedQuizIsNotStoredAndTheSheetRanksExamsOnly() throws {
    try buildClass()
    let before = try lines(of: history).count
    let empty = try run(["--judge", "Zoe"], input: "quiz 2\nabort\n")
    XCTAssertTrue(
      empty.stdout.contains("Nothing was answered: the quiz is not stored and counts nowhere."),
      empty.stdout)
    XCTAssertEqual(try lines(of: history).count, before)
    let json = try run(["report", "seed", "4711", "--json"])
    let report = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let ranking = try XCTUnwrap(report["ranking"] as? [[String: Any]])
    XCTAssertEqual(ranking.compactMap { $0["kind"] as? String }, Array(repeating: "exam", count: 4))
    XCTAssertEqual(report["attemptRule"] as? String, "first")
    let practice = try XCTUnwrap(report["practice"] as? [[String: Any]])
    XCTAssertEqual(practice.compactMap { $0["quizzes"] as? Int }, [2, 1, 1, 2])
  }

  func testTabOffersNamesImportedInTheRunningSession() throws {
    let other = folder.appendingPathComponent("other.jsonl").path
    XCTAssertEqual(
      try run(["--judge", "Femi Adeyemi"], history: other, input: "quiz 1 seed 3\n0 r\n").status,
      0)
    let terminal = try prompt(["--judge", "Instructor"])
    var mark = terminal.screen.endIndex
    terminal.send("import " + other + "\r")
    try terminal.waitFor("Import: 1 added", after: mark, seconds: wait)
    try terminal.waitFor("divequiz> ", after: mark, seconds: wait)
    mark = terminal.screen.endIndex
    terminal.send("history judge Fe\t")
    try terminal.waitFor("Femi Adeyemi", after: mark, seconds: wait)
    terminal.send("\r")
    try terminal.waitFor("Quizzes listed: 1.", after: mark, seconds: wait)
    terminal.send("quit\r")
    XCTAssertEqual(try terminal.waitForExit(seconds: wait), 0)
  }

  func testAMergeAtTheTerminalAsksFirst() throws {
    try buildClass()
    let before = try lines(of: history)
    let terminal = try prompt([])
    var mark = terminal.screen.endIndex
    terminal.send("trainees merge \"Anne-Marie Dupont\" into \"Anne Marie\"\r")
    try terminal.waitFor(
      "Count Anne-Marie Dupont as Anne Marie from now on? (y/n)", after: mark, seconds: wait)
    terminal.send("no\r")
    try terminal.waitFor("Nothing merged.", after: mark, seconds: wait)
    XCTAssertEqual(try lines(of: history), before)
    mark = terminal.screen.endIndex
    terminal.send("trainees merge \"Anne-Marie Dupont\" into \"Anne Marie\"\r")
    try terminal.waitFor("(y/n)", after: mark, seconds: wait)
    terminal.send("yes\r")
    try terminal.waitFor("merged into Anne Marie", after: mark, seconds: wait)
    terminal.send("quit\r")
    XCTAssertEqual(try terminal.waitForExit(seconds: wait), 0)
    XCTAssertEqual(try lines(of: history).count, before.count + 1)
  }
}
