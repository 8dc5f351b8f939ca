import DiveQuizTestSupport
import Foundation
import XCTest

@testable import DiveQuizCore
@testable import DiveQuizService
@testable import DiveQuizTerminal

/// Part Four questions are scheduled like every fact: `quiz due rulebook` asks the one missed
/// before the one answered right, and the HTML report of one trainee carries the due chart.
final class DueRulebookTests: XCTestCase {
  private func session(_ lines: [String], clock: FixedClock, main: MemoryHistoryStorage)
    throws -> (Session, ScriptedConsole)
  {
    let console = ScriptedConsole(lines: lines)
    let session = Session(
      library: try TestData.library(), console: console,
      configuration: .init(interactive: false, unicode: false, judge: "Ann"),
      clock: clock.read, seedSource: { 11 },
      history: WrittenFiles().history(main), makeID: SequentialIDs().next)
    session.service.bankSource = QuestionBankSource(try RulebookShippedBankTests.bank())
    return (session, console)
  }

  /// The bank question ids of the stored quiz on line `line` (0-based), in the order asked.
  private func asked(_ main: MemoryHistoryStorage, line: Int) throws -> [String] {
    let lines = main.bytes.split(separator: 0x0A)
    let record = try XCTUnwrap(try RecordCodec.decode(Array(lines[line])).get())
    return record.questions.compactMap {
      guard case .bank(let prompt, _)? = $0.extra else { return nil }
      return prompt.id
    }
  }

  func testARulebookQuestionMissedComesBackBeforeOneAnsweredRight() throws {
    let bank = try RulebookShippedBankTests.bank()
    guard
      case .success(let plan) = CommandParser.parsePlan(["2", "due", "rulebook"], command: "quiz")
    else { return XCTFail("quiz 2 due rulebook") }
    XCTAssertTrue(plan.due)
    let clock = FixedClock()
    // Day 0, nothing answered: two new questions in the seed's order.
    let first = try MemorySchedule(cards: [:], today: 0, target: 0.9).drawBank(
      plan, edition: "2026", bank: bank, seed: 3, startedAt: clock.read()
    ).quiz
    XCTAssertEqual(first.prompts.count, 2)
    let main = MemoryHistoryStorage()
    let (day0, _) = try session(
      [
        "quiz 2 due rulebook seed 3", "skip",
        RulebookShippedBankTests.typed(first.prompts.last?.rightReply(penalty: nil)),
      ],
      clock: clock, main: main)
    _ = day0.run()
    let ids = try asked(main, line: 0)
    XCTAssertEqual(ids.count, 2)
    // Three days on, the one skipped is due and comes first; the one right is not asked.
    clock.now = clock.now.addingTimeInterval(3 * 86_400)
    let (day3, console3) = try session(
      ["due", "quiz 5 due rulebook seed 4"] + Array(repeating: "skip", count: 5), clock: clock,
      main: main)
    _ = day3.run()
    XCTAssertTrue(console3.output.contains("From your schedule: 1 due today"), console3.output)
    XCTAssertTrue(console3.output.contains("Rulebook"), console3.output)
    let again = try asked(main, line: 1)
    XCTAssertEqual(again.first, ids[0])
    XCTAssertFalse(again.contains(ids[1]))
  }

  func testTheReportOfOneTraineeCarriesTheDueChart() throws {
    let written = WrittenFiles()
    let console = ScriptedConsole(
      lines: ["report html one.html judge Ann Lee", "report html all.html"])
    _ = try classSession(console, written: written).run()
    let one = try XCTUnwrap(written.text("one.html"), console.errors)
    // The trainee as the report names them: the latest spelling on record ("ANN  LEE").
    XCTAssertTrue(one.contains("<section id=\"due\"><h2>Schedule of ANN LEE: due today"), one)
    XCTAssertTrue(one.contains("<svg class=\"due\""))
    XCTAssertTrue(one.contains("Predicted recall now, by kind of question:"))
    // A class page has no one schedule to show.
    let all = try XCTUnwrap(written.text("all.html"), console.errors)
    XCTAssertFalse(all.contains("id=\"due\""))
  }
}
