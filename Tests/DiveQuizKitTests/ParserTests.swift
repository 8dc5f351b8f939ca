import DiveQuizCore
import DiveQuizTerminal
import XCTest

final class CommandParserTests: XCTestCase {
  private func parse(_ line: String) -> Result<Command, CommandError>? { CommandParser.parse(line) }

  func testCommands() {
    XCTAssertNil(parse("   \t "))
    XCTAssertEqual(parse("help"), .success(.help(topic: nil)))
    XCTAssertEqual(parse("HELP quiz"), .success(.help(topic: "quiz")))
    XCTAssertEqual(parse("quiz"), .success(.quiz(QuizPlan())))
    XCTAssertEqual(
      parse("quiz 10 referee\tentry seed 77"),
      .success(.quiz(QuizPlan(count: 10, filters: [.referee, .phase(.entry)], seed: 77))))
    XCTAssertEqual(
      parse("quiz synchro 5"), .success(.quiz(QuizPlan(count: 5, filters: [.synchro]))))
    XCTAssertEqual(parse("lang"), .success(.language(nil)))
    XCTAssertEqual(parse("lang fr"), .success(.language("fr")))
    XCTAssertEqual(
      parse("penalties judge flight"), .success(.penalties([.judge, .phase(.flight)])))
    XCTAssertEqual(parse("show 19"), .success(.show(19)))
    XCTAssertEqual(parse("show #19"), .success(.show(19)))
    XCTAssertEqual(parse("search double bounce"), .success(.search("double bounce")))
    XCTAssertEqual(parse("quit"), .success(.quit))
    XCTAssertEqual(parse("exit"), .success(.quit))
  }

  func testMistakesAreNamed() {
    XCTAssertEqual(parse("qiuz 10"), .failure(.unknownCommand("qiuz", suggestion: "quiz")))
    XCTAssertEqual(parse("shwo 3"), .failure(.unknownCommand("shwo", suggestion: "show")))
    XCTAssertEqual(parse("xyzzy"), .failure(.unknownCommand("xyzzy", suggestion: nil)))
    // The draw refuses 0 with the edition's range, which the parser does not know.
    XCTAssertEqual(parse("quiz 0"), .success(.quiz(QuizPlan(count: 0))))
    XCTAssertEqual(
      parse("quiz 10 banana"), .failure(.badArgument(command: "quiz", argument: "banana")))
    XCTAssertEqual(parse("quiz seed"), .failure(.missingArgument(command: "quiz")))
    XCTAssertEqual(parse("quiz seed -1"), .failure(.badNumber(command: "quiz", argument: "-1")))
    XCTAssertEqual(parse("show"), .success(.show(nil)), "the session names the ids")
    XCTAssertEqual(parse("show x"), .failure(.badNumber(command: "show", argument: "x")))
    XCTAssertEqual(parse("show 1 2"), .failure(.badArgument(command: "show", argument: "2")))
    XCTAssertEqual(parse("lang fr it"), .failure(.badArgument(command: "lang", argument: "it")))
    XCTAssertEqual(parse("quit now"), .failure(.badArgument(command: "quit", argument: "now")))
  }
}

final class QuizInputTests: XCTestCase {
  private func answer(_ code: Sanction, _ owners: Owners) -> Result<QuizInput, QuizInput.Problem> {
    .success(.answer(Answer(sanction: code, owners: owners)))
  }

  /// A sanction answer read in `language` (its words and English's).
  private func parse(_ line: String, _ language: String = "en") throws -> Result<
    QuizInput, QuizInput.Problem
  > {
    QuizInput.parse(
      line, prompt: .sanction,
      vocabulary: AnswerVocabulary(try TestData.catalog(language: language)))
  }

  func testAnswerGrammar() throws {
    XCTAssertEqual(try parse("3 rj"), answer(.maximumFourAndHalf, .both))
    XCTAssertEqual(try parse("3rj"), answer(.maximumFourAndHalf, .both))
    XCTAssertEqual(try parse(" 0  JR "), answer(.failedDive, .both))
    XCTAssertEqual(try parse("4 j"), answer(.halfToTwoDeduction, .judge))
    XCTAssertEqual(try parse("1r"), answer(.twoPointDeduction, .referee))
    XCTAssertEqual(try parse("skip"), .success(.skip))
    XCTAssertEqual(try parse("repeat"), .success(.repeatQuestion))
    XCTAssertEqual(try parse("lang it"), .success(.language("it")))
    XCTAssertEqual(try parse("help"), .success(.help))
    XCTAssertEqual(try parse("abort"), .success(.abort))
    XCTAssertEqual(try parse("quit"), .success(.quit))
  }

