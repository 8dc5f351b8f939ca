import DiveQuizBankData
import DiveQuizTestSupport
import XCTest

@testable import DiveQuizCore
@testable import DiveQuizService
@testable import DiveQuizTerminal

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The rulebook bank: its parser (a damaged entry named by file, line and problem), marking,
/// the rule numbers each edition shows, and how a question is stored and read back.
final class RulebookBankTests: XCTestCase {
  private let header =
    "id\tchapter\tform\tanswer\trules_2025\trules_2024\trules_2026\teditions\n"

  private func parse(_ rows: String) throws(BankError) -> [BankQuestion] {
    try BankParser.questions(Array(("# a comment\n\n" + header + rows).utf8), file: "q.tsv")
  }

  private func problem(_ rows: String) -> BankError? {
    do throws(BankError) {
      _ = try parse(rows)
      return nil
    } catch {
      return error
    }
  }

  func testEveryFormIsRead() throws {
    let questions = try parse(
      """
      referee-01\treferee\tone\tc\t6.4.7\t6.4.7\t8.5.3\t2024 2025 2026
      referee-02\treferee\tseveral\te a c\t6.4.1\t-\t-\t2025 2026
      statement-01\tstatement\ttruefalse\tfalse\t4.4\t-\t-\t2025
      facilities-01\tfacilities\tnumber\t1.5\t13.1\t13.1\t-\t2024 2025 2026
      checklist-01\tchecklist\tone\ta\t6.4.8\t-\t8.3.3\t2026

      """)
    XCTAssertEqual(
      questions.map(\.id),
      ["referee-01", "referee-02", "statement-01", "facilities-01", "checklist-01"])
    XCTAssertEqual(questions[0].key, .options([2]))
    XCTAssertEqual(questions[1].key, .options([0, 2, 4]))
    XCTAssertEqual(questions[2].key, .truth(false))
    XCTAssertEqual(questions[3].key, .number(150))
    XCTAssertEqual(questions[3].key.text, "1.5")
    XCTAssertEqual(questions[0].line, 4)
    XCTAssertEqual(questions[1].textKeys.count, 7)
    XCTAssertEqual(questions[2].textKeys, ["statement-01", "statement-01.why"])
  }

  func testADamagedEntryIsNamedByFileLineAndProblem() throws {
    let row = "referee-01\treferee\tone\tc\t6.4.7\t-\t-\t2025\n"
    let cases: [(String, BankError.Problem)] = [
      ("referee-01\treferee\tone\tc\t6.4.7\t-\t-\n", .columns(found: 7, expected: 8)),
      ("referee-01\treferee\tone\te\t6.4.7\t-\t-\t2025\n", .badAnswer("e", form: "one")),
      ("referee-01\treferee\tseveral\ta\t6.4.7\t-\t-\t2025\n", .badAnswer("a", form: "several")),
      ("referee-01\treferee\tnumber\t1,5\t6.4.7\t-\t-\t2025\n", .badAnswer("1,5", form: "number")),
      (
        "referee-01\treferee\ttruefalse\tyes\t6.4.7\t-\t-\t2025\n",
        .badAnswer("yes", form: "truefalse")
      ),
      ("referee-01\treferee\tmany\ta\t6.4.7\t-\t-\t2025\n", .unknownForm("many")),
      ("referee-01\trefs\tone\ta\t6.4.7\t-\t-\t2025\n", .unknownChapter("refs")),
      ("judging-01\treferee\tone\ta\t6.4.7\t-\t-\t2025\n", .badID("judging-01")),
      ("referee-01\treferee\tone\ta\t6.4.7\t-\t-\t2024 2025\n", .missingRules(edition: "2024")),
      ("referee-01\treferee\tone\ta\t-\t-\t-\t2026\n", .missingRules(edition: "2026")),
      ("referee-01\treferee\tone\ta\t6.4.7\t-\t-\t2023\n", .unknownEdition("2023")),
      ("referee-01\treferee\tone\ta\t6.4.7\t-\t-\t\n", .noEditions),
      ("referee-01\treferee\tone\ta\t6.4.7 x\t-\t-\t2025\n", .badRule("6.4.7 x")),
      (row + row, .duplicateID("referee-01", firstLine: 4)),
    ]
    for (rows, expected) in cases {
      let error = try XCTUnwrap(problem(rows), "\(expected)")
      XCTAssertEqual(error.problem, expected)
      XCTAssertEqual(error.file, "q.tsv")
      XCTAssertEqual(error.line, rows == row + row ? 5 : 4, "\(expected)")
    }
    do throws(BankError) {
      _ = try BankParser.questions(Array("id\tchapter\n".utf8), file: "q.tsv")
      XCTFail("a wrong header is refused")
    } catch {
      XCTAssertEqual(error.line, 1)
      let message = error.message(try TestData.catalog())
      XCTAssertTrue(message.hasPrefix("q.tsv:1: the first line"), message)
    }
    // A range of the 2026 reference is a rule number.
    XCTAssertEqual(
      try parse("general-01\tgeneral\tone\ta\t6.10\t-\t6.10–6.10.3\t2025 2026\n")[0].rules["2026"],
      ["6.10–6.10.3"])
  }

