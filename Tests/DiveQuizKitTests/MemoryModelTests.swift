import Foundation
import XCTest

@testable import DiveQuizCore

/// The memory model against figures worked by hand from FSRS-4.5's formulas and default
/// weights (see `MemoryModel`), and the order a due quiz asks items in.
final class MemoryModelTests: XCTestCase {
  private let f = SampleHistory.failed
  private let wrong = Answer(sanction: .maximumTwo, owners: .judge)

  func testAFirstAnswerRightStartsAtTheGoodStabilityAndDifficulty() {
    // S0(good) = w2 = 3.7145 days; D0(good) = w4 = 5.1618.
    let state = MemoryModel.first(.good)
    XCTAssertEqual(state.stability, 3.7145, accuracy: 1e-9)
    XCTAssertEqual(state.difficulty, 5.1618, accuracy: 1e-9)
    // Wrong first: S0(again) = w0 = 0.4872; D0(again) = w4 + 2·w5 = 7.6214.
    let missed = MemoryModel.first(.again)
    XCTAssertEqual(missed.stability, 0.4872, accuracy: 1e-9)
    XCTAssertEqual(missed.difficulty, 7.6214, accuracy: 1e-9)
    // Recall is 90 % after exactly S days, whatever S.
    XCTAssertEqual(MemoryModel.recall(days: 3.7145, stability: 3.7145), 0.9, accuracy: 1e-12)
    XCTAssertEqual(MemoryModel.interval(stability: 3.7145, target: 0.9), 3.7145, accuracy: 1e-9)
  }

  func testARightAnswerAfterTenDaysGrowsStability() {
    // R = (1 + 19/81 · 10/3.7145)^−0.5 = 1.631493^−0.5 = 0.782902.
    // S' = S · (e^w8 · (11 − D) · S^−w9 · (e^(w10·(1−R)) − 1) + 1)
    //    = 3.7145 · (5.19352 · 5.8382 · 0.835782 · 0.254971 + 1) = 27.7143.
    // D' = w7 · D0(good) + (1 − w7) · (D − w6 · 0) = 5.1618.
    let state = MemoryModel.next(MemoryModel.first(.good), .good, days: 10)
    XCTAssertEqual(MemoryModel.recall(days: 10, stability: 3.7145), 0.782902, accuracy: 1e-6)
    XCTAssertEqual(state.stability, 27.7143, accuracy: 1e-3)
    XCTAssertEqual(state.difficulty, 5.1618, accuracy: 1e-9)
  }

  func testAWrongAnswerAfterThirtyDaysShortensStabilityAndRaisesDifficulty() {
    let before = MemoryModel.next(MemoryModel.first(.good), .good, days: 10)
    // R = (1 + 19/81 · 30/27.7143)^−0.5 = 0.893030.
    // S' = w11 · D^−w12 · ((S + 1)^w13 − 1) · e^(w14·(1−R)) = 4.3270, under S.
    // D' = 0.031 · 5.1618 + 0.969 · (5.1618 + 2 · 0.8975) = 6.901155.
    let state = MemoryModel.next(before, .again, days: 30)
    XCTAssertEqual(state.stability, 4.3270, accuracy: 1e-3)
    XCTAssertEqual(state.difficulty, 6.901155, accuracy: 1e-6)
  }

  func testTheBookReplaysAnswersInTimeOrderWhateverOrderTheyArrive() {
    let records = [
      SampleHistory.record(
        "a", judge: "Ann", daysLater: 0, questions: [SampleHistory.question(3, chosen: f, key: f)]),
      SampleHistory.record(
        "b", judge: "Ann", daysLater: 10, questions: [SampleHistory.question(3, chosen: f, key: f)]),
      SampleHistory.record(
        "c", judge: "Ann", daysLater: 40,
        questions: [SampleHistory.question(3, chosen: wrong, key: f)]),
    ]
    var inOrder = MemoryBook()
    var shuffled = MemoryBook()
    for (index, record) in records.enumerated() { inOrder.add(record, sequence: index) }
    for index in [2, 0, 1] { shuffled.add(records[index], sequence: index) }
    let now = SampleHistory.day.addingTimeInterval(41 * 86_400)
    let item = MemoryItem(topic: .key, subject: "3")
    let one = inOrder.schedule(time: .utc, now: now, target: 0.9, curve: .average)
    let two = shuffled.schedule(time: .utc, now: now, target: 0.9, curve: .average)
    XCTAssertEqual(one.cards[item], two.cards[item])
    XCTAssertEqual(one.cards[item]?.state.stability ?? 0, 4.3270, accuracy: 1e-3)
    XCTAssertEqual(one.cards[item]?.answers, 3)
    // Due 4 days after day 40 (interval = S at 90 %).
    XCTAssertEqual(one.dueDay(item), Int(SampleHistory.day.timeIntervalSince1970 / 86_400) + 44)
  }

