import DiveQuizCore
import DiveQuizTerminal
import DiveQuizTestSupport
import Foundation
import XCTest

/// `due` and `quiz due` in whole sessions, with a fixed clock moved between them.
final class DueSessionTests: XCTestCase {
  private func session(
    _ lines: [String], clock: FixedClock, main: MemoryHistoryStorage, judge: String = "Ann"
  ) throws -> (Session, ScriptedConsole) {
    let console = ScriptedConsole(lines: lines)
    let session = Session(
      library: try TestData.library(), console: console,
      configuration: .init(interactive: false, unicode: false, judge: judge),
      clock: clock.read, seedSource: { 11 },
      history: WrittenFiles().history(main), makeID: SequentialIDs().next)
    return (session, console)
  }

  /// The penalty ids a question header names, in order.
  private func asked(_ output: String) -> [Int] {
    output.split(separator: "\n").compactMap { line in
      guard line.hasPrefix("Question "), let mark = line.range(of: "· #") else { return nil }
      return Int(line[mark.upperBound...])
    }
  }

  private func typed(_ id: Int, right: Bool) throws -> String {
    let key = Answer(key: try XCTUnwrap(try TestData.rulebook().penalty(id: id)))
    guard !right else { return key.typed }
    let other: Sanction = key.sanction == .failedDive ? .judgeOpinion : .failedDive
    return Answer(sanction: other, owners: key.owners).typed
  }

  func testAnItemAnsweredWronglyComesBackBeforeOneAnsweredRight() throws {
    let clock = FixedClock()
    let main = MemoryHistoryStorage()
    // Day 0: the schedule is empty, so `quiz 2 due` asks two new penalties in the seed's order.
    var plan = QuizPlan(count: 2)
    plan.due = true
    let first = try MemorySchedule(cards: [:], today: 0, target: 0.9).draw(
      plan, from: try TestData.rulebook(), seed: 3
    ).draw.penaltyIDs
    XCTAssertEqual(first.count, 2)
    let (day0, console0) = try session(
      ["quiz 2 due seed 3", try typed(first[0], right: false), try typed(first[1], right: true)],
      clock: clock, main: main)
    _ = day0.run()
    XCTAssertEqual(asked(console0.output), first)
    // Three days on: the one missed (stability half a day) is due, the one right (3.7 days)
    // is not; it comes first, and the other is not asked among the new ones.
    clock.now = clock.now.addingTimeInterval(3 * 86_400)
    let (day3, console3) = try session(["due", "quiz 5 due seed 4"], clock: clock, main: main)
    _ = day3.run()
    XCTAssertTrue(console3.output.contains("Schedule of Ann: due today 1 (target recall 90%)."))
    XCTAssertTrue(console3.output.contains("From your schedule: 1 due today"), console3.output)
    let again = asked(console3.output)
    XCTAssertEqual(again.first, first[0])
    XCTAssertFalse(again.contains(first[1]))
  }

  func testWithNoHistoryEverythingIsNew() throws {
    let (session, console) = try session(
      ["due", "settings"], clock: FixedClock(), main: MemoryHistoryStorage())
    _ = session.run()
    XCTAssertTrue(
      console.output.contains("Nothing answered yet: all 117 items are new."), console.output)
    XCTAssertTrue(console.output.contains("Target recall"))
  }

  func testAMergedNameSharesItsSchedule() throws {
    let f = SampleHistory.failed
    let wrong = Answer(sanction: .maximumTwo, owners: .judge)
    let records = [
      SampleHistory.record(
        "old", judge: "Annie", questions: [SampleHistory.question(3, chosen: wrong, key: f)],
        edition: "2026"),
      SampleHistory.record(
        "new", judge: "Ann", daysLater: 4,
        questions: [SampleHistory.question(5, chosen: f, key: f)],
        edition: "2026"),
    ]
    let main = MemoryHistoryStorage(location: "h.jsonl", bytes: records.flatMap(RecordCodec.encode))
    let clock = FixedClock(now: SampleHistory.day.addingTimeInterval(5 * 86_400))
    let (before, console) = try session(
      ["due", "trainees merge Annie into Ann", "due"], clock: clock, main: main)
    _ = before.run()
    let parts = console.output.components(separatedBy: "Schedule of Ann:")
    XCTAssertEqual(parts.count, 3, console.output)
    // Before the merge nothing of Ann's is due; after it, Annie's missed #3 is.
    XCTAssertTrue(parts[1].hasPrefix(" due today 0"), parts[1])
    XCTAssertTrue(parts[2].hasPrefix(" due today 1"), parts[2])
  }

  func testDueTakesOnlyPenaltyKindsAndNotFocus() {
    XCTAssertEqual(
      CommandParser.parse("quiz 10 due focus"),
      .failure(.badArgument(command: "quiz", argument: "focus")))
    XCTAssertEqual(
      CommandParser.parse("quiz 10 due dd"), .failure(.badArgument(command: "quiz", argument: "dd"))
    )
    guard case .success(.quiz(let plan))? = CommandParser.parse("quiz 10 due rules") else {
      return XCTFail("quiz 10 due rules")
    }
    XCTAssertTrue(plan.due)
    XCTAssertEqual(plan.words, ["rules", "due"])
    XCTAssertEqual(CommandParser.parse("due --json"), .success(.due(json: true)))
  }

  func testTheTargetRecallIsASetting() {
    let (settings, problems) = Settings.parse(Array("retention = 0,85\n".utf8))
    XCTAssertEqual(settings.retention, 0.85)
    XCTAssertEqual(problems, [])
    let (refused, bad) = Settings.parse(Array("retention = 1.5\n".utf8))
    XCTAssertNil(refused.retention)
    XCTAssertEqual(bad.map(\.line), [1])
  }
}
