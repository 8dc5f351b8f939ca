import Foundation
import XCTest

/// The binary on a real (pseudo) terminal: prompts, colours and Ctrl-C.
final class PseudoTerminalTests: XCTestCase {
  private func start(_ arguments: [String] = [], environment: [String: String] = [:]) throws
    -> PseudoTerminal
  {
    try PseudoTerminal(
      executable: BinaryRunner.binary.path, arguments: arguments,
      environment: BinaryRunner.environment(["TERM": "xterm"].merging(environment) { $1 }))
  }

  func testCtrlCAsksBeforeAbandoningTheQuizThenTwoCtrlCAtThePromptExit130() throws {
    let terminal = try start(["--color", "never"])
    var mark = try terminal.waitFor("divequiz> ")
    terminal.send("quiz 3 seed 1\n")
    mark = try terminal.waitFor("answer> ", after: mark)
    XCTAssertTrue(terminal.screen.contains("Question 1/3 · #"))
    terminal.send("\u{03}")  // Ctrl-C, turned into SIGINT by the terminal
    mark = try terminal.waitFor("Abandon this quiz? (y/n) ", after: mark)
    terminal.send("y\n")
    mark = try terminal.waitFor("Quiz abandoned — questions answered: 0 of 3", after: mark)
    mark = try terminal.waitFor("divequiz> ", after: mark)
    terminal.send("lang\n")
    mark = try terminal.waitFor("Language: en (English)", after: mark)
    mark = try terminal.waitFor("divequiz> ", after: mark)
    terminal.send("\u{03}")
    mark = try terminal.waitFor("Ctrl-C once more", after: mark)
    try terminal.waitFor("divequiz> ", after: mark)
    terminal.send("\u{03}")
    XCTAssertEqual(try terminal.waitForExit(), 130)
  }

  func testEndOfInputAtThePromptExitsZero() throws {
    let terminal = try start()
    try terminal.waitFor("divequiz> ")
    terminal.send("\u{04}")  // Ctrl-D
    XCTAssertEqual(try terminal.waitForExit(), 0)
  }

  func testColourOnATerminalUnlessNoColor() throws {
    let coloured = try start()
    try coloured.waitFor("divequiz> ")
    coloured.send("show 19x\n")
    try coloured.waitFor("not a valid number")
    XCTAssertTrue(coloured.screen.contains("\u{1B}[31m"), "errors are red on a terminal")
    XCTAssertTrue(coloured.screen.contains("\u{1B}[0m"), "and the colour is reset")
    coloured.send("quit\n")
    XCTAssertEqual(try coloured.waitForExit(), 0)

    let plain = try start([], environment: ["NO_COLOR": "1"])
    try plain.waitFor("divequiz> ")
    plain.send("show 19x\n")
    try plain.waitFor("not a valid number")
    // The line editor moves the cursor with escape sequences; colours (`ESC [ … m`) are gone.
    XCTAssertNil(
      plain.screen.range(of: "\u{1B}\\[[0-9;]*m", options: .regularExpression),
      "NO_COLOR turns colour off")
    plain.send("quit\n")
    XCTAssertEqual(try plain.waitForExit(), 0)
  }
}
