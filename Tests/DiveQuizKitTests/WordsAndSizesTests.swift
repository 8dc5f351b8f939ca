import DiveQuizData
import XCTest

@testable import DiveQuizCore
@testable import DiveQuizTerminal

/// One distance rule for every word read, one size rule for every kind, the `score` refusals
/// and the yes/no words (issue 33).
final class WordsAndSizesTests: XCTestCase {
  private static let catalog = Result { try DiveCatalogTests.builtIn() }

  // MARK: - The distance rule

  func testASwapOfNeighboursIsOneEdit() {
    XCTAssertEqual(EditDistance.between("exti", "exit"), 1)
    XCTAssertEqual(EditDistance.between("exti", "exam"), 2)
    XCTAssertEqual(EditDistance.between("hlep", "help"), 1)
    XCTAssertEqual(EditDistance.between("scroe", "score"), 1)
    XCTAssertEqual(EditDistance.between("", "abc"), 3)
  }

  func testTheNearestWordIsTheClosestOrNone() {
    XCTAssertEqual(EditDistance.nearest(to: "exti", in: CommandName.suggestible), "exit")
    XCTAssertEqual(EditDistance.nearest(to: "scroe", in: CommandName.suggestible), "score")
    XCTAssertEqual(EditDistance.nearest(to: "qiuz", in: CommandName.suggestible), "quiz")
    XCTAssertNil(EditDistance.nearest(to: "zzzzzz", in: CommandName.suggestible))
    // One letter is never stretched to a word.
    XCTAssertNil(EditDistance.nearest(to: "j", in: CommandGrammar.quizWords))
  }

  func testThePromptSuggestsExitForExti() {
    XCTAssertEqual(
      CommandParser.parse("exti"), .failure(.unknownCommand("exti", suggestion: "exit")))
  }

  func testQuizAndExamWordsAreSuggested() {
    XCTAssertEqual(
      CommandParser.parse("quiz 5 rule"),
      .failure(.nearArgument(command: "quiz", argument: "rule", suggestion: "rules")))
    XCTAssertEqual(
      CommandParser.parse("exam 5 awrds"),
      .failure(.nearArgument(command: "exam", argument: "awrds", suggestion: "awards")))
    // Nothing near: the plain refusal.
    XCTAssertEqual(
      CommandParser.parse("quiz 5 xylophone"),
      .failure(.badArgument(command: "quiz", argument: "xylophone")))
  }

  func testQuizWordsAreSuggestedDuringAQuestion() throws {
    let vocabulary = AnswerVocabulary(try TestData.catalog())
    for (typed, word) in [
      ("hlep", "help"), ("sikp", "skip"), ("aobrt", "abort"), ("reapet", "repeat"),
    ] {
      XCTAssertEqual(
        QuizInput.parse(typed, prompt: .sanction, vocabulary: vocabulary),
        .failure(.nearWord(typed, suggestion: word)), typed)
    }
    XCTAssertEqual(
      QuizInput.parse("j", prompt: .sanction, vocabulary: vocabulary), .failure(.missingSanction))
    XCTAssertEqual(
      QuizInput.parse("r+j", prompt: .sanction, vocabulary: vocabulary), .failure(.missingSanction))
    // An answer is still an answer.
    XCTAssertEqual(
      QuizInput.parse("4 j", prompt: .sanction, vocabulary: vocabulary),
      .success(.answer(Answer(sanction: .halfToTwoDeduction, owners: .judge))))
  }

  func testARuleNumberInTwoOptionsIsAmbiguous() {
    let options = ["8.5.4", "8.5.4, 8.5.6", "9.11", "6.4.13"]
    XCTAssertEqual(AnswerReader.option("8.5.6", options: options), .success(1))
    XCTAssertEqual(AnswerReader.option("8.5.4", options: options), .success(0))
    let twice = ["8.5.4, 9.11", "8.5.4, 8.5.6", "9.12", "6.4.13"]
    XCTAssertEqual(
      AnswerReader.option("8.5.4", options: twice), .failure(.ambiguousOption("8.5.4")))
  }

  func testAMissingNameAfterJudgeSaysSo() {
    XCTAssertEqual(
      CommandParser.parse("export json judge"),
      .failure(.missingName(command: "export", after: "judge")))
  }

  /// A name typed in quotes at the prompt is the name, as it is after `trainees merge`.
  func testAQuotedJudgeNameLosesItsQuotes() {
    XCTAssertEqual(CommandParser.parse("judge \"Anne Marie\""), .success(.judge("Anne Marie")))
    XCTAssertEqual(CommandParser.parse("judge «Anne»"), .success(.judge("Anne")))
  }

  func testShellArgumentsAreNamesEach() {
    let words = ["trainees", "merge", "Eve", "Dan", "into", "Anne"]
    XCTAssertEqual(
      CommandParser.parse(words: words, separateArguments: true),
      .success(.names(.merge(["Eve", "Dan"], into: "Anne"))))
    XCTAssertEqual(
      CommandParser.parse(
        words: ["trainees", "merge", "Anne Marie", "into", "Anne"],
        separateArguments: true),
      .success(.names(.merge(["Anne Marie"], into: "Anne"))))
    XCTAssertEqual(
      CommandParser.parse("trainees merge \"Eve\" \"Dan\" into \"Anne\""),
      .success(.names(.merge(["Eve", "Dan"], into: "Anne"))))
  }

