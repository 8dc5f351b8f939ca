import DiveQuizCore
import DiveQuizTerminal
import DiveQuizTestSupport
import Foundation
import XCTest

/// Weak-spot scheduling, the coach, exams, charts and the new kinds of question.
final class FocusScheduleTests: XCTestCase {
  private let now = SampleHistory.day.addingTimeInterval(30 * 86_400)
  private let synchroIDs = Set([11, 12, 13, 14, 17, 37, 38, 39, 40, 41, 46, 47])

  /// Ten quizzes in which every synchro penalty is missed and every other one is right.
  private func missesSynchro(_ rulebook: Rulebook) -> [QuizRecord] {
    (0..<10).map { day in
      let questions = rulebook.penalties.map { penalty in
        let key = Answer(key: penalty)
        let chosen =
          synchroIDs.contains(penalty.id) ? Answer(sanction: .judgeOpinion, owners: .judge) : key
        return SampleHistory.question(penalty.id, chosen: chosen, key: key)
      }
      return SampleHistory.record(
        "s\(day)", judge: "Sam", daysLater: Double(day + 15), questions: questions)
    }
  }

  func testBoxesFollowTheLeitnerRule() {
    let f = SampleHistory.failed
    let wrong = Answer(sanction: .maximumTwo, owners: .judge)
    let records = [
      SampleHistory.record(
        "1", judge: "A", daysLater: 0, questions: [SampleHistory.question(1, chosen: f, key: f)]),
      SampleHistory.record(
        "2", judge: "A", daysLater: 1, questions: [SampleHistory.question(1, chosen: f, key: f)]),
      SampleHistory.record(
        "3", judge: "A", daysLater: 2,
        questions: [
          SampleHistory.question(1, chosen: f, key: f),
          SampleHistory.question(2, chosen: wrong, key: f),
        ]),
    ]
    let cards = FocusSchedule.cards(records)
    XCTAssertEqual(cards[1]?.box, 3)
    XCTAssertEqual(cards[2]?.box, 1)
    XCTAssertNotNil(cards[2]?.lastMistake)
    // A recent mistake weighs most, a penalty never seen next, a mastered one least.
    let at = SampleHistory.day.addingTimeInterval(3 * 86_400)
    XCTAssertGreaterThan(
      FocusSchedule.weight(cards[2], now: at), FocusSchedule.weight(nil, now: at))
    XCTAssertGreaterThan(
      FocusSchedule.weight(nil, now: at), FocusSchedule.weight(cards[1], now: at))
    // Not seen for a long time: the weight rises again.
    let later = at.addingTimeInterval(60 * 86_400)
    XCTAssertGreaterThan(
      FocusSchedule.weight(cards[1], now: later), FocusSchedule.weight(cards[1], now: at))
  }

  /// A pinned history gives a pinned draw: a changed rule must show up here.
  func testAPinnedHistoryGivesAPinnedDraw() throws {
    let older = try TestData.rulebook(edition: "2024")
    XCTAssertEqual(
      try FocusSchedule.draw(
        QuizPlan(count: 10, focus: true), from: older, history: missesSynchro(older), now: now,
        seed: 42
      ).penaltyIDs, PinnedDraw.focus42)
    let previous = try TestData.rulebook(edition: "2025")
    XCTAssertEqual(
      try FocusSchedule.draw(
        QuizPlan(count: 10, focus: true), from: previous, history: missesSynchro(previous),
        now: now, seed: 42
      ).penaltyIDs, PinnedDraw.focus42Edition2025)
    let rulebook = try TestData.rulebook()
    let draw = try FocusSchedule.draw(
      QuizPlan(count: 10, focus: true), from: rulebook, history: missesSynchro(rulebook), now: now,
      seed: 42)
    XCTAssertEqual(draw.penaltyIDs, PinnedDraw.focus42Edition2026)
    let again = try FocusSchedule.draw(
      QuizPlan(count: 10, focus: true), from: rulebook, history: missesSynchro(rulebook), now: now,
      seed: 42)
    XCTAssertEqual(again, draw)
  }

