import DiveQuizCore
import DiveQuizData
import DiveQuizTerminal
import Foundation
import XCTest

final class StringsFileParserTests: XCTestCase {
  private func parse(_ text: String) throws(LocalizationError) -> [StringsFileParser.Entry] {
    try StringsFileParser.parse(Array(text.utf8), file: "xx.strings")
  }

  private func error(_ text: String) -> LocalizationError? {
    do {
      _ = try parse(text)
      return nil
    } catch {
      return error
    }
  }

  func testCommentsEscapesAndLines() throws {
    let entries = try parse(
      """
      /* a block
         comment */
      "a" = "one\\ntwo \\"q\\" \\\\ \\U00e9";
      // a line comment
      "b"="%1$@ é"; "c" = "multi
      line";
      """)
    XCTAssertEqual(entries.map(\.key), ["a", "b", "c"])
    XCTAssertEqual(entries[0].value, "one\ntwo \"q\" \\ é")
    XCTAssertEqual(entries[0].line, 3)
    XCTAssertEqual(entries[1].line, 5)
    XCTAssertEqual(entries[2].value, "multi\nline")
  }

  func testEachMalformedLineIsNamed() {
    XCTAssertEqual(
      error("\"a\" = \"x\";\n\"b\" = \"y\"\n\"c\" = \"z\";\n"),
      .syntax(file: "xx.strings", line: 2, detail: .expectedSemicolon))
    XCTAssertEqual(
      error("\"a\" = \"x\";\nb = \"y\";"),
      .syntax(file: "xx.strings", line: 2, detail: .expectedKey))
    XCTAssertEqual(
      error("\n\n\"a\" \"x\";"), .syntax(file: "xx.strings", line: 3, detail: .expectedEquals))
    XCTAssertEqual(
      error("\"a\" = x;"), .syntax(file: "xx.strings", line: 1, detail: .expectedValue))
    XCTAssertEqual(
      error("\n\"a\" = \"x;\n"), .syntax(file: "xx.strings", line: 2, detail: .unterminatedString))
    XCTAssertEqual(
      error("/* open\n\n"), .syntax(file: "xx.strings", line: 1, detail: .unterminatedComment))
    XCTAssertEqual(
      error("\"a\" = \"\\q\";"), .syntax(file: "xx.strings", line: 1, detail: .badEscape("\\q")))
  }

  func testDuplicateKeysAreAnErrorNotASilentOverride() {
    XCTAssertEqual(
      error("\"a\" = \"x\";\n\n\"a\" = \"y\";"),
      .duplicateKey(file: "xx.strings", line: 3, key: "a", firstLine: 1))
  }

  func testInvalidUTF8NamesItsLine() {
    var bytes = Array("\"a\" = \"x\";\n\"b\" = \"".utf8)
    bytes += [0xC3, 0x28]
    bytes += Array("\";\n".utf8)
    XCTAssertThrowsError(try StringsFileParser.parse(bytes, file: "xx.strings")) { error in
      XCTAssertEqual(
        error as? LocalizationError, .syntax(file: "xx.strings", line: 2, detail: .badUTF8))
    }
  }

  func testMessageIsOneLineWithFileAndLine() throws {
    let catalog = try TestData.catalog()
    let message = LocalizationError.syntax(file: "fr.strings", line: 12, detail: .expectedSemicolon)
      .message(catalog)
    XCTAssertEqual(message, "fr.strings:12: malformed line: expected ; at the end of the entry.")
    XCTAssertFalse(message.contains("\n"))
  }

  /// Our reader and Foundation's must agree on every shipped table.
  func testAgreesWithPropertyListSerializationOnTheShippedTables() throws {
    for (language, bytes) in BuiltInData.tables {
      let ours = try StringsFileParser.parse(bytes, file: language)
      let plist = try PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
      let theirs = try XCTUnwrap(plist as? [String: String], language)
      XCTAssertEqual(
        Dictionary(uniqueKeysWithValues: ours.map { ($0.key, $0.value) }), theirs, language)
    }
  }
}

final class CatalogTests: XCTestCase {
  private func table(_ code: String, _ text: String) throws -> StringTable {
    try StringTable.parse(Array(text.utf8), language: code, file: "\(code).strings")
  }

  func testMissingKeysFallBackToEnglishOneByOne() throws {
    let catalog = try Catalog(
      tables: [
        try table("en", "\"a\" = \"A %@\"; \"b\" = \"B\";"), try table("fr", "\"a\" = \"Ä %@\";"),
      ],
      language: "fr")
    XCTAssertEqual(catalog.text("a", "x"), "Ä x")
    XCTAssertEqual(catalog.text("b"), "B")
    XCTAssertEqual(catalog.text("nowhere"), "nowhere")
  }

  func testEnglishIsRequiredAndUnknownLanguagesAreNamed() throws {
    XCTAssertThrowsError(try Catalog(tables: [try table("fr", "")])) { error in
      XCTAssertEqual(error as? LocalizationError, .missingEnglish(directory: "fr.strings"))
    }
    let catalog = try Catalog(tables: [try table("en", ""), try table("it", "")])
    XCTAssertThrowsError(try catalog.switching(to: "de")) { error in
      XCTAssertEqual(
        error as? LocalizationError, .unknownLanguage(code: "de", available: ["en", "it"]))
    }
  }

