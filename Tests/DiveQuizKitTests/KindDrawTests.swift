import DiveQuizData
import XCTest

@testable import DiveQuizCore
@testable import DiveQuizTerminal

/// Drawing and marking the dive, DD, award, score and scenario questions: seeded, plausible,
/// right by the tables, and graded from typed numbers.
final class KindDrawTests: XCTestCase {
  private static let start = Date(timeIntervalSince1970: 1_795_000_000)
  private static let catalog = Result { try DiveCatalogTests.builtIn() }

  private func quiz(_ words: [String], seed: UInt64, loads: UnsafeMutablePointer<Int>? = nil)
    throws -> Quiz
  {
    guard case .success(let plan) = CommandParser.parsePlan(words, command: "quiz") else {
      throw XCTSkip("plan \(words) does not parse")
    }
    let catalog = try Self.catalog.get()
    return try KindDraw.make(
      plan, rulebook: try TestData.rulebook(),
      dives: {
        loads?.pointee += 1
        return catalog
      }, seed: seed, startedAt: Self.start)
  }

  func testEachKindIsSeeded() throws {
    for kind in ["dives", "dd", "awards", "scores", "scenario", "mixed"] {
      let first = try quiz(["20", kind], seed: 7)
      XCTAssertEqual(first.prompts, try quiz(["20", kind], seed: 7).prompts, kind)
      XCTAssertNotEqual(first.prompts, try quiz(["20", kind], seed: 8).prompts, kind)
      XCTAssertEqual(first.count, 20, kind)
      if kind != "mixed" {
        XCTAssertEqual(Set(first.prompts.map(\.kind)), [QuestionKind(rawValue: kind)], kind)
      }
    }
  }

  func testThirtyMixedSeedSevenDrawsEveryKind() throws {
    let mixed = try quiz(["30", "mixed"], seed: 7)
    XCTAssertEqual(Set(mixed.prompts.map(\.kind)), Set(QuestionKind.withoutTheBank))
    // Penalties are never asked twice in one quiz.
    let asked = zip(mixed.penalties, mixed.prompts).filter { $0.1.kind.drawsPenalties }
      .compactMap { $0.0?.id }
    XCTAssertEqual(asked.count, Set(asked).count)
  }

  /// A made question is not asked twice in one quiz while the kind has subjects left: judges
  /// reviewing the Spanish and Italian tables met the same award band twice in four questions.
  func testAShortQuizNeverAsksTheSameQuestionTwice() throws {
    for kind in ["awards", "dives", "dd", "scores"] {
      for seed in UInt64(1)...60 {
        let prompts = try quiz(["10", kind], seed: seed).prompts
        let keys = prompts.map(KindDraw.subjectKey)
        XCTAssertEqual(keys.count, Set(keys).count, "quiz 10 \(kind) seed \(seed): \(keys)")
      }
    }
  }

  /// An award quiz never parses the dive catalogue; a DD quiz parses it once.
  func testTheCatalogueIsLoadedOnlyForDiveKinds() throws {
    var loads = 0
    _ = try quiz(["10", "awards"], seed: 1, loads: &loads)
    XCTAssertEqual(loads, 0)
    _ = try quiz(["10", "dd"], seed: 1, loads: &loads)
    XCTAssertEqual(loads, 1)
  }

