import DiveQuizCore
import DiveQuizTerminal
import XCTest

/// The editions shape of the rulebook file: what loads, and the line of every mistake.
final class EditionsReaderTests: XCTestCase {
  private func load(_ text: String) throws(RulesError) -> RulebookEditions {
    try RulebookLoader.load(Array(text.utf8), file: "rules.json")
  }

  private func error(_ text: String) -> RulesError? {
    do {
      _ = try load(text)
      return nil
    } catch {
      return error
    }
  }

  /// Two editions; penalty 1 changes its owners and numbers, penalty 2 is new in "B".
  private let twoEditions = """
    {"schemaVersion": 2, "defaultEdition": "B",
     "editions": [
      {"id": "B", "title": "Rules B", "inForceFrom": "2025-06-25"},
      {"id": "A", "inForceFrom": "2024-01-01"}
     ],
     "penalties": [
      {"id": 1, "sanctionValue": 0, "referee": true, "judge": true, "formerRules": ["D9.2"],
       "discipline": "synchronised", "phase": "announcement",
       "editions": {"B": {"rules": ["9.4", "9.9"], "summaryRules": ["9.2"]},
                    "A": {"rules": ["9.2"], "judge": false}}},
      {"id": 2, "sanctionValue": 4, "referee": false, "judge": true,
       "editions": {"B": {"rules": ["8.2.6.4"]}}}
     ]}
    """

  func testEachEditionHasItsOwnNumbersKeysAndPenalties() throws {
    let editions = try load(twoEditions)
    XCTAssertEqual(editions.ids, ["B", "A"])
    XCTAssertEqual(editions.standard.editionID, "B")
    let newer = try XCTUnwrap(editions.rulebook("B"))
    let older = try XCTUnwrap(editions.rulebook("a"), "ids are found whatever their case")
    XCTAssertEqual(newer.edition, Edition(id: "B", title: "Rules B", inForceFrom: "2025-06-25"))
    XCTAssertEqual(newer.penalties.map(\.id), [1, 2])
    XCTAssertEqual(older.penalties.map(\.id), [1])
    XCTAssertEqual(newer.penalty(id: 1)?.owners, .both)
    XCTAssertEqual(older.penalty(id: 1)?.owners, .referee)
    XCTAssertEqual(newer.penalty(id: 1)?.rules, ["9.4", "9.9"])
    XCTAssertEqual(newer.penalty(id: 1)?.summaryRules, ["9.2"])
    XCTAssertNil(older.penalty(id: 1)?.summaryRules)
    XCTAssertEqual(older.penalty(id: 1)?.formerRules, ["D9.2"])
    XCTAssertEqual(older.penalty(id: 1)?.edition, "A")
    XCTAssertEqual(editions.editions(having: 2), ["B"])
    XCTAssertThrowsError(try editions.select("C")) { error in
      XCTAssertEqual(error as? EditionError, .unknown("C", available: ["B", "A"]))
    }
  }

