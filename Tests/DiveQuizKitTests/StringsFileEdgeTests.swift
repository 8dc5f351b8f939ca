import DiveQuizCore
import DiveQuizData
import XCTest

/// The byte-level reader on the edges of the format, in both of its modes: what a translator's
/// mistake produces (file, line, problem) and what a built-in table is spared.
final class StringsFileEdgeTests: XCTestCase {
  private typealias Checks = StringsFileParser.Checks

  private func parse(_ bytes: [UInt8], _ checks: Checks = .full) throws(LocalizationError)
    -> StringsFileParser.Parsed
  {
    try StringsFileParser.parse(bytes, file: "xx.strings", checks: checks)
  }

  private func parse(_ text: String, _ checks: Checks = .full) throws(LocalizationError)
    -> StringsFileParser.Parsed
  {
    try parse(Array(text.utf8), checks)
  }

  /// The error of `bytes` in both modes, which must agree unless the mistake is bad UTF-8.
  private func error(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line)
    -> LocalizationError?
  {
    var errors: [LocalizationError?] = []
    for checks in [Checks.full, .builtIn] {
      do {
        _ = try parse(bytes, checks)
        errors.append(nil)
      } catch {
        errors.append(error)
      }
    }
    XCTAssertEqual(errors[0], errors[1], "both modes", file: file, line: line)
    return errors[0]
  }

