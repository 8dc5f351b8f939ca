import DiveQuizCore
import DiveQuizTerminal
import XCTest

final class RulebookLoaderTests: XCTestCase {
  /// The default edition of a file; the one-edition shapes have no other.
  private func load(_ text: String) throws(RulesError) -> Rulebook {
    try RulebookLoader.load(Array(text.utf8), file: "rules.json").standard
  }

  private func error(_ text: String) -> RulesError? {
    do {
      _ = try load(text)
      return nil
    } catch {
      return error
    }
  }

  func testLoadsTheProjectShapeWithEditionAndNewFields() throws {
    let rulebook = try load(
      """
      {"edition": "Test edition", "editionId": "T-1",
       "penalties": [
        {"id": 3, "sanctionValue": 4, "referee": false, "judge": true,
         "rules": [{"ruleId": "8.5.6"}], "formerRules": [{"ruleId": "D8.5.6"}],
         "discipline": "individual", "phase": "flight"}
       ]}
      """)
    XCTAssertEqual(rulebook.edition.title, "Test edition")
    XCTAssertEqual(rulebook.editionID, "T-1")
    let penalty = try XCTUnwrap(rulebook.penalty(id: 3))
    XCTAssertEqual(penalty.sanction, .halfToTwoDeduction)
    XCTAssertEqual(penalty.owners, .judge)
    XCTAssertEqual(penalty.rules, ["8.5.6"])
    XCTAssertEqual(penalty.formerRules, ["D8.5.6"])
    XCTAssertEqual(penalty.phase, .flight)
  }

  func testLoadsTheMobileAppShapeAndIgnoresItsDescriptions() throws {
    let rulebook = try load(
      """
      [
        {"id": 0, "description": "Fails to start within a minute", "rules": [{"ruleId": "D6.12"}],
         "sanctionValue": 0, "referee": true, "judge": false},
        {"id": 1, "description": "x", "rules": [], "sanctionValue": 5, "referee": false, "judge": true}
      ]
      """)
    XCTAssertEqual(rulebook.penalties.map(\.id), [0, 1])
    XCTAssertEqual(rulebook.editionID, RulebookLoader.unspecifiedEdition)
    XCTAssertNil(rulebook.penalty(id: 0)?.discipline)
  }

  func testMalformedJSONNamesLineAndColumn() {
    let text = "{\n  \"penalties\": [\n    {\"id\": 1,, }\n  ]\n}"
    XCTAssertEqual(
      error(text),
      .syntax(file: "rules.json", line: 3, column: 14, reason: .unexpectedCharacter("','")))
    XCTAssertEqual(
      error("[{\"id\": 1"), .syntax(file: "rules.json", line: 1, column: 10, reason: .unexpectedEnd)
    )
  }

  func testDuplicateIDNamesBothLines() {
    let text = """
      [
        {"id": 4, "sanctionValue": 0, "referee": true, "judge": false},
        {"id": 4, "sanctionValue": 1, "referee": true, "judge": false}
      ]
      """
    XCTAssertEqual(error(text), .duplicateID(file: "rules.json", line: 3, id: 4, firstLine: 2))
  }

  func testSanctionOutsideTheSixCodes() {
    let text = "[\n {\"id\": 9,\n  \"sanctionValue\": 6, \"referee\": true, \"judge\": false}]"
    XCTAssertEqual(error(text), .sanctionOutOfRange(file: "rules.json", line: 3, id: 9, value: 6))
  }

  func testPenaltyWithNeitherOwner() {
    let text = "[{\"id\": 2, \"sanctionValue\": 0, \"referee\": false, \"judge\": false}]"
    XCTAssertEqual(error(text), .noOwner(file: "rules.json", line: 1, id: 2))
  }

  func testWrongKindsAndUnknownValues() {
    XCTAssertEqual(
      error("[{\"id\": \"7\", \"sanctionValue\": 0, \"referee\": true, \"judge\": false}]"),
      .shape(file: "rules.json", line: 1, detail: .expectedField("id", .integer)))
    XCTAssertEqual(
      error("[{\"id\": 7, \"sanctionValue\": 0, \"referee\": 1, \"judge\": false}]"),
      .shape(file: "rules.json", line: 1, detail: .expectedField("referee", .boolean)))
    XCTAssertEqual(
      error(
        "[{\"id\": 7, \"sanctionValue\": 0, \"referee\": true, \"judge\": false, \"phase\": \"dive\"}]"
      ),
      .shape(file: "rules.json", line: 1, detail: .unknownValue("dive", field: "phase")))
    XCTAssertEqual(error("42"), .shape(file: "rules.json", line: 1, detail: .expectedTopLevel))
    XCTAssertEqual(error("[]"), .empty(file: "rules.json"))
  }

  func testErrorMessagesNameFileLineAndProblem() throws {
    let catalog = try TestData.catalog()
    let message = RulesError.duplicateID(file: "rules.json", line: 3, id: 4, firstLine: 2).message(
      catalog)
    XCTAssertEqual(message, "rules.json:3: penalty id 4 appears twice (first on line 2).")
    let syntax = RulesError.syntax(file: "r.json", line: 2, column: 5, reason: .unexpectedEnd)
      .message(catalog)
    XCTAssertEqual(syntax, "r.json:2:5: malformed JSON: the text ends too early.")
  }
}

final class JSONParserTests: XCTestCase {
  func testParsesEveryKindOfValue() throws {
    let node = try JSONParser.parse(
      Array(#"{"a": [1, -2.5e3, true, false, null, "x\u00e9\n\ud83d\ude00"]}"#.utf8))
    let items = try XCTUnwrap(node["a"]?.arrayValue)
    XCTAssertEqual(
      items.map(\.value),
      [
        .number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null, .string("xé\n😀"),
      ])
  }

  func testRejectsWhatRFC8259Rejects() {
    for bad in ["[01]", "[1.]", "{\"a\" 1}", "[\"\u{01}\"]", "[1] x", "[\"\\x\"]", "tru", "{,}"] {
      XCTAssertThrowsError(try JSONParser.parse(Array(bad.utf8)), bad)
    }
  }

  func testDeepNestingIsAnErrorNotACrash() {
    let deep = String(repeating: "[", count: 100_000)
    XCTAssertThrowsError(try JSONParser.parse(Array(deep.utf8))) { error in
      XCTAssertEqual((error as? JSONParser.SyntaxError)?.reason, .tooDeep)
    }
  }
}