  func testTheFirstEditionIsTheDefaultWhenTheFileNamesNone() throws {
    let text = twoEditions.replacingOccurrences(of: #""defaultEdition": "B","#, with: "")
    XCTAssertEqual(try load(text).standard.editionID, "B")
  }

  func testAFileFromBeforeEditionsIsThe2024Edition() throws {
    let editions = try load(
      """
      {"edition": "World Aquatics 2022-2025", "editionId": "WA-2022-2025",
       "penalties": [{"id": 0, "sanctionValue": 0, "referee": true, "judge": false,
                      "rules": [{"ruleId": "6.4.8"}]}]}
      """)
    XCTAssertEqual(editions.ids, ["2024"])
    XCTAssertEqual(editions.standard.penalty(id: 0)?.edition, "2024")
  }

  /// The mobile app's file as it lays itself out: a bare array, spaced colons, rule objects on
  /// lines of their own and descriptions with escaped line breaks (texts here are stand-ins).
  func testTheMobileAppsOwnLayoutLoadsAsOneUnnamedEdition() throws {
    let editions = try load(
      """
      [
        {
          "id" : 0,
          "description" : "first\\nline",
          "rules" : [
              {"ruleId": "D6.12"}
          ],
          "sanctionValue" : 0,
          "referee" : true,
          "judge" : false
        },
        {
          "id" : 1,
          "description" : "second",
          "rules" : [
            {"ruleId": "D6.16"},
            {"ruleId": "D8.3.4"}
          ],
          "sanctionValue" : 0,
          "referee" : true,
          "judge" : true
        }
      ]
      """)
    XCTAssertEqual(editions.ids, [RulebookLoader.unspecifiedEdition])
    XCTAssertEqual(editions.standard.penalty(id: 1)?.rules, ["D6.16", "D8.3.4"])
  }

  func testMistakesNameTheirLine() {
    func replacing(_ old: String, _ new: String) -> RulesError? {
      error(twoEditions.replacingOccurrences(of: old, with: new))
    }
    XCTAssertEqual(
      replacing(#""A": {"rules": ["9.2"]"#, #""Z": {"rules": ["9.2"]"#),
      .unknownEdition(file: "rules.json", line: 10, id: 1, edition: "Z"))
    XCTAssertEqual(
      replacing(#"{"id": "A","#, #"{"id": "B","#),
      .duplicateEdition(file: "rules.json", line: 4, edition: "B", firstLine: 3))
    XCTAssertEqual(
      replacing(#""defaultEdition": "B""#, #""defaultEdition": "C""#),
      .unknownDefaultEdition(file: "rules.json", line: 1, edition: "C"))
    XCTAssertEqual(
      replacing(#"{"B": {"rules": ["8.2.6.4"]}}"#, "{}"),
      .penaltyInNoEdition(file: "rules.json", line: 12, id: 2))
    XCTAssertEqual(
      replacing(#""A": {"rules": ["9.2"], "judge": false}"#, #""B2": {"rules": ["9.2"]}"#),
      .unknownEdition(file: "rules.json", line: 10, id: 1, edition: "B2"))
    XCTAssertEqual(
      replacing(#""9.4", "9.9""#, #""9.4", "9,9""#),
      .badRuleNumber(file: "rules.json", line: 9, id: 1, rule: "9,9"))
    XCTAssertEqual(
      replacing(#""formerRules": ["D9.2"]"#, #""formerRules": ["9.2"]"#),
      .badRuleNumber(file: "rules.json", line: 7, id: 1, rule: "9.2"))
    XCTAssertEqual(
      replacing(#""judge": false}"#, #""judge": false, "referee": false}"#),
      .noOwner(file: "rules.json", line: 10, id: 1))
    XCTAssertEqual(
      replacing(#""2024-01-01""#, #""1 January 2024""#),
      .shape(
        file: "rules.json", line: 4, detail: .expectedEditionField("inForceFrom", .date)))
    XCTAssertEqual(
      replacing(#"{"id": "A","#, #"{"id": "A 2","#),
      .shape(file: "rules.json", line: 4, detail: .expectedEditionField("id", .editionID)))
    XCTAssertEqual(
      replacing(#""schemaVersion": 2"#, #""schemaVersion": 3"#),
      .newerSchema(file: "rules.json", line: 1, version: 3))
    XCTAssertEqual(
      replacing(#""sanctionValue": 4, "referee": false"#, #""sanctionValue": 6, "referee": false"#),
      .sanctionOutOfRange(file: "rules.json", line: 11, id: 2, value: 6))
  }

  func testAnEditionWithoutPenaltiesIsNamedWithItsLine() {
    let text = twoEditions.replacingOccurrences(
      of: #"{"id": "A", "inForceFrom": "2024-01-01"}"#,
      with: #"{"id": "A", "inForceFrom": "2024-01-01"}, {"id": "C"}"#)
    XCTAssertEqual(
      error(text), .editionWithoutPenalties(file: "rules.json", line: 4, edition: "C"))
  }

  func testMessagesAreTranslated() throws {
    let error = RulesError.unknownEdition(file: "r.json", line: 7, id: 14, edition: "2023")
    XCTAssertEqual(
      error.message(try TestData.catalog()),
      "r.json:7: penalty #14 has rules for edition \"2023\", which is not among the editions listed."
    )
    XCTAssertEqual(
      error.message(try TestData.catalog(language: "fr")),
      "r.json:7\u{A0}: la pénalité n°\u{A0}14 a des règles pour l'édition «\u{A0}2023\u{A0}», qui ne fait pas partie des éditions listées."
    )
  }
}