  func testElapsedDaysAreLocalDates() throws {
    // 23:30 and 00:30 the next night in Paris are one day apart, though an hour in UTC.
    let paris = try XCTUnwrap(TimeZone(identifier: "Europe/Paris"))
    let time = LocalTime(zone: paris)
    let evening = SampleHistory.day.addingTimeInterval(22.5 * 3_600)  // 23:30 in Paris
    let night = evening.addingTimeInterval(3_600)
    XCTAssertEqual(time.dayNumber(night) - time.dayNumber(evening), 1)
    XCTAssertEqual(LocalTime.utc.dayNumber(night) - LocalTime.utc.dayNumber(evening), 0)
  }

  func testDueOrderIsMostOverdueFirstThenNewThenSoonest() {
    // #1 wrong 5 days ago, #2 right 5 days ago, #3 right twice (long stability), #4 new.
    let records = [
      SampleHistory.record(
        "a", judge: "Ann", daysLater: 0,
        questions: [SampleHistory.question(3, chosen: f, key: f)]),
      SampleHistory.record(
        "b", judge: "Ann", daysLater: 10,
        questions: [
          SampleHistory.question(1, chosen: wrong, key: f),
          SampleHistory.question(2, chosen: f, key: f),
          SampleHistory.question(3, chosen: f, key: f),
        ]),
    ]
    var book = MemoryBook()
    for (index, record) in records.enumerated() { book.add(record, sequence: index) }
    let schedule = book.schedule(
      time: .utc, now: SampleHistory.day.addingTimeInterval(15 * 86_400), target: 0.9,
      curve: .average)
    let items = (1...4).map { MemoryItem(topic: .key, subject: String($0)) }
    let order = schedule.order(items, newOrder: [items[3]])
    // #1 (S 0.49 d, 5 days on) and #2 (S 3.7 d, 5 days on) are due, #1 the further gone.
    XCTAssertEqual(order.items, [items[0], items[1], items[3], items[2]])
    XCTAssertEqual(order.due, 2)
    XCTAssertLessThan(schedule.recall(items[0]) ?? 1, schedule.recall(items[1]) ?? 0)
    let counts = schedule.dueCounts(among: items)
    XCTAssertEqual(counts[0], 2)
    // #3 (S 27.7 days from day 10) falls due on day 38, past the 14 days shown; #4 is new.
    XCTAssertEqual(counts.reduce(0, +), 2)
    XCTAssertEqual(schedule.dueDay(items[2]).map { $0 - schedule.today }, 23)
  }

  func testItemsNameWhatTheAnswerIdentifies() {
    let sanction = SampleHistory.question(7, chosen: f, key: f)
    XCTAssertEqual(MemoryItem(sanction), MemoryItem(topic: .key, subject: "7"))
    var rules = sanction
    rules.extra = .rules(options: ["1.1", "2.2", "3.3", "4.4"], correct: 0, chosen: 0)
    XCTAssertEqual(MemoryItem(rules), MemoryItem(topic: .rules, subject: "7"))
    var dd = sanction
    dd.extra = .choice(
      ChoiceQuestion(ask: .dd, subject: "5253B", height: .three, options: ["3.4"], correct: 0),
      chosen: 0)
    XCTAssertEqual(MemoryItem(dd).topic, .dd)
    XCTAssertEqual(MemoryItem(dd).subject, "dd 5253B 3m")
  }

  func testThePaceFitsATraineeWhoForgetsFasterThanTheAverageLearner() {
    // Thirty penalties, each right on day 0 and wrong 4 days later, when the average
    // learner would still recall 88 %: this trainee forgets faster.
    var book = MemoryBook()
    for id in 0..<30 {
      book.add(
        SampleHistory.record(
          "a\(id)", judge: "Ann", questions: [SampleHistory.question(id, chosen: f, key: f)]),
        sequence: 2 * id)
      book.add(
        SampleHistory.record(
          "b\(id)", judge: "Ann", daysLater: 4,
          questions: [SampleHistory.question(id, chosen: wrong, key: f)]),
        sequence: 2 * id + 1)
    }
    let fitted = book.schedule(time: .utc, now: SampleHistory.day, target: 0.9).curve
    // Predicted recall after those 4 days falls well under the average learner's 88 %.
    let recall = MemoryModel.recall(days: 4, stability: 3.7145, curve: fitted)
    XCTAssertLessThan(recall, 0.5)
    // No evidence either way (one answer each): the pace stays the average learner's.
    var single = MemoryBook()
    single.add(
      SampleHistory.record(
        "c", judge: "Ann", questions: [SampleHistory.question(1, chosen: f, key: f)]),
      sequence: 0)
    XCTAssertEqual(single.schedule(time: .utc, now: SampleHistory.day, target: 0.9).curve, .average)
  }

