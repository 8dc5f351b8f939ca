import DiveQuizCore
import DiveQuizTerminal
import XCTest

/// The line editor's state machine, key by key: the line, the cursor, the screen operations.
final class LineEditorTests: XCTestCase {
  private func editor(
    width: Int = 80, history: [String] = [], completer: ((String) -> Completion)? = nil
  ) -> LineEditor {
    var editor = LineEditor(prompt: "> ", width: width, history: history, completer: completer)
    _ = editor.start()
    return editor
  }

  @discardableResult
  private func press(_ keys: [Key], on editor: inout LineEditor) -> LineEditor.Step {
    var last = LineEditor.Step(screen: [], outcome: nil)
    for key in keys { last = editor.handle(key) }
    return last
  }

  func testStartDrawsThePrompt() {
    var editor = LineEditor(prompt: "divequiz> ", width: 60)
    XCTAssertEqual(editor.start(), [.clearBelow, .write("divequiz> ")])
  }

  func testTypingAtTheEndWritesOnlyTheText() {
    var editor = editor()
    XCTAssertEqual(editor.handle(.text("show")), .init(screen: [.write("show")], outcome: nil))
    XCTAssertEqual(editor.text, "show")
    XCTAssertEqual(editor.cursor, 4)
  }

  func testMovingAndEditingInTheMiddle() {
    var editor = editor()
    press([.text("sow 7"), .home, .right, .text("h")], on: &editor)
    XCTAssertEqual(editor.text, "show 7")
    XCTAssertEqual(editor.cursor, 2)
    // Inserting in the middle redraws the line and puts the cursor back after the "h".
    var again = self.editor()
    let step = press([.text("sow 7"), .home, .right, .text("h")], on: &again)
    XCTAssertEqual(
      step.screen, [.startOfLine, .clearBelow, .write("> show 7"), .startOfLine, .right(4)])
    press([.end, .left, .backspace], on: &editor)
    XCTAssertEqual(editor.text, "show7")
    press([.delete], on: &editor)
    XCTAssertEqual(editor.text, "show")
    XCTAssertEqual(editor.cursor, 4)
    press([.home, .delete, .controlD], on: &editor)
    XCTAssertEqual(editor.text, "ow", "Ctrl-D on a line deletes under the cursor")
  }

  func testMovingPastEitherEndDoesNothing() {
    var editor = editor()
    XCTAssertEqual(editor.handle(.left).screen, [])
    press([.text("ab"), .right], on: &editor)
    XCTAssertEqual(editor.cursor, 2)
  }

  func testWordMotions() {
    var editor = editor()
    press([.text("report judge Ann-Marie since")], on: &editor)
    press([.wordLeft], on: &editor)
    XCTAssertEqual(editor.cursor, 23)
    press([.wordLeft, .wordLeft], on: &editor)
    XCTAssertEqual(editor.cursor, 13, "Ann-Marie is two words")
    press([.wordRight], on: &editor)
    XCTAssertEqual(editor.cursor, 16)
    press([.home, .wordRight], on: &editor)
    XCTAssertEqual(editor.cursor, 6)
  }

  func testKillAndYank() {
    var editor = editor()
    press([.text("show 19 now"), .killWordBack], on: &editor)
    XCTAssertEqual(editor.text, "show 19 ")
    XCTAssertEqual(editor.killBuffer, "now")
    press([.killWordBack, .killWordBack], on: &editor)
    XCTAssertEqual(editor.text, "")
    XCTAssertEqual(editor.killBuffer, "show 19 now", "consecutive cuts add up")
    press([.yank], on: &editor)
    XCTAssertEqual(editor.text, "show 19 now")
    press([.home, .wordRight, .killToEnd], on: &editor)
    XCTAssertEqual(editor.text, "show")
    XCTAssertEqual(editor.killBuffer, " 19 now", "a new cut after a yank starts afresh")
    press([.killToStart], on: &editor)
    XCTAssertEqual(editor.text, "")
    XCTAssertEqual(editor.killBuffer, "show 19 now")
    press([.text("x y"), .home, .killWordForward], on: &editor)
    XCTAssertEqual(editor.text, " y")
  }

