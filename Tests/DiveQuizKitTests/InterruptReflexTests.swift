import DiveQuizCore
import DiveQuizTerminal
import DiveQuizTestSupport
import Foundation
import XCTest

/// Ctrl-C and Ctrl-D as a person at a terminal means them (the line editor has already
/// cleared any text, so these arrive on empty lines), and as a script means them (piped
/// input: today's behaviour).
final class InterruptReflexTests: XCTestCase {
  private func session(_ console: ScriptedConsole, interactive: Bool, language: String = "en")
    throws -> Session
  {
    Session(
      library: try TestData.library(language: language), console: console,
      configuration: .init(interactive: interactive, unicode: false), clock: FixedClock().read,
      seedSource: { 4242 }, makeID: SequentialIDs().next)
  }

  func testOneCtrlCAtThePromptSaysHowToLeaveAndTwoInARowLeave() throws {
    let console = ScriptedConsole(inputs: [
      .interrupt, .line("lang"), .interrupt, .interrupt, .line("never read"),
    ])
    XCTAssertEqual(try session(console, interactive: true).run(), .interrupted)
    XCTAssertEqual(
      console.output.components(separatedBy: "To leave, type quit or press Ctrl-D").count, 3,
      "said after each first Ctrl-C, the one after lang included")
    XCTAssertTrue(console.output.contains("Language: en (English)."))
    XCTAssertFalse(console.isExhausted)
  }

  func testCtrlCOnAnEmptyAnswerAsksAndNoResumesTheSameQuestion() throws {
    let console = ScriptedConsole(inputs: [
      .line("quiz 2 seed 1"), .interrupt, .line("n"), .line("skip"), .interrupt, .line("y"),
      .line("lang"),
    ])
    XCTAssertEqual(try session(console, interactive: true).run(), .endOfInput)
    XCTAssertEqual(console.output.components(separatedBy: "Abandon this quiz? (y/n)").count, 3)
    XCTAssertTrue(console.output.contains("The quiz goes on."))
    XCTAssertTrue(console.output.contains("Question 2/2"), "n kept question 1, skip moved on")
    XCTAssertTrue(console.output.contains("questions answered: 1 of 2"))
    XCTAssertTrue(console.output.contains("Language: en"), "y abandons and the session goes on")
  }

  func testCtrlDOnAnEmptyAnswerAsksBeforeLeaving() throws {
    let console = ScriptedConsole(inputs: [
      .line("quiz 2 seed 1"), .end, .line("n"), .end, .line("y"), .line("never read"),
    ])
    XCTAssertEqual(try session(console, interactive: true).run(), .endOfInput)
    XCTAssertEqual(
      console.output.components(separatedBy: "Abandon this quiz and leave? (y/n)").count, 3)
    XCTAssertTrue(console.output.contains("questions answered: 0 of 2"))
    XCTAssertFalse(console.isExhausted)
  }

  func testTheQuestionIsAskedInEachLanguage() throws {
    for (code, question, hint) in [
      ("fr", "Abandonner ce quiz ? (o/n)", "Pour quitter"),
      ("es", "¿Abandonar este cuestionario? (s/n)", "Para salir"),
      ("it", "Abbandonare questo quiz? (s/n)", "Per uscire"),
    ] {
      let console = ScriptedConsole(inputs: [
        .interrupt, .line("quiz 1 seed 1"), .interrupt, .line("n"),
      ])
      _ = try session(console, interactive: true, language: code).run()
      XCTAssertTrue(console.output.contains(question), code)
      XCTAssertTrue(console.output.contains(hint), code)
    }
  }

  func testPipedInputKeepsItsBehaviour() throws {
    let console = ScriptedConsole(inputs: [
      .line("quiz 5 seed 1"), .interrupt, .line("lang"), .interrupt, .line("never read"),
    ])
    XCTAssertEqual(try session(console, interactive: false).run(), .interrupted)
    XCTAssertTrue(console.output.contains("Quiz abandoned — questions answered: 0 of 5"))
    XCTAssertFalse(console.output.contains("Abandon this quiz?"))
    XCTAssertFalse(console.output.contains("To leave"))
  }
}
