import DiveQuizCore
import DiveQuizTerminal
import DiveQuizTestSupport
import Foundation
import XCTest

/// Golden transcripts at 40 and 80 columns: the end of a quiz with mistakes, `report`,
/// `history`, `help` and an exam that ends on time, every line within the width.
/// `DIVEQUIZ_RECORD=1 swift test --filter NarrowLayoutTests` writes them again.
final class NarrowLayoutTests: XCTestCase {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Layouts")

  /// The session's whole output for `lines`, the clock moving `step` seconds at each reading.
  private func transcript(_ lines: [String], columns: Int, step: TimeInterval = 2) throws
    -> String
  {
    let main = MemoryHistoryStorage()
    let console = ScriptedConsole(lines: lines)
    console.columns = columns
    var counter = 0
    let session = Session(
      library: try TestData.library(), console: console,
      configuration: .init(
        interactive: false, unicode: true, judge: "Bartholomew Featherstonehaugh-Smythe"),
      clock: FixedClock(step: step).read, seedSource: { 7 },
      history: HistoryFiles(
        main: main, system: MemoryFileSystem([main]), recoveryFolder: "/state"),
      makeID: {
        counter += 1
        return "00000000-0000-4000-8000-\(String(repeating: "0", count: 11))\(counter % 10)"
      })
    _ = session.run()
    return console.transcript
  }

  private func check(
    _ name: String, _ text: String, width: Int, file: StaticString = #filePath,
    line: UInt = #line
  ) throws {
    for row in text.split(separator: "\n", omittingEmptySubsequences: false) {
      XCTAssertLessThanOrEqual(
        DisplayWidth.of(String(row)), width, "\(name): \(row)", file: file, line: line)
    }
    let golden = Self.folder.appendingPathComponent("\(name).txt")
    if ProcessInfo.processInfo.environment["DIVEQUIZ_RECORD"] == "1" {
      try FileManager.default.createDirectory(
        at: Self.folder, withIntermediateDirectories: true)
      try text.write(to: golden, atomically: true, encoding: .utf8)
      return
    }
    XCTAssertEqual(
      text, try String(contentsOf: golden, encoding: .utf8),
      "\(name) differs; DIVEQUIZ_RECORD=1 writes it again", file: file, line: line)
  }

  func testEveryScreenFitsFortyAndEightyColumns() throws {
    let quiz = ["quiz 5 seed 7", "0 r", "4 j", "1 r+j", "skip", "5 j"]
    let exam = ["exam 3 seed 11 time 1", "0 r", "4 j", "3 j"]
    for width in [40, 80] {
      try check(
        "quiz-mistakes-\(width)", try transcript(quiz, columns: width), width: width)
      try check(
        "report-history-help-\(width)",
        try transcript(quiz + exam + ["history", "report", "help"], columns: width),
        width: width)
      // 25 seconds at each reading of the clock: the third answer comes after the minute.
      try check(
        "exam-on-time-\(width)", try transcript(exam, columns: width, step: 25), width: width)
    }
  }
}
