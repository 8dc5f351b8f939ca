import DiveQuizCore
import DiveQuizTerminal
import Foundation
import XCTest

#if canImport(Glibc)
  import Glibc
#endif

/// The binary on a pseudo-terminal as a judge types at it: each group of editing keys,
/// history across sessions, completion, the width, resizing, signals.
final class LineEditingEndToEndTests: XCTestCase {
  typealias Keys = PseudoTerminal.Keys
  /// Generous: the machine running the tests may be busy.
  let wait = PseudoTerminal.patience

  private func start(
    _ environment: [String: String] = BinaryRunner.environment(), columns: UInt16 = 60,
    arguments: [String] = ["--color", "never"]
  ) throws -> PseudoTerminal {
    try PseudoTerminal(
      executable: BinaryRunner.binary.path, arguments: arguments,
      environment: environment.merging(["TERM": "xterm"]) { $1 }, columns: columns)
  }

  /// Sends `keys`, then waits for `text` to appear after what was there before.
  @discardableResult
  private func type(_ keys: String, expect text: String, on terminal: PseudoTerminal) throws
    -> String.Index
  {
    try terminal.type(keys, expect: text, seconds: wait)
  }

  /// Sends a line's keys, waits for `text`, then for the next prompt: keys typed before the
  /// prompt would reach the terminal's own line editing, not divequiz's.
  private func run(_ keys: String, expect text: String, on terminal: PseudoTerminal) throws {
    let found = try type(keys, expect: text, on: terminal)
    try terminal.waitFor("> ", after: found, seconds: wait)
  }

  func testCompletionHistoryAndMotionAsTheIssueAsks() throws {
    let environment = BinaryRunner.environment()
    let terminal = try start(environment)
    try terminal.waitFor("divequiz> ", seconds: wait)
    try run("sh\t 19\r", expect: "Penalty #19", on: terminal)
    try run(Keys.up + "\r", expect: "Penalty #19", on: terminal)
    try run("sow 7" + Keys.control("A") + Keys.right + "h\r", expect: "Penalty #7", on: terminal)
    terminal.send("quit\r")
    XCTAssertEqual(try terminal.waitForExit(seconds: wait), 0)
    let saved = try String(
      contentsOfFile: try XCTUnwrap(environment["XDG_STATE_HOME"]) + "/divequiz/history",
      encoding: .utf8)
    XCTAssertEqual(saved, "show  19\nshow 7\nquit\n", "Up then Enter repeats: no duplicate kept")

    let next = try start(environment)
    try next.waitFor("divequiz> ", seconds: wait)
    try type(Keys.up, expect: "quit", on: next)
    try run(Keys.up + "\r", expect: "Penalty #7", on: next)
    next.send(Keys.control("D"))
    XCTAssertEqual(try next.waitForExit(seconds: wait), 0)
  }

  func testMotionKeys() throws {
    let terminal = try start()
    try terminal.waitFor("divequiz> ", seconds: wait)
    try run("19" + Keys.home + "show " + Keys.end + "\r", expect: "Penalty #19", on: terminal)
    try run(
      "1" + Keys.control("A") + "show " + Keys.control("E") + "\r", expect: "Penalty #1\r",
      on: terminal)
    try run(
      "sow 2" + Keys.control("B") + Keys.control("B") + Keys.control("B") + Keys.control("B")
        + "h" + Keys.control("F") + Keys.control("F") + Keys.control("F") + Keys.control("F")
        + "3\r",
      expect: "Penalty #23", on: terminal)
    try run(
      "show 8 x" + Keys.altB + Keys.altB + "9" + Keys.altF + Keys.control("K") + "\r",
      expect: "no penalty #98", on: terminal)
    try run(
      "x 5" + Keys.controlLeft + Keys.controlLeft + Keys.delete + "show" + Keys.controlRight
        + "\r",
      expect: "Penalty #5", on: terminal)
    terminal.send("quit\r")
    XCTAssertEqual(try terminal.waitForExit(seconds: wait), 0)
  }

