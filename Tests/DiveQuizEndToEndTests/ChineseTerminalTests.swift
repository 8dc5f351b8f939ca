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
  private func classHistory(
    _ environment: [String: String], file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let answers = [("王芳", "4 j\n2 j\n"), ("李小龙", "0 r\n2 j\n"), ("Chloé Martin", "skip\n2 j\n")]
    for (name, lines) in answers {
      let result = try BinaryRunner.run(
        ["--lang", "zh-Hans", "--judge", name], input: "quiz 2 seed 7\n" + lines,
        environment: environment)
      XCTAssertEqual(result.status, 0, result.transcript, file: file, line: line)
    }
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
    try terminal.type("quiz 2 seed 7\r", expect: "答案> ")
    var model = screen(terminal)
    let header = try XCTUnwrap(
      model.rows.indices.last { model.text(ofRow: $0).contains("1/2 · #") })
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
    try terminal.type("4 裁判员", expect: "员")
    // Each Left redraws the line, then puts the cursor back (`CR`, `ESC [ n C`).
    var redrawn = try terminal.type(Keys.left + Keys.left, expect: "员")
    redrawn = try terminal.waitFor("员", after: redrawn, seconds: wait)
    try terminal.waitFor("C", after: redrawn, seconds: wait)
    model = screen(terminal)
    var row = model.row
    let start = try XCTUnwrap(model.column(of: "4 裁判员", inRow: row), model.text(ofRow: row))
    XCTAssertEqual(model.column, start + 4, "the cursor stands right after 4, space, 裁")
    // An X typed there appears there, the rest of the line redrawn after it.
    let drawn = try terminal.type("X", expect: "X判员")
    try terminal.waitFor("C", after: drawn, seconds: wait)
    model = screen(terminal)
    row = model.row
    XCTAssertEqual(model.column(of: "4 裁X判员", inRow: row), start, model.text(ofRow: row))
    XCTAssertEqual(model.column(of: "X", inRow: row), start + 4, "X lands where the cursor was")
    XCTAssertEqual(model.column, start + 5, "and the cursor stands right after the X")

    // The right answer, then Tab completes the quiz word skip.
    try terminal.type(
      Keys.control("E") + Keys.control("U") + "4 裁判员\r", expect: "答案> ")
    try terminal.type("sk\t", expect: "skip")
    try terminal.type("\r", expect: "divequiz> ")
    // Tab completes a tag at the prompt.
    try terminal.type("lang zh\t", expect: "zh-Hans")
    try terminal.type("\r", expect: "divequiz> ")

    // The class tables at 40 columns: nothing is cut, each trainee stacks under the name.
    let tablesStart = terminal.screen.endIndex
    try terminal.type("trainees\r", expect: "divequiz> ")
    try terminal.type("report\r", expect: "divequiz> ")
    model = screen(terminal)
    let rows = (0..<model.rows.count).map { model.text(ofRow: $0) }
    for name in ["王芳", "李小龙", "Chloé"] {
      XCTAssertTrue(rows.contains { $0.hasPrefix(name) }, name)
    }
    // trainees: each trainee's last activity, date and time whole, on a line of its own;
    // report: the ranking's percentages end at one column.
    let dates = rows.filter {
      $0.range(of: "^  最后活动 20\\d\\d-\\d\\d-\\d\\d \\d\\d:\\d\\d$", options: .regularExpression)
        != nil
    }
    XCTAssertEqual(dates.count, 4, rows.joined(separator: "\n"))
    let checks: [(String, String, (String) -> Bool)] = [
      ("report", "%", { $0.range(of: "^ +\\d+\\. ", options: .regularExpression) != nil })
    ]
    for (table, pattern, isRow) in checks {
      let command = try XCTUnwrap(rows.lastIndex { $0.hasSuffix("> " + table) })
      let end = rows[(command + 1)...].firstIndex { $0.hasPrefix("divequiz> ") } ?? rows.count
      var columns: [Int] = []
      for line in rows[command..<end] where isRow(line) {
        guard let found = line.range(of: pattern, options: .regularExpression) else { continue }
        columns.append(width(line[..<found.lowerBound]))
      }
      XCTAssertEqual(columns.count, 4, "\(table): one row per trainee")
      XCTAssertEqual(
        Set(columns).count, 1, "\(table): columns aligned:\n" + rows.joined(separator: "\n"))
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
