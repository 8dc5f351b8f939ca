import DiveQuizCore
import DiveQuizTerminal
import Foundation
import XCTest

#if canImport(Glibc)
  import Glibc
#endif

/// The history's faults, injected on the built binary while it imports a source of several
/// batches: quiz ids are counted before and after, no partial line stays, and a second
/// import completes the first with every id stored once.
final class ImportFaultTests: XCTestCase {
  private var fixture: FaultFixture!
  /// About 19 MB: three batches of the import.
  private let quizzes = 60_000
  private var source: String { fixture.folder.appendingPathComponent("federation.jsonl").path }

  override func setUpWithError() throws {
    fixture = try FaultFixture()
    try fixture.write(FaultFixture.lines(quizzes, prefix: "fed"), to: source)
  }
  override func tearDownWithError() throws { fixture.remove() }

  private func ids(_ path: String) -> [String] { fixture.records(path).records.map(\.id) }

  /// Every quiz of the source once, besides the `before` ones already there.
  private func assertComplete(
    before: [String] = [], file: StaticString = #filePath, line: UInt = #line
  ) {
    let stored = ids(fixture.history)
    XCTAssertEqual(stored.count, before.count + quizzes, file: file, line: line)
    XCTAssertEqual(Set(stored).count, stored.count, "no id twice", file: file, line: line)
    XCTAssertEqual(Array(stored.prefix(before.count)), before, file: file, line: line)
    assertWholeRecords(fixture, fixture.history, file: file, line: line)
  }

  /// The import failed part-way for `reason` and said so: some of the `total` quizzes are
  /// stored, not all, and only as whole records.
  private func assertStoppedPartWay(
    _ result: BinaryRunner.Result, because reason: String, of total: Int,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(result.status, 1, result.stderr, file: file, line: line)
    XCTAssertTrue(result.stderr.contains(reason), result.stderr, file: file, line: line)
    XCTAssertTrue(
      result.stderr.contains("Quizzes added before the import stopped"), result.stderr,
      file: file, line: line)
    let stored = ids(fixture.history)
    XCTAssertGreaterThan(stored.count, 0, file: file, line: line)
    XCTAssertLessThan(stored.count, total, file: file, line: line)
    assertWholeRecords(fixture, fixture.history, file: file, line: line)
  }

  /// Starts `divequiz import SOURCE`, waits until its first batch reaches the history, then
  /// sends `signal`; returns the exit status.
  private func importSignalled(_ signal: Int32, afterBytes: Int = 1) throws -> Int32 {
    let process = Process()
    process.executableURL = BinaryRunner.binary
    process.arguments = ["import", source]
    process.environment = BinaryRunner.environment(fixture.environment)
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    // The event waited for: the history has grown (the first batch is being written).
    try FileGrowth.wait(
      for: fixture.history, toReach: afterBytes, from: process, patience: 120)
    kill(process.processIdentifier, signal)
    process.waitUntilExit()
    return process.terminationStatus
  }

  func testKillNineMidImportLeavesWholeRecordsAndARerunCompletesIt() throws {
    let before = ids(fixture.history)
    for threshold in [1, 9 << 20] {
      _ = try importSignalled(SIGKILL, afterBytes: threshold)
      let rerun = try fixture.run(["import", source])
      XCTAssertEqual(rerun.status, 0, rerun.stderr)
      assertComplete(before: before)
      // Importing once more adds nothing.
      let again = try fixture.run(["import", source])
      XCTAssertTrue(
        again.stdout.contains("Import: 0 added, \(quizzes) already present"), again.stdout)
      assertComplete(before: before)
      try FileManager.default.removeItem(atPath: fixture.history)
    }
  }

  func testSigtermStopsAtABatchAndARerunCompletesIt() throws {
    try fixture.write(FaultFixture.lines(2, prefix: "own"), to: fixture.history)
    let before = ids(fixture.history)
    XCTAssertEqual(try importSignalled(SIGTERM, afterBytes: fixture.size(fixture.history) + 1), 143)
    assertWholeRecords(fixture, fixture.history)
    XCTAssertEqual(try fixture.run(["import", source]).status, 0)
    assertComplete(before: before)
  }