  func testAFittedGrowthScalesWhatARecallAddsToStability() {
    // The same right answer after 10 days as above, for a trainee whose recalls strengthen
    // memory half as much: stability grows to 3.7145 · (0.5 · 6.4611 + 1), not 27.7143.
    let first = MemoryModel.first(.good)
    let half = MemoryModel.Curve(growth: 0.5)
    XCTAssertEqual(
      MemoryModel.next(first, .good, days: 10, curve: half).stability, 15.7144, accuracy: 1e-3)
    // A lapse does not depend on it.
    XCTAssertEqual(
      MemoryModel.next(first, .again, days: 10, curve: half),
      MemoryModel.next(first, .again, days: 10))
  }

  func testAFittedLapseScalesTheStabilityLeftAfterALapse() {
    // Wrong 10 days after a right first answer: R = 0.782902 (as above), and
    // S' = w11 · D^−w12 · ((S + 1)^w13 − 1) · e^(w14·(1−R))
    //    = 2.1072 · 5.1618^−0.0793 · (4.7145^0.3246 − 1) · e^(1.587 · 0.217098)
    //    = 2.1072 · 0.877960 · 0.654235 · 1.411333 = 1.708220, under S = 3.7145.
    // A trainee whose lapses leave half of that (lapse 0.5): 0.854110.
    let first = MemoryModel.first(.good)
    XCTAssertEqual(
      MemoryModel.next(first, .again, days: 10).stability, 1.708220, accuracy: 1e-5)
    let half = MemoryModel.Curve(lapse: 0.5)
    XCTAssertEqual(
      MemoryModel.next(first, .again, days: 10, curve: half).stability, 0.854110, accuracy: 1e-5)
    // A recall does not depend on it.
    XCTAssertEqual(
      MemoryModel.next(first, .good, days: 10, curve: half),
      MemoryModel.next(first, .good, days: 10))
  }

  func testTheLapseFitsATraineeWhoForgetsAgainSoonAfterALapse() {
    // Sixty penalties right on days 0, 3 and 12; thirty of them right again on day 40, the
    // other thirty wrong on day 40 and wrong again two days later, where the average
    // learner's stability after that lapse (4.6 days) would still give 95 %.
    var book = MemoryBook()
    var sequence = 0
    for id in 0..<60 {
      let later: [(Double, Answer)] = id < 30 ? [(40, wrong), (42, wrong)] : [(40, f)]
      for (days, chosen) in [(0, f), (3, f), (12, f)] + later {
        book.add(
          SampleHistory.record(
            "\(sequence)", judge: "Ann", daysLater: days,
            questions: [SampleHistory.question(id, chosen: chosen, key: f)]),
          sequence: sequence)
        sequence += 1
      }
    }
    let fitted = book.schedule(time: .utc, now: SampleHistory.day, target: 0.9).curve
    XCTAssertLessThan(fitted.lapse, 0.5)
    // Replayed with the fitted curve, the second wrong answer was likelier than a coin.
    var last = 1.0
    _ = MemoryBook.replay(
      [(0, .good), (3, .good), (12, .good), (40, .again), (42, .again)], curve: fitted
    ) { _, recall, _ in last = recall }
    XCTAssertLessThan(last, 0.5)
  }

  func testTheGrowthFitsATraineeWhoseRecallsStrengthenMemoryLess() {
    // Thirty penalties right on day 0 and again on day 4 (as the average learner predicts),
    // then wrong on day 14, when the average learner's grown stability would still give
    // 9 in 10: recalls did less for this trainee than for the average learner.
    var book = MemoryBook()
    for id in 0..<30 {
      for (step, days, chosen) in [(0, 0.0, f), (1, 4.0, f), (2, 14.0, wrong)] {
        book.add(
          SampleHistory.record(
            "\(step)-\(id)", judge: "Ann", daysLater: days,
            questions: [SampleHistory.question(id, chosen: chosen, key: f)]),
          sequence: 3 * id + step)
      }
    }
    let fitted = book.schedule(time: .utc, now: SampleHistory.day, target: 0.9).curve
    XCTAssertLessThan(fitted.growth, 0.5)
    // Ten days after the second answer the average learner would recall 87 %; the fitted
    // curve says little more than a coin. Growth alone cannot take it lower (at the range's
    // 0.02 it still gives 79 %), and the right answers on day 4 keep the pace near the
    // average learner's, so the fit stops a little above one half.
    let average = MemoryModel.next(MemoryModel.first(.good), .good, days: 4)
    XCTAssertGreaterThan(MemoryModel.recall(days: 10, stability: average.stability), 0.85)
    let grown = MemoryModel.next(MemoryModel.first(.good), .good, days: 4, curve: fitted)
    XCTAssertLessThan(MemoryModel.recall(days: 10, stability: grown.stability, curve: fitted), 0.6)
  }
}