  func testAJudgeWhoMissesSynchroSeesSynchroMoreOften() throws {
    let rulebook = try TestData.rulebook()
    let history = missesSynchro(rulebook)
    var focused = 0
    var uniform = 0
    for seed in 0..<100 as Range<UInt64> {
      let plan = QuizPlan(count: 10, focus: true)
      focused += try FocusSchedule.draw(
        plan, from: rulebook, history: history, now: now, seed: seed
      )
      .penaltyIDs.filter(synchroIDs.contains).count
      uniform += try Draw.make(QuizPlan(count: 10), from: rulebook, seed: seed).penaltyIDs.filter(
        synchroIDs.contains
      ).count
    }
    // 12 of 49 penalties are synchro: about 2.5 of 10 when uniform.
    XCTAssertLessThan(uniform, 350)
    XCTAssertGreaterThan(
      focused, 2 * uniform, "focused \(focused) vs uniform \(uniform) over 100 quizzes")
  }
}

final class CoachTests: XCTestCase {
  private func passed(_ id: String, daysLater: Double, size: Int = 10) -> QuizRecord {
    let f = SampleHistory.failed
    return SampleHistory.record(
      id, judge: "A", daysLater: daysLater,
      questions: (0..<size).map { _ in SampleHistory.question(0, chosen: f, key: f) })
  }

  func testThreePassesInARowSuggestALargerQuiz() throws {
    let records = [passed("1", daysLater: 0), passed("2", daysLater: 1), passed("3", daysLater: 2)]
    XCTAssertEqual(Coach.advise(records, rulebook: try TestData.rulebook()), .larger(size: 20))
  }

  func testALongBreakSuggestsAShortQuiz() throws {
    let wrong = Answer(sanction: .maximumTwo, owners: .judge)
    let failed = SampleHistory.record(
      "2", judge: "A", daysLater: 30,
      questions: [SampleHistory.question(0, chosen: wrong, key: SampleHistory.failed)])
    XCTAssertEqual(
      Coach.advise([passed("1", daysLater: 0), failed], rulebook: try TestData.rulebook()),
      .warmUp(days: 29))
  }

  func testTheWeakestFilterIsNamed() throws {
    let rulebook = try TestData.rulebook()
    // Right on every individual penalty, wrong on every synchro one.
    let questions = rulebook.penalties.map { penalty in
      let key = Answer(key: penalty)
      let chosen = penalty.discipline == .synchronised ? nil : key
      return SampleHistory.question(penalty.id, chosen: chosen, key: key)
    }
    let records = [SampleHistory.record("1", judge: "A", questions: questions)]
    XCTAssertEqual(Coach.advise(records, rulebook: rulebook), .train(filter: "synchro", percent: 0))
  }

  func testOtherwiseKeepGoing() throws {
    XCTAssertEqual(
      Coach.advise([passed("1", daysLater: 0, size: 2)], rulebook: try TestData.rulebook()),
      .keepGoing)
  }
}

final class ExamTests: XCTestCase {
  private func session(_ console: ScriptedConsole, clock: FixedClock, main: MemoryHistoryStorage)
    throws -> Session
  {
    Session(
      library: try TestData.library(), console: console,
      configuration: .init(interactive: false, unicode: false, judge: "Eve"), clock: clock.read,
      seedSource: { 1 },
      history: HistoryFiles(main: main, system: MemoryFileSystem([main]), recoveryFolder: "/state"),
      makeID: { "e0000000-0000-4000-8000-000000000000" })
  }

  func testAnExamGivesNoFeedbackUntilTheEnd() throws {
    let main = MemoryHistoryStorage()
    let console = ScriptedConsole(lines: ["exam 3 seed 8", "0 r", "lang fr", "4 j", "skip"])
    _ = try session(console, clock: FixedClock(), main: main).run()
    // The feedback after an answer ends with the rule numbers; the summary does not show them.
    for language in ["en", "fr"] {
      let rules = try XCTUnwrap(try TestData.catalog(language: language).lookup("quiz.rules"))
      let prefix = try XCTUnwrap(rules.components(separatedBy: "%").first)
      XCTAssertFalse(console.output.contains(prefix), "no key shown during the exam (\(language))")
    }
    let record = try XCTUnwrap(HistoryContents.parse(main.bytes).records.first)
    XCTAssertEqual(record.kind, "exam")
    XCTAssertEqual(record.questions.count, 3)
    XCTAssertEqual(record.languages, ["en", "fr"])
  }