  func testEnterEndsTheLineOnANewRow() {
    var editor = editor()
    press([.text("show 19"), .home], on: &editor)
    let step = editor.handle(.enter)
    XCTAssertEqual(step.outcome, .line("show 19"))
    XCTAssertEqual(
      step.screen, [.startOfLine, .clearBelow, .write("> show 19"), .newline],
      "the cursor goes to the end of the line first")
  }

  func testCtrlDOnAnEmptyLineAndCtrlC() {
    var empty = editor()
    XCTAssertEqual(empty.handle(.controlD).outcome, .end)
    var typed = editor(history: ["show 19"])
    press([.text("quiz")], on: &typed)
    let cleared = typed.handle(.interrupt)
    XCTAssertNil(cleared.outcome, "Ctrl-C on a line with text only clears it, as in a shell")
    XCTAssertEqual(cleared.screen, [.write("^C"), .newline, .clearBelow, .write("> ")])
    XCTAssertEqual(typed.text, "")
    XCTAssertEqual(typed.handle(.up).screen.last, .write("> show 19"), "history from its end")
    press([.controlD, .killToStart], on: &typed)
    let step = typed.handle(.interrupt)
    XCTAssertEqual(step.outcome, .interrupt, "on an empty line it reaches the session")
    XCTAssertEqual(step.screen, [.write("^C")])
  }

  func testCtrlCDuringASearchEndsItAndClearsTheLine() {
    var editor = editor(history: ["show 19"])
    press([.search, .text("19")], on: &editor)
    let step = editor.handle(.interrupt)
    XCTAssertNil(step.outcome)
    XCTAssertEqual(step.screen.suffix(3), [.newline, .clearBelow, .write("> ")])
    XCTAssertEqual(editor.text, "")
  }

  func testHistoryUpAndDownKeepsEditsOfRecalledLines() {
    var editor = editor(history: ["show 19", "quiz 5"])
    press([.text("he")], on: &editor)
    press([.up], on: &editor)
    XCTAssertEqual(editor.text, "quiz 5")
    press([.up], on: &editor)
    XCTAssertEqual(editor.text, "show 19")
    XCTAssertEqual(editor.handle(.up).screen, [.bell], "nothing older")
    press([.backspace, .text("7")], on: &editor)
    XCTAssertEqual(editor.text, "show 17")
    press([.down, .down], on: &editor)
    XCTAssertEqual(editor.text, "he", "the line being typed comes back")
    press([.up, .up], on: &editor)
    XCTAssertEqual(editor.text, "show 17", "an edited recalled line stays edited")
    XCTAssertEqual(editor.handle(.enter).outcome, .line("show 17"))
  }

  func testIncrementalSearch() {
    var editor = editor(history: ["show 19", "quiz 5", "show 7", "help"])
    var step = press([.search, .text("sh")], on: &editor)
    XCTAssertTrue(step.screen.contains(.write("(reverse-i-search)`sh': show 7")), "\(step.screen)")
    step = press([.search], on: &editor)
    XCTAssertTrue(step.screen.contains(.write("(reverse-i-search)`sh': show 19")))
    step = press([.text("x")], on: &editor)
    XCTAssertTrue(step.screen.contains(.write("(failed reverse-i-search)`shx': show 19")))
    XCTAssertTrue(step.screen.contains(.bell))
    press([.backspace], on: &editor)
    XCTAssertEqual(editor.handle(.enter).outcome, .line("show 7"), "the newest match again")

    var cancelled = self.editor(history: ["show 19"])
    press([.text("qu"), .search, .text("show"), .cancel], on: &cancelled)
    XCTAssertEqual(cancelled.text, "qu", "Ctrl-G gives the line back")

    var edited = self.editor(history: ["show 19"])
    press([.search, .text("19"), .end, .backspace, .text("7")], on: &edited)
    XCTAssertEqual(edited.text, "show 17", "another key takes the match and acts on it")
  }