  func testAMissingEnglishDescriptionIsADataError() throws {
    let rulebook = Rulebook(
      edition: Edition(id: "t"),
      penalties: [Penalty(id: 0, sanction: .failedDive, owners: .referee, rules: ["1"])])
    let catalog = try Catalog(tables: [try table("en", "\"Penalty-1\" = \"x\";")])
    XCTAssertThrowsError(try RulesLibrary.validate(RulebookEditions(single: rulebook), catalog)) {
      error in
      XCTAssertEqual(
        error as? LocalizationError, .missingDescription(file: "en.strings", penaltyID: 0))
    }
  }

  /// Every shipped language has every English key, with the same placeholders, and no more;
  /// the regional es-MX only keys that es has.
  func testShippedTablesAreComplete() throws {
    let catalog = try TestData.catalog()
    XCTAssertEqual(
      catalog.availableLanguages, ["de", "en", "es", "es-MX", "fr", "it", "zh-Hans"])
    let problems = TableChecker.check(catalog, editions: try TestData.editions())
    XCTAssertEqual(problems.map { $0.message(catalog) }, [])
  }

  func testCheckerReportsMissingExtraAndPlaceholderProblems() throws {
    let catalog = try Catalog(tables: [
      try table("en", "\"a\" = \"%1$@ has %2$d\"; \"b\" = \"B\"; \"c\" = \"%@\";"),
      try table("fr", "\"a\" = \"%2$d pour %1$@\"; \"c\" = \"%d\"; \"z\" = \"?\";"),
    ])
    let rulebook = Rulebook(edition: Edition(id: "t"), penalties: [])
    XCTAssertEqual(
      TableChecker.check(catalog, editions: RulebookEditions(single: rulebook)),
      [
        .missingKey(language: "fr", key: "b"),
        .placeholders(language: "fr", key: "c", found: ["%1$d"], expected: ["%1$@"]),
        .extraKey(language: "fr", key: "z"),
      ])
  }
}

/// Texts that belong to one edition: `Penalty-3@2024`.
final class EditionTextTests: XCTestCase {
  private func table(_ language: String, _ text: String) throws -> StringTable {
    try StringTable.parse(Array(text.utf8), language: language, file: "\(language).strings")
  }

  private func penalty(_ id: Int, edition: EditionID) -> Penalty {
    Penalty(id: id, sanction: .failedDive, owners: .referee, rules: ["1"], edition: edition)
  }

  func testAnEditionsOwnWordingWinsEvenFromEnglish() throws {
    let catalog = try Catalog(
      tables: [
        try table(
          "en",
          "\"Penalty-3\" = \"both\"; \"Penalty-3@2024\" = \"old\"; \"Penalty-3-note@2024\" = \"n\";"
        ),
        try table("fr", "\"Penalty-3\" = \"les deux\";"),
      ], language: "fr")
    XCTAssertEqual(penalty(3, edition: "2025").description(catalog), "les deux")
    // French lacks the 2024 wording: the English 2024 text, never the other edition's French.
    XCTAssertEqual(penalty(3, edition: "2024").description(catalog), "old")
    XCTAssertEqual(penalty(3, edition: "2024").note(catalog), "n")
    XCTAssertNil(penalty(3, edition: "2025").note(catalog))
  }

  func testCheckerNamesTextsForUnknownEditionsAndUnusedEditionKeys() throws {
    let catalog = try Catalog(tables: [
      try table(
        "en",
        "\"Penalty-0\" = \"x\"; \"Penalty-0@2023\" = \"y\"; \"Sanction-0@2024\" = \"z\"; \"Penalty-9-note@2024\" = \"w\";"
      )
    ])
    let rulebook = Rulebook(edition: Edition(id: "2024"), penalties: [penalty(0, edition: "2024")])
    XCTAssertEqual(
      TableChecker.check(catalog, editions: RulebookEditions(single: rulebook)),
      [
        .unknownEdition(language: "en", key: "Penalty-0@2023", edition: "2023"),
        .editionKeyNotUsed(language: "en", key: "Sanction-0@2024"),
        .orphanNote(language: "en", key: "Penalty-9-note@2024"),
      ])
  }
}

final class FormatStringTests: XCTestCase {
  func testPositionalAndSequentialPlaceholders() {
    XCTAssertEqual(FormatString("%@ a %d").format(["x", "3"]), "x a 3")
    XCTAssertEqual(FormatString("%2$@ then %1$@").format(["one", "two"]), "two then one")
    XCTAssertEqual(FormatString("100%% %@").format(["ok"]), "100% ok")
    XCTAssertEqual(FormatString("%@ and %@").format(["only"]), "only and ")
    XCTAssertEqual(FormatString("%5 stays").format([]), "%5 stays")
  }

  func testPlaceholdersCompareByPositionAndKind() {
    XCTAssertEqual(FormatString("%1$@ %2$d").placeholders, FormatString("%2$d … %1$@").placeholders)
    XCTAssertNotEqual(FormatString("%@ %d").placeholders, FormatString("%d %@").placeholders)
  }
}
