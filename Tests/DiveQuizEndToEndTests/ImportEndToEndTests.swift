import DiveQuizCore
import DiveQuizTerminal
import Foundation
import XCTest

/// `import` on the real file system: a missing name, a folder, a pattern typed at the prompt,
/// and a file that is not a history (issue 11, point 3).
final class ImportEndToEndTests: XCTestCase {
  private var fixture: FaultFixture!

  override func setUpWithError() throws { fixture = try FaultFixture() }
  override func tearDownWithError() throws { fixture.remove() }

  func testImportsTellTheTruthAboutEachFile() throws {
    let trainees = fixture.folder.appendingPathComponent("trainees")
    try FileManager.default.createDirectory(at: trainees, withIntermediateDirectories: true)
    try fixture.write(FaultFixture.lines(3, prefix: "ann"), to: trainees.path + "/ann.jsonl")
    try fixture.write(FaultFixture.lines(2, prefix: "bob"), to: trainees.path + "/bob.jsonl")
    try fixture.write(Array("notes, not a history\n".utf8), to: trainees.path + "/notes.txt")
    let csv = fixture.folder.appendingPathComponent("class.csv").path
    let rows = ["judge,score"] + (0..<200).map { "t\($0),\($0)" }
    try fixture.write(Array(rows.joined(separator: "\n").utf8), to: csv)

    // A name that matches nothing: an error before anything is read, exit 1.
    let missing = try fixture.run(["import", trainees.path, "nosuch.jsonl"])
    XCTAssertEqual(missing.status, 1)
    XCTAssertTrue(missing.stderr.contains("nosuch.jsonl: no such file or folder."), missing.stderr)
    XCTAssertEqual(fixture.records(fixture.history).records.count, 0)

    // A folder brings its *.jsonl files, one line each; a CSV is refused in one message.
    let folder = try fixture.run(["import", trainees.path, csv])
    XCTAssertEqual(folder.status, 1, "a file was refused")
    XCTAssertEqual(
      folder.stdout,
      "\(trainees.path)/ann.jsonl: 3 added, 0 already present, 0 unreadable.\n"
        + "\(trainees.path)/bob.jsonl: 2 added, 0 already present, 0 unreadable.\n"
        + "Import: 5 added, 0 already present, 0 unreadable.\n")
    let refusal = folder.stderr.split(separator: "\n")
    XCTAssertEqual(refusal.count, 1, folder.stderr)
    XCTAssertTrue(refusal[0].contains("class.csv is not a divequiz history (line 1:"))
    XCTAssertEqual(fixture.records(fixture.history).records.count, 5)

    // At the prompt, `*` and `?` are expanded; twice changes nothing.
    let typed = try fixture.run(
      [], input: "import \(trainees.path)/?o?.jsonl\nimport \(trainees.path)/*\n")
    XCTAssertTrue(
      typed.stdout.contains("\(trainees.path)/bob.jsonl: 0 added, 2 already present"), typed.stdout)
    XCTAssertTrue(typed.stdout.contains("Import: 0 added, 5 already present, 0 unreadable."))
    XCTAssertTrue(typed.stderr.contains("notes.txt is not a divequiz history"), typed.stderr)
    XCTAssertEqual(fixture.records(fixture.history).records.count, 5)
    assertWholeRecords(fixture, fixture.history)
  }
}
