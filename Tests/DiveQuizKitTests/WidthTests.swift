import DiveQuizCore
import DiveQuizData
import DiveQuizTerminal
import DiveQuizTestSupport
import Foundation
import XCTest

/// Text fitted to the console width: no line wider than the terminal, whatever the command
/// and the language; and nothing changed when no width is known (a pipe without `COLUMNS`).
final class WidthTests: XCTestCase {
  private func session(_ console: ScriptedConsole, language: String, storage: MemoryHistoryStorage)
    throws -> Session
  {
    let clock = FixedClock(step: 7)
    return Session(
      library: try TestData.library(language: language), console: console,
      configuration: .init(interactive: true, unicode: true, judge: "Marie-Claire Dubois-Lefebvre"),
      clock: clock.read, seedSource: { 4 },
      history: HistoryFiles(main: storage, open: { _ in storage }, write: { _, _ in }),
      makeID: SequentialIDs().next)
  }

  /// Several quizzes by trainees with long names, so that every table has something to fit.
  private func history(language: String) throws -> MemoryHistoryStorage {
    let storage = MemoryHistoryStorage()
    let console = ScriptedConsole(lines: [
      "quiz 3 seed 1 synchro", "0 r", "4 j", "skip", "judge Ann", "exam 2 seed 9", "1 r", "2 j",
      "judge Bartholomew Featherstonehaugh-Smythe", "quiz 2 seed 9 truefalse", "t", "f",
    ])
    _ = try session(console, language: language, storage: storage).run()
    return storage
  }

  private let commands = [
    "help", "help quiz", "help settings", "show 36", "show 19", "penalties", "search entry",
    "history", "review", "report", "report seed 9", "trainees", "progress", "lang", "settings",
    "quiz 2 seed 3 rules", "b", "skip", "quiz 3 seed 5", "0 r", "4 j", "?", "abort", "bogus",
    "history since 01/02/2026",
  ]

  func testNoLineIsWiderThanTheConsole() throws {
    for language in ["en", "fr", "es", "it", "de", "es-MX", "zh-Hans"] {
      for width in [60, 40] {
        let storage = try history(language: language)
        let console = ScriptedConsole(lines: commands)
        console.columns = width
        _ = try session(console, language: language, storage: storage).run()
        XCTAssertTrue(console.output.contains("8.6.5"), language)
        for line in console.transcript.split(separator: "\n") {
          XCTAssertLessThanOrEqual(
            DisplayWidth.of(line), width, "\(language) at \(width): \(line)")
        }
      }
    }
  }

  func testTablesStackRatherThanCutAName() throws {
    let storage = try history(language: "en")
    let console = ScriptedConsole(lines: ["history", "report"])
    console.columns = 60
    _ = try session(console, language: "en", storage: storage).run()
    let output = console.output
    // History: a quiz that does not fit takes two lines, the name shown up to 24 characters,
    // the figures, the result, the edition and the seed whole on the second.
    XCTAssertTrue(
      output.contains(
        "00000001  Marie-Claire Dubois-Lefe…\n  3/3  10/30  33.3%  not passed  edition 2026  seed 1"
      ), output)
    // Report: the long name keeps its 24 characters in the trainees' table and the ranking;
    // nothing is cut to a narrower column.
    XCTAssertTrue(output.contains("\nBartholomew Featherstone…\n"), output)
    XCTAssertFalse(output.contains("Bartholom…"), output)
    for line in output.split(separator: "\n") {
      XCTAssertLessThanOrEqual(DisplayWidth.of(line), 60, String(line))
    }
  }

  func testShowHangsLabelledFieldsPastTheLabel() throws {
    let console = ScriptedConsole(lines: ["show 36"])
    console.columns = 60
    _ = try session(console, language: "en", storage: MemoryHistoryStorage()).run()
    let lines = console.output.split(separator: "\n").map(String.init)
    let start = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("Description") })
    XCTAssertTrue(lines[start + 1].hasPrefix(String(repeating: " ", count: 26)), lines[start + 1])
    XCTAssertFalse(lines[start + 1].hasPrefix(String(repeating: " ", count: 27)))
  }

  func testWithoutAWidthNothingIsWrapped() throws {
    let console = ScriptedConsole(lines: ["show 36"])
    _ = try session(console, language: "en", storage: MemoryHistoryStorage()).run()
    XCTAssertTrue(
      console.output.contains(
        "Description               At a head-first entry, the arms are not stretched beyond the"
          + " head in line with the body with the hands close together."))
  }
}
