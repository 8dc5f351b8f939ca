import Foundation
import XCTest

/// Simplified Chinese on a 40-column pseudo-terminal, read back through a model of the screen:
/// wrapping counts ideographs as two columns, the cursor stands where the next character
/// appears, Tab completes, and the class tables keep their columns.
final class ChineseTerminalTests: XCTestCase {
  typealias Keys = PseudoTerminal.Keys
  let wait = PseudoTerminal.patience
  let columns = 40

  /// A history of three trainees, two with Chinese names, written through pipes.
  private func classHistory(_ environment: [String: String]) throws {
    let answers = [("王芳", "5 j\n4 j\n"), ("李小龙", "0 r\n4 j\n"), ("Chloé Martin", "skip\n4 j\n")]
    for (name, lines) in answers {
      let result = try BinaryRunner.run(
        ["--lang", "zh-Hans", "--judge", name], input: "quiz 2 seed 5\n" + lines,
        environment: environment)
      XCTAssertEqual(result.status, 0, result.transcript)
    }
  }

  /// Sends `keys`, then waits for `text` after what was on the screen before.
  @discardableResult
  private func type(_ keys: String, expect text: String, on terminal: PseudoTerminal) throws
    -> String.Index
  {
    let mark = terminal.screen.endIndex
    terminal.send(keys)
    return try terminal.waitFor(text, after: mark, seconds: wait)
  }

  private func screen(_ terminal: PseudoTerminal) -> TerminalScreen {
    TerminalScreen(columns: columns, bytes: terminal.screen)
  }

  private func width(_ text: some StringProtocol) -> Int {
    text.reduce(0) { $0 + TerminalScreen.cells($1) }
  }

  func testQuizCursorCompletionAndTablesAtFortyColumns() throws {
    let environment = BinaryRunner.environment()
    try classHistory(environment)
    let terminal = try PseudoTerminal(
      executable: BinaryRunner.binary.path, arguments: ["--color", "never", "--lang", "zh-Hans"],
      environment: environment.merging(["TERM": "xterm"]) { $1 }, columns: UInt16(columns))
    try terminal.waitFor("divequiz> ", seconds: wait)

    // The question wraps by itself inside 40 columns, never before closing punctuation.
    try type("quiz 2 seed 5\r", expect: "答案> ", on: terminal)
    var model = screen(terminal)
    let header = try XCTUnwrap(
      model.rows.indices.last { model.text(ofRow: $0).hasPrefix("第 1/2 题") })
    let question = (header + 1..<model.rows.count).map { model.text(ofRow: $0) }
    XCTAssertTrue(model.wrappedRows.filter { $0 > header }.isEmpty, "no line ran past the edge")
    XCTAssertGreaterThan(
      question.prefix { !$0.isEmpty }.count, 1, "the description takes two rows or more")
    for line in question {
      XCTAssertLessThanOrEqual(width(line), columns, line)
      if let first = line.first { XCTAssertFalse("，。、；：？！）」』".contains(first), line) }
    }

    // 4 裁判员, Left twice: the cursor stands right after 裁, and an X typed there appears
    // there, the rest of the line redrawn after it.
    try type("4 裁判员", expect: "员", on: terminal)
    let drawn = try type(Keys.left + Keys.left + "X", expect: "X判员", on: terminal)
    // The editor redraws the line, then moves the cursor back (`CR`, `ESC [ n C`).
    try terminal.waitFor("C", after: drawn, seconds: wait)
    model = screen(terminal)
    let row = model.row
    let start = try XCTUnwrap(model.column(of: "4 裁X判员", inRow: row), model.text(ofRow: row))
    XCTAssertEqual(model.column(of: "X", inRow: row), start + 4, "X lands after 4, space, 裁")
    XCTAssertEqual(model.column, start + 5, "and the cursor stands right after the X")

    // The right answer, then Tab completes the quiz word skip.
    try type(
      Keys.control("E") + Keys.control("U") + "5 裁判员\r", expect: "答案> ", on: terminal)
    try type("sk\t", expect: "skip", on: terminal)
    try type("\r", expect: "divequiz> ", on: terminal)
    // Tab completes a tag at the prompt.
    try type("lang zh\t", expect: "zh-Hans", on: terminal)
    try type("\r", expect: "divequiz> ", on: terminal)

    // The class tables: the last column (the date, cut to "2026-…" at this width) starts at
    // one column in every trainee's row.
    let tablesStart = terminal.screen.endIndex
    try type("trainees\r", expect: "divequiz> ", on: terminal)
    try type("report\r", expect: "divequiz> ", on: terminal)
    model = screen(terminal)
    let rows = (0..<model.rows.count).map { model.text(ofRow: $0) }
    for name in ["王芳", "李小龙", "Chloé"] {
      XCTAssertTrue(rows.contains { $0.hasPrefix(name) }, name)
    }
    for table in ["trainees", "report"] {
      let command = try XCTUnwrap(rows.lastIndex { $0.hasSuffix("> " + table) })
      let end = rows[(command + 1)...].firstIndex { $0.hasPrefix("divequiz> ") } ?? rows.count
      var starts: Set<Int> = []
      for line in rows[command..<end]
      where ["王芳", "李小龙", "Chloé"].contains(where: line.hasPrefix) {
        guard let date = line.range(of: " 20\\d\\d", options: .regularExpression)
        else { continue }
        starts.insert(width(line[..<date.lowerBound]))
      }
      XCTAssertEqual(
        starts.count, 1, "\(table): dates start at one column:\n" + rows.joined(separator: "\n"))
    }
    let transcript = TerminalScreen(
      columns: columns, bytes: String(terminal.screen[tablesStart...]))
    try Snapshot.assertMatches(
      (0..<transcript.rows.count).map { transcript.text(ofRow: $0) }.joined(separator: "\n") + "\n",
      named: "zh-Hans-tables-40", histories: [environment["DIVEQUIZ_HISTORY"] ?? ""])
    terminal.send("quit\r")
    XCTAssertEqual(try terminal.waitForExit(seconds: wait), 0)
  }
}