  private func error(_ text: String, file: StaticString = #filePath, line: UInt = #line)
    -> LocalizationError?
  {
    error(Array(text.utf8), file: file, line: line)
  }

  private func syntax(_ line: Int, _ detail: LocalizationError.SyntaxDetail) -> LocalizationError {
    .syntax(file: "xx.strings", line: line, detail: detail)
  }

  func testEscapesDecodeAndBadOnesAreNamed() throws {
    let parsed = try parse(#""k" = "a\nb\tc \"q\" \\ \' \U00e9\u00C9 \U4E2D";"#)
    XCTAssertEqual(parsed.values["k"], "a\nb\tc \"q\" \\ ' éÉ 中")
    XCTAssertEqual(error(#""k" = "\U00g1";"#), syntax(1, .badEscape("\\U")))
    XCTAssertEqual(error(#""k" = "\UD800";"#), syntax(1, .badEscape("\\Ud800")))
    XCTAssertEqual(error("\n\"k\" = \"x\\q\";"), syntax(2, .badEscape("\\q")))
    XCTAssertEqual(error(#""k" = "x\"#), syntax(1, .unterminatedString))
  }

  func testEscapedControlCharactersAreRefusedOnTheEntrysLine() {
    XCTAssertEqual(error("\"k\" = \"a\nb\\r\";"), syntax(1, .controlCharacter(0x0D)))
    XCTAssertEqual(error(#""k" = "\U001B[2J";"#), syntax(1, .controlCharacter(0x1B)))
    XCTAssertEqual(error(#""k" = "\U009B";"#), syntax(1, .controlCharacter(0x9B)))
  }

  func testRawControlCharactersAreRefusedInKeysAndValues() {
    XCTAssertEqual(
      error([0x22, 0x01, 0x22] + Array(" = \"x\";".utf8)), syntax(1, .controlCharacter(1)))
    let escape = Array("\n\"k\" = \"multi\nline ".utf8) + [0x1B] + Array("[31m\";".utf8)
    XCTAssertEqual(error(escape), syntax(2, .controlCharacter(0x1B)))
    XCTAssertEqual(
      error(Array("\"k\" = \"".utf8) + [0x7F, 0x22, 0x3B]), syntax(1, .controlCharacter(0x7F)))
    // CSI as one character, U+009B, is C2 9B in UTF-8.
    XCTAssertEqual(
      error(Array("\"k\" = \"".utf8) + [0xC2, 0x9B, 0x22, 0x3B]), syntax(1, .controlCharacter(0x9B))
    )
    // U+00A0 and U+00E9 share the lead byte and are text.
    XCTAssertNil(error(Array("\"k\" = \"".utf8) + [0xC2, 0xA0, 0xC3, 0xA9, 0x22, 0x3B]))
  }

  func testCommentsMayHoldAnythingButCountTheirLines() throws {
    let parsed = try parse(
      """
      /* "not" = "an entry"; // still the comment
         é 中 */ "a" = "1"; // "b" = "2";
      /**/"c" /* between */ = /* */ "3" // before the semicolon
      ;
      // the end, no line break
      """)
    XCTAssertEqual(parsed.keys, ["a", "c"])
    XCTAssertEqual(parsed.lines, [2, 3])
    XCTAssertEqual(parsed.values, ["a": "1", "c": "3"])
    XCTAssertEqual(error("\n/* open \"a\" = \"b\";"), syntax(2, .unterminatedComment))
  }

  func testNonASCIIKeysAndValuesArriveWhole() throws {
    let parsed = try parse("\u{FEFF}\"é.clé\" = \"Entrée — ✓ 🏊\";\n\"中\" = \"裁判\";")
    XCTAssertEqual(parsed.keys, ["é.clé", "中"])
    XCTAssertEqual(parsed.values["é.clé"], "Entrée — ✓ 🏊")
    XCTAssertEqual(parsed.values["中"], "裁判")
  }

  func testBadUTF8IsNamedWithItsLineEvenInAComment() {
    let comment = Array("\"a\" = \"x\";\n\n/* ".utf8) + [0xFF] + Array(" */".utf8)
    XCTAssertThrowsError(try parse(comment)) { error in
      XCTAssertEqual(error as? LocalizationError, self.syntax(3, .badUTF8))
    }
    let overlong = Array("\"a\" = \"".utf8) + [0xC0, 0x80] + Array("\";".utf8)
    XCTAssertThrowsError(try parse(overlong)) { error in
      XCTAssertEqual(error as? LocalizationError, self.syntax(1, .badUTF8))
    }
    let truncated = Array("\"a\" = \"x\";\n\"b\" = \"".utf8) + [0xE4, 0xB8]
    XCTAssertThrowsError(try parse(truncated)) { error in
      XCTAssertEqual(error as? LocalizationError, self.syntax(2, .badUTF8))
    }
  }

  /// A built-in table skips the UTF-8 pass; a bad byte in it could only show as U+FFFD.
  func testABuiltInTableNeverPassesABadByteOn() throws {
    let bytes = Array("\"a\" = \"x".utf8) + [0xFF, 0x9B] + Array("y\";".utf8)
    XCTAssertEqual(try parse(bytes, .builtIn).values["a"], "x\u{FFFD}\u{FFFD}y")
  }

  func testCRLFFilesCountLinesAndARawCarriageReturnInTextIsRefused() throws {
    let parsed = try parse("/* crlf */\r\n\"a\" = \"x\";\r\n\r\n\"b\" = \"y\";\r\n")
    XCTAssertEqual(parsed.keys, ["a", "b"])
    XCTAssertEqual(parsed.lines, [2, 4])
    XCTAssertEqual(
      error("\"a\" = \"x\";\r\n\"b\" = \"y\r\nz\";\r\n"), syntax(2, .controlCharacter(0x0D)))
    XCTAssertEqual(error("\"a\" = \"x\"\r\n\"b\" = \"y\";"), syntax(1, .expectedSemicolon))
  }

  func testDuplicatesAreRefusedInBothModesWithTheFirstLine() {
    var text = ""
    for number in 0..<500 { text += "\"k\(number)\" = \"v\";\n" }
    text += "\"k250\" = \"again\";\n"
    XCTAssertEqual(
      error(text), .duplicateKey(file: "xx.strings", line: 501, key: "k250", firstLine: 251))
  }

  func testEmptyKeysValuesAndFiles() throws {
    XCTAssertEqual(try parse("").keys, [])
    XCTAssertEqual(try parse("\u{FEFF}  \n// nothing\n").keys, [])
    XCTAssertEqual(try parse(#""" = "";"#).values, ["": ""])
  }

  /// The built-in mode is only safe because each compiled-in table passes every check: this
  /// runs them, and shows that both modes read the same texts.
  func testEveryCompiledInTablePassesTheFullChecksAndBothModesAgree() throws {
    for (language, bytes) in BuiltInData.tables {
      let full = try StringsFileParser.parse(bytes, file: language, checks: .full)
      let builtIn = try StringsFileParser.parse(bytes, file: language, checks: .builtIn)
      XCTAssertEqual(full.keys, builtIn.keys, language)
      XCTAssertEqual(full.lines, builtIn.lines, language)
      XCTAssertEqual(full.values, builtIn.values, language)
      XCTAssertFalse(full.keys.isEmpty, language)
    }
  }

  /// `check` runs `loadingAll`: a built-in table parsed at start without the UTF-8 pass is
  /// parsed again with it, so a damaged one would still be named there.
  func testLoadingAllChecksBuiltInTablesFully() throws {
    let damaged = Array("\"a\" = \"x\";\n\"b\" = \"".utf8) + [0xFF] + Array("\";\n".utf8)
    let sources = [
      StringTableSource(language: "en", file: "en.strings", bytes: damaged, isBuiltIn: true),
      StringTableSource(
        language: "fr", file: "fr.strings", bytes: Array("\"a\" = \"\u{FF}\";".utf8),
        isBuiltIn: true),
    ]
    let atStart = try Catalog(sources: sources).switching(to: "fr")
    XCTAssertEqual(atStart.text("b"), "\u{FFFD}")
    XCTAssertThrowsError(try atStart.loadingAll()) { error in
      XCTAssertEqual(
        error as? LocalizationError, .syntax(file: "en.strings", line: 2, detail: .badUTF8))
    }
    var user = sources[0]
    user.isBuiltIn = false
    XCTAssertThrowsError(try Catalog(sources: [user])) { error in
      XCTAssertEqual(
        error as? LocalizationError, .syntax(file: "en.strings", line: 2, detail: .badUTF8))
    }
  }
}
