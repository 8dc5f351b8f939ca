import DiveQuizData
import DiveQuizKit
import XCTest

/// Pins the answer key of the shipped rulebook, so that an accidental edit of the data file
/// fails here instead of silently teaching judges a wrong answer.
final class ShippedKeyTests: XCTestCase {
  /// (id, sanction code, referee, judge) for all 48 penalties, checked against the rule text.
  static let key: [(Int, Int, Bool, Bool)] = [
    (0, 0, true, false),
    (1, 0, true, true),
    (2, 0, true, true),
    (3, 0, true, true),
    (4, 0, true, true),
    (5, 0, true, true),
    (6, 0, true, false),
    (7, 0, true, false),
    (8, 0, true, false),
    (9, 0, true, false),
    (10, 0, true, false),
    (11, 0, true, true),
    (12, 0, true, false),
    (13, 0, true, false),
    (14, 0, true, false),
    (15, 1, true, false),
    (16, 1, true, false),
    (17, 1, true, false),
    (18, 2, true, true),
    (19, 2, false, true),
    (20, 3, true, true),
    (21, 3, false, true),
    (22, 3, false, true),
    (23, 4, false, true),
    (24, 4, false, true),
    (25, 4, false, true),
    (26, 4, false, true),
    (27, 4, false, true),
    (28, 4, false, true),
    (29, 4, false, true),
    (30, 4, false, true),
    (31, 4, false, true),
    (32, 4, false, true),
    (33, 4, false, true),
    (34, 4, false, true),
    (35, 4, false, true),
    (36, 4, false, true),
    (37, 4, false, true),
    (38, 4, false, true),
    (39, 4, false, true),
    (40, 4, false, true),
    (41, 4, false, true),
    (42, 5, false, true),
    (43, 5, false, true),
    (44, 5, false, true),
    (45, 5, false, true),
    (46, 0, true, false),
    (47, 0, true, false),
  ]

  func testEveryPenaltyMatchesThePinnedKey() throws {
    let rulebook = try RulebookLoader.load(BuiltInData.rules, file: BuiltInData.rulesFileName)
    XCTAssertEqual(rulebook.penalties.count, 48)
    XCTAssertEqual(rulebook.penalties.map(\.id), Array(0...47))
    for (id, sanction, referee, judge) in Self.key {
      let penalty = try XCTUnwrap(rulebook.penalty(id: id), "penalty #\(id)")
      XCTAssertEqual(penalty.sanction.rawValue, sanction, "sanction of #\(id)")
      XCTAssertEqual(penalty.owners.contains(.referee), referee, "referee flag of #\(id)")
      XCTAssertEqual(penalty.owners.contains(.judge), judge, "judge flag of #\(id)")
    }
  }

  func testTheFileNamesItsEditionAndEveryPenaltyItsRules() throws {
    let rulebook = try RulebookLoader.load(BuiltInData.rules, file: BuiltInData.rulesFileName)
    XCTAssertEqual(rulebook.editionID, "WA-2022-2025")
    XCTAssertNotNil(rulebook.edition)
    for penalty in rulebook.penalties {
      XCTAssertFalse(penalty.rules.isEmpty, "#\(penalty.id) has no rule")
      XCTAssertNotNil(penalty.discipline, "#\(penalty.id)")
      XCTAssertNotNil(penalty.phase, "#\(penalty.id)")
    }
    // The known corrections of the reference table.
    XCTAssertEqual(rulebook.penalty(id: 11)?.formerRules, ["D9.2", "D9.8"])
    XCTAssertEqual(rulebook.penalty(id: 14)?.formerRules, ["D9.2"])
    XCTAssertEqual(rulebook.penalty(id: 47)?.formerRules, [])
    XCTAssertEqual(rulebook.penalty(id: 47)?.rules, ["9.12"])
  }
}