  /// Every question agrees with the tables and the rules it comes from, and its options are
  /// distinct with the right one among them.
  func testQuestionsAreRightByTheTables() throws {
    let catalog = try Self.catalog.get()
    let rulebook = try TestData.rulebook()
    for seed in UInt64(1)...15 {
      let drawn = try quiz(["100", "mixed"], seed: seed)
      for (penalty, prompt) in zip(drawn.penalties, drawn.prompts) {
        switch prompt {
        case .choice(let question):
          XCTAssertEqual(Set(question.options).count, question.options.count, "\(question)")
          XCTAssertTrue(question.options.indices.contains(question.correct))
          XCTAssertGreaterThanOrEqual(question.options.count, 2)
          try check(question, catalog)
        case .score(let question):
          let sheet = try XCTUnwrap(question.sheet)
          XCTAssertEqual(question.expected, sheet.score)
          let dive = try XCTUnwrap(question.dive)
          let code = try XCTUnwrap(code(dive))
          XCTAssertEqual(
            catalog.entry(code, at: try XCTUnwrap(question.height))?.dd, question.request.degree)
        case .scenario(let question):
          XCTAssertEqual(penalty?.id, question.situation.penaltyID)
          XCTAssertNotNil(rulebook.penalty(id: question.situation.penaltyID))
          let announced = try XCTUnwrap(code(question.announced))
          XCTAssertNotNil(catalog.entry(announced, at: question.height), question.announced)
          XCTAssertEqual(question.performed != nil, question.situation.namesPerformed)
          if let performed = question.performed {
            XCTAssertNotEqual(performed, question.announced)
            XCTAssertNotNil(catalog.entry(try XCTUnwrap(code(performed)), at: question.height))
          }
        case .sanction, .rules, .trueFalse:
          XCTAssertNotNil(penalty)
        case .bank, .own:
          XCTFail("no bank nor own set is given to these draws")
        }
      }
    }
  }

  private func code(_ text: String) -> DiveCode? {
    guard case .success(let query) = DiveQuery.parse([text]), let position = query.position
    else { return nil }
    return DiveCode(number: query.number, position: position)
  }

  private func check(
    _ question: ChoiceQuestion, _ catalog: DiveCatalog, file: StaticString = #filePath,
    line: UInt = #line
  ) throws {
    switch question.ask {
    case .name, .number:
      XCTAssertEqual(question.answer, question.subject, file: file, line: line)
      for option in question.options {
        XCTAssertFalse(
          catalog.entries(for: try XCTUnwrap(code(option), file: file, line: line).number).isEmpty,
          file: file, line: line)
      }
    case .positions:
      guard case .success(let query) = DiveQuery.parse([question.subject]) else {
        return XCTFail(question.subject, file: file, line: line)
      }
      let allowed = DivePosition.allCases.filter { DiveRules.positionAllowed(query.number, $0) }
      XCTAssertEqual(question.answer, allowed.map(\.rawValue).joined(), file: file, line: line)
    case .dd:
      let entry = catalog.entry(
        try XCTUnwrap(code(question.subject), file: file, line: line),
        at: try XCTUnwrap(question.height, file: file, line: line))
      XCTAssertEqual(Tenths.parse(question.answer), entry?.dd, file: file, line: line)
    case .band:
      let halves = try XCTUnwrap(try? Award.parse(question.subject).get(), file: file, line: line)
      XCTAssertEqual(question.answer, AwardBand(halves: halves)?.rawValue, file: file, line: line)
    case .range:
      XCTAssertEqual(
        question.answer, AwardBand(rawValue: question.subject)?.range, file: file, line: line)
    }
  }

  /// Issue 28: a dives question keyed "D (Free)" for 6241, which the tables list in pike and
  /// tuck. Over 200 seeds, every positions question keys rule 1.6.4's set, every position the
  /// tables list for that dive is in it, and every name or number question keys a tabled dive.
  func testEveryDivesQuestionOverTwoHundredSeedsKeysWhatTheTablesAllow() throws {
    let catalog = try Self.catalog.get()
    var positionsAsked = 0
    for seed in UInt64(1)...200 {
      for prompt in try quiz(["10", "dives"], seed: seed).prompts {
        guard case .choice(let question) = prompt else { return XCTFail("\(prompt)") }
        switch question.ask {
        case .positions:
          positionsAsked += 1
          let number = try DiveNumber.parse(question.subject).get()
          let tabled = Set(catalog.entries(for: number).map(\.code.position.rawValue))
          let keyed = Set(question.answer.map(String.init))
          XCTAssertTrue(tabled.isSubset(of: keyed), "seed \(seed): \(number) keys \(keyed)")
        case .name, .number:
          let code = try XCTUnwrap(code(question.answer))
          XCTAssertFalse(catalog.entries(for: code.number).isEmpty, "seed \(seed)")
        default:
          XCTFail("seed \(seed): \(question.ask)")
        }
        try check(question, catalog)
      }
    }
    XCTAssertGreaterThan(positionsAsked, 100)
  }

