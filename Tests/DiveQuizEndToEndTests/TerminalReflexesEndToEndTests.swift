import DiveQuizCore
import DiveQuizTerminal
import Foundation
import XCTest

#if canImport(Glibc)
  import Glibc
#endif

/// The reflexes of a shell user, through a pseudo-terminal: a paste is inserted and never run,
/// Ctrl-C clears a line and leaves only when pressed twice on an empty prompt, and Ctrl-C or
/// Ctrl-D in a quiz asks before throwing it away.
final class TerminalReflexesEndToEndTests: XCTestCase {
  typealias Keys = PseudoTerminal.Keys
  let wait = PseudoTerminal.patience
  static let pasteOn = "\u{1B}[?2004h"
  static let pasteOff = "\u{1B}[?2004l"

  private func start(columns: UInt16 = 80, arguments: [String] = []) throws -> PseudoTerminal {
    try PseudoTerminal(
      executable: BinaryRunner.binary.path, arguments: ["--color", "never"] + arguments,
      environment: BinaryRunner.environment(["TERM": "xterm"]), columns: columns)
  }

  @discardableResult
  private func type(_ keys: String, expect text: String, on terminal: PseudoTerminal) throws
    -> String.Index
  {
    let mark = terminal.screen.endIndex
    terminal.send(keys)
    return try terminal.waitFor(text, after: mark, seconds: wait)
  }

  /// The last bracketed-paste switch written before `index`: true for on, nil for none.
  private func pasteMode(before index: String.Index, in screen: String) -> Bool? {
    let head = screen[..<index]
    let on = head.range(of: Self.pasteOn, options: .backwards)?.lowerBound
    let off = head.range(of: Self.pasteOff, options: .backwards)?.lowerBound
    switch (on, off) {
    case (nil, nil): return nil
    case (.some, nil): return true
    case (nil, .some): return false
    case (let on?, let off?): return on > off
    }
  }

  func testATwoLinePasteAtTheAnswerPromptIsInsertedAndAnswersNothing() throws {
    let terminal = try start()
    try terminal.waitFor("divequiz> ", seconds: wait)
    try type("quiz 2 seed 1\r", expect: "answer> ", on: terminal)
    let mark = terminal.screen.endIndex
    terminal.send(Keys.pasteStart + "0 r\n4 j" + Keys.pasteEnd)
    try terminal.waitFor("0 r 4 j", after: mark, seconds: wait)
    terminal.settle(seconds: 0.5)
    let after = terminal.screen[mark...]
    XCTAssertFalse(after.contains("Answer"), "no answer was recorded: \(after)")
    XCTAssertFalse(after.contains("Question 2/2"), "the quiz did not move on")
    // Both lines are in the editor: Enter sends them as one line, which is not an answer.
    try type("\r", expect: "Unexpected \"4\"", on: terminal)
    XCTAssertEqual(terminal.screen.components(separatedBy: "Question 1/2").count, 2)

    // The mode is on while a line is read and off whenever the program prints.
    let screen = terminal.screen
    for prompt in ["divequiz> ", "answer> "] {
      var from = screen.startIndex
      while let found = screen.range(of: prompt, range: from..<screen.endIndex) {
        XCTAssertEqual(pasteMode(before: found.lowerBound, in: screen), true, "before \(prompt)")
        from = found.upperBound
      }
    }
    for output in ["divequiz 0.1.0", "Quiz started", "Question 1/2", "Unexpected"] {
      let found = try XCTUnwrap(screen.range(of: output))
      XCTAssertNotEqual(pasteMode(before: found.lowerBound, in: screen), true, "before \(output)")
    }
    XCTAssertLessThan(
      try XCTUnwrap(screen.range(of: Self.pasteOn)).lowerBound,
      try XCTUnwrap(screen.range(of: "divequiz> ")).lowerBound)
    terminal.send(Keys.control("U") + "abort\r")
    try terminal.waitFor("Quiz abandoned", seconds: wait)
  }

  func testThePasteModeIsOffAtExit() throws {
    let terminal = try start()
    try terminal.waitFor("divequiz> ", seconds: wait)
    terminal.send("quit\r")
    XCTAssertEqual(try terminal.waitForExit(seconds: wait), 0)
    XCTAssertEqual(pasteMode(before: terminal.screen.endIndex, in: terminal.screen), false)
    XCTAssertTrue(terminal.isCooked)

    let killed = try start()
    try killed.waitFor("divequiz> ", seconds: wait)
    kill(killed.pid, SIGTERM)
    XCTAssertEqual(try killed.waitForExit(seconds: wait), 128 + SIGTERM)
    XCTAssertEqual(pasteMode(before: killed.screen.endIndex, in: killed.screen), false)
  }

  func testCtrlCClearsALineAndTwoOnAnEmptyPromptLeave() throws {
    let terminal = try start()
    try terminal.waitFor("divequiz> ", seconds: wait)
    try type("show 3", expect: "show 3", on: terminal)
    try type(Keys.control("C"), expect: "^C\r\r\n\u{1B}[Jdivequiz> ", on: terminal)
    try type("show 19\r", expect: "Penalty #19", on: terminal)
    try terminal.waitFor("divequiz> ", seconds: wait)
    try type(Keys.control("C"), expect: "To leave, type quit or press Ctrl-D", on: terminal)
    try type("show 5\r", expect: "Penalty #5", on: terminal)
    try terminal.waitFor("divequiz> ", seconds: wait)
    // Not in a row: a command came between, so this one only says how to leave again.
    try type(Keys.control("C"), expect: "Ctrl-C once more", on: terminal)
    try terminal.waitFor("divequiz> ", seconds: wait)
    terminal.send(Keys.control("C"))
    XCTAssertEqual(try terminal.waitForExit(seconds: wait), 130)
    XCTAssertFalse(terminal.screen.contains("Penalty #3"), "the cleared line never ran")
  }

  func testCtrlCAndCtrlDOnAnEmptyAnswerAskFirst() throws {
    let terminal = try start()
    try terminal.waitFor("divequiz> ", seconds: wait)
    try type("exam 2 seed 1 time 5\r", expect: "answer> ", on: terminal)
    try type("0 r", expect: "0 r", on: terminal)
    try type(Keys.control("C"), expect: "answer> ", on: terminal)
    XCTAssertFalse(terminal.screen.contains("Abandon"), "text cleared, nothing asked")
    try type(Keys.control("C"), expect: "Abandon this quiz? (y/n) ", on: terminal)
    try type("n\r", expect: "answer> ", on: terminal)
    try type(Keys.control("D"), expect: "Abandon this quiz and leave? (y/n) ", on: terminal)
    try type("n\r", expect: "answer> ", on: terminal)
    // The same question is still asked: an answer now is the first one recorded.
    try type("0 r\r", expect: "Question 2/2", on: terminal)
    try terminal.waitFor("answer> ", seconds: wait)
    try type(Keys.control("C"), expect: "(y/n) ", on: terminal)
    try type("y\r", expect: "Quiz abandoned — questions answered: 1 of 2", on: terminal)
    try terminal.waitFor("divequiz> ", seconds: wait)
    try type("quiz 1 seed 2\r", expect: "answer> ", on: terminal)
    try type(Keys.control("D"), expect: "(y/n) ", on: terminal)
    terminal.send("y\r")
    XCTAssertEqual(try terminal.waitForExit(seconds: wait), 0)
    XCTAssertTrue(terminal.screen.contains("questions answered: 0 of 1"))
  }
}
