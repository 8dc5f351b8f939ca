import Foundation
import XCTest

/// Runs the built `divequiz` binary as a user would, with Foundation's `Process`.
enum BinaryRunner {
  struct Result {
    var status: Int32
    var stdout: String
    /// Empty when the run merged both streams into `stdout`.
    var stderr: String
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
  /// order a terminal would show; otherwise the two streams are kept apart.
  static func run(
    _ arguments: [String], input: String = "", environment extra: [String: String] = [:],
    executable: URL = binary, merged: Bool = false
  ) throws -> Result {
    let result = try launch(
      arguments, input: input, environment: environment(extra), executable: executable,
      merge: merged)
    return Result(status: result.status, stdout: result.out, stderr: result.err)
  }

  private static func launch(
    _ arguments: [String], input: String, environment: [String: String],
    executable: URL, merge: Bool
  ) throws -> (status: Int32, out: String, err: String) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = environment
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = merge ? stdout : Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    // Write and read on separate threads so a large transcript cannot fill a pipe and block.
    let writer = Thread {
      stdin.fileHandleForWriting.write(Data(input.utf8))
      try? stdin.fileHandleForWriting.close()
    }
    writer.start()
    let errorData = LockedData()
    let errorReader = Thread {
      if !merge { errorData.set(stderr.fileHandleForReading.readDataToEndOfFile()) }
    }
    errorReader.start()
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    while errorReader.isExecuting || writer.isExecuting { Thread.sleep(forTimeInterval: 0.01) }
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
}

/// Golden transcripts under `Snapshots/`; `DIVEQUIZ_RECORD=1 swift test` writes them anew.
enum Snapshot {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Snapshots")

  /// Replaces what differs from run to run (quiz ids, clock times, seconds taken) with
  /// placeholders, so transcripts compare what the program decided, not when it ran.
  static func normalize(_ text: String) -> String {
    var result = text
    let patterns: [(String, String)] = [
      ("[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}", "<uuid>"),
      ("\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z", "<timestamp>"),
      ("\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}", "<date time>"),
      ("\\d{4}-\\d{2}-\\d{2}", "<date>"),
      ("\\b20\\d{2}-\\d{2}\\b", "<month>"),
      // Short quiz ids; no other 8-character hex or 8-digit word appears in the transcripts.
      ("\\b[0-9a-f]{8}\\b", "<id>"),
      ("\\d+([.,]\\d)? s\\b", "<n> s"),
      (",\\d+\\.\\d\\r\\n", ",<seconds>\r\n"),
    ]
    for (pattern, template) in patterns {
      guard let expression = try? NSRegularExpression(pattern: pattern) else { continue }
      result = expression.stringByReplacingMatches(
        in: result, range: NSRange(result.startIndex..., in: result), withTemplate: template)
    }
    return result
  }

  static func assertMatches(
    _ actual: String, named name: String, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let actual = normalize(actual)
    let url = folder.appendingPathComponent(name + ".txt")
    if ProcessInfo.processInfo.environment["DIVEQUIZ_RECORD"] == "1" {
      try actual.write(to: url, atomically: true, encoding: .utf8)
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
