import DiveQuizCore
import DiveQuizTerminal
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
    XCTAssertTrue(result.stderr.contains("(conflicts): 2."), result.stderr)
    XCTAssertEqual(fixture.records(fixture.history).records.count, 5, "nothing dropped")
    XCTAssertEqual(ids(fixture.history).count, 3)
    // Importing the same file again adds nothing: identical records are already present.
    let again = try fixture.run(["import", other])
    XCTAssertTrue(again.stdout.contains("Import: 0 added, 3 already present"), again.stdout)
    XCTAssertFalse(again.stderr.contains("conflicts"), again.stderr)
    let ambiguous = try fixture.run(["review", "same-0"])
    XCTAssertEqual(ambiguous.status, 1)
    XCTAssertTrue(
      ambiguous.stderr.contains("Stored quizzes with the id same-0: 2."), ambiguous.stderr)
    let bob = try fixture.run(["review", "same-0", "judge", "Bob"])
    XCTAssertEqual(bob.status, 0, bob.stderr)
    XCTAssertTrue(bob.stdout.contains("— Bob,"), bob.stdout)
    let ann = try fixture.run(["review", "same-0", "judge", "ann"])
    XCTAssertTrue(ann.stdout.contains("— Ann,"), ann.stdout)
  }

  private var config: String { fixture.folder.appendingPathComponent("config/divequiz").path }

  /// Case 2: a link planted where the old writer put its temporary file, a folder others
  /// can write in, a folder of another user: nothing outside divequiz's own is written, the
  /// folder is named, and the quizzes of the session are stored all the same.
  func testFilesAreNeverWrittenThroughALinkNorInAFolderOthersControl() throws {
    try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
    let victim = fixture.folder.appendingPathComponent("victim").path
    try fixture.write(Array("precious\n".utf8), to: victim)
    chmod(victim, 0o644)
    try FileManager.default.createSymbolicLink(
      atPath: config + "/settings.divequiz-tmp", withDestinationPath: victim)
    let planted = try fixture.run(["--judge", "Ann"], input: "judge Ann\nquiz 1 seed 3\n0 r\n")
    XCTAssertEqual(planted.status, 0, planted.stderr)
    XCTAssertEqual(
      fixture.bytes(victim), Array("precious\n".utf8), "the link's target is untouched")
    XCTAssertEqual(fixture.mode(victim), 0o644)
    var info = stat()
    XCTAssertEqual(lstat(config + "/settings", &info), 0)
    XCTAssertEqual(info.st_mode & S_IFMT, S_IFREG, "the settings file is a file, not a link")
    XCTAssertEqual(info.st_mode & 0o777, 0o600)
    XCTAssertEqual(ids(fixture.history).count, 1)
    // Others may write in the folder: said, nothing written there, the quiz stored.
    chmod(config, 0o777)
    let before = fixture.bytes(config + "/settings")
    let open = try fixture.run([], input: "judge Bob\nquiz 1 seed 3\n0 r\n")
    XCTAssertEqual(open.status, 0, open.stderr)
    XCTAssertTrue(
      open.stderr.contains("the folder \(config) can be written by other users"), open.stderr)
    XCTAssertEqual(fixture.bytes(config + "/settings"), before)
    XCTAssertEqual(ids(fixture.history).count, 2)
    // Another user's folder (the tests run as root in CI; otherwise skipped).
    chmod(config, 0o700)
    if geteuid() == 0 {
      XCTAssertEqual(chown(config, 65_534, 65_534), 0)
      let foreign = try fixture.run([], input: "judge Carl\nquiz 1 seed 3\n0 r\n")
      XCTAssertEqual(foreign.status, 0, foreign.stderr)
      XCTAssertTrue(foreign.stderr.contains("the folder \(config) belongs to another user"))
      XCTAssertEqual(fixture.bytes(config + "/settings"), before)
      XCTAssertEqual(ids(fixture.history).count, 3)
    }
  }

  /// Case 2 and 7: a temporary file left by a killed export (its process gone) is removed
  /// by the next write to the same folder; one of a live process is left alone.
  func testTemporariesOfDeadProcessesAreRemovedOnTheNextWrite() throws {
    try fixture.write(FaultFixture.lines(3), to: fixture.history)
    let gone = Process()
    gone.executableURL = URL(fileURLWithPath: "/bin/true")
    try gone.run()
    gone.waitUntilExit()
    let folder = fixture.folder.appendingPathComponent("out").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let stale = folder + "/.rows.csv.divequiz-\(gone.processIdentifier)-00aa11bb22cc33dd.tmp"
    let alive = folder + "/.rows.csv.divequiz-\(getpid())-00aa11bb22cc33dd.tmp"
    try fixture.write(Array(repeating: 0x41, count: 4096), to: stale)
    try fixture.write([0x41], to: alive)
    let result = try fixture.run(["export", "csv", folder + "/other.csv"])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertFalse(FileManager.default.fileExists(atPath: stale), "the dead run's file is gone")
    XCTAssertTrue(FileManager.default.fileExists(atPath: alive), "a live run's file stays")
    let left = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    XCTAssertEqual(left, [(alive as NSString).lastPathComponent, "other.csv"])
  }

  /// Case 3 (and 5 of the report): a settings file or `--rules` that is a pipe, a device or
  /// huge is refused at once with a message, never read or waited on.
  func testPipesDevicesAndHugeFilesAreRefusedAtOnce() throws {
    try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
    let fifo = fixture.folder.appendingPathComponent("fifo").path
    XCTAssertEqual(mkfifo(fifo, 0o600), 0)
    XCTAssertEqual(mkfifo(config + "/settings", 0o600), 0)
    let quiz = try fixture.run(
      ["--judge", "Ann", "--lang", "en"], input: "quiz 1 seed 3\n0 r\n", seconds: 20)
    XCTAssertEqual(quiz.status, 0, quiz.stderr)
    XCTAssertTrue(quiz.stderr.contains("settings: not read (not a regular file"), quiz.stderr)
    XCTAssertEqual(ids(fixture.history).count, 1)
    for rules in ["/dev/zero", fifo, fixture.folder.path] {
      let result = try fixture.run(["--rules", rules, "check"], seconds: 20)
      XCTAssertEqual(result.status, 1, rules + result.stderr)
      XCTAssertTrue(result.stderr.contains("not a regular file"), result.stderr)
    }
    let big = fixture.folder.appendingPathComponent("big.json").path
    XCTAssertTrue(FileManager.default.createFile(atPath: big, contents: nil))
    XCTAssertEqual(truncate(big, 64 << 20), 0)
    let huge = try fixture.run(["--rules", big, "check"], seconds: 20)
    XCTAssertEqual(huge.status, 1)
    XCTAssertTrue(huge.stderr.contains("larger than 16384 KB"), huge.stderr)
    let strings = fixture.folder.appendingPathComponent("strings").path
    try FileManager.default.createDirectory(atPath: strings, withIntermediateDirectories: true)
    XCTAssertEqual(mkfifo(strings + "/en.strings", 0o600), 0)
    let table = try fixture.run(["--strings", strings, "check"], seconds: 20)
    XCTAssertEqual(table.status, 1)
    XCTAssertTrue(table.stderr.contains("en.strings: cannot be read (not a regular file"))
    // A settings file of ten thousand bad lines: twenty warnings, then a count.
    unlink(config + "/settings")
    try fixture.write(
      Array(String(repeating: "junk\n", count: 10_000).utf8), to: config + "/settings")
    let noisy = try fixture.run(["settings"])
    XCTAssertEqual(noisy.status, 0)
    XCTAssertEqual(noisy.stderr.split(separator: "\n").count, 21, noisy.stderr)
    XCTAssertTrue(noisy.stderr.contains("skipped without a message: 9980."), noisy.stderr)
  }
}
