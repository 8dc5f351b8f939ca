import DiveQuizCore
import DiveQuizTerminal
import Foundation
import XCTest

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 29, cases 1 and 4: a history path someone else prepared (a link, another user's
/// file, a file others can write) is never used, in any folder; and a last line without its
/// line break is never deleted by the next append. Each counts the quiz ids (or lines)
/// before and after, in the history and in the recovery folder.
final class TrustOwnershipTests: XCTestCase {
  private var fixture: FaultFixture!

  override func setUpWithError() throws { fixture = try FaultFixture() }
  override func tearDownWithError() throws { fixture.remove() }

  private func ids(_ path: String) -> Set<String> { Set(fixture.records(path).records.map(\.id)) }

  private func recoveredIDs() -> Set<String> {
    fixture.recoveryFiles().reduce(into: Set<String>()) { $0.formUnion(ids($1)) }
  }

  /// A class folder (others may write) and a sticky shared one, each given through
  /// `DIVEQUIZ_HISTORY`: a link to the user's own file, a 0666 file, and (as root) a file of
  /// another user planted at the history's path are refused by name; the quiz goes to the
  /// recovery folder; the link's target is byte for byte what it was.
  func testAPlantedLinkOrFileAtTheHistoryPathIsRefusedAndTheQuizRecovered() throws {
    let victim = fixture.folder.appendingPathComponent("bashrc").path
    let precious = Array("alias ls='ls -F'\n".utf8)
    try fixture.write(precious, to: victim)
    chmod(victim, 0o644)
    var expected = 0
    for (name, mode) in [("class", 0o777), ("shared", 0o1777)] {
      let folder = fixture.folder.appendingPathComponent(name).path
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      chmod(folder, mode_t(mode))
      let path = folder + "/history.jsonl"
      var plants: [(String, String)] = [("link", "is a symbolic link")]
      plants.append(("0666", "can be written by other users"))
      if geteuid() == 0 { plants.append(("other", "belongs to another user")) }
      for (plant, said) in plants {
        unlink(path)
        switch plant {
        case "link":
          XCTAssertEqual(symlink(victim, path), 0)
          if geteuid() == 0 { lchown(path, 65_534, 65_534) }
        case "0666":
          try fixture.write([], to: path)
          chmod(path, 0o666)
        default:
          try fixture.write([], to: path)
          chmod(path, 0o644)
          chown(path, 65_534, 65_534)
        }
        let before = recoveredIDs().count
        let result = try fixture.run(
          [], input: "judge $(id>/tmp/x)\nquiz 1 seed 3\n0 r\n",
          environment: ["DIVEQUIZ_HISTORY": path])
        expected += 1
        XCTAssertEqual(result.status, 1, "\(name) \(plant): " + result.stderr)
        XCTAssertTrue(
          result.stderr.contains("\(path) \(said)"), "\(name) \(plant): " + result.stderr)
        XCTAssertEqual(fixture.bytes(victim), precious, "\(name) \(plant): the target is untouched")
        XCTAssertEqual(fixture.mode(victim), 0o644)
        if plant != "link" { XCTAssertEqual(fixture.bytes(path), [], "nothing written to it") }
        XCTAssertEqual(recoveredIDs().count, before + 1, "\(name) \(plant): the quiz recovered")
        // Nothing is read from it either.
        let report = try fixture.run(["report"], environment: ["DIVEQUIZ_HISTORY": path])
        XCTAssertEqual(report.status, 1, report.stderr)
        XCTAssertTrue(report.stderr.contains(said), report.stderr)
      }
    }
    XCTAssertEqual(recoveredIDs().count, expected)
    // The recovered quizzes import whole into a history of the user's own.
    for file in fixture.recoveryFiles() {
      XCTAssertEqual(try fixture.run(["import", file]).status, 0)
    }
    XCTAssertEqual(ids(fixture.history).count, expected)
  }

  /// The caches beside the history (the names', the coach's) are never read through a link
  /// or from a file others could have written: the command works as with no cache.
  func testACacheThatIsALinkOrWritableByOthersIsIgnored() throws {
    try fixture.write(FaultFixture.lines(3, judge: "Chloé Martin"), to: fixture.history)
    XCTAssertEqual(try fixture.run(["trainees"]).status, 0)
    let cache = fixture.folder.appendingPathComponent("cache/divequiz").path
    let files = try FileManager.default.contentsOfDirectory(atPath: cache).filter {
      $0.hasSuffix(".cache")
    }
    XCTAssertFalse(files.isEmpty, "trainees wrote its cache")
    let decoy = fixture.folder.appendingPathComponent("decoy").path
    for file in files {
      let path = cache + "/" + file
      try fixture.write(fixture.bytes(path), to: decoy)
      unlink(path)
      XCTAssertEqual(symlink(decoy, path), 0)
    }
    let linked = try fixture.run(["trainees"])
    XCTAssertEqual(linked.status, 0, linked.stderr)
    XCTAssertTrue(linked.stdout.contains("Chloé Martin"), linked.stdout)
    for file in files {
      var info = stat()
      XCTAssertEqual(lstat(cache + "/" + file, &info), 0)
      XCTAssertEqual(info.st_mode & S_IFMT, S_IFREG, "the link was replaced by a file")
      chmod(cache + "/" + file, 0o666)
    }
    let open = try fixture.run(["trainees"])
    XCTAssertEqual(open.status, 0, open.stderr)
    XCTAssertTrue(open.stdout.contains("Chloé Martin"), open.stdout)
  }

  /// Lines of other kinds left without their line break survive the next quiz, counted
  /// line by line: an alias line (a merge), a record of schema 2, a record of an unknown
  /// kind, a whole record of ours. Half a record of ours (a kill in the middle of an
  /// append) goes to the recovery folder, and the message names the file.
  func testALastLineWithoutItsLineBreakIsNeverDeleted() throws {
    let kept = [
      #"{"v":2,"type":"alias","id":"a1","at":"2026-11-21T10:00:00Z","action":"merge","from":"Anne","to":"Ann"}"#,
      #"{"v":2,"id":"from-a-newer-divequiz","judge":"Ann","q":[]}"#,
      #"{"v":1,"type":"roster","id":"r1","names":["Ann"]}"#,
      String(decoding: FaultFixture.lines(1, prefix: "whole"), as: UTF8.self).dropLast()
        .description,
      "a note written by hand",
    ]
    for (index, last) in kept.enumerated() {
      let start = FaultFixture.lines(2, prefix: "s\(index)")
      try fixture.write(start + Array(last.utf8), to: fixture.history)
      let lines = lineCount(fixture.history)
      let result = try fixture.run([], input: "quiz 1 seed 3\n0 r\n")
      XCTAssertEqual(result.status, 0, result.stderr)
      let text = String(decoding: fixture.bytes(fixture.history), as: UTF8.self)
      XCTAssertTrue(text.contains(last + "\n"), "kept whole, on a line of its own: " + last)
      XCTAssertEqual(lineCount(fixture.history), lines + 1, last)
      XCTAssertEqual(fixture.bytes(fixture.history).last, 0x0A)
    }
    // Half a record of ours: moved aside, named, the rest whole.
    let half = Array(FaultFixture.lines(1, prefix: "cut").prefix(90))
    try fixture.write(FaultFixture.lines(2, prefix: "h") + half, to: fixture.history)
    let result = try fixture.run([], input: "quiz 1 seed 3\n0 r\n")
    XCTAssertEqual(result.status, 0, result.stderr)
    assertWholeRecords(fixture, fixture.history)
    XCTAssertEqual(ids(fixture.history).count, 3)
    let aside =
      ((try? FileManager.default.contentsOfDirectory(atPath: fixture.recoveryFolder)) ?? [])
      .filter { $0.hasPrefix("cut-line-") }
    XCTAssertEqual(aside.count, 1, "kept aside")
    let path = fixture.recoveryFolder + "/" + (aside.first ?? "")
    XCTAssertEqual(fixture.bytes(path), half, "byte for byte")
    XCTAssertTrue(result.stderr.contains("it was moved to \(path)"), result.stderr)
  }

  /// A stale note of an append in progress (a divequiz killed after it) and a line appended
  /// by hand since, without its line break: the line goes aside, not away.
  func testAStaleAppendNoteNeverDeletesALineWrittenSince() throws {
    try fixture.write(FaultFixture.lines(2, prefix: "n"), to: fixture.history)
    let size = fixture.bytes(fixture.history).count
    // The note a killed append leaves (`AppendJournal`), set by Python's os.setxattr.
    let setter = Process()
    setter.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    setter.arguments = [
      "python3", "-c",
      "import os,sys; os.setxattr(sys.argv[1], 'user.divequiz.appending', sys.argv[2].encode())",
      fixture.history, String(size),
    ]
    try setter.run()
    setter.waitUntilExit()
    guard setter.terminationStatus == 0 else { throw XCTSkip("no extended attributes here") }
    let alias =
      #"{"v":2,"type":"alias","id":"a2","at":"2026-11-21T10:00:00Z","action":"merge","from":"Anne","to":"Ann"}"#
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: fixture.history))
    handle.seekToEndOfFile()
    handle.write(Data(alias.utf8))
    try handle.close()
    let result = try fixture.run([], input: "quiz 1 seed 3\n0 r\n")
    XCTAssertEqual(result.status, 0, result.stderr)
    let aside =
      ((try? FileManager.default.contentsOfDirectory(atPath: fixture.recoveryFolder)) ?? [])
      .filter { $0.hasPrefix("cut-line-") }
    let inHistory = String(decoding: fixture.bytes(fixture.history), as: UTF8.self).contains(alias)
    let setAside = aside.contains {
      fixture.bytes(fixture.recoveryFolder + "/" + $0) == Array(alias.utf8)
    }
    XCTAssertTrue(inHistory || setAside, "the alias line survives")
    if setAside { XCTAssertTrue(result.stderr.contains("it was moved to"), result.stderr) }
    XCTAssertEqual(ids(fixture.history).count, 3)
  }

  private func lineCount(_ path: String) -> Int {
    let bytes = fixture.bytes(path)
    return bytes.split(separator: 0x0A).count
  }
}
