import DiveQuizCore
import DiveQuizTerminal
import DiveQuizTestSupport
import Foundation
import XCTest

/// One trainee per person however the name was typed, and suggestions when nothing matches.
final class TraineeTests: XCTestCase {
  func testNamesCompareWithoutCaseAccentsOrExtraSpaces() {
    XCTAssertEqual(NameKey.of("ann lee "), "ann lee")
    XCTAssertEqual(NameKey.of("  ANN \t LEE"), "ann lee")
    XCTAssertEqual(NameKey.of("Chloé Martin"), NameKey.of("chloe martin"))
    XCTAssertEqual(NameKey.of("Chloe\u{301} Martin"), "chloe martin", "typed decomposed")
    XCTAssertEqual(NameKey.of("Łukasz Żółć"), "lukasz zolc")
    XCTAssertEqual(NameKey.of("Søren Æbelø"), "soren aebelo")
    XCTAssertNotEqual(NameKey.of("Ann Lee"), NameKey.of("Anne Lee"))
    XCTAssertEqual(NameKey.tidy("  ann   lee "), "ann lee")
  }

  func testClosestNamesStartWithTheQueryOrAreAFewTyposAway() {
    let names = ["Chloé Martin", "Bruno Costa", "Ann Lee", "Dario Rossi"]
    XCTAssertEqual(NameKey.closest(to: "Chloe", in: names), ["Chloé Martin"])
    XCTAssertEqual(NameKey.closest(to: "martin", in: names), ["Chloé Martin"])
    XCTAssertEqual(NameKey.closest(to: "Bruno Cotsa", in: names), ["Bruno Costa"])
    XCTAssertEqual(NameKey.closest(to: "Zebedee Quimby", in: names), [])
    XCTAssertEqual(NameKey.closest(to: "", in: names), [])
  }

  func testTheIndexMergesSpellingsAndShowsTheMostUsed() {
    var index = TraineeIndex()
    for record in Classroom.records { index.add(record) }
    XCTAssertEqual(index.count, 4)
    // Ann's three spellings are used once each: the one with capitals is shown.
    XCTAssertEqual(index.names.all, ["ANN LEE", "Bruno Costa", "Chloé Martin", "Dario Rossi"])
    let ann = index.trainees()[0]
    XCTAssertEqual(ann.quizzes, 2)
    XCTAssertEqual(ann.exams, 1)
    XCTAssertEqual(ann.completed, 3)
    XCTAssertEqual(ann.averagePercent, (60.0 + 90 + 100) / 3)
    XCTAssertEqual(ann.passRate, 200.0 / 3)
    XCTAssertEqual(ann.months.map(\.month), ["2026-01", "2026-02"])
    XCTAssertEqual(ann.lastQuiz, "2026-02-10T00:10:00Z")
    let dario = index.trainees()[3]
    XCTAssertEqual([dario.exams, dario.abandoned, dario.completed], [1, 1, 0])
    XCTAssertNil(dario.averagePercent)
    XCTAssertEqual(
      index.names.lookup("  chloe MARTIN"), .found(identity: "chloe martin", shown: "Chloé Martin"))
    XCTAssertEqual(index.names.shown("ann lee"), "ANN LEE")
    XCTAssertEqual(index.names.lookup("chole"), .unknown(suggestions: ["Chloé Martin"]))
  }

  /// Each quiz counts in the reader's month, in every zone (half and three-quarter hours,
  /// a summer time, an offset that changes at 13:00 on some days), at the edges of months,
  /// over thirty years of days and over two centuries (more than the index's tables of days
  /// hold, so days share their slots), fractions of seconds too.
  func testAQuizCountsInTheLocalMonthOfItsStart() {
    let zones: [LocalTime] = [
      LocalTime(name: "UTC") { _ in 0 },
      LocalTime(name: "Asia/Kolkata") { _ in 19_800 },
      LocalTime(name: "Asia/Kathmandu") { _ in 20_700 },
      LocalTime(name: "Pacific/Marquesas") { _ in -34_200 },
      LocalTime(name: "Pacific/Kiritimati") { _ in 50_400 },
      // Summer time from day 100 to day 300 of each year, roughly.
      LocalTime(name: "Europe/Paris") { date in
        let day = Int(date.timeIntervalSince1970 / 86_400) % 365
        return (100..<300).contains(day) ? 7200 : 3600
      },
      // One hour ahead from 13:00 UTC on days ending in 3 until the end of days ending in 6:
      // days whose offset changes inside them.
      LocalTime(name: "Atlantic/Test") { date in
        let seconds = Int64(date.timeIntervalSince1970.rounded(.down))
        let day = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let ending = ((day % 10) + 10) % 10
        let afternoon = seconds - day * 86_400 >= 13 * 3600
        return (ending == 3 && afternoon) || (4...6).contains(ending) ? 3600 : 0
      },
    ]
    var instants: [Double] = []
    for day in stride(from: 9_000, to: 20_000, by: 7) {
      for second in [0, 1, 1800, 34_200, 43_200, 64_800, 84_600, 86_399] {
        instants.append(Double(day * 86_400 + second))
      }
    }
    for day in stride(from: -40_000, to: 40_000, by: 997) {
      for second in [0, 46_799, 46_800, 82_800, 86_399] {
        instants.append(Double(day * 86_400 + second))
      }
    }
    instants += [-1, -86_401.5, 1_000_000.25, 1_700_000_000.999]
    for time in zones {
      var index = TraineeIndex(names: nil, time: time)
      for (number, instant) in instants.enumerated() {
        let date = Date(timeIntervalSince1970: instant)
        let judge = "Trainee \(number)"
        index.add(
          TraineeIndex.Quiz(
            exam: false, completed: true, start: date, end: date, percentage: 50, passed: false,
            seconds: 1, kinds: KindTally()), judge: judge, slot: index.slot(of: judge))
      }
      let months = Dictionary(
        uniqueKeysWithValues: index.trainees().map { ($0.judge, $0.months.map(\.month)) })
      for (number, instant) in instants.enumerated() {
        let date = Date(timeIntervalSince1970: instant)
        let local = date.addingTimeInterval(Double(time.offsetSeconds(at: date)))
        XCTAssertEqual(
          months["Trainee \(number)"], [Timestamp.monthName(Timestamp.monthKey(local))],
          "\(time.name) \(instant)")
      }
    }
  }

