import Foundation
import XCTest

/// Runs the built `divequiz` binary as a user would, with Foundation's `Process`.
enum BinaryRunner {
  struct Result {
    var status: Int32
    var stdout: String
    /// Empty when the run merged both streams into `stdout`.
    var stderr: String
    /// The history file the run wrote to (its own unless the test named one).
    var history: String
    /// Both streams; in writing order when the run was merged.
    var transcript: String { stdout + stderr }
  }

  /// The products folder of this build (where `swift test` also builds `divequiz`).
  static var binary: URL {
    Bundle.main.bundleURL.appendingPathComponent("divequiz")
  }

  /// A clean, fixed environment so transcripts do not depend on who runs the tests.
  static func environment(_ extra: [String: String] = [:]) -> [String: String] {
    // Each run gets a history file of its own unless the test names one.
    let run = FileManager.default.temporaryDirectory
      .appendingPathComponent("divequiz-e2e-\(UUID().uuidString)").path
    // Settings and command history in the run's own folder, never the real home; UTC times.
    var environment = [
      "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": NSTemporaryDirectory(),
      "DIVEQUIZ_HISTORY": run + "/history.jsonl", "DIVEQUIZ_JUDGE": "tester",
      "XDG_CONFIG_HOME": run + "/config", "XDG_STATE_HOME": run + "/state", "TZ": "UTC",
    ]
    environment.merge(extra) { $1 }
    return environment
  }

  /// Runs once with `input` on stdin. `merged` sends stderr into the stdout pipe, keeping the
  /// order a terminal would show; otherwise the two streams are kept apart. `directory` is the
  /// working directory, where relative file names land.
  static func run(
    _ arguments: [String], input: String = "", environment extra: [String: String] = [:],
    executable: URL = binary, merged: Bool = false, directory: URL? = nil
  ) throws -> Result {
    let environment = environment(extra)
    let result = try launch(
      arguments, input: input, environment: environment, executable: executable,
      merge: merged, directory: directory)
    return Result(
      status: result.status, stdout: result.out, stderr: result.err,
      history: environment["DIVEQUIZ_HISTORY"] ?? "")
  }

  private static func launch(
    _ arguments: [String], input: String, environment: [String: String],
    executable: URL, merge: Bool, directory: URL?
  ) throws -> (status: Int32, out: String, err: String) {
    let process = Process()
    process.executableURL = executable
    if let directory { process.currentDirectoryURL = directory }
    process.arguments = arguments
    process.environment = environment
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = merge ? stdout : Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    // Write and read on separate threads so a large transcript cannot fill a pipe and block;
    // the group says when both are done, with no polling.
    let helpers = DispatchGroup()
    DispatchQueue.global().async(group: helpers) {
      stdin.fileHandleForWriting.write(Data(input.utf8))
      try? stdin.fileHandleForWriting.close()
    }
    let errorData = LockedData()
    if !merge {
      DispatchQueue.global().async(group: helpers) {
        errorData.set(stderr.fileHandleForReading.readDataToEndOfFile())
      }
    }
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    helpers.wait()
    return (
      process.terminationStatus, String(decoding: out, as: UTF8.self),
      String(decoding: errorData.get(), as: UTF8.self)
    )
  }
}

/// Data shared between the reading thread and the test.
final class LockedData: @unchecked Sendable {
  private let lock = NSLock()
  private var data = Data()
  func set(_ value: Data) { lock.withLock { data = value } }
  func get() -> Data { lock.withLock { data } }
  /// Adds to what is there in one step, so two threads appending never lose a write.
  func append(_ more: Data) { lock.withLock { data += more } }
}

/// Golden transcripts under `Snapshots/`; `DIVEQUIZ_RECORD=1 swift test` writes them anew.
enum Snapshot {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Snapshots")

  /// Replaces what differs from run to run (quiz ids, clock times, seconds taken) with
  /// placeholders, so transcripts compare what the program decided, not when it ran.
  ///
  /// Short quiz ids are masked by value: the ids are read from the history files the runs
  /// wrote, so an 8-digit seed is never mistaken for one.
  static func normalize(_ text: String, histories: [String] = []) -> String {
    var result = text
    for id in ids(in: histories) {
      result = result.replacingOccurrences(of: id, with: "<uuid>")
      result = result.replacingOccurrences(of: String(id.prefix(8)), with: "<id>")
    }
    let patterns: [(String, String)] = [
      ("[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}", "<uuid>"),
      ("\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z", "<timestamp>"),
      ("\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}", "<date time>"),
      ("\\d{4}-\\d{2}-\\d{2}", "<date>"),
      ("\\b20\\d{2}-\\d{2}\\b", "<month>"),
      ("\\d+([.,]\\d)? s\\b", "<n> s"),
      (",\\d+\\.\\d\\r\\n", ",<seconds>\r\n"),
      // Export rows: the seconds after the points; the exam sheet's time taken.
      (",(0|5|10),\\d+\\.\\d,", ",$1,<seconds>,"),
      ("\\b\\d+:\\d{2}\\b", "<m:ss>"),
    ]
    for (pattern, template) in patterns {
      guard let expression = try? NSRegularExpression(pattern: pattern) else { continue }
      result = expression.stringByReplacingMatches(
        in: result, range: NSRange(result.startIndex..., in: result), withTemplate: template)
    }
    return result
  }

  /// The quiz ids stored in history files, longest first.
  static func ids(in histories: [String]) -> [String] {
    var ids: Set<String> = []
    for path in histories {
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
      for line in text.split(separator: "\n") {
        guard let start = line.range(of: "\"id\":\"")?.upperBound,
          let end = line[start...].firstIndex(of: "\"")
        else { continue }
        ids.insert(String(line[start..<end]))
      }
    }
    return ids.sorted { $0.count > $1.count }
  }

  /// Compares with the golden file; in record mode writes it and fails, so a recording run
  /// can never pass for a checking one.
  static func assertMatches(
    _ actual: String, named name: String, histories: [String] = [],
    file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let actual = normalize(actual, histories: histories)
    let url = folder.appendingPathComponent(name + ".txt")
    if ProcessInfo.processInfo.environment["DIVEQUIZ_RECORD"] == "1" {
      try actual.write(to: url, atomically: true, encoding: .utf8)
      XCTFail(
        "recorded \(name).txt; run the tests again without DIVEQUIZ_RECORD", file: file, line: line)
      return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      XCTFail(
        "no snapshot \(name).txt; record it with DIVEQUIZ_RECORD=1 swift test", file: file,
        line: line)
      return
    }
    if expected != actual {
      let expectedLines = expected.components(separatedBy: "\n")
      let actualLines = actual.components(separatedBy: "\n")
      let first =
        zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(expectedLines.count, actualLines.count)
      let want = first < expectedLines.count ? expectedLines[first] : "<end>"
      let got = first < actualLines.count ? actualLines[first] : "<end>"
      XCTFail(
        "\(name): line \(first + 1) differs\n  expected: \(want)\n  actual:   \(got)", file: file,
        line: line)
    }
  }

  static func script(_ name: String) throws -> String {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Scripts").appendingPathComponent(name)
    return try String(contentsOf: url, encoding: .utf8)
  }
}
