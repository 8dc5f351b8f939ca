import XCTest

@testable import DiveQuizCore

/// The GIFT parser: each kind of question, marks, feedback, escapes, categories, and every
/// problem named with its line and column (none of a file's questions kept then).
final class GiftParserTests: XCTestCase {
  private func parse(_ text: String) throws -> [GiftQuestion] {
    try GiftParser.parse(text)
  }

  private func problems(_ text: String) -> [GiftProblem] {
    do {
      _ = try GiftParser.parse(text)
      return []
    } catch {
      return error.problems
    }
  }

  func testEachKindOfQuestion() throws {
    let text = """
      // a comment line
      $CATEGORY: diving/referee

      ::One::Who starts the dive?{=The referee#Right ~A judge#No, the referee ~The diver}

      ::Several::Which are judges' duties?{~%50%Award#half ~%50%Watch ~%-100%Start}

      ::Truth::A balk is penalised.{TRUE#Wrong: it is#Right}

      ::Words::Two plus two is {=four =4}.

      ::Number::Pi to one decimal?{#3.1:0.05}

      ::Range::A number from 1 to 5?{#1..5}

      ::Numbers::Year?{#=1822:0#exact =%50%1822:2#close}

      ::Match::Match them.{=cat -> cat food =dog -> dog food ####General}
      """
    let questions = try parse(text)
    XCTAssertEqual(questions.count, 8)
    XCTAssertEqual(questions[0].category, "diving/referee")
    XCTAssertEqual(questions[0].title, "One")
    XCTAssertEqual(questions[0].line, 4)
    XCTAssertEqual(
      questions[0].answers,
      .choice([
        GiftAnswer(text: "The referee", fraction: 1, feedback: "Right"),
        GiftAnswer(text: "A judge", fraction: 0, feedback: "No, the referee"),
        GiftAnswer(text: "The diver", fraction: 0),
      ]))
    XCTAssertEqual(questions[1].answers.form, "several")
    XCTAssertEqual(
      questions[2].answers, .truth(true, wrongFeedback: "Wrong: it is", rightFeedback: "Right"))
    XCTAssertEqual(questions[3].text, "Two plus two is _____ .")
    XCTAssertEqual(
      questions[3].answers,
      .short([GiftAnswer(text: "four", fraction: 1), GiftAnswer(text: "4", fraction: 1)]))
    guard case .numeric(let margin) = questions[4].answers else { return XCTFail("not numeric") }
    XCTAssertEqual(margin.first?.low ?? 0, 3.05, accuracy: 1e-9)
    XCTAssertEqual(margin.first?.high ?? 0, 3.15, accuracy: 1e-9)
    guard case .numeric(let range) = questions[5].answers else { return XCTFail("not numeric") }
    XCTAssertEqual(range.first.map { [$0.low, $0.high] }, [1, 5])
    guard case .numeric(let several) = questions[6].answers else { return XCTFail("not numeric") }
    XCTAssertEqual(several.map(\.fraction), [1, 0.5])
    XCTAssertEqual(several.map(\.feedback), ["exact", "close"])
    XCTAssertEqual(
      questions[7].answers,
      .matching([
        GiftPair(left: "cat", right: "cat food"), GiftPair(left: "dog", right: "dog food"),
      ]))
    XCTAssertEqual(questions[7].generalFeedback, "General")
  }

  func testEscapesAreText() throws {
    let questions = try parse("What is 1\\=1\\: \\{a\\} \\#2 \\~3?{=yes \\= no ~other}")
    XCTAssertEqual(questions.first?.text, "What is 1=1: {a} #2 ~3?")
    guard case .choice(let options)? = questions.first?.answers else { return XCTFail() }
    XCTAssertEqual(options.first?.text, "yes = no")
  }

  func testPartialMarksBecomePointsOfTen() throws {
    let question = try XCTUnwrap(try parse("Which?{~%50%a ~%50%b ~%-100%c}").first)
    var generator = SplitMix64(seed: 1)
    var prompt = OwnPrompt(asking: question, set: "s", language: "en", &generator)
    prompt.order = [0, 1, 2]
    XCTAssertEqual(prompt.points("a b"), 10)
    XCTAssertEqual(prompt.points("a"), 5)
    XCTAssertEqual(prompt.points("a c"), 0)
    XCTAssertEqual(prompt.expected, "a b")
    let third = try XCTUnwrap(try parse("Match.{=a -> 1 =b -> 2 =c -> 3}").first)
    let matching = OwnPrompt(set: "s", language: "en", hash: "", question: third, order: [0, 1, 2])
    XCTAssertEqual(matching.points("a c b"), 3)
    XCTAssertEqual(matching.points("a b c"), 10)
  }

  func testErrorsGiveLineAndColumn() {
    let text = """
      Fine?{T}

      Missing close {=a ~b
      """
    XCTAssertEqual(problems(text), [GiftProblem(line: 3, column: 15, .unclosedAnswers)])
    XCTAssertEqual(
      problems("Q?{~%150%a =b}"), [GiftProblem(line: 1, column: 5, .badWeight("150"))])
    XCTAssertEqual(problems("Q?{#abc}"), [GiftProblem(line: 1, column: 5, .badNumber("abc"))])
    XCTAssertEqual(problems("Q?{#5..1}"), [GiftProblem(line: 1, column: 5, .badRange("5..1"))])
  }

  func testUnsupportedFeaturesAreNamed() {
    XCTAssertEqual(problems("Write an essay.{}"), [GiftProblem(line: 1, column: 16, .essay)])
    XCTAssertEqual(
      problems("Only a description."), [GiftProblem(line: 1, column: 1, .description)])
    XCTAssertEqual(
      problems("[html]<b>Bold</b>?{T}"), [GiftProblem(line: 1, column: 1, .format("html"))])
    XCTAssertEqual(
      problems("One {=a ~b} and {=c ~d}."), [GiftProblem(line: 1, column: 17, .secondAnswers)])
  }

  func testEveryProblemIsReportedAndNothingKept() {
    let found = problems("A?{=a\n\nB?{}\n\nC?{T#1#2#3}")
    XCTAssertEqual(found.map(\.line), [1, 3, 5])
    XCTAssertEqual(problems(""), [GiftProblem(line: 1, column: 1, .noQuestions)])
  }

  func testAnEditedQuestionHasAnotherHash() throws {
    let old = try XCTUnwrap(try parse("Q?{=a ~b}").first)
    let new = try XCTUnwrap(try parse("Q?{=a ~c}").first)
    let commented = try XCTUnwrap(try parse("// note\nQ?{=a ~b}").first)
    XCTAssertNotEqual(OwnSet.hash(old), OwnSet.hash(new))
    XCTAssertEqual(OwnSet.hash(old), OwnSet.hash(commented))
  }
}