  func testALockHeldByAnotherWriterAddsNothing() throws {
    try fixture.write(FaultFixture.lines(2, prefix: "own"), to: fixture.history)
    let owned = ids(fixture.history)
    let before = fixture.bytes(fixture.history)
    let holder = open(fixture.history, O_RDONLY)
    defer { close(holder) }
    XCTAssertEqual(flock(holder, LOCK_EX), 0)
    let result = try fixture.run(["import", source])
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.stderr.contains("is locked by another divequiz"), result.stderr)
    XCTAssertEqual(fixture.bytes(fixture.history), before)
    flock(holder, LOCK_UN)
    XCTAssertEqual(try fixture.run(["import", source]).status, 0)
    assertComplete(before: owned)
  }

  /// Root ignores folder permissions, so the import runs as `nobody`.
  func testAReadOnlyFolderAddsNothing() throws {
    let folder = fixture.folder.appendingPathComponent("locked").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let target = folder + "/history.jsonl"
    XCTAssertEqual(chmod(fixture.folder.path, 0o755), 0)
    XCTAssertEqual(chmod(source, 0o644), 0)
    XCTAssertEqual(chmod(folder, 0o555), 0)
    let wrapper =
      geteuid() == 0
      ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
    let result = try fixture.run(
      ["import", source], wrapper: wrapper, environment: ["DIVEQUIZ_HISTORY": target])
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.stderr.contains("(Permission denied)"), result.stderr)
    XCTAssertFalse(FileManager.default.fileExists(atPath: target))
  }

  /// A file-size limit crossed by the second batch: the first stays whole, the second is cut
  /// back, the error is said, and without the limit a rerun completes the import.
  func testAFileSizeLimitCutsTheBatchBack() throws {
    let result = try fixture.run(
      ["import", source], wrapper: ["/bin/bash", "-c", "ulimit -f 12000; exec \"$0\" \"$@\""])
    assertStoppedPartWay(result, because: "File too large", of: quizzes)
    XCTAssertEqual(try fixture.run(["import", source]).status, 0)
    assertComplete()
  }

  /// A full disk: a 64 KB tmpfs in a private mount namespace, filled up; the batch that does
  /// not fit is cut back and the history keeps exactly the quizzes it had.
  func testAFullDiskCutsTheBatchBack() throws {
    guard geteuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else {
      throw XCTSkip("mounting a tmpfs needs root and unshare")
    }
    let disk = fixture.folder.appendingPathComponent("disk").path
    try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: true)
    let seed = FaultFixture.lines(4, prefix: "own")
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
    let result = try fixture.run(
      ["import", source], wrapper: ["/usr/bin/unshare", "-m", "/bin/bash", "-c", script],
      environment: [
        "DISK": disk, "SEED": seedPath, "AFTER": after, "DIVEQUIZ_HISTORY": disk + "/history.jsonl",
      ])
    if result.status == 77 { throw XCTSkip("mount is not allowed here: \(result.stderr)") }
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.stderr.contains("No space left on device"), result.stderr)
    XCTAssertEqual(fixture.bytes(after), seed, "the batch was cut back")
    XCTAssertEqual(ids(after), ids(seedPath))
  }

  /// The index spills its table to scratch files in the cache folder once it holds 131,072
  /// ids; here that folder is a full 64 KB tmpfs. The import stops with the batches stored
  /// so far, whole, says so, and a rerun with room completes it, each id once.
  func testAFullDiskUnderTheIndexStopsTheImportWithWholeRecords() throws {
    guard geteuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else {
      throw XCTSkip("mounting a tmpfs needs root and unshare")
    }
    let count = 140_000
    let large = fixture.folder.appendingPathComponent("large.jsonl").path
    try fixture.write(FaultFixture.lines(count, prefix: "big"), to: large)
    let disk = fixture.folder.appendingPathComponent("cache-disk").path
    try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: true)
    let script = """
      mount -t tmpfs -o size=64k tmpfs "$DISK" || exit 77
      mkdir -m 700 "$DISK/divequiz"
      dd if=/dev/zero of="$DISK/fill" bs=1024 2>/dev/null
      exec "$0" "$@"
      """
    let result = try fixture.run(
      ["import", large], wrapper: ["/usr/bin/unshare", "-m", "/bin/bash", "-c", script],
      environment: ["DISK": disk, "XDG_CACHE_HOME": disk])
    if result.status == 77 { throw XCTSkip("mount is not allowed here: \(result.stderr)") }
    assertStoppedPartWay(result, because: "No space left on device", of: count)
    let rerun = try fixture.run(["import", large], seconds: 240)
    XCTAssertEqual(rerun.status, 0, rerun.stderr)
    let all = ids(fixture.history)
    XCTAssertEqual(all.count, count)
    XCTAssertEqual(Set(all).count, count, "no id twice")
  }

  /// A cache folder others may write to does not stop an import (its index then stays in
  /// memory, which `ImportIndexTests` checks), and no file of the import stays behind in it
  /// or in the user's own cache folder (the scratch files have no name).
  func testTheIndexKeepsNoFileBehindAndTrustsNoSharedFolder() throws {
    let shared = fixture.folder.appendingPathComponent("shared").path
    try FileManager.default.createDirectory(
      atPath: shared + "/divequiz", withIntermediateDirectories: true)
    XCTAssertEqual(chmod(shared + "/divequiz", 0o777), 0)
    let result = try fixture.run(["import", source], environment: ["XDG_CACHE_HOME": shared])
    XCTAssertEqual(result.status, 0, result.stderr)
    assertComplete()
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: shared + "/divequiz"), [])
    try FileManager.default.removeItem(atPath: fixture.history)
    XCTAssertEqual(try fixture.run(["import", source]).status, 0)
    assertComplete()
    let own = fixture.environment["XDG_CACHE_HOME", default: ""] + "/divequiz"
    let left = (try? FileManager.default.contentsOfDirectory(atPath: own)) ?? []
    XCTAssertEqual(left.filter { !$0.hasSuffix(".cache") }, [], "only caches stay")
  }

  /// Two imports of the same multi-batch source at once: each batch looks, under the lock,
  /// at what the other stored, so every quiz is stored once.
  func testTwoLargeImportsAtOnceStoreEachQuizOnce() throws {
    let results = LockedResults()
    let group = DispatchGroup()
    for _ in 0..<2 {
      DispatchQueue.global().async(group: group) { [fixture, source] in
        results.append(try? fixture!.run(["import", source], seconds: 240))
      }
    }
    XCTAssertEqual(group.wait(timeout: .now() + 300), .success)
    XCTAssertEqual(results.all.map(\.status), [0, 0], results.all.map(\.stderr).joined())
    assertComplete()
  }
}

extension FaultFixture {
  /// The size of a file, 0 when it is missing.
  func size(_ path: String) -> Int {
    var info = stat()
    return stat(path, &info) == 0 ? Int(info.st_size) : 0
  }
}