  // MARK: - The size rule

  private func quiz(_ words: [String], seed: UInt64 = 3) throws -> Quiz {
    guard case .success(let plan) = CommandParser.parsePlan(words, command: "quiz") else {
      throw XCTSkip("plan \(words) does not parse")
    }
    let catalog = try Self.catalog.get()
    return try KindDraw.make(
      plan, rulebook: try TestData.rulebook(), dives: { catalog }, seed: seed,
      startedAt: Date(timeIntervalSince1970: 1_795_000_000))
  }

  func testAwardsAskEachSubjectOnceAtMost() throws {
    for seed: UInt64 in [1, 2, 3] {
      let drawn = try quiz(["100", "awards"], seed: seed)
      // 21 awards (0 to 10 by halves) asked for their band, 7 bands asked for their awards.
      XCTAssertEqual(drawn.count, 28)
      XCTAssertEqual(drawn.draw.cappedFrom, 100)
      XCTAssertEqual(Set(drawn.prompts.map(KindDraw.subjectKey)).count, 28)
    }
  }

  func testEveryKindReducesAnOversizedCount() throws {
    for kind in ["scores", "dd", "dives", "scenario", "mixed"] {
      let drawn = try quiz(["1000", kind])
      XCTAssertEqual(drawn.count, KindDraw.maximumCount, kind)
      XCTAssertEqual(drawn.draw.cappedFrom, 1000, kind)
    }
    let small = try quiz(["20", "awards"])
    XCTAssertEqual(small.count, 20)
    XCTAssertNil(small.draw.cappedFrom)
    XCTAssertThrowsError(try quiz(["0", "awards"]))
  }

  func testADiveFilterNarrowsTheRoom() throws {
    // 5 m armstand: few tabled rows, each a DD question once.
    let catalog = try Self.catalog.get()
    let rows = catalog.entries.filter { $0.height == .five && $0.code.number.group == .armstand }
    let drawn = try quiz(["100", "dd", "armstand", "5m"])
    XCTAssertEqual(drawn.count, rows.count)
    XCTAssertEqual(drawn.draw.cappedFrom, 100)
  }

  // MARK: - Score refusals

  func testTheTablesGiveTheDegreeRange() throws {
    XCTAssertEqual(try Self.catalog.get().degreeRange, 12...48)
  }

  func testScoreRefusesWhatTheRulesDoNot() throws {
    let range = try Self.catalog.get().degreeRange
    func refusal(_ line: String) -> ScoreInputError? {
      switch ScoreRequest.parse(CommandParser.words(of: line)) {
      case .failure(let error): return error
      case .success(let request): return request.check(degreeIn: range)
      }
    }
    XCTAssertEqual(refusal("2.0 - - 7 7 7"), .tooManyMissing)
    XCTAssertEqual(refusal("2.0 sync - - / 7 7 / 7 7 7 7 7"), .tooManyMissing)
    XCTAssertEqual(refusal("9.9 8 8 8 8 8"), .degreeOutOfRange("9.9", lowest: 12, highest: 48))
    XCTAssertEqual(refusal("0.5 8 8 8 8 8"), .degreeOutOfRange("0.5", lowest: 12, highest: 48))
    XCTAssertEqual(refusal("2.0 8 8 8 8"), .individualCount(4))
    XCTAssertEqual(refusal("2.0 8 8 8 8 8 max 2 deduct 2"), .bothPenalties)
    XCTAssertEqual(refusal("2.0 8 8 8 8 11"), .awardOutOfRange("11"))
    XCTAssertNil(refusal("1.2 8 8 8 8 8"))
    XCTAssertNil(refusal("4.8 - 8 8 8 8"))
  }

  // MARK: - Yes and no

  func testEveryLanguageSaysYesInItsWordsAndInEnglish() throws {
    let words = [
      "en": ["yes", "y", "Y"], "fr": ["oui", "o", "yes"], "es": ["sí", "si", "s", "y"],
      "it": ["sì", "si", "s"], "de": ["ja", "j", "yes"], "zh-Hans": ["是", "好", "y"],
    ]
    for (language, yes) in words {
      let catalog = try TestData.catalog(language: language)
      for word in yes {
        XCTAssertTrue(AnswerVocabulary.isYes(word, catalog), "\(language) \(word)")
      }
      for word in ["no", "n", "non", "nein", "否", ""] {
        XCTAssertFalse(AnswerVocabulary.isYes(word, catalog), "\(language) \(word)")
      }
    }
  }

  func testEveryConfirmationEndsWithTheSameHint() throws {
    for language in ["en", "fr", "es", "it", "de", "zh-Hans"] {
      let catalog = try TestData.catalog(language: language)
      let hint = catalog.text("answer.yesNo")
      for key in ["quiz.confirmAbandon", "quiz.confirmQuit", "trainees.merge.confirm"] {
        XCTAssertFalse(catalog.text(key, "a", "b").contains("("), "\(language) \(key)")
      }
      // Chinese writes its parentheses full-width.
      let (open, close) = language == "zh-Hans" ? ("（", "）") : ("(", ")")
      XCTAssertTrue(hint.hasPrefix(open) && hint.hasSuffix(close), language)
    }
  }
}