  func testSeveralAnswersScoreAsTheOwnersOfASanctionDo() {
    let prompt = BankPrompt(
      id: "referee-02", hash: "0", chapter: .referee, form: .several, order: [0, 1, 2, 3, 4],
      key: .options([0, 2, 4]), rules: ["6.4.1"])
    XCTAssertEqual(prompt.grade(.options([0, 2, 4])), .right)
    XCTAssertEqual(prompt.grade(.options([0, 2])), .partlyRight, "one right letter left out")
    XCTAssertEqual(prompt.grade(.options([0, 1, 2, 4])), .partlyRight, "one wrong letter added")
    XCTAssertEqual(prompt.grade(.options([0, 1, 2, 3, 4])), .wrong, "ticking everything")
    XCTAssertEqual(prompt.grade(.options([0])), .wrong)
    XCTAssertEqual(prompt.grade(nil), .wrong)
    var one = prompt
    one.form = .one
    one.key = .options([2])
    XCTAssertEqual(one.grade(one.key(of: .option(2))), .right)
    XCTAssertEqual(one.grade(one.key(of: .option(1))), .wrong)
    let number = BankPrompt(
      id: "facilities-01", hash: "0", chapter: .facilities, form: .number, order: [],
      key: .number(150), rules: ["13.1"])
    XCTAssertEqual(Reply.grade(.number(150), prompt: .bank(number), penalty: nil), .right)
    XCTAssertEqual(Reply.grade(.number(15), prompt: .bank(number), penalty: nil), .wrong)
    XCTAssertEqual(Reply.grade(.truth(true), prompt: .bank(number), penalty: nil), .wrong)
  }

  func testEachEditionShowsItsOwnNumbersOrTheCheckedOnes() throws {
    let questions = try parse(
      """
      referee-01\treferee\tone\tc\t6.4.7\t6.4.7\t8.5.3\t2024 2025 2026
      general-01\tgeneral\tone\ta\t1.4\t-\t-\t2025 2026
      statement-10\tstatement\tone\tb\t4.4\t-\t6.6.2\t2026

      """)
    XCTAssertEqual(questions[0].rules(in: "2026"), BankRules(numbers: ["8.5.3"], checkedIn: nil))
    XCTAssertEqual(questions[0].rules(in: "2024"), BankRules(numbers: ["6.4.7"], checkedIn: nil))
    XCTAssertEqual(questions[1].rules(in: "2026"), BankRules(numbers: ["1.4"], checkedIn: "2025"))
    XCTAssertNil(questions[1].rules(in: "2024"), "not asked under 2024")
    XCTAssertNil(questions[2].rules(in: "2025"), "a 2026 fact is never asked under 2025")
    let bank = QuestionBank(
      questions: questions, checklist: [], texts: try TestData.catalog(), file: "q.tsv")
    XCTAssertEqual(bank.questions(in: "2024").map(\.id), ["referee-01"])
    XCTAssertEqual(bank.questions(in: "2025", chapters: [.general]).map(\.id), ["general-01"])
    // Shown after a wrong answer: the mark says which text the number was checked against.
    var generator = SplitMix64(seed: 1)
    let asked = try XCTUnwrap(
      BankPrompt(asking: questions[1], hash: "0", edition: "2026", &generator))
    let catalog = try TestData.catalog()
    let line = BankPresenter(catalog: catalog, texts: catalog).rules(asked)
    XCTAssertEqual(
      line,
      "Rule: 1.4 (checked against the 2025 text: no article of this edition is known for it).")
  }

