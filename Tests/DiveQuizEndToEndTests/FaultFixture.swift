import DiveQuizCore
import DiveQuizTerminal
import Foundation
import XCTest

#if canImport(Glibc)
  import Glibc
#endif

/// A folder with a history, a state folder for recovery files, and ways to run the binary
/// against them under a fault: a watchdog (`timeout`) so a hang fails instead of blocking.
struct FaultFixture {
  let folder: URL
  var history: String { folder.appendingPathComponent("history.jsonl").path }
  var state: String { folder.appendingPathComponent("state").path }
  /// Where recovery files land: `$XDG_STATE_HOME/divequiz`.
  var recoveryFolder: String { state + "/divequiz" }

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "divequiz-fault-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  func remove() {
    try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
    try? FileManager.default.removeItem(at: folder)
  }

  var environment: [String: String] {
    [
      "DIVEQUIZ_HISTORY": history, "XDG_STATE_HOME": state, "DIVEQUIZ_JUDGE": "Ann",
      "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path,
      "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
    ]
  }

  /// Runs `divequiz ARGUMENTS`, through `wrapper` (a shell, `setpriv`…) when given, stopped
  /// after `seconds` whatever happens.
  func run(
    _ arguments: [String], input: String = "", wrapper: [String] = [], seconds: Int = 60,
    environment extra: [String: String] = [:], directory: URL? = nil
  ) throws -> BinaryRunner.Result {
    // A working directory is set by a shell, so that the run goes through the same runner.
    let inFolder =
      directory.map { _ in ["/bin/sh", "-c", "cd \"$DIVEQUIZ_TEST_DIR\" && exec \"$0\" \"$@\""] }
      ?? []
    var variables = environment.merging(extra) { $1 }
    if let directory { variables["DIVEQUIZ_TEST_DIR"] = directory.path }
    return try BinaryRunner.run(
      [String(seconds)] + inFolder + wrapper + [BinaryRunner.binary.path] + arguments,
      input: input, environment: variables,
      executable: URL(fileURLWithPath: "/usr/bin/timeout"))
  }

  /// The binary on a pseudo-terminal, with this fixture's folders.
  func terminal(_ arguments: [String] = []) throws -> PseudoTerminal {
    try PseudoTerminal(
      executable: BinaryRunner.binary.path, arguments: ["--color", "never"] + arguments,
      environment: BinaryRunner.environment(environment.merging(["TERM": "xterm"]) { $1 }))
  }

  func bytes(_ path: String) -> [UInt8] {
    (try? Array(Data(contentsOf: URL(fileURLWithPath: path)))) ?? []
  }

  func records(_ path: String) -> HistoryContents { HistoryContents.parse(bytes(path)) }

  /// The recovery files written so far (the folder also keeps the command history).
  func recoveryFiles() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: recoveryFolder)) ?? []).sorted()
      .filter { $0.hasPrefix("unsaved-") }.map { recoveryFolder + "/" + $0 }
  }

  func mode(_ path: String) -> Int? {
    (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?
      .intValue
  }

  /// `count` stored quizzes of one question, ids `prefix-0`, `prefix-1`…
  static func lines(_ count: Int, prefix: String = "q", judge: String = "Bob") -> [UInt8] {
    (0..<count).flatMap { index in
      RecordCodec.encode(
        QuizRecord(
          id: "\(prefix)-\(index)", judge: judge, status: .completed,
          start: Date(timeIntervalSince1970: 1_767_225_600 + Double(index) * 60),
          end: Date(timeIntervalSince1970: 1_767_225_630 + Double(index) * 60),
          languages: ["en"], filters: [], seed: UInt64(index), edition: "2025", size: 1,
          score: 10, maximum: 10, passed: true,
          questions: [
            QuizRecord.Question(
              penaltyID: 19, chosen: Answer(sanction: .maximumTwo, owners: .judge),
              correct: Answer(sanction: .maximumTwo, owners: .judge), points: 10, seconds: 4.2)
          ]))
    }
  }

  func write(_ bytes: [UInt8], to path: String) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: path))
  }
}

/// What every fault must leave: whole lines only, each one a record.
func assertWholeRecords(
  _ fixture: FaultFixture, _ path: String, file: StaticString = #filePath, line: UInt = #line
) {
  let bytes = fixture.bytes(path)
  XCTAssertTrue(
    bytes.isEmpty || bytes.last == 0x0A, "no partial line at the end", file: file, line: line)
  XCTAssertEqual(
    fixture.records(path).skipped, [], "every line is a record", file: file, line: line)
}
