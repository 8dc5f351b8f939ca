import DiveQuizTestSupport
import Foundation
import XCTest

@testable import DiveQuizCore
@testable import DiveQuizService
@testable import DiveQuizTerminal

/// A trainee's answers are reported per edition, and the coach and `quiz N focus` read only
/// the answers given in the edition taught: a penalty keeps its id across editions, but not
/// always its numbers or its key.
final class EditionHistoryTests: XCTestCase {
  /// Three passed 2025 quizzes of Ann, every answer right.
  private func history() throws -> MemoryHistoryStorage {
    let storage = MemoryHistoryStorage()
    for index in 0..<3 {
      let record = SampleHistory.record(
        "p\(index)", judge: "Ann", daysLater: Double(index),
        questions: [19, 14, 45].map { id in
          SampleHistory.question(id, chosen: SampleHistory.judges, key: SampleHistory.judges)
        }, edition: "2025")
      try storage.append(RecordCodec.encode(record))
    }
    return storage
  }

  private func session(_ console: ScriptedConsole, _ storage: MemoryHistoryStorage) throws
    -> Session
  {
    Session(
      library: try TestData.library(), console: console,
      configuration: .init(interactive: false, unicode: false, judge: "Ann"),
      clock: FixedClock(now: SampleHistory.day.addingTimeInterval(4 * 86_400)).read,
      seedSource: { 5 },
      history: HistoryFiles(
        main: storage, system: MemoryFileSystem([storage]), recoveryFolder: "/s"),
      makeID: SequentialIDs().next)
  }

  private func coach(_ lines: [String]) throws -> [String] {
    let console = ScriptedConsole(lines: lines)
    _ = try session(console, history()).run()
    return console.output.split(separator: "\n").map(String.init).filter { $0.hasPrefix("Coach:") }
  }

  func testTheCoachReadsTheEditionTaught() throws {
    let english = try TestData.catalog()
    // In 2026 the three 2025 passes do not count: one quiz is not a streak.
    // Seed 1 asks #23 (key 4 j) in 2026 and #2 (key 0 rj) in 2025: both answered right, so
    // only the edition decides whether the 2025 passes make a streak.
    XCTAssertEqual(try coach(["quiz 1 seed 1", "4 j"]), [english.text("coach.keepGoing")])
    // In 2025 they do.
    XCTAssertEqual(
      try coach(["edition 2025", "quiz 1 seed 1", "0 rj"]), [english.text("coach.larger", 10)])
  }

  func testTheFocusScheduleReadsTheEditionTaught() throws {
    let storage = try history()
    let session = try session(ScriptedConsole(lines: []), storage)
    XCTAssertEqual(try XCTUnwrap(session.service.coach.traineeSummary()).penalties.count, 0)
    XCTAssertTrue(session.switchEdition("2025"))
    let summary = try XCTUnwrap(session.service.coach.traineeSummary())
    XCTAssertEqual(summary.penalties.keys.sorted(), [14, 19, 45])
    // Back in 2026, the cache of 2025 is not taken for 2026's.
    XCTAssertTrue(session.switchEdition("2026"))
    XCTAssertEqual(try XCTUnwrap(session.service.coach.traineeSummary()).penalties.count, 0)
  }

  /// `report edition 2026` keeps the 2026 answers only; the full report counts both editions.
  func testTheReportKeepsOneEdition() throws {
    let storage = try history()
    let console = ScriptedConsole(lines: [
      "quiz 2 seed 3", "0 r", "0 r", "report edition 2026", "report edition 2025", "report",
    ])
    _ = try session(console, storage).run()
    let reports = console.output.components(separatedBy: "Report — ")
    XCTAssertEqual(reports.count, 4, console.output)
    XCTAssertTrue(reports[1].hasPrefix("quizzes: 1, answers: 2."), reports[1])
    XCTAssertTrue(reports[1].contains("Quizzes by edition: 2026: 1."))
    XCTAssertTrue(reports[2].hasPrefix("quizzes: 3, answers: 9."), reports[2])
    XCTAssertTrue(reports[3].contains("Quizzes by edition: 2025: 3, 2026: 1."), reports[3])
  }
}