  func testAQueryByNameMatchesEverySpelling() {
    let ids = HistoryQuery(judge: "Ann Lée").apply(Classroom.records).map(\.id)
    XCTAssertEqual(ids, ["a1", "e-ann", "a2"])
    var query = HistoryQuery()
    query.judge = "chloe martin"
    XCTAssertEqual(query.apply(Classroom.records).map(\.id), ["e-chloe"])
    XCTAssertEqual(HistoryQuery(kind: "exam").apply(Classroom.records).count, 4)
    XCTAssertEqual(HistoryQuery(edition: "2025").apply(Classroom.records).map(\.id), ["a2"])
  }

  func testTraineesListsTheClassAsTextAndJSON() throws {
    let console = ScriptedConsole(lines: ["trainees", "trainees kind exam --json"])
    _ = try classSession(console).run()
    XCTAssertEqual(console.errors, "")
    let lines = console.output.components(separatedBy: "\n")
    XCTAssertTrue(lines[0].hasPrefix("TRAINEE "), lines[0])
    XCTAssertTrue(lines[1].hasPrefix("ANN LEE "), lines[1])
    XCTAssertTrue(lines[1].contains("83.3%"), lines[1])
    XCTAssertTrue(console.output.contains("Trainees: 4."))
    let json = try XCTUnwrap(console.output.range(of: "[\n"))
    let data = Data(console.output[json.lowerBound...].utf8)
    let trainees = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    XCTAssertEqual(trainees.compactMap { $0["judge"] as? String }.count, 4)
    XCTAssertEqual(
      trainees.first?["judge"] as? String, "ANN LEE", "the name shown for her whatever the filter")
    XCTAssertEqual(trainees.first?["exams"] as? Int, 1)
  }

  func testHistoryByNameFindsAccentedNamesAndSuggestsWhenNothingMatches() throws {
    let console = ScriptedConsole(lines: [])
    let session = try classSession(console)
    XCTAssertTrue(session.execute(try CommandParser.parse("history judge chloe martin")!.get()))
    XCTAssertTrue(console.output.contains("Chloé Martin"))
    XCTAssertTrue(session.execute(try CommandParser.parse("history judge Chlo")!.get()))
    XCTAssertEqual(console.errors, "", "a unique start of a name finds the trainee")
    XCTAssertFalse(session.execute(try CommandParser.parse("history judge Chole")!.get()))
    XCTAssertEqual(
      console.errors, "error: no quiz is stored for Chole; closest names: Chloé Martin.\n")
    XCTAssertFalse(session.execute(try CommandParser.parse("report judge Brno Costa")!.get()))
    XCTAssertTrue(console.errors.hasSuffix("closest names: Bruno Costa.\n"), console.errors)
    XCTAssertFalse(session.execute(try CommandParser.parse("trainees judge nobody at all")!.get()))
    XCTAssertTrue(console.errors.hasSuffix("no quiz is stored for nobody at all.\n"))
  }

  func testJudgeNamesTheStoredTraineeOrTheCloseNames() throws {
    let console = ScriptedConsole(lines: ["judge chloe martin", "judge Bruno Cost", "judge Zoe"])
    _ = try classSession(console).run()
    XCTAssertEqual(
      console.output,
      """
      Quizzes are recorded for: chloe martin.
      Same trainee as Chloé Martin in the stored history (quizzes stored: 1).
      Quizzes are recorded for: Bruno Cost.
      No quiz is stored under this name yet; close stored names: Bruno Costa.
      Quizzes are recorded for: Zoe.

      """)
  }

  func testTraineesDoesNotTakeLast() {
    XCTAssertEqual(
      CommandParser.parse("trainees last 3"),
      .failure(.badArgument(command: "trainees", argument: "last")))
  }
}
