import DiveQuizKit
import Foundation
import XCTest

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 20's attacks, injected for real on the built binary; each counts the distinct quiz
/// ids before and after, so a quiz lost or stored twice fails the test.
final class TrustFaultTests: XCTestCase {
  private var fixture: FaultFixture!

  override func setUpWithError() throws { fixture = try FaultFixture() }
  override func tearDownWithError() throws { fixture.remove() }

  private func ids(_ path: String) -> Set<String> { Set(fixture.records(path).records.map(\.id)) }

  /// Case 1: with five file descriptors nothing can be opened, not even the history or a
  /// recovery file; the quizzes are printed, each with its own id, and importing them
  /// stores every one.
  func testIdsStayDistinctWhenFileDescriptorsRunOut() throws {
    let result = try fixture.run(
      [], input: "quiz 1 seed 4\n0 r\nquiz 1 seed 5\n0 r\nquiz 1 seed 6\n0 r\n",
      wrapper: ["/bin/sh", "-c", "ulimit -n 5; exec \"$0\" \"$@\""])
    XCTAssertEqual(result.status, 1, result.stderr)
    XCTAssertTrue(result.stderr.contains("Quizzes stored nowhere: 3."), result.stderr)
    let dumped = result.stderr.split(separator: "\n").filter { $0.hasPrefix("{") }
      .map { $0 + "\n" }.joined()
    let file = fixture.folder.appendingPathComponent("dumped.jsonl").path
    try fixture.write(Array(dumped.utf8), to: file)
    XCTAssertEqual(ids(file).count, 3, "three quizzes, three ids")
    XCTAssertFalse(ids(file).contains("00000000-0000-4000-8000-000000000000"))
    XCTAssertEqual(ids(fixture.history).count, 0)
    let imported = try fixture.run(["import", file])
    XCTAssertEqual(imported.status, 0, imported.stderr)
    XCTAssertTrue(imported.stdout.contains("Import: 3 added"), imported.stdout)
    XCTAssertEqual(ids(fixture.history).count, 3)
  }

  /// Case 1: two histories whose quizzes share an id with other contents: the import keeps
  /// both, says how many conflicted, and `review ID judge NAME` tells them apart.
  func testAnImportOfCollidingIdsKeepsBothAndSaysSo() throws {
    let mine = FaultFixture.lines(2, prefix: "same", judge: "Ann")
    let theirs = FaultFixture.lines(3, prefix: "same", judge: "Bob")
    try fixture.write(mine, to: fixture.history)
    let other = fixture.folder.appendingPathComponent("other.jsonl").path
    try fixture.write(theirs, to: other)
    XCTAssertEqual(fixture.records(fixture.history).records.count, 2)
    let result = try fixture.run(["import", other])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stdout.contains("Import: 3 added, 0 already present"), result.stdout)
    XCTAssertTrue(result.stderr.contains("Conflicts: 2 imported quizzes"), result.stderr)
    XCTAssertEqual(fixture.records(fixture.history).records.count, 5, "nothing dropped")
    XCTAssertEqual(ids(fixture.history).count, 3)
    // Importing the same file again adds nothing: identical records are already present.
    let again = try fixture.run(["import", other])
    XCTAssertTrue(again.stdout.contains("Import: 0 added, 3 already present"), again.stdout)
    XCTAssertFalse(again.stderr.contains("Conflicts"), again.stderr)
    let ambiguous = try fixture.run(["review", "same-0"])
    XCTAssertEqual(ambiguous.status, 1)
    XCTAssertTrue(
      ambiguous.stderr.contains("2 stored quizzes have the id same-0"), ambiguous.stderr)
    let bob = try fixture.run(["review", "same-0", "judge", "Bob"])
    XCTAssertEqual(bob.status, 0, bob.stderr)
    XCTAssertTrue(bob.stdout.contains("— Bob,"), bob.stdout)
    let ann = try fixture.run(["review", "same-0", "judge", "ann"])
    XCTAssertTrue(ann.stdout.contains("— Ann,"), ann.stdout)
  }
}