  func testDeletingCuttingAndPasting() throws {
    let terminal = try start()
    try terminal.waitFor("divequiz> ", seconds: wait)
    try run("show 1x9" + Keys.left + "\u{7F}\r", expect: "Penalty #19", on: terminal)
    try run("show 199" + Keys.left + Keys.delete + "\r", expect: "Penalty #19", on: terminal)
    try run("show 2 junk" + Keys.control("W") + "\r", expect: "Penalty #2\r", on: terminal)
    // Cut "7", go to the end, paste it back: " show 7".
    try run(
      "7 show " + Keys.control("A") + Keys.altF + Keys.control("U") + Keys.control("E")
        + Keys.control("Y") + "\r",
      expect: "Penalty #7", on: terminal)
    try run(
      "show 4" + Keys.control("A") + Keys.control("K") + "show 41\r", expect: "Penalty #41",
      on: terminal)
    // A bracketed paste with a line break is inserted, not run.
    let mark = terminal.screen.endIndex
    terminal.send(Keys.pasteStart + "show 23\nshow 24" + Keys.pasteEnd)
    try terminal.waitFor("show 23 show 24", after: mark, seconds: wait)
    // The next line runs after the paste was read: had the paste run, its output would stand
    // before this one's.
    try run(Keys.control("U") + "show 23\r", expect: "Penalty #23", on: terminal)
    let after = terminal.screen[mark...]
    XCTAssertEqual(after.components(separatedBy: "Penalty #23").count, 2, "nothing pasted runs")
    XCTAssertFalse(after.contains("Penalty #24"), "nothing pasted runs")
    try type(Keys.control("L"), expect: "\u{1B}[2J", on: terminal)
    terminal.send(Keys.control("D"))
    XCTAssertEqual(try terminal.waitForExit(seconds: wait), 0)
  }

  func testHistorySearch() throws {
    let terminal = try start()
    try terminal.waitFor("divequiz> ", seconds: wait)
    for command in ["show 19", "show 7", "lang"] {
      try type(command + "\r", expect: "divequiz> ", on: terminal)
    }
    try type(Keys.control("R") + "19", expect: "(history search)`19': show 19", on: terminal)
    try run("\r", expect: "Penalty #19", on: terminal)
    try type(Keys.control("R") + "zz", expect: "(history search: no match)`zz'", on: terminal)
    try run(Keys.control("G") + "show 3\r", expect: "Penalty #3", on: terminal)
    terminal.send("quit\r")
    XCTAssertEqual(try terminal.waitForExit(seconds: wait), 0)
  }