  /// A penalty filter narrower than the quiz: the other kinds fill it, so the size asked is
  /// the size drawn and the replay line gives the same quiz.
  func testAMixedQuizKeepsItsSizeWhenThePenaltiesRunOut() throws {
    for words in [["60", "mixed", "synchro"], ["12", "mixed", "synchro", "restart"]] {
      let drawn = try quiz(words, seed: 1)
      XCTAssertEqual(drawn.count, Int(words[0]), "\(words)")
      XCTAssertNil(drawn.draw.cappedFrom)
      let ids = zip(drawn.penalties, drawn.prompts).filter { $0.1.kind.drawsPenalties }
        .compactMap { $0.0?.id }
      XCTAssertEqual(ids.count, Set(ids).count, "no penalty twice")
    }
  }

  func testDiveFiltersNarrowTheDives() throws {
    let drawn = try quiz(["30", "dd", "forward", "3m"], seed: 3)
    for prompt in drawn.prompts {
      guard case .choice(let question) = prompt else { return XCTFail("\(prompt)") }
      XCTAssertEqual(question.height, .three)
      XCTAssertTrue(question.subject.hasPrefix("1"), question.subject)
    }
    XCTAssertEqual(drawn.plan.words, ["dd", "forward", "3m"])
  }

  func testFiltersThatNoKindUsesAreRefused() {
    for words in [["10", "dd", "referee"], ["10", "3m"], ["10", "awards", "forward"]] {
      guard case .failure(.badArgument) = CommandParser.parsePlan(words, command: "quiz") else {
        return XCTFail("\(words) accepted")
      }
    }
    guard
      case .success(let plan) = CommandParser.parsePlan(
        ["10", "mixed", "referee", "3m"], command: "exam")
    else { return XCTFail("mixed takes both kinds of filter") }
    XCTAssertEqual(plan.words, ["mixed", "referee", "3m"])
  }

  // MARK: - Typed answers and marking

  func testTypedScoresAcceptPointCommaAndWholeNumbers() {
    XCTAssertEqual(try AnswerReader.number("59.64").get(), 5964)
    XCTAssertEqual(try AnswerReader.number("59,64").get(), 5964)
    XCTAssertEqual(try AnswerReader.number("45").get(), 4500)
    XCTAssertEqual(try AnswerReader.number(" 45.0 ").get(), 4500)
    for bad in ["59.645", "4x5", "-3", "45,", ",5", "1e2", "59.64.1"] {
      XCTAssertEqual(AnswerReader.number(bad), .failure(.badNumber(bad)), bad)
    }
    XCTAssertEqual(AnswerReader.number("45 points"), .failure(.badNumber("45 points")))
    XCTAssertEqual(AnswerReader.number(""), .failure(.empty))
  }

  func testScoreQuestionsAreMarkedOnTheExactScore() throws {
    // Rule 7.8's synchronised example: 59.64.
    let question = ScoreQuestion(
      request: ScoreRequest(
        degree: 28,
        panel: .synchro(
          diver1: [14, 13], diver2: [11, 11], synchronisation: [17, 16, 16, 15, 15])))
    let prompt = Prompt.score(question)
    XCTAssertEqual(question.expected, 5964)
    XCTAssertEqual(Reply.grade(.number(5964), prompt: prompt, penalty: nil), .right)
    XCTAssertEqual(Reply.grade(.number(5960), prompt: prompt, penalty: nil), .wrong)
    XCTAssertEqual(Reply.grade(nil, prompt: prompt, penalty: nil), .wrong)
    let vocabulary = AnswerVocabulary(try TestData.catalog())
    XCTAssertEqual(
      QuizInput.parse("59,64", prompt: prompt, vocabulary: vocabulary), .success(.number(5964)))
    XCTAssertEqual(QuizInput.parse("skip", prompt: prompt, vocabulary: vocabulary), .success(.skip))
    XCTAssertEqual(
      QuizInput.parse("lots", prompt: prompt, vocabulary: vocabulary), .failure(.badNumber("lots")))
  }

