import DiveQuizTestSupport
import Foundation
import XCTest

@testable import DiveQuizCore
@testable import DiveQuizTerminal

/// The trainee's summary is exactly the replay of the records oldest first, whatever order
/// they arrive in, and its cache beside the history stays exact as the history grows.
final class TraineeSummaryTests: XCTestCase {
  private var random = SplitMix64(seed: 77)

  /// The schedule as it was computed before summaries: sort by start, replay every answer.
  private func replayed(_ records: [QuizRecord]) -> [Int: FocusSchedule.Card] {
    var cards: [Int: FocusSchedule.Card] = [:]
    for record in records.enumerated().sorted(by: {
      ($0.element.start, $0.offset) < ($1.element.start, $1.offset)
    }).map(\.element) {
      for question in record.questions {
        var card =
          cards[question.penaltyID]
          ?? FocusSchedule.Card(box: 0, lastSeen: record.start, lastMistake: nil)
        card.lastSeen = max(card.lastSeen, record.start)
        if question.grade == .right {
          card.box = min(FocusSchedule.topBox, card.box + 1)
        } else {
          card.box = 1
          card.lastMistake = record.start
        }
        cards[question.penaltyID] = card
      }
    }
    return cards
  }

  private func history(_ count: Int) -> [QuizRecord] {
    let f = SampleHistory.failed
    let wrong = Answer(sanction: .maximumTwo, owners: .judge)
    return (0..<count).map { index in
      let questions = (0..<(Int(random.uniform(below: 12)))).map { _ in
        SampleHistory.question(
          1 + Int(random.uniform(below: 8)), chosen: random.uniform(below: 3) == 0 ? wrong : f,
          key: f)
      }
      return SampleHistory.record(
        "r\(index)", judge: "Ann", daysLater: Double(random.uniform(below: 40)),
        status: random.uniform(below: 5) == 0 ? .abandoned : .completed, questions: questions)
    }
  }

  func testAnyArrivalOrderGivesTheReplayOldestFirst() throws {
    let rulebook = try TestData.rulebook()
    for round in 0..<200 {
      let records = history(1 + Int(random.uniform(below: 60)))
      let inOrder = TraineeSummary(records)
      XCTAssertEqual(inOrder.cards, replayed(records), "round \(round)")
      // Shuffled, each keeping its place in the file: the same summary.
      var shuffled = TraineeSummary()
      var order = Array(records.indices)
      for index in order.indices.reversed() {
        order.swapAt(index, Int(random.uniform(below: index + 1)))
      }
      for index in order { shuffled.add(records[index], sequence: index) }
      XCTAssertEqual(shuffled, inOrder, "round \(round)")
      XCTAssertEqual(
        Coach.advise(shuffled, rulebook: rulebook), Coach.advise(records, rulebook: rulebook))
      XCTAssertLessThanOrEqual(
        shuffled.recent.reduce(0) { $0 + $1.answers.count }, TraineeSummary.recentAnswers + 12,
        "only the latest answers are kept")
    }
  }

  /// The coach reads the cache and only the bytes added since; the advice is the same as from
  /// the whole history, and a replaced history is read afresh.
  func testTheCoachCacheFollowsTheHistory() throws {
    let main = MemoryHistoryStorage()
    for record in history(30) { try main.append(RecordCodec.encode(record)) }
    func run(_ lines: [String], on storage: MemoryHistoryStorage) throws -> [Substring] {
      let console = ScriptedConsole(lines: lines)
      _ = Session(
        library: try TestData.library(), console: console,
        configuration: .init(interactive: false, unicode: false, judge: "Ann"),
        clock: FixedClock(now: SampleHistory.day.addingTimeInterval(41 * 86_400)).read,
        seedSource: { 5 },
        history: HistoryFiles(
          main: storage, system: MemoryFileSystem([storage]), recoveryFolder: "/s"),
        makeID: SequentialIDs().next
      ).run()
      return console.output.split(separator: "\n").filter { $0.hasPrefix("Coach:") }
    }
    _ = try run(["quiz 1 seed 1", "0 r"], on: main)
    let cached = try XCTUnwrap(main.cache)
    XCTAssertTrue(String(decoding: cached, as: UTF8.self).hasPrefix("divequiz-coach-cache 4\n"))
    // The same history without its cache: read whole, it must advise the same at each step.
    let copy = MemoryHistoryStorage(bytes: main.bytes)
    for script in [["quiz 2 seed 2", "0 r", "4 j"], ["quiz 3 seed 3", "5 j", "5 j", "5 j"]] {
      copy.cache = nil
      let fromCache = try run(script, on: main)
      let fromScratch = try run(script, on: copy)
      XCTAssertEqual(fromCache, fromScratch)
      XCTAssertFalse(fromCache.isEmpty)
      XCTAssertEqual(main.bytes, copy.bytes)
    }
    // A replaced history (another inode) is not summed from the old cache.
    let before = main.cache
    main.replace([])
    _ = try run(["quiz 1 seed 1", "0 r"], on: main)
    XCTAssertNotEqual(main.cache, before)
    XCTAssertEqual(HistoryContents.parse(main.bytes).records.count, 1)

    // The same inode holding other bytes (edited in place, or a new file on a reused inode):
    // the entry fails its check, and the advice is the new file's alone.
    let fresh = MemoryHistoryStorage(bytes: main.bytes)
    let stale = main.cache
    main.rewriteInPlace(copy.bytes)
    fresh.rewriteInPlace(copy.bytes)
    main.cache = stale
    fresh.cache = nil
    XCTAssertEqual(
      try run(["quiz 1 seed 4", "0 r"], on: main), try run(["quiz 1 seed 4", "0 r"], on: fresh))
    XCTAssertEqual(main.bytes, fresh.bytes)
  }
}
