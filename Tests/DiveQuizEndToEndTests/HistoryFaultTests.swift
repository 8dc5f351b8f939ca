import DiveQuizCore
import DiveQuizTerminal
import Foundation
import XCTest

#if canImport(Glibc)
  import Glibc
#endif

/// Each fault of the history, injected for real on the built binary: the quiz is never
/// lost, no partial line stays, nothing traps, and the exit status is the documented one.
final class HistoryFaultTests: XCTestCase {
  private var fixture: FaultFixture!

  override func setUpWithError() throws { fixture = try FaultFixture() }
  override func tearDownWithError() throws { fixture.remove() }

  private let quiz = "quiz 1 seed 4\n0 r\n"

  /// The quiz is in exactly one recovery file, private, and importing it puts it back.
  private func assertRecovered(
    _ result: BinaryRunner.Result, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    XCTAssertEqual(result.status, 1, result.stderr, file: file, line: line)
    let recovered = fixture.recoveryFiles()
    XCTAssertEqual(recovered.count, 1, file: file, line: line)
    let path = try XCTUnwrap(recovered.first, file: file, line: line)
    XCTAssertEqual(fixture.mode(path), 0o600, file: file, line: line)
    XCTAssertEqual(fixture.records(path).records.count, 1, file: file, line: line)
    assertWholeRecords(fixture, path, file: file, line: line)
    XCTAssertTrue(
      result.stderr.contains("Add them to the history with: divequiz import \(path)"),
      result.stderr,
      file: file, line: line)
  }

