import DiveQuizCore
import DiveQuizTerminal
import XCTest

/// Bytes from a terminal into keys.
final class KeyDecoderTests: XCTestCase {
  private func keys(_ text: String) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.feed(Array(text.utf8))
  }

  func testArrowsHomeEndAndDeleteInTheirCommonSpellings() {
    XCTAssertEqual(keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D"), [.up, .down, .right, .left])
    XCTAssertEqual(keys("\u{1B}OA\u{1B}OD"), [.up, .left], "application cursor mode")
    XCTAssertEqual(
      keys("\u{1B}[H\u{1B}[F\u{1B}OH\u{1B}OF\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~"),
      [.home, .end, .home, .end, .home, .end, .home, .end])
    XCTAssertEqual(keys("\u{1B}[3~"), [.delete])
  }

  func testWordKeys() {
    XCTAssertEqual(keys("\u{1B}[1;5D\u{1B}[1;5C"), [.wordLeft, .wordRight], "Ctrl-arrows")
    XCTAssertEqual(keys("\u{1B}[1;3D\u{1B}[1;3C"), [.wordLeft, .wordRight], "Alt-arrows")
    XCTAssertEqual(keys("\u{1B}b\u{1B}f"), [.wordLeft, .wordRight], "Alt-B, Alt-F")
    XCTAssertEqual(keys("\u{1B}Od\u{1B}Oc"), [.wordLeft, .wordRight], "rxvt")
    XCTAssertEqual(keys("\u{1B}d\u{1B}\u{7F}"), [.killWordForward, .killWordBack])
  }

  func testControlKeys() {
    let bytes: [(UInt8, Key)] = [
      (0x01, .home), (0x02, .left), (0x03, .interrupt), (0x04, .controlD), (0x05, .end),
      (0x06, .right), (0x07, .cancel), (0x08, .backspace), (0x09, .tab), (0x0B, .killToEnd),
      (0x0C, .clearScreen), (0x0E, .down), (0x10, .up), (0x12, .search), (0x15, .killToStart),
      (0x17, .killWordBack), (0x19, .yank), (0x7F, .backspace), (0x0D, .enter),
    ]
    for (byte, key) in bytes {
      var decoder = KeyDecoder()
      XCTAssertEqual(decoder.feed([byte]), [key], "byte \(byte)")
    }
    XCTAssertEqual(keys("a\r\nb\n"), [.text("a"), .enter, .unknown, .text("b"), .enter])
  }

  func testTextInOneKeyAndUTF8CutAnywhere() {
    XCTAssertEqual(keys("show 19"), [.text("show 19")])
    var decoder = KeyDecoder()
    let bytes = Array("é漢😀".utf8)
    var collected: [Key] = []
    for byte in bytes { collected += decoder.feed([byte]) }
    XCTAssertEqual(collected, [.text("é"), .text("漢"), .text("😀")])
    var broken = KeyDecoder()
    XCTAssertEqual(broken.feed([0xFF, 0x61]), [.text("\u{FFFD}a")], "invalid UTF-8 is shown")
  }

  func testASequenceCutInTwoWaitsForItsEnd() {
    var decoder = KeyDecoder()
    XCTAssertEqual(decoder.feed([0x1B, 0x5B]), [])
    XCTAssertTrue(decoder.isWaiting)
    XCTAssertEqual(decoder.feed([0x41]), [.up])
    XCTAssertFalse(decoder.isWaiting)
  }

  func testALoneEscapeIsKnownBySilence() {
    var decoder = KeyDecoder()
    XCTAssertEqual(decoder.feed([0x1B]), [])
    XCTAssertEqual(decoder.flush(), [.escape])
    XCTAssertEqual(decoder.feed(Array("x".utf8)), [.text("x")])
  }

  func testBracketedPasteArrivesWholeWithItsControlsDefused() {
    var decoder = KeyDecoder()
    XCTAssertEqual(decoder.feed(Array("\u{1B}[200~show 19\nquiz\t".utf8)), [.unknown])
    XCTAssertFalse(decoder.isWaiting, "a paste is not a key waiting to end")
    XCTAssertEqual(decoder.feed(Array("3\u{1B}[20".utf8)), [])
    XCTAssertEqual(
      decoder.feed(Array("1~x".utf8)), [.paste("show 19 quiz 3"), .text("x")],
      "a line break or tab in a paste never runs or completes anything")
  }
}