  /// The clock moves ten seconds at each reading: the third answer comes exactly at the
  /// 60-second limit and counts; the fourth comes after it.
  func testTimeRunsOutAndTheQuestionsLeftScoreZero() throws {
    let main = MemoryHistoryStorage()
    let clock = FixedClock(step: 10)
    let rulebook = try TestData.rulebook()
    let ids = try Draw.make(QuizPlan(count: 6), from: rulebook, seed: 8).penaltyIDs
    let right = try ids.map { Answer(key: try XCTUnwrap(rulebook.penalty(id: $0))).typed }
    let console = ScriptedConsole(lines: ["exam 6 seed 8 time 1"] + right)
    _ = try session(console, clock: clock, main: main).run()
    XCTAssertTrue(console.output.contains("Time limit: 1 min."))
    XCTAssertTrue(
      console.output.contains(
        "Time is up: that answer came too late. Questions scoring 0 (this one and those left): 3."),
      console.output)
    let record = try XCTUnwrap(HistoryContents.parse(main.bytes).records.first)
    XCTAssertEqual(record.status, .completed)
    XCTAssertEqual(record.questions.map(\.points), [10, 10, 10, 0, 0, 0])
    XCTAssertEqual(record.score, 30)
    XCTAssertFalse(record.passed)
  }
}

final class ChartTests: XCTestCase {
  func testBarsInUTF8AndASCII() {
    XCTAssertEqual(Chart(unicode: true).bar(0.5, width: 4).filled, "██")
    XCTAssertEqual(Chart(unicode: true).bar(0.3, width: 4).filled, "█▎", "9.6 eighths round to 10")
    XCTAssertEqual(Chart(unicode: true).bar(0.3, width: 4).empty, "··")
    XCTAssertEqual(Chart(unicode: false).bar(0.5, width: 4).filled, "##")
    XCTAssertEqual(Chart(unicode: false).bar(0.5, width: 4).empty, "..")
    XCTAssertEqual(Chart(unicode: false).bar(.nan, width: 2).empty, "..")
  }

  func testSparklines() {
    XCTAssertEqual(Chart(unicode: true).sparkline([0, 50, 100, 80]), "▁▅█▇")
    XCTAssertEqual(Chart(unicode: false).sparkline([0, 50, 100, 80]), "_=#*")
  }

  func testColumnsAgainstThePassMark() {
    // A cell fills when the value passes the middle of its band; the 80 % mark falls in the
    // band of the top row (75–100) and is drawn in its empty cells.
    XCTAssertEqual(
      Chart(unicode: false).columns([100, 50, 85, 0], height: 4, mark: 80),
      ["100 |#---", " 75 |# # ", " 50 |### ", " 25 |### ", "  0 +----"])
    XCTAssertEqual(
      Chart(unicode: true).columns([100, 20], height: 2, mark: 80),
      ["100 ┤█┄", " 50 ┤█ ", "  0 └──"])
  }
}

final class QuestionKindTests: XCTestCase {
  func testRuleQuestionsOfferFourDistinctOptionsWithTheRightOne() throws {
    let rulebook = try TestData.rulebook()
    let prompts = PromptMaker.prompts(.rules, for: rulebook.penalties, rulebook: rulebook, seed: 3)
    for (penalty, prompt) in zip(rulebook.penalties, prompts) {
      guard case .rules(let options, let correct) = prompt else { return XCTFail("#\(penalty.id)") }
      XCTAssertEqual(options.count, 4, "#\(penalty.id)")
      XCTAssertEqual(Set(options).count, 4, "#\(penalty.id)")
      XCTAssertEqual(options[correct], penalty.rules.joined(separator: ", "), "#\(penalty.id)")
    }
    XCTAssertEqual(
      PromptMaker.prompts(.rules, for: rulebook.penalties, rulebook: rulebook, seed: 3), prompts)
  }

  func testTrueFalseStatementsAreTrueWhenTheyMatchTheKey() throws {
    let rulebook = try TestData.rulebook()
    let prompts = PromptMaker.prompts(
      .truefalse, for: rulebook.penalties, rulebook: rulebook, seed: 5)
    var trues = 0
    for (penalty, prompt) in zip(rulebook.penalties, prompts) {
      guard case .trueFalse(let claim, let isTrue) = prompt else {
        return XCTFail("#\(penalty.id)")
      }
      switch claim {
      case .sanction(let sanction): XCTAssertEqual(sanction == penalty.sanction, isTrue)
      case .owners(let owners): XCTAssertEqual(owners == penalty.owners, isTrue)
      }
      if isTrue { trues += 1 }
    }
    XCTAssertTrue((12...36).contains(trues), "about half of 49 statements are true, got \(trues)")
  }

