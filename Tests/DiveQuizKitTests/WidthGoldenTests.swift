import DiveQuizCore
import DiveQuizService
import DiveQuizTestSupport
import Foundation
import XCTest

@testable import DiveQuizTerminal

/// Golden layouts of every listing at 40, 60, 80, 100 and 120 columns in English, German and
/// Chinese, from one fixed history (fixed ids and clock): one file per screen and language
/// under `Layouts/Widths`, the widths inside. Every line fits its width, and each record's
/// name, score, date and seed appear whole on one line.
/// `DIVEQUIZ_RECORD=1 swift test --filter WidthGoldenTests` writes them all again.
final class WidthGoldenTests: XCTestCase {
  static let folder = NarrowLayoutTests.folder.appendingPathComponent("Widths")
  static let widths = [40, 60, 80, 100, 120]
  static let languages = ["en", "de", "zh-Hans"]

  /// The trainees of the fixed history; the first is longer than the 24 characters shown.
  static let judges = [
    "Bartholomew Featherstonehaugh-Smythe", "Chloé Dubois-Martin", "王芳", "Ann",
  ]
  /// Three of five right (30/50): a skip, a wrong answer and a score that is not zero.
  static let quiz = ["quiz 5 seed 7", "4 j", "2 j", "0 r", "skip", "4 j"]
  static let exam = ["exam 3 seed 11 time 10", "0 r", "4 j", "3 j"]

  /// Each trainee takes the quiz and the exam.
  static var historyScript: [String] {
    judges.flatMap { ["judge " + $0] + quiz + exam }
  }

  /// The eight screens: a name and the lines that show it.
  static let screens: [(String, [String])] = [
    ("history", ["history"]), ("trainees", ["trainees"]), ("report", ["report"]),
    ("report-seed", ["report seed 11"]), ("dive", ["dive 5253"]),
    ("dives", ["dives back 10m"]), ("quiz-end", quiz), ("review", ["review 00000002"]),
  ]

  private func session(
    _ lines: [String], columns: Int?, storage: MemoryHistoryStorage, ids: SequentialIDs
  ) throws -> ScriptedConsole {
    let console = ScriptedConsole(lines: lines)
    console.columns = columns
    let session = Session(
      library: try TestData.library(), console: console,
      configuration: .init(interactive: false, unicode: true, judge: "Ann"),
      clock: FixedClock(step: 2).read, seedSource: { 7 },
      history: HistoryFiles(
        main: storage, system: MemoryFileSystem([storage]), recoveryFolder: "/state"),
      makeID: ids.next)
    // The shipped dive tables, as the binary loads them, for `dive` and `dives`.
    session.service.diveSource = DiveCatalogSource(try DiveCatalogTests.builtIn())
    _ = session.run()
    return console
  }

  /// The screen's output at one width, after switching the language.
  private func screen(_ lines: [String], language: String, columns: Int) throws -> String {
    let storage = MemoryHistoryStorage()
    let ids = SequentialIDs()
    let isQuiz = lines.first?.hasPrefix("quiz") ?? false
    if !isQuiz {
      _ = try session(Self.historyScript, columns: nil, storage: storage, ids: ids)
    }
    let console = try session(
      ["lang " + language] + lines, columns: columns, storage: storage, ids: ids)
    return console.transcript
  }

  /// What must stand whole on one line of a screen: names, scores, dates, seeds.
  static func wholes(_ screen: String, language: String) -> [String] {
    let names = judges.map { Sanitizer.visible($0, limit: 24) }
    let seed = ["en": "seed ", "de": "Seed ", "zh-Hans": "种子 "][language] ?? "seed "
    switch screen {
    case "history": return names + ["2026-01-01 00:", "30/50", seed + "7", seed + "11"]
    case "trainees", "report": return names + ["2026-01-01"]
    case "report-seed": return names
    case "review": return ["00000002", "2026-01-01 00:"]
    case "dive": return ["5253B", "5253C"]
    case "dives": return ["201A", "207C"]
    default: return ["30/50"]
    }
  }

  func testEveryScreenAtEveryWidthInThreeLanguages() throws {
    let record = ProcessInfo.processInfo.environment["DIVEQUIZ_RECORD"] == "1"
    for (name, lines) in Self.screens {
      for language in Self.languages {
        var golden = ""
        for width in Self.widths {
          let text = try screen(lines, language: language, columns: width)
          let label = "\(name).\(language) at \(width)"
          let rows = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
          for row in rows {
            XCTAssertLessThanOrEqual(DisplayWidth.of(row), width, "\(label): \(row)")
          }
          for whole in Self.wholes(name, language: language) {
            // A no-break space keeps a date and its time together: it reads as a space.
            let joined = { (row: String) in row.replacingOccurrences(of: "\u{00A0}", with: " ") }
            XCTAssertTrue(
              rows.contains { joined($0).contains(whole) }, "\(label): \(whole) not whole")
          }
          golden += "===== \(width) columns =====\n" + text + "\n"
        }
        let file = Self.folder.appendingPathComponent("\(name).\(language).txt")
        if record {
          try FileManager.default.createDirectory(
            at: Self.folder, withIntermediateDirectories: true)
          try golden.write(to: file, atomically: true, encoding: .utf8)
          continue
        }
        let stored = try String(contentsOf: file, encoding: .utf8)
        XCTAssertEqual(
          golden, stored, "\(name).\(language) differs; DIVEQUIZ_RECORD=1 writes it again")
      }
    }
  }
}
