import DiveQuizCore
import XCTest

/// The fields the 2026 edition brought to the rulebook file: where an edition's numbers come
/// from, the doubtful numbers and the app's line; each mistake named with its line.
final class EditionSourceTests: XCTestCase {
  private func file(source: String = "\"app-checklist\"", block: String) -> String {
    """
    {"schemaVersion": 2,
     "editions": [{"id": "C", "source": \(source)}],
     "penalties": [
      {"id": 1, "sanctionValue": 0, "referee": true, "judge": false,
       "editions": {"C": \(block)}}
     ]}
    """
  }

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

  func testTheFieldsLoad() throws {
    let editions = try load(
      file(
        block:
          #"{"rules": ["8.5.4", "8.5.5"], "doubtful": ["8.5.5"], "appId": 7, "appRules": ["IV.6.4.8"]}"#
      ))
    XCTAssertEqual(editions.standard.edition.source, .appChecklist)
    XCTAssertFalse(try XCTUnwrap(editions.standard.edition.source).textChecked)
    let penalty = try XCTUnwrap(editions.standard.penalty(id: 1))
    XCTAssertEqual(penalty.doubtfulRules, ["8.5.5"])
    XCTAssertNil(penalty.askableRules, "a penalty with a doubtful number is never asked")
    XCTAssertEqual(penalty.appLink, AppLink(id: 7, printedRules: ["IV.6.4.8"]))
    let catalog = try TestData.catalog(language: "fr")
    XCTAssertEqual(penalty.rulesText(catalog), "8.5.4, 8.5.5 (douteux)")
  }

  func testMistakesAreNamedWithTheirLine() {
    XCTAssertEqual(
      error(file(block: #"{"rules": ["8.5.4"], "doubtful": ["8.5.5"]}"#)),
      .doubtfulNotInRules(file: "rules.json", line: 5, id: 1, rule: "8.5.5"))
    XCTAssertEqual(
      error(file(block: #"{"rules": ["8.5.4"], "doubtful": ["8,5"]}"#)),
      .badRuleNumber(file: "rules.json", line: 5, id: 1, rule: "8,5"))
    XCTAssertEqual(
      error(file(block: #"{"rules": ["8.5.4"], "appRules": ["IV.6.4.8"]}"#)),
      .shape(file: "rules.json", line: 5, detail: .expectedField("appId", .integer)))
    XCTAssertEqual(
      error(file(source: "\"rumour\"", block: #"{"rules": ["8.5.4"]}"#)),
      .shape(file: "rules.json", line: 2, detail: .unknownValue("rumour", field: "source")))
  }
}