  func testChoicesTakeTheLetterOrTheOptionItself() throws {
    let dd = ChoiceQuestion(
      ask: .dd, subject: "107B", height: .one, options: ["3.1", "3.3", "3.0", "2.9"], correct: 1)
    XCTAssertEqual(try AnswerReader.choice("b", question: dd).get(), 1)
    XCTAssertEqual(try AnswerReader.choice("3,3", question: dd).get(), 1)
    XCTAssertEqual(try AnswerReader.choice("3.30", question: dd).get(), 1)
    XCTAssertEqual(try AnswerReader.choice("3", question: dd).get(), 2, "3 is the DD 3.0 here")
    XCTAssertEqual(AnswerReader.choice("4.4", question: dd), .failure(.badChoice("4.4")))
    // Two words are not an option: told so, not given the sanction question's advice.
    XCTAssertEqual(AnswerReader.choice("x y", question: dd), .failure(.badChoice("x y")))
    let name = ChoiceQuestion(
      ask: .number, subject: "5253B", options: ["5251B", "5253B", "5253C", "405B"], correct: 1)
    XCTAssertEqual(try AnswerReader.choice("5253b", question: name).get(), 1)
    XCTAssertEqual(try AnswerReader.choice("2", question: name).get(), 1)
    // Positions are lettered A–D: their options are numbered, and a letter is a position
    // (issue 28: "D" for free used to pick option d, which was pike or tuck or all four).
    let positions = ChoiceQuestion(
      ask: .positions, subject: "5132", options: KindMaker.positionSets, correct: 1)
    XCTAssertEqual(try AnswerReader.choice("D", question: positions).get(), 1)
    XCTAssertEqual(try AnswerReader.choice("d", question: positions).get(), 1)
    XCTAssertEqual(try AnswerReader.choice("c, b", question: positions).get(), 2)
    XCTAssertEqual(try AnswerReader.choice("4", question: positions).get(), 3)
    XCTAssertEqual(AnswerReader.choice("E", question: positions), .failure(.badPositions("E")))
    let shown = KindPresenter(catalog: try TestData.catalog(), edition: "2026").body(
      .choice(positions))
    XCTAssertTrue(shown.contains("  1  A, B, C (Straight, Pike, Tuck)"), "\(shown)")
    XCTAssertFalse(shown.contains { $0.hasPrefix("  a  ") })
  }

  /// A trainee weak on scores is told to train scores, with the words that start it.
  func testTheCoachNamesTheWeakestKind() throws {
    var questions: [QuizRecord.Question] = []
    let score = ScoreQuestion(
      request: ScoreRequest(degree: 20, panel: .individual([14, 14, 14, 14, 14])))
    for index in 0..<10 {
      questions.append(
        QuizRecord.Question(
          penaltyID: 0, chosen: nil, correct: QuizRecord.Question.noKey,
          points: index < 2 ? 10 : 0, seconds: 3, extra: .score(score, given: 100)))
      questions.append(
        QuizRecord.Question(
          penaltyID: index, chosen: Answer(sanction: .failedDive, owners: .both),
          correct: Answer(sanction: .failedDive, owners: .both), points: 10, seconds: 3))
    }
    let record = KindRecordTests.record(questions)
    let advice = Coach.advise([record], rulebook: try TestData.rulebook())
    XCTAssertEqual(advice, .train(filter: "scores", percent: 20))
    let presenter = QuizPresenter(
      catalog: try TestData.catalog(), style: Style(enabled: false), unicode: false)
    XCTAssertEqual(
      presenter.advice(advice),
      "Coach: train working out scores next (quiz 10 focus scores) — fully right so far: 20%.\n")
  }
}
