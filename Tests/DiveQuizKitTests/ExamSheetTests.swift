import DiveQuizCore
import DiveQuizTerminal
import DiveQuizTestSupport
import Foundation
import XCTest

/// `report seed S`: everyone who sat the seed, abandoned attempts marked, and its JSON.
final class ExamSheetTests: XCTestCase {
  private func sheet(_ records: [QuizRecord]) -> Report {
    Report.build(HistoryQuery(seed: 4711).apply(records), seed: 4711)
  }

  func testEveryoneWhoSatTheSeedIsRankedAbandonedLastAndMarked() {
    let report = sheet(Classroom.records)
    XCTAssertEqual(report.rankingKind, "exam")
    XCTAssertEqual(
      report.ranking.map(\.judge), ["Ann Lee", "Chloé Martin", "Bruno Costa", "Dario Rossi"],
      "equal scores: fewer seconds first")
    XCTAssertEqual(report.ranking.map(\.rank), [1, 2, 3, 4])
    XCTAssertEqual(report.ranking.map(\.passed), [true, true, true, false])
    XCTAssertEqual(
      report.ranking.map(\.status), [.completed, .completed, .completed, .abandoned])
    let dario = report.ranking[3]
    XCTAssertTrue(dario.isAbandoned)
    XCTAssertEqual([dario.score, dario.maximum, dario.answered, dario.size], [30, 100, 4, 10])
    XCTAssertEqual(dario.percent, 30)
    XCTAssertEqual(report.ranking.map(\.limitMinutes), [15, 15, 15, 15])
    XCTAssertEqual(report.ranking[1].seconds, 20)
  }

  /// Practice of the exam's seed first (100 %), then the exam: issue 17's class.
  private let practisedFirst = [
    Classroom.record("p-bruno", judge: "Bruno", seed: 4711, right: 10),
    Classroom.record("p-bruno2", judge: "bruno", days: 0.5, seed: 4711, right: 8),
    Classroom.record("b1", judge: "Bruno", kind: "exam", days: 1, seed: 4711, right: 6),
    Classroom.record("b2", judge: "bruno", kind: "exam", days: 2, seed: 4711, right: 9),
    Classroom.record("c0", judge: "Cy", seed: 4711, right: 2, answered: 3),
    Classroom.record("c1", judge: "Cy", kind: "exam", days: 1, seed: 4711, right: 4, answered: 5),
    Classroom.record("c2", judge: "Cy", kind: "exam", days: 3, seed: 4711, right: 7),
    Classroom.record("d1", judge: "Di", kind: "exam", days: 1, seed: 4711, right: 6),
    Classroom.record("e0", judge: "Eve", seed: 4711, right: 10),
  ]

  func testTheFirstExamAttemptIsRankedAndPracticeIsListedApart() {
    let report = Report.build(practisedFirst, seed: 4711)
    XCTAssertEqual(report.rankingKind, "exam")
    XCTAssertEqual(report.attemptRule, .first)
    XCTAssertEqual(report.ranking.map(\.judge), ["Bruno", "Di", "Cy"], "Eve only practised")
    XCTAssertEqual(report.ranking.map(\.percent), [60, 60, 40], "practice (100 %) never counts")
    XCTAssertEqual(report.ranking.map(\.rank), [1, 1, 3], "same score and time share a rank")
    XCTAssertEqual(report.ranking.map(\.quizzes), [2, 1, 2], "exam attempts at the seed")
    XCTAssertEqual(report.ranking.map(\.status), [.completed, .completed, .abandoned])
    XCTAssertEqual(report.ranking.compactMap(\.kind), ["exam", "exam", "exam"])
    let practice = report.practice ?? []
    XCTAssertEqual(practice.map(\.judge), ["Bruno", "Cy", "Eve"])
    XCTAssertEqual(practice.map(\.quizzes), [2, 1, 1])
    XCTAssertEqual(practice.map(\.bestPercent), [100, nil, 100], "Cy's practice was abandoned")
    XCTAssertEqual(practice.first?.bestScore, 100)
  }

  func testTheAttemptRuleChoosesBestOrLast() {
    let best = Report.build(practisedFirst, seed: 4711, attempt: .best)
    XCTAssertEqual(best.ranking.map(\.judge), ["Bruno", "Cy", "Di"])
    XCTAssertEqual(best.ranking.map(\.percent), [90, 70, 60])
    let last = Report.build(practisedFirst, seed: 4711, attempt: .last)
    XCTAssertEqual(last.attemptRule, .last)
    XCTAssertEqual(last.ranking.map(\.percent), [90, 70, 60])
    let quizzes = Report.build(
      practisedFirst.filter { $0.kind == "quiz" }, seed: 4711, kind: "quiz")
    XCTAssertEqual(quizzes.rankingKind, "quiz", "kind quiz ranks the practice, on request")
    XCTAssertEqual(quizzes.ranking.map(\.judge), ["Bruno", "Eve", "Cy"])
    XCTAssertEqual(quizzes.practice, [])
  }

