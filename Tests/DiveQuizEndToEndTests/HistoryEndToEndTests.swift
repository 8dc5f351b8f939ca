import Foundation
import XCTest

#if canImport(Glibc)
  import Glibc
#endif

/// Quiz history through the real binary and the real file system.
final class HistoryEndToEndTests: XCTestCase {
  private var folder: URL!
  private var history: String { folder.appendingPathComponent("history.jsonl").path }

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "divequiz-history-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
    try? FileManager.default.removeItem(at: folder)
  }

  private func run(_ arguments: [String], input: String = "", merged: Bool = false) throws
    -> BinaryRunner.Result
  {
    try BinaryRunner.run(
      arguments, input: input, environment: ["DIVEQUIZ_HISTORY": history], merged: merged)
  }

  /// Two trainees on one machine, Ann on the 2024 edition and Bob on the default 2026 one,
  /// then the instructor's commands over both, against golden output.
  func testTwoTraineesThenHistoryReviewReportAndExport() throws {
    let ann = try run(
      ["--judge", "Ann", "--edition", "2024"], input: try Snapshot.script("trainee-ann.txt"))
    XCTAssertEqual(ann.status, 0, ann.stderr)
    let bob = try run([], input: try Snapshot.script("trainee-bob.txt"))
    XCTAssertEqual(bob.status, 0, bob.stderr)
    var transcript = ""
    for arguments in [
      ["history"], ["review"], ["report"], ["report", "seed", "21"],
      ["report", "edition", "2024"], ["report", "edition", "2026"], ["export", "csv"],
    ] {
      let result = try run(arguments, merged: true)
      XCTAssertEqual(result.status, 0, "\(arguments): \(result.transcript)")
      transcript += "$ divequiz " + arguments.joined(separator: " ") + "\n" + result.transcript
    }
    try Snapshot.assertMatches(
      transcript, named: "history-review-report-export", histories: [history])
    let json = try run(["report", "--json"])
    let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    XCTAssertEqual(object?["quizzes"] as? Int, 3)
    let stored = try run(["history", "--json"])
    let records = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(stored.stdout.utf8)) as? [[String: Any]])
    XCTAssertEqual(records.compactMap { $0["edition"] as? String }, ["2024", "2024", "2026"])
  }

  /// An instructor hands a class one exam seed; two trainees take it; `report seed S` ranks them.
  func testAnExamTakenByTwoTraineesIsRanked() throws {
    // The class sits the 2024 edition's exam. Seed 31's exam then asks #42, #7, #19, #41.
    // Ann gets one right, Bob three (one partly).
    let ann = try run(
      ["--judge", "Ann", "--lang", "fr", "--edition", "2024"],
      input: "exam 4 seed 31\n0 r\nlang en\n0 r\n0 r\n0 r\n")
    let bob = try run(
      ["--judge", "Bob", "--edition", "2024"], input: "exam 4 seed 31\n5 j\n0 rj\n2 j\n4 r\n")
    let other = try run(
      ["--judge", "Cy", "--edition", "2024"], input: "exam 4 seed 99\n4 j\n4 j\n4 j\n4 j\n")
    for result in [ann, bob, other] { XCTAssertEqual(result.status, 0, result.stderr) }
    XCTAssertFalse(bob.stdout.contains("Rules:"), "no feedback during an exam")
    let report = try run(["report", "seed", "31", "--json"])
    let object = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(report.stdout.utf8)) as? [String: Any])
    let ranking = try XCTUnwrap(object["ranking"] as? [[String: Any]])
    XCTAssertEqual(
      ranking.compactMap { $0["judge"] as? String }, ["Bob", "Ann"], "Cy took another exam")
    XCTAssertEqual(ranking.compactMap { $0["percent"] as? Double }, [62.5, 25])
    let history = try run(["history", "--json"])
    let records = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(history.stdout.utf8)) as? [[String: Any]])
    XCTAssertEqual(records.compactMap { $0["kind"] as? String }, ["exam", "exam", "exam"])
    XCTAssertEqual(records.first?["langs"] as? [String], ["fr", "en"])
    let text = try run(["report", "seed", "31"], merged: true)
    try Snapshot.assertMatches(
      text.transcript, named: "exam-report-seed", histories: [self.history])
  }

  /// Two processes appending at once never interleave or drop a record.
  func testTwoProcessesAppending200QuizzesEachGive400Records() throws {
    let script = (0..<200).map { "quiz 1 seed \($0)\n0 r\n" }.joined()
    let group = DispatchGroup()
    let statuses = LockedData()
    let history = self.history
    for name in ["Ann", "Bob"] {
      group.enter()
      Thread {
        let result = try? BinaryRunner.run(
          ["--judge", name], input: script, environment: ["DIVEQUIZ_HISTORY": history])
        statuses.append(Data([UInt8(clamping: result?.status ?? 99)]))
        group.leave()
      }.start()
    }
    XCTAssertEqual(group.wait(timeout: .now() + 240), .success)
    XCTAssertEqual(Array(statuses.get()), [0, 0])
    let lines = try String(contentsOfFile: history, encoding: .utf8).split(separator: "\n")
    XCTAssertEqual(lines.count, 400)
    let listed = try run(["history", "--json"])
    let records = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
    XCTAssertEqual(records.count, 400)
    XCTAssertEqual(Set(records.compactMap { $0["id"] as? String }).count, 400)
    XCTAssertEqual(records.filter { $0["judge"] as? String == "Ann" }.count, 200)
    XCTAssertEqual(listed.stderr, "", "no line was unreadable")
  }

  /// A folder the trainee cannot write to: a clear error, the quiz kept, `save PATH` works.
  func testReadOnlyFolderThenSaveElsewhere() throws {
    let locked = folder.appendingPathComponent("locked")
    try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
    let writable = folder.appendingPathComponent("writable")
    try FileManager.default.createDirectory(at: writable, withIntermediateDirectories: true)
    try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: writable.path)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
    let target = locked.appendingPathComponent("history.jsonl").path
    let rescue = writable.appendingPathComponent("rescued.jsonl").path
    // Root ignores folder permissions, so as root the program runs as `nobody`, as a trainee would.
    var arguments = ["--history", target]
    var executable = BinaryRunner.binary
    if geteuid() == 0 {
      arguments =
        ["--reuid=65534", "--regid=65534", "--clear-groups", BinaryRunner.binary.path] + arguments
      executable = URL(fileURLWithPath: "/usr/bin/setpriv")
    }
    let result = try BinaryRunner.run(
      arguments, input: "quiz 1 seed 4\n0 r\nsave \(rescue)\n", executable: executable)
    XCTAssertEqual(result.status, 0)
    XCTAssertTrue(
      result.stderr.contains("error: cannot open \(target) (Permission denied)."), result.stderr)
    XCTAssertTrue(result.stderr.contains("Unsaved quizzes kept in memory: 1."))
    XCTAssertTrue(result.stdout.contains("Quizzes saved to \(rescue): 1."))
    XCTAssertEqual(
      try String(contentsOfFile: rescue, encoding: .utf8).split(separator: "\n").count, 1)
    XCTAssertFalse(FileManager.default.fileExists(atPath: target))
  }
}