  /// The generated statements and menus come from each language's own table.
  func testGeneratedQuestionsInAllFourLanguages() throws {
    let rulebook = try TestData.rulebook()
    for language in ["en", "fr", "es", "it"] {
      let catalog = try TestData.catalog(language: language)
      for kind in [QuestionKind.rules, .truefalse] {
        var quiz = try Quiz(
          plan: QuizPlan(count: 4, kind: kind), rulebook: rulebook, seed: 11, startedAt: Date())
        let presenter = QuizPresenter(catalog: catalog, style: Style(enabled: false), unicode: true)
        let text = presenter.question(quiz)
        let ask = try XCTUnwrap(
          catalog.tables[language]?[kind == .rules ? "quiz.rules.ask" : "quiz.tf.ask"], language)
        XCTAssertTrue(text.contains(ask), "\(language) \(kind)")
        XCTAssertTrue(text.contains(try XCTUnwrap(quiz.current).description(catalog)))
        if case .trueFalse(.sanction(let sanction), _)? = quiz.currentPrompt {
          XCTAssertTrue(text.contains(sanction.label(catalog)), language)
        }
        quiz.record(reply: kind == .rules ? .option(0) : .truth(true), seconds: 1)
        XCTAssertEqual(quiz.responses.count, 1)
      }
    }
  }

  func testAnswersToOtherKindsParse() throws {
    let vocabulary = AnswerVocabulary(try TestData.catalog())
    let rules = Prompt.rules(options: ["8.5.4", "9.11", "8.5.6, 8.5.7", "D6.16"], correct: 1)
    let truth = Prompt.trueFalse(claim: .sanction(.failedDive), isTrue: true)
    func parse(_ line: String, _ prompt: Prompt) -> Result<QuizInput, QuizInput.Problem> {
      QuizInput.parse(line, prompt: prompt, vocabulary: vocabulary)
    }
    XCTAssertEqual(parse("b", rules), .success(.option(1)))
    XCTAssertEqual(parse("4", rules), .success(.option(3)))
    XCTAssertEqual(parse("e", rules), .failure(.badOption("e")))
    XCTAssertEqual(parse("9.11", rules), .success(.option(1)), "the rule number itself")
    XCTAssertEqual(parse("d6.16", rules), .success(.option(3)))
    XCTAssertEqual(parse("8.5.7", rules), .success(.option(2)), "one of an option's numbers")
    XCTAssertEqual(parse("8.5.6,8.5.7", rules), .success(.option(2)))
    XCTAssertEqual(parse("9.12", rules), .failure(.badOption("9.12")))
    XCTAssertEqual(parse("T", truth), .success(.truth(true)))
    XCTAssertEqual(parse("false", truth), .success(.truth(false)))
    XCTAssertEqual(parse("maybe", truth), .failure(.badTruth("maybe")))
    XCTAssertEqual(parse("skip", truth), .success(.skip))
    XCTAssertEqual(parse("lang fr", rules), .success(.language("fr")))
  }

  func testStoredWithTheirTypeAndReadBack() throws {
    let rulebook = try TestData.rulebook()
    var quiz = try Quiz(
      plan: QuizPlan(count: 2, kind: .truefalse), rulebook: rulebook, seed: 2,
      startedAt: SampleHistory.day)
    quiz.record(reply: .truth(true), seconds: 1)
    quiz.record(reply: nil, seconds: 2)
    let record = QuizRecord(
      quiz: quiz, id: "tf", judge: "A", end: SampleHistory.day, languages: ["en"])
    XCTAssertEqual(record.questions.map(\.kind), [.truefalse, .truefalse])
    XCTAssertEqual(record.filters, ["truefalse"])
    XCTAssertEqual(
      try RecordCodec.decode(Array(RecordCodec.encode(record).dropLast())).get(), record)
    let report = Report.build([record])
    XCTAssertEqual(report.confusion.counts.flatMap { $0 }.reduce(0, +), 0, "no sanction was asked")
  }
}

extension PinnedDraw {
  /// Edition 2024: eight of ten are synchro penalties, the ones this trainee keeps missing.
  static let focus42 = [11, 46, 39, 9, 41, 13, 14, 5, 17, 38]
  /// The same in the 2025 edition (49 penalties): seven of ten synchro.
  static let focus42Edition2025 = [46, 17, 11, 14, 41, 1, 37, 38, 12, 25]
  static let focus42Edition2026 = [17, 37, 40, 39, 38, 41, 47, 13, 11, 58]
}