  func testAQuizAbandonedBeforeItsFirstAnswerCountsNowhere() {
    let empty = Classroom.record("x", judge: "Zed", kind: "exam", seed: 4711, right: 0, answered: 0)
    XCTAssertTrue(empty.isEmptyAbandon)
    let report = Report.build(practisedFirst + [empty], seed: 4711)
    XCTAssertFalse(report.ranking.contains { $0.judge == "Zed" })
    XCTAssertFalse(report.trainees.contains { $0.judge == "Zed" })
    XCTAssertEqual(report.quizzes, practisedFirst.count)
  }

  func testTheJSONHasPassedPerEntryAndALabelledConfusionMatrix() throws {
    let text = HistoryJSON.report(sheet(Classroom.records))
    let object = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let ranking = try XCTUnwrap(object["ranking"] as? [[String: Any]])
    XCTAssertEqual(ranking.count, 4)
    XCTAssertEqual(ranking.compactMap { $0["passed"] as? Bool }, [true, true, true, false])
    XCTAssertEqual(ranking.last?["status"] as? String, "abandoned")
    XCTAssertEqual(ranking.last?["limitMinutes"] as? Int, 15)
    XCTAssertEqual(object["rankingKind"] as? String, "exam")
    let confusion = try XCTUnwrap(object["confusion"] as? [String: [String: Int]])
    // 28 right of 34 answered, 6 answered 4 instead of 0; nothing skipped.
    XCTAssertEqual(confusion["0"]?["0"], 28)
    XCTAssertEqual(confusion["0"]?["4"], 6)
    XCTAssertEqual(confusion["0"]?["skipped"], 0)
    XCTAssertEqual(confusion["3"]?.keys.sorted(), ["0", "1", "2", "3", "4", "5", "skipped"])
    let decoded = try JSONDecoder().decode(Report.self, from: Data(text.utf8))
    XCTAssertEqual(decoded, sheet(Classroom.records))
  }

  func testWeakestPenaltiesNeedFiveAnswers() {
    // Penalty 0 is answered right 5 times; penalty 9 only in the full quizzes (4 times, wrong).
    let records =
      (0..<4).map {
        Classroom.record("r\($0)", judge: "Ann", seed: UInt64($0), right: 5)
      } + [Classroom.record("r4", judge: "Ann", seed: 9, size: 2, right: 2)]
    let report = Report.build(records)
    XCTAssertEqual(report.weakestMinimum, 5)
    XCTAssertEqual(report.penalties.first?.penaltyID, 5, "every penalty is still counted")
    XCTAssertEqual(report.penalties.first?.answered, 4)
    XCTAssertEqual(report.weakest.map(\.penaltyID), [], "0 and 1 are always right: no weak spot")
    let missed = Report.build(
      records + [Classroom.record("r5", judge: "Ann", seed: 10, size: 2, right: 1)])
    XCTAssertEqual(missed.weakest.map(\.penaltyID), [1], "answered 6 times, missed once")
    XCTAssertTrue(missed.weakest.allSatisfy { $0.answered >= 5 && $0.fullyRight < $0.answered })
  }

  func testTheTextSheetShowsResultTimeAndLimit() throws {
    let console = ScriptedConsole(lines: ["report seed 4711"])
    _ = try classSession(console).run()
    let output = console.output
    XCTAssertTrue(
      output.contains("Exam of seed 4711 — trainees: 4 — first attempt of each trainee"), output)
    let lines = output.components(separatedBy: "\n")
    let dario = try XCTUnwrap(lines.first { $0.contains("Dario Rossi") && $0.contains("/100") })
    XCTAssertTrue(dario.hasPrefix("  4.  Dario Rossi"), dario)
    XCTAssertTrue(dario.contains("30/100"), dario)
    XCTAssertTrue(dario.contains("abandoned at 4/10"), dario)
    XCTAssertTrue(dario.hasSuffix("0:12  15 min"), dario)
    let chloe = try XCTUnwrap(lines.first { $0.contains("Chloé Martin") && $0.contains("/100") })
    XCTAssertTrue(chloe.contains("passed"), chloe)
    XCTAssertTrue(output.contains("Weakest penalties (answered at least 5 times;"))
  }

  func testAnExamsTimeLimitIsStoredAndReadBackByBothReaders() throws {
    let record = Classroom.record("x", judge: "Ann", kind: "exam", right: 2, limit: 15)
    let line = RecordCodec.encode(record)
    XCTAssertTrue(String(decoding: line, as: UTF8.self).contains(#","limit":15,"q":["#))
    XCTAssertEqual(try RecordCodec.decode(Array(line.dropLast())).get(), record)
    let spaced = String(decoding: line.dropLast(), as: UTF8.self).replacingOccurrences(
      of: #""limit":15"#, with: #""limit": 15"#)
    XCTAssertEqual(try RecordCodec.decode(Array(spaced.utf8)).get().limit, 15)
    let plain = Classroom.record("y", judge: "Ann", right: 2)
    XCTAssertFalse(String(decoding: RecordCodec.encode(plain), as: UTF8.self).contains("limit"))
  }

  func testAnExamTakenInASessionRecordsItsLimit() throws {
    let main = MemoryHistoryStorage()
    let console = ScriptedConsole(lines: ["exam 2 seed 4711 time 15", "skip", "skip"])
    _ = try classSession(console, main: main).run()
    let record = try RecordCodec.decode(Array(main.bytes.dropLast())).get()
    XCTAssertEqual(record.kind, "exam")
    XCTAssertEqual(record.limit, 15)
  }
}