  func testCompletionOfWordsNamesAndFiles() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("divequiz-files-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("drills"), withIntermediateDirectories: true)
    try "x".write(
      to: folder.appendingPathComponent("drills/week-one.jsonl"), atomically: true,
      encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: folder) }
    let terminal = try start()
    try terminal.waitFor("divequiz> ", seconds: wait)
    try type("s\t\t", expect: "settings", on: terminal)
    let listed = terminal.visibleLines().first { $0.contains("search") && $0.contains("show") }
    XCTAssertNotNil(listed, "a second Tab lists the candidates")
    try run(Keys.control("U") + "lang i\t\r", expect: "Lingua: Italiano.", on: terminal)
    try type("lang e\t\t", expect: "es", on: terminal)
    try run("n\r", expect: "Language: English.", on: terminal)
    try run("judge Claire Dubois\r", expect: "Claire Dubois.", on: terminal)
    try run("judge Cl\t\r", expect: "recorded for: Claire Dubois.", on: terminal)
    try type("quiz 3 tr\t", expect: "truefalse", on: terminal)
    try type(Keys.control("U") + "show 4\t\t", expect: "47", on: terminal)
    terminal.send(Keys.control("U"))
    try type(
      "import " + folder.path + "/dr\t", expect: folder.path + "/drills/", on: terminal)
    try run("w\t\r", expect: "week-one.jsonl", on: terminal)
    terminal.send("quit\r")
    XCTAssertEqual(try terminal.waitForExit(seconds: wait), 0)
  }

  /// The issue's list: no line of `help`, `show 36`, a question with its feedback, `history`
  /// or `report` is wider than 60 columns.
  func testNothingIsWiderThanSixtyColumns() throws {
    let terminal = try start()
    try terminal.waitFor("divequiz> ", seconds: wait)
    let mark = terminal.screen.startIndex
    try run("help\r", expect: "Filters:", on: terminal)
    try run("show 36\r", expect: "checked.", on: terminal)
    try type("quiz 2 seed 1\r", expect: "answer> ", on: terminal)
    try type("0 r\r", expect: "answer> ", on: terminal)
    try run("4 j\r", expect: "Coach:", on: terminal)
    try type("judge Bartholomew Featherstonehaugh-Smythe\r", expect: "divequiz> ", on: terminal)
    try type("quiz 1 seed 9 rules\r", expect: "answer> ", on: terminal)
    try type("a\r", expect: "divequiz> ", on: terminal)
    try run("history\r", expect: "Quizzes listed: 2.", on: terminal)
    try run("report\r", expect: "Owner mistakes", on: terminal)
    try run("review\r", expect: "rules:", on: terminal)
    for line in terminal.visibleLines(after: mark) {
      XCTAssertLessThanOrEqual(DisplayWidth.of(line), 60, line)
    }
    terminal.send("quit\r")
    XCTAssertEqual(try terminal.waitForExit(seconds: wait), 0)
  }

  func testWideCharactersAndLinesLongerThanTheTerminal() throws {
    let terminal = try start(columns: 30)
    try terminal.waitFor("divequiz> ", seconds: wait)
    try run("judge 漢字 Zoë\r", expect: "Zoë.", on: terminal)
    let long = "search " + String(repeating: "abc ", count: 15)
    try type(long, expect: "abc abc", on: terminal)
    // Home goes back up to the prompt's row: the cursor moves up a row.
    try type(Keys.home, expect: "\u{1B}[", on: terminal)
    XCTAssertTrue(terminal.screen.contains("\u{1B}[2A"), "two rows up, to the prompt")
    try run(Keys.control("K") + "show 5\r", expect: "Penalty #5", on: terminal)
    terminal.send("quit\r")
    XCTAssertEqual(try terminal.waitForExit(seconds: wait), 0)
  }

  func testAResizeRedrawsTheLineAndNarrowsTheText() throws {
    let terminal = try start(columns: 80)
    try terminal.waitFor("divequiz> ", seconds: wait)
    try type("show 3", expect: "show 3", on: terminal)
    let mark = terminal.screen.endIndex
    terminal.resize(columns: 40)
    try terminal.waitFor("divequiz> show 3", after: mark, seconds: wait)
    try run("6\r", expect: "Phase", on: terminal)
    for line in terminal.visibleLines(after: mark) {
      XCTAssertLessThanOrEqual(DisplayWidth.of(line), 40, line)
    }
    terminal.send("quit\r")
    XCTAssertEqual(try terminal.waitForExit(seconds: wait), 0)
  }

  func testQuitInAQuizAsksFirst() throws {
    let terminal = try start()
    try terminal.waitFor("divequiz> ", seconds: wait)
    try type("quiz 2 seed 1\r", expect: "answer> ", on: terminal)
    try type("help\r", expect: "answer> ", on: terminal)
    let shown = terminal.visibleLines(after: terminal.screen.startIndex).joined(separator: " ")
    XCTAssertTrue(shown.contains("quit (end the quiz and leave)"), "the in-quiz help lists quit")
    try type("quit\r", expect: "Abandon this quiz and leave? (y/n) ", on: terminal)
    try run("n\r", expect: "The quiz goes on.", on: terminal)
    try type("quit\r", expect: "(y/n) ", on: terminal)
    try type("y\r", expect: "Quiz abandoned — questions answered: 0 of 2", on: terminal)
    XCTAssertEqual(try terminal.waitForExit(seconds: wait), 0)
  }

  func testTheTerminalIsGivenBackOnSIGTERMAndKeptRawAcrossARefusedStop() throws {
    let terminal = try start()
    try terminal.waitFor("divequiz> ", seconds: wait)
    try type("sh", expect: "sh", on: terminal)
    XCTAssertFalse(terminal.isCooked, "raw while a line is edited")
    // No shell runs this program: the stop is refused, and editing goes on in raw mode.
    terminal.send(Keys.control("Z"))
    // A key typed after Ctrl-Z is echoed once the stop has been dealt with.
    try type("o", expect: "o", on: terminal)
    XCTAssertFalse(terminal.isCooked)
    try run("w 19\r", expect: "Penalty #19", on: terminal)
    try type("sh", expect: "sh", on: terminal)
    kill(terminal.pid, SIGTERM)
    XCTAssertEqual(try terminal.waitForExit(seconds: wait), 128 + SIGTERM)
    XCTAssertTrue(terminal.isCooked, "SIGTERM gives the terminal back as it was")
  }

  /// Ctrl-Z under a real shell stops the program with the terminal as it was; `fg` brings
  /// back raw mode and the line being typed.
  func testCtrlZAndFgUnderAShell() throws {
    var environment = BinaryRunner.environment()
    environment["PS1"] = "shell$ "
    let terminal = try PseudoTerminal(
      executable: "/bin/bash", arguments: ["--norc", "--noprofile", "--noediting", "-i"],
      environment: environment.merging(["TERM": "xterm"]) { $1 }, columns: 60)
    try terminal.waitFor("shell$ ", seconds: wait)
    try type(BinaryRunner.binary.path + " --color never\r", expect: "divequiz> ", on: terminal)
    try type("show 1", expect: "show 1", on: terminal)
    try type(Keys.control("Z"), expect: "shell$ ", on: terminal)
    XCTAssertTrue(terminal.isCooked, "stopped: the terminal is as the shell wants it")
    try type("fg\r", expect: "divequiz> show 1", on: terminal)
    try terminal.waitUntil("raw mode back after fg", seconds: wait) { !terminal.isCooked }
    try run("9\r", expect: "Penalty #19", on: terminal)
    try type(
      Keys.up + Keys.control("A") + Keys.control("K") + "quit\r", expect: "shell$ ", on: terminal)
    XCTAssertTrue(terminal.isCooked, "the shell gets a cooked terminal back")
    terminal.send("exit\r")
    _ = try terminal.waitForExit(seconds: wait)
  }
}