  func testExportOntoTheHistoryByAnotherPathIsRefused() throws {
    try fixture.write(FaultFixture.lines(3), to: fixture.history)
    let before = fixture.bytes(fixture.history)
    let link = fixture.folder.appendingPathComponent("link.jsonl").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: fixture.history)
    let hard = fixture.folder.appendingPathComponent("hard.jsonl").path
    XCTAssertEqual(Glibc.link(fixture.history, hard), 0)
    let spellings = [
      fixture.folder.path + "//history.jsonl", fixture.folder.path + "/./history.jsonl", link,
      hard,
    ]
    for spelling in spellings {
      let result = try fixture.run(["export", "csv", spelling])
      XCTAssertEqual(result.status, 1, spelling)
      XCTAssertTrue(result.stderr.contains("is the history file itself"), result.stderr)
    }
    // A relative name, from the history's own folder.
    let relative = try fixture.run(["export", "csv", "history.jsonl"], directory: fixture.folder)
    XCTAssertEqual(relative.status, 1)
    XCTAssertEqual(fixture.bytes(fixture.history), before, "the history is untouched")
    // Elsewhere, the export is written, private like the history.
    let out = fixture.folder.appendingPathComponent("out.csv").path
    XCTAssertEqual(try fixture.run(["export", "csv", out]).status, 0)
    XCTAssertEqual(fixture.mode(out), 0o600)
    XCTAssertEqual(
      String(decoding: fixture.bytes(out), as: UTF8.self).components(separatedBy: "\r\n").count, 5)
  }

  func testALockHeldAtTheEndOfInputGivesARecoveryFile() throws {
    try fixture.write(FaultFixture.lines(2), to: fixture.history)
    let before = fixture.bytes(fixture.history)
    let holder = open(fixture.history, O_RDONLY)
    defer { close(holder) }
    XCTAssertEqual(flock(holder, LOCK_EX), 0)
    let result = try fixture.run([], input: quiz)
    XCTAssertTrue(result.stderr.contains("is locked by another divequiz"), result.stderr)
    try assertRecovered(result)
    XCTAssertEqual(fixture.bytes(fixture.history), before)
    // Once the lock is free, the recovery file imports the quiz.
    flock(holder, LOCK_UN)
    let path = try XCTUnwrap(fixture.recoveryFiles().first)
    XCTAssertEqual(try fixture.run(["import", path]).status, 0)
    XCTAssertEqual(fixture.records(fixture.history).records.count, 3)
  }

  /// Root ignores folder permissions, so the binary runs as `nobody` (setpriv), as a trainee
  /// would; the state folder is left writable for the recovery file.
  func testAReadOnlyFolderGivesARecoveryFile() throws {
    let locked = fixture.folder.appendingPathComponent("locked")
    try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: fixture.state, withIntermediateDirectories: true)
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
    try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: fixture.state)
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o755], ofItemAtPath: fixture.folder.path)
    let target = locked.appendingPathComponent("history.jsonl").path
    let wrapper =
      geteuid() == 0
      ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
    let result = try fixture.run(
      [], input: quiz, wrapper: wrapper, environment: ["DIVEQUIZ_HISTORY": target])
    XCTAssertTrue(result.stderr.contains("(Permission denied)"), result.stderr)
    try assertRecovered(result)
    XCTAssertFalse(FileManager.default.fileExists(atPath: target))
  }

  /// A file-size limit (as on a quota): SIGXFSZ is ignored, the append that crosses it is cut
  /// back, and the quiz goes to a recovery file. The limit is set by a child bash.
  func testAFileSizeLimitCutsTheAppendBack() throws {
    try fixture.write(FaultFixture.lines(3), to: fixture.history)  // about 950 bytes
    let before = fixture.bytes(fixture.history)
    XCTAssertLessThan(before.count, 1024)
    let result = try fixture.run(
      [], input: quiz, wrapper: ["/bin/bash", "-c", "ulimit -f 1; exec \"$0\" \"$@\""])
    XCTAssertTrue(result.stderr.contains("File too large"), result.stderr)
    try assertRecovered(result)
    XCTAssertEqual(fixture.bytes(fixture.history), before, "the partial record was cut back")
  }

  /// A full disk: a 64 KB tmpfs in a private mount namespace, filled up. The history's last
  /// page has room for part of the record only.
  func testAFullDiskCutsTheAppendBack() throws {
    guard geteuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else {
      throw XCTSkip("mounting a tmpfs needs root and unshare")
    }
    let disk = fixture.folder.appendingPathComponent("disk").path
    try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: true)
    // 4,000 bytes of records: 96 bytes left in their page for a record of about 900.
    var seed = FaultFixture.lines(4)
    seed += Array(repeating: 0x0A, count: 4_000 - seed.count)
    let seedPath = fixture.folder.appendingPathComponent("seed.jsonl").path
    try fixture.write(seed, to: seedPath)
    let after = fixture.folder.appendingPathComponent("after.jsonl").path
    let script = """
      mount -t tmpfs -o size=64k tmpfs "$DISK" || exit 77
      cp "$SEED" "$DISK/history.jsonl"
      dd if=/dev/zero of="$DISK/fill" bs=1024 2>/dev/null
      "$0" "$@"; status=$?
      cp "$DISK/history.jsonl" "$AFTER"
      exit $status
      """
    let answers = (0..<20).map { _ in "0 r\n" }.joined()
    let result = try fixture.run(
      [], input: "quiz 20 seed 5\n" + answers,
      wrapper: ["/usr/bin/unshare", "-m", "/bin/bash", "-c", script],
      environment: [
        "DISK": disk, "SEED": seedPath, "AFTER": after, "DIVEQUIZ_HISTORY": disk + "/history.jsonl",
      ])
    if result.status == 77 { throw XCTSkip("mount is not allowed here: \(result.stderr)") }
    XCTAssertTrue(result.stderr.contains("No space left on device"), result.stderr)
    try assertRecovered(result)
    XCTAssertEqual(fixture.bytes(after), seed, "the partial record was cut back")
  }

  func testAPipeOrAFolderAsTheHistoryIsAnErrorAtOnce() throws {
    XCTAssertEqual(mkfifo(fixture.history, 0o600), 0)
    let started = Date()
    let listing = try fixture.run(["history"], seconds: 20)
    XCTAssertEqual(listing.status, 1)
    XCTAssertTrue(listing.stderr.contains("is not a regular file"), listing.stderr)
    try assertRecovered(try fixture.run([], input: quiz, seconds: 20))
    XCTAssertLessThan(Date().timeIntervalSince(started), 15, "no wait on the pipe")
    // A folder, and a link to a file of someone else.
    let folder = fixture.folder.appendingPathComponent("folder").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let report = try fixture.run(["report"], environment: ["DIVEQUIZ_HISTORY": folder])
    XCTAssertEqual(report.status, 1)
    XCTAssertTrue(report.stderr.contains("is not a regular file"), report.stderr)
    let theirs = fixture.folder.appendingPathComponent("theirs.jsonl").path
    try fixture.write(FaultFixture.lines(1), to: theirs)
    XCTAssertEqual(chown(theirs, 65534, 65534), 0)
    let link = fixture.folder.appendingPathComponent("link.jsonl").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: theirs)
    let linked = try fixture.run(["history"], environment: ["DIVEQUIZ_HISTORY": link])
    XCTAssertEqual(linked.status, 1)
    XCTAssertTrue(linked.stderr.contains("symbolic link"), linked.stderr)
  }

  /// The issue's case: eight trainees finishing quizzes at once on a history of thousands,
  /// each quiz followed by the coach. No reader holds the lock, so no writer times out.
  func testEightWritersOnALargeHistoryLoseNothing() throws {
    try fixture.write(FaultFixture.lines(5_000, prefix: "old"), to: fixture.history)
    let results = LockedResults()
    let group = DispatchGroup()
    let script = (0..<15).map { "quiz 1 seed \($0)\n0 r\n" }.joined()
    for writer in 0..<8 {
      DispatchQueue.global().async(group: group) { [fixture] in
        results.append(
          try? fixture!.run([], input: script, environment: ["DIVEQUIZ_JUDGE": "W\(writer)"]))
      }
    }
    XCTAssertEqual(group.wait(timeout: .now() + 300), .success)
    XCTAssertEqual(results.all.map(\.status), Array(repeating: 0, count: 8))
    let stored = fixture.records(fixture.history).records
    XCTAssertEqual(stored.count, 5_000 + 8 * 15)
    XCTAssertEqual(Set(stored.map(\.id)).count, stored.count)
    XCTAssertEqual(fixture.recoveryFiles(), [])
    assertWholeRecords(fixture, fixture.history)
  }

  func testTwoImportsAtOnceNeverStoreAQuizTwice() throws {
    let source = fixture.folder.appendingPathComponent("class.jsonl").path
    try fixture.write(FaultFixture.lines(3_000, prefix: "class"), to: source)
    let results = LockedResults()
    let group = DispatchGroup()
    for _ in 0..<2 {
      DispatchQueue.global().async(group: group) { [fixture] in
        results.append(try? fixture!.run(["import", source]))
      }
    }
    XCTAssertEqual(group.wait(timeout: .now() + 120), .success)
    let runs = results.all
    XCTAssertEqual(runs.map(\.status), [0, 0], runs.map(\.stderr).joined())
    let stored = fixture.records(fixture.history).records
    XCTAssertEqual(stored.count, 3_000)
    XCTAssertEqual(Set(stored.map(\.id)).count, 3_000)
    let added = runs.compactMap { run in
      run.stdout.split(separator: "\n").last.flatMap { $0.split(separator: " ").dropFirst().first }
        .flatMap { Int($0) }
    }
    XCTAssertEqual(added.reduce(0, +), 3_000, runs.map(\.stdout).joined())
    assertWholeRecords(fixture, fixture.history)
  }
}

/// Results gathered from several threads.
final class LockedResults: @unchecked Sendable {
  private let lock = NSLock()
  private var results: [BinaryRunner.Result] = []
  func append(_ result: BinaryRunner.Result?) {
    guard let result else { return }
    lock.withLock { results.append(result) }
  }
  var all: [BinaryRunner.Result] { lock.withLock { results } }
}
