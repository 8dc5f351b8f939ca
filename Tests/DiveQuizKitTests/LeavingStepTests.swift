import DiveQuizCore
import XCTest

@testable import DiveQuizTerminal

/// When Ctrl-D, Ctrl-C or a signal ends a quiz or the session, decided without a console.
final class LeavingStepTests: XCTestCase {
  private func step(
    _ input: ConsoleInput, interactive: Bool = true, answering: Bool = false,
    before: Bool = false
  ) -> LeavingStep? {
    LeavingStep(input, interactive: interactive, answering: answering, interruptedBefore: before)
  }

  func testALineIsNothingToLeave() {
    XCTAssertNil(step(.line("quit")))
    XCTAssertNil(step(.tooLong(9000)))
  }

  func testCtrlDAsksFirstInAQuizOnATerminalAndEndsTheSession() throws {
    let inQuiz = try XCTUnwrap(step(.end, answering: true))
    XCTAssertEqual(
      inQuiz,
      LeavingStep(
        newLine: true, confirm: "quiz.confirmQuit", abandon: true, closingNewLine: true,
        outcome: .endOfInput))
    XCTAssertEqual(step(.end), LeavingStep(closingNewLine: true, outcome: .endOfInput))
    // A script that ends in a quiz: the quiz is stored as abandoned, nothing asked.
    XCTAssertEqual(
      step(.end, interactive: false, answering: true),
      LeavingStep(abandon: true, outcome: .endOfInput))
  }

  func testCtrlCLeavesTheQuizNotTheSessionAndTwiceAtThePromptLeaves() {
    XCTAssertEqual(
      step(.interrupt, answering: true),
      LeavingStep(newLine: true, confirm: "quiz.confirmAbandon", abandon: true))
    XCTAssertEqual(
      step(.interrupt, interactive: false, answering: true),
      LeavingStep(newLine: true, abandon: true))
    XCTAssertEqual(step(.interrupt), LeavingStep(newLine: true, hint: true))
    XCTAssertEqual(
      step(.interrupt, before: true), LeavingStep(newLine: true, outcome: .interrupted))
    XCTAssertEqual(
      step(.interrupt, interactive: false), LeavingStep(newLine: true, outcome: .interrupted))
  }

  func testASignalStoresTheQuizWithoutAsking() {
    XCTAssertEqual(
      step(.terminated(.hangUp), answering: true),
      LeavingStep(newLine: true, abandon: true, outcome: .terminated(.hangUp)))
    XCTAssertEqual(step(.terminated(.hangUp)), LeavingStep(outcome: .terminated(.hangUp)))
  }
}
