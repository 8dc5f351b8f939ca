import DiveQuizCore
import DiveQuizTerminal
import XCTest

/// Display widths, wrapping at the console width and tables that fit it.
final class TextLayoutTests: XCTestCase {
  func testDisplayWidths() {
    XCTAssertEqual(DisplayWidth.of("abc"), 3)
    XCTAssertEqual(DisplayWidth.of("e\u{301}té"), 3, "a combining accent takes no column")
    XCTAssertEqual(DisplayWidth.of("漢字"), 4)
    XCTAssertEqual(DisplayWidth.of("ｱ"), 1, "half-width katakana")
    XCTAssertEqual(DisplayWidth.of("Ａ"), 2, "full-width Latin")
    XCTAssertEqual(DisplayWidth.of("😀"), 2)
    XCTAssertEqual(DisplayWidth.of("❤️"), 2, "text symbol with the emoji selector")
    XCTAssertEqual(DisplayWidth.of("🇫🇷"), 2, "a flag is one pair")
    XCTAssertEqual(DisplayWidth.of("\u{1B}[31mred\u{1B}[0m"), 3, "colours take no column")
    XCTAssertEqual(DisplayWidth.of("a\u{200B}b"), 2, "zero-width space")
  }

  func testParagraphsWrapAtSpacesWithTheirIndentation() {
    let text = "  The dive is not performed in any of the positions that the rules define.\n"
    XCTAssertEqual(
      TextWrapper.wrap(text, width: 30),
      "  The dive is not performed in\n  any of the positions that\n  the rules define.\n")
    XCTAssertEqual(TextWrapper.wrap(text, width: nil), text, "no width: unchanged")
    XCTAssertEqual(TextWrapper.wrap("short\n\nline", width: 10), "short\n\nline")
  }

  func testNumberedItemsHangAfterTheirNumber() {
    XCTAssertEqual(
      TextWrapper.wrap("12. #23  one two three four five", width: 16),
      "12. #23  one two\n    three four\n    five")
  }

  func testAColumnGapHangsItsContinuation() {
    XCTAssertEqual(
      TextWrapper.wrap("  lang [CODE]   show or switch the language", width: 30),
      "  lang [CODE]   show or switch\n                the language")
    XCTAssertEqual(
      TextWrapper.wrap("  quiz [N] [KIND] [FILTER] [seed S]  a quiz of N", width: 40),
      "  quiz [N] [KIND] [FILTER] [seed S]  a\n  quiz of N", "a gap too far right is not hung")
  }

  func testAWordLongerThanTheLineIsCut() {
    XCTAssertEqual(
      TextWrapper.wrap("see /a/very/long/path/name ok", width: 10),
      "see\n/a/very/lo\nng/path/na\nme ok")
  }

  func testANoBreakSpaceNeverBreaks() {
    XCTAssertEqual(
      TextWrapper.wrap("Score : 80\u{A0}% ok", width: 11), "Score :\n80\u{A0}% ok")
  }

  func testColourSequencesStayWhole() {
    let red = "\u{1B}[31merror: one two three\u{1B}[0m"
    let wrapped = TextWrapper.wrap(red, width: 10)
    XCTAssertEqual(wrapped, "\u{1B}[31merror: one\ntwo three\u{1B}[0m")
  }

  func testFitShortensWithAnEllipsis() {
    XCTAssertEqual(TextWrapper.fit("Synchronised", width: 6), "Synch…")
    XCTAssertEqual(TextWrapper.fit("漢字漢字", width: 5), "漢字…")
    XCTAssertEqual(TextWrapper.fit("ok", width: 6), "ok")
    XCTAssertEqual(
      TextWrapper.fit("\u{1B}[1mbold text\u{1B}[0m", width: 5), "\u{1B}[1mbold…\u{1B}[0m",
      "a cut style is closed")
  }

  func testLabelledFieldsHangPastTheLabel() {
    XCTAssertEqual(
      TextWrapper.field("Note", "one two three four", labelWidth: 6, width: 20),
      ["Note    one two", "        three four"])
    XCTAssertEqual(
      TextWrapper.field("Former rules", "D8.5.4", labelWidth: 12, width: 20),
      ["Former rules", "  D8.5.4"], "a label wider than half the line puts the value under it")
    XCTAssertEqual(
      TextWrapper.field("Note", "x", labelWidth: 6, width: nil), ["Note    x"])
  }

  func testTablesFitByShorteningTheirTextColumns() {
    let table = TextTable([
      .init(), .init(shrinks: true, minimum: 4), .init(.right, natural: 5), .init(shrinks: true),
    ])
    let rows = [["2026-01-01", "Claire Dubois", "9/10", "quiz synchro en,fr"]]
    XCTAssertEqual(
      table.render(rows, width: nil), ["2026-01-01  Claire Dubois   9/10  quiz synchro en,fr"])
    let narrow = table.render(rows, width: 36)
    XCTAssertEqual(narrow, ["2026-01-01 Claire D… 9/10 quiz sync…"])
    XCTAssertEqual(DisplayWidth.of(narrow[0]), 36)
    let tiny = table.render(rows, width: 20)
    XCTAssertEqual(DisplayWidth.of(tiny[0]), 20, "what cannot shrink is cut at the edge")
  }

  func testTheConsoleWidth() {
    XCTAssertEqual(ConsoleWidth.columns(stdoutIsTerminal: true, window: 60, environment: [:]), 60)
    XCTAssertEqual(
      ConsoleWidth.columns(stdoutIsTerminal: true, window: nil, environment: ["COLUMNS": "70"]), 70)
    XCTAssertEqual(ConsoleWidth.columns(stdoutIsTerminal: true, window: nil, environment: [:]), 80)
    XCTAssertNil(ConsoleWidth.columns(stdoutIsTerminal: false, window: nil, environment: [:]))
    XCTAssertEqual(
      ConsoleWidth.columns(stdoutIsTerminal: false, window: nil, environment: ["COLUMNS": "50"]),
      50)
    XCTAssertNil(
      ConsoleWidth.columns(stdoutIsTerminal: false, window: nil, environment: ["COLUMNS": "x"]))
  }
}