  func testShuffledOptionsKeepTheKeyAndAStoredQuestionReadsBack() throws {
    let question = try parse("referee-02\treferee\tseveral\ta c e\t6.4.1\t-\t8.4.1\t2025 2026\n")[0]
    for seed in 0..<20 {
      var generator = SplitMix64(seed: UInt64(seed))
      let prompt = try XCTUnwrap(
        BankPrompt(asking: question, hash: "1a2b3c4d", edition: "2026", &generator))
      guard case .options(let shown) = prompt.key else { return XCTFail("a key of letters") }
      XCTAssertEqual(
        shown.compactMap(prompt.optionKey).sorted(),
        ["referee-02.a", "referee-02.c", "referee-02.e"])
      var quiz = Quiz(
        plan: QuizPlan(count: 1, kind: .rulebook),
        draw: Draw(penaltyIDs: [], seed: 1, cappedFrom: nil),
        penalties: [nil], prompts: [.bank(prompt)], edition: "2026",
        startedAt: Date(timeIntervalSince1970: 0))
      quiz.record(reply: .options([shown[0]]), seconds: 1)
      let record = QuizRecord(
        quiz: quiz, id: "id", judge: "Ann", end: Date(timeIntervalSince1970: 10),
        languages: ["en"])
      XCTAssertEqual(record.questions[0].points, 0, "one of three letters")
      let line = RecordWriter.encode(record)
      let read = try RecordCodec.decode(line).get()
      XCTAssertEqual(read, record)
      XCTAssertEqual(read.questions[0].kind, .rulebook)
    }
  }
}

/// Reports break the rulebook's questions down by chapter, under the kind's own line.
final class RulebookBreakdownTests: XCTestCase {
  func testTheRulebookLineIsFollowedByItsChapters() throws {
    func question(_ chapter: BankChapter, points: Int) -> QuizRecord.Question {
      let asked = BankPrompt(
        id: chapter.rawValue + "-01", hash: "0", chapter: chapter, form: .truefalse, order: [],
        key: .truth(true), rules: ["1.1"])
      return QuizRecord.Question(
        penaltyID: 0, chosen: nil, correct: QuizRecord.Question.noKey, points: points,
        seconds: 1, extra: .bank(asked, chosen: .truth(points > 0)))
    }
    var tally = KindTally([
      question(.referee, points: 10), question(.referee, points: 0), question(.synchro, points: 10),
    ])
    var other = KindTally()
    other.add(question(.referee, points: 10))
    tally.join(other)
    XCTAssertEqual(
      tally.stats.map(\.kind), ["rulebook", "rulebook:referee", "rulebook:synchro"])
    XCTAssertEqual(tally.stats.map(\.questions), [4, 3, 1])
    XCTAssertEqual(tally.stats.map(\.points), [30, 20, 10])
    let names = KindBreakdownPresenter(
      catalog: try TestData.catalog(), style: Style(enabled: false))
    XCTAssertEqual(names.name("rulebook:referee"), "  Referee and assistant referees")
    XCTAssertEqual(
      names.name("rulebook:referee", indented: false), "Rulebook · Referee and assistant referees")
  }
}