  func testAnswersAsPeopleTypeThem() throws {
    // The forms of the issue, in English.
    XCTAssertEqual(try parse("4 judges"), answer(.halfToTwoDeduction, .judge))
    XCTAssertEqual(try parse("4 judge"), answer(.halfToTwoDeduction, .judge))
    XCTAssertEqual(try parse("0 referee"), answer(.failedDive, .referee))
    XCTAssertEqual(try parse("4,j"), answer(.halfToTwoDeduction, .judge))
    XCTAssertEqual(try parse("j 4"), answer(.halfToTwoDeduction, .judge))
    XCTAssertEqual(try parse("0 r j"), answer(.failedDive, .both))
    XCTAssertEqual(try parse("0 r, j"), answer(.failedDive, .both))
    XCTAssertEqual(try parse("3 both"), answer(.maximumFourAndHalf, .both))
    XCTAssertEqual(try parse("0 referee judges"), answer(.failedDive, .both))
    XCTAssertEqual(try parse("Referee 0"), answer(.failedDive, .referee))
    // Each language's own words and initials, and English's still.
    XCTAssertEqual(try parse("4 juges", "fr"), answer(.halfToTwoDeduction, .judge))
    XCTAssertEqual(try parse("0 arbitre", "fr"), answer(.failedDive, .referee))
    XCTAssertEqual(try parse("0 juge-arbitre", "fr"), answer(.failedDive, .referee))
    XCTAssertEqual(try parse("0 juge arbitre", "fr"), answer(.failedDive, .referee))
    XCTAssertEqual(try parse("0 ja", "fr"), answer(.failedDive, .referee), "as penalties lists it")
    XCTAssertEqual(try parse("0 ja+j", "fr"), answer(.failedDive, .both))
    XCTAssertEqual(try parse("0 les deux", "fr"), answer(.failedDive, .both))
    XCTAssertEqual(try parse("4 j", "fr"), answer(.halfToTwoDeduction, .judge))
    XCTAssertEqual(try parse("0 árbitro", "es"), answer(.failedDive, .referee))
    XCTAssertEqual(try parse("0 á", "es"), answer(.failedDive, .referee), "as penalties lists it")
    XCTAssertEqual(try parse("4 jueces", "es"), answer(.halfToTwoDeduction, .judge))
    XCTAssertEqual(try parse("0 ambos", "es"), answer(.failedDive, .both))
    XCTAssertEqual(try parse("0 giudice arbitro", "it"), answer(.failedDive, .referee))
    XCTAssertEqual(try parse("0 ga", "it"), answer(.failedDive, .referee), "as penalties lists it")
    XCTAssertEqual(try parse("4 giudici", "it"), answer(.halfToTwoDeduction, .judge))
    XCTAssertEqual(try parse("4 g", "it"), answer(.halfToTwoDeduction, .judge))
    XCTAssertEqual(try parse("0 arbitro giudici", "it"), answer(.failedDive, .both))
    XCTAssertEqual(try parse("0 referee", "it"), answer(.failedDive, .referee))
    // Another language's words are not this one's.
    XCTAssertEqual(try parse("4 juges"), .failure(.badOwners("juges")))
  }

  func testTrueAndFalseInEachLanguage() throws {
    let truth = Prompt.trueFalse(claim: .owners(.judge), isTrue: true)
    let expected: [(String, String, Bool)] = [
      ("en", "t", true), ("en", "TRUE", true), ("en", "f", false),
      ("fr", "vrai", true), ("fr", "v", true), ("fr", "faux", false), ("fr", "t", true),
      ("es", "verdadero", true), ("es", "falso", false), ("es", "v", true),
      ("it", "vero", true), ("it", "falso", false), ("it", "f", false),
    ]
    for (language, word, value) in expected {
      let vocabulary = AnswerVocabulary(try TestData.catalog(language: language))
      XCTAssertEqual(
        QuizInput.parse(word, prompt: truth, vocabulary: vocabulary), .success(.truth(value)),
        "\(language) \(word)")
    }
    let english = AnswerVocabulary(try TestData.catalog())
    XCTAssertEqual(
      QuizInput.parse("vrai", prompt: truth, vocabulary: english), .failure(.badTruth("vrai")))
  }