  func testCompletion() {
    let words = ["save", "search", "settings", "show"]
    let completer: (String) -> Completion = { line in
      let start =
        line.lastIndex(of: " ").map { line.distance(from: line.startIndex, to: $0) + 1 } ?? 0
      let word = String(line.dropFirst(start))
      return Completion(
        start: start, candidates: words.filter { $0.hasPrefix(word) }.map { .init($0) })
    }
    var editor = editor(width: 20, completer: completer)
    press([.text("sh"), .tab], on: &editor)
    XCTAssertEqual(editor.text, "show ", "one candidate completes, with a space")
    var several = self.editor(width: 20, completer: completer)
    press([.text("se"), .tab], on: &several)
    XCTAssertEqual(several.text, "se", "search and settings share only se")
    let listing = several.handle(.tab)
    XCTAssertEqual(
      listing.screen.prefix(4), [.newline, .write("search    settings"), .newline, .clearBelow],
      "a second Tab lists them in columns, then the line again")
    XCTAssertTrue(listing.screen.contains(.write("> se")))
    var prefix = self.editor(completer: { _ in
      Completion(start: 0, candidates: [.init("settings"), .init("setup")])
    })
    press([.text("s"), .tab], on: &prefix)
    XCTAssertEqual(prefix.text, "set")
    var none = self.editor(completer: { _ in .none })
    XCTAssertEqual(none.handle(.tab).screen, [.bell])
    var folder = self.editor(completer: { _ in
      Completion(start: 7, candidates: [.init("data/", ends: false)])
    })
    press([.text("export d"), .tab], on: &folder)
    XCTAssertEqual(folder.text, "export data/", "a folder goes on without a space")
  }

  func testPasteIsInsertedNotRun() {
    var editor = editor()
    let step = press([.paste("show 19 show 7")], on: &editor)
    XCTAssertNil(step.outcome)
    XCTAssertEqual(editor.text, "show 19 show 7")
  }

  func testWideAndCombiningCharactersMoveTheCursorByColumns() {
    var editor = editor()
    press([.text("漢字"), .text("e\u{301}")], on: &editor)
    XCTAssertEqual(editor.text, "漢字é")
    XCTAssertEqual(editor.cursor, 3, "the accent joins its letter")
    let step = press([.left], on: &editor)
    XCTAssertEqual(step.screen.last, .right(6), "after the prompt and two wide characters")
  }

  func testALineLongerThanTheTerminalWrapsAndTheCursorFollows() {
    var editor = editor(width: 10)
    press([.text("search abcdefgh")], on: &editor)
    // "> search abcdefgh" is 17 columns: two rows of a 10-column terminal.
    let step = press([.home], on: &editor)
    XCTAssertEqual(
      step.screen,
      [
        .up(1), .startOfLine, .clearBelow, .write("> search abcdefgh"), .up(1), .startOfLine,
        .right(2),
      ])
    let end = press([.end], on: &editor)
    XCTAssertEqual(end.screen, [.startOfLine, .clearBelow, .write("> search abcdefgh")])
  }

  func testAWideCharacterNeverStraddlesTheEdge() {
    var editor = editor(width: 6)
    press([.text("abc"), .text("漢")], on: &editor)
    // "> abc" leaves one column: the wide character starts the next row.
    let step = press([.home], on: &editor)
    XCTAssertEqual(
      step.screen.filter { if case .up = $0 { return true } else { return false } }.count, 2)
    XCTAssertEqual(editor.cursor, 0)
  }

  func testAFullRowMovesTheCursorToTheNextRow() {
    var editor = editor(width: 8)
    let step = press([.text("abcd"), .text("ef")], on: &editor)
    // "> abcdef" fills the row exactly: a line break makes the cursor's place certain.
    XCTAssertEqual(step.screen, [.startOfLine, .clearBelow, .write("> abcdef"), .newline])
  }

  func testResizeRedrawsAtTheNewWidth() {
    var editor = editor(width: 40)
    press([.text("search abcdefgh")], on: &editor)
    let screen = editor.resize(to: 10)
    XCTAssertEqual(screen, [.up(1), .startOfLine, .clearBelow, .write("> search abcdefgh")])
    XCTAssertEqual(editor.width, 10)
  }

  func testClearScreenKeepsTheLine() {
    var editor = editor()
    press([.text("help")], on: &editor)
    XCTAssertEqual(
      editor.handle(.clearScreen).screen, [.clearScreen, .clearBelow, .write("> help")])
  }

  func testOperationsAsANSI() {
    XCTAssertEqual(
      ScreenOperation.ansi([.up(2), .startOfLine, .clearBelow, .write("x"), .right(3), .newline]),
      "\u{1B}[2A\r\u{1B}[Jx\u{1B}[3C\r\n")
    XCTAssertEqual(ScreenOperation.ansi([.up(0), .right(0), .bell]), "\u{07}")
  }
}