  func testInvalidAnswersAreProblemsNotAnswers() throws {
    XCTAssertEqual(try parse(""), .failure(.empty))
    XCTAssertEqual(try parse("7 r"), .failure(.badSanction("7")))
    XCTAssertEqual(try parse("12 r"), .failure(.badSanction("12")))
    XCTAssertEqual(try parse("x r"), .failure(.badSanction("x")))
    XCTAssertEqual(try parse("3 x"), .failure(.badOwners("x")))
    XCTAssertEqual(try parse("3 rr"), .failure(.badOwners("rr")))
    XCTAssertEqual(try parse("3 r referee"), .failure(.badOwners("referee")))
    XCTAssertEqual(try parse("3"), .failure(.missingOwners))
    XCTAssertEqual(try parse("3 4 j"), .failure(.extraWords("4")))
    XCTAssertEqual(try parse("skip now"), .failure(.extraWords("now")))
  }
}

final class InvocationTests: XCTestCase {
  func testOptionsMayStandBeforeOrAfterTheSubcommand() throws {
    let before = try Invocation.parse(["--lang", "fr", "show", "3"]).get()
    let after = try Invocation.parse(["show", "3", "--lang=fr"]).get()
    XCTAssertEqual(before, after)
    XCTAssertEqual(before.words, ["show", "3"])
    XCTAssertEqual(before.language, "fr")
  }

  func testEveryOption() throws {
    let invocation = try Invocation.parse([
      "--rules", "r.json", "--strings", "dir", "--color", "never", "--seed", "12", "--judge", "Ann",
      "--history", "h.jsonl", "--json", "--help", "--version",
    ]).get()
    XCTAssertEqual(invocation.rulesPath, "r.json")
    XCTAssertEqual(invocation.stringsPath, "dir")
    XCTAssertEqual(invocation.color, .never)
    XCTAssertEqual(invocation.seed, 12)
    XCTAssertEqual(invocation.judge, "Ann")
    XCTAssertEqual(invocation.historyPath, "h.jsonl")
    XCTAssertTrue(invocation.json && invocation.help && invocation.version)
    XCTAssertEqual(
      try Invocation.parse(["search", "--", "--lang"]).get().words, ["search", "--lang"])
  }

  func testBadOptionsAreUsageErrors() {
    XCTAssertEqual(Invocation.parse(["--frobnicate"]), .failure(.unknownOption("--frobnicate")))
    XCTAssertEqual(Invocation.parse(["--lang"]), .failure(.missingValue(option: "--lang")))
    XCTAssertEqual(
      Invocation.parse(["--color", "pink"]),
      .failure(.badValue(option: "--color", value: "pink", expected: "auto, always, never")))
    XCTAssertEqual(
      Invocation.parse(["--seed", "-3"]),
      .failure(.badValue(option: "--seed", value: "-3", expected: "0…18446744073709551615")))
  }

  func testColourFollowsTheTerminalAndNoColor() {
    XCTAssertTrue(ColorMode.auto.isEnabled(stdoutIsTerminal: true, environment: [:]))
    XCTAssertFalse(ColorMode.auto.isEnabled(stdoutIsTerminal: false, environment: [:]))
    XCTAssertFalse(ColorMode.auto.isEnabled(stdoutIsTerminal: true, environment: ["NO_COLOR": "1"]))
    XCTAssertTrue(ColorMode.auto.isEnabled(stdoutIsTerminal: true, environment: ["NO_COLOR": ""]))
    XCTAssertTrue(
      ColorMode.always.isEnabled(stdoutIsTerminal: false, environment: ["NO_COLOR": "1"]))
    XCTAssertFalse(ColorMode.never.isEnabled(stdoutIsTerminal: true, environment: [:]))
  }
}

final class SupportTests: XCTestCase {
  func testEditDistanceCountsASwapAsOneStep() {
    XCTAssertEqual(EditDistance.between("qiuz", "quiz"), 1)
    XCTAssertEqual(EditDistance.between("", "abc"), 3)
    XCTAssertEqual(EditDistance.between("kitten", "sitting"), 3)
    XCTAssertEqual(EditDistance.nearest(to: "serch", in: CommandName.words), "search")
    XCTAssertNil(EditDistance.nearest(to: "zz", in: CommandName.words))
  }

  func testSanitizerNeverEchoesControlCharactersOrLongLines() {
    XCTAssertEqual(Sanitizer.visible("a\tb\u{1B}[31m"), "a\\tb\\u{1B}[31m")
    XCTAssertEqual(Sanitizer.visible(String(repeating: "x", count: 100), limit: 5), "xxxxx…")
    XCTAssertEqual(Sanitizer.visible("\u{202E}evil"), "\\u{202E}evil")
  }
}
