import DiveQuizCore
import DiveQuizData
import DiveQuizTerminal
import XCTest

/// Pins the answer key and the rule numbers of both shipped editions, checked against the rule
/// texts, so that an accidental edit of the data file fails here instead of silently teaching
/// judges a wrong answer or a wrong number. The expected values are this test's own copy.
final class ShippedKeyTests: XCTestCase {
  /// One penalty in both editions. Rules are `;`-separated; nil means "not in that edition"
  /// (rules, owners) or "the printed summary table shows the rules themselves" (printed); an
  /// empty printed value means the table does not list the penalty.
  struct Fact {
    var id: Int
    var sanction: Int
    var owners: (e2024: String?, e2025: String?)
    var rules: (e2024: String?, e2025: String?)
    var printed: (e2024: String?, e2025: String?)
    var former: String

    init(
      _ id: Int, _ sanction: Int, owners: (String?, String?), rules: (String?, String?),
      printed: (String?, String?), former: String
    ) {
      self.id = id
      self.sanction = sanction
      self.owners = (owners.0, owners.1)
      self.rules = (rules.0, rules.1)
      self.printed = (printed.0, printed.1)
      self.former = former
    }
  }

  static let facts: [Fact] = [
    Fact(0, 0, owners: ("r", "r"), rules: ("6.4.8", "6.4.8"), printed: (nil, nil), former: "D6.12"),
    Fact(
      1, 0, owners: ("rj", "rj"), rules: ("6.5.4; 8.3.4", "6.5.4; 8.3.4"), printed: (nil, nil),
      former: "D6.16; D8.3.4"),
    Fact(
      2, 0, owners: ("rj", "rj"), rules: ("6.5.5; 8.3.3", "6.5.5; 8.3.3"), printed: (nil, nil),
      former: "D6.17; D8.3.3"),
    Fact(
      3, 0, owners: ("rj", "rj"), rules: ("6.5.6; 8.4.3", "6.5.6; 8.4.4"),
      printed: (nil, "6.5.6; 8.4.3"), former: "D6.18; D8.4.3"),
    Fact(
      4, 0, owners: ("rj", "rj"), rules: ("6.5.7; 8.6.6", "6.5.7; 8.6.6"), printed: (nil, nil),
      former: "D6.20; D8.6.6"),
    Fact(
      5, 0, owners: ("rj", "rj"), rules: ("6.4.12; 8.1.7", "6.4.12; 8.1.7"), printed: (nil, nil),
      former: "D6.21; D8.1.7"),
    Fact(
      6, 0, owners: ("r", "r"), rules: ("6.5.9", "6.5.9"), printed: ("6.5.8.1", "6.5.8.1"),
      former: "D6.22.1"),
    Fact(
      7, 0, owners: ("r", "r"), rules: ("6.5.10", "6.5.10"), printed: ("6.5.8.2", "6.5.8.2"),
      former: "D6.22.2"),
    Fact(
      8, 0, owners: ("r", "r"), rules: ("6.4.15", "6.4.15"), printed: (nil, nil), former: "D6.24"),
    Fact(9, 0, owners: ("r", "r"), rules: ("6.5.3", "6.5.3"), printed: (nil, nil), former: "D6.27"),
    Fact(
      10, 0, owners: ("r", "r"), rules: ("6.4.16", "6.4.16"), printed: (nil, nil), former: "D6.28"),
    Fact(
      11, 0, owners: ("rj", "rj"), rules: ("9.2; 9.8", "9.4; 9.9"), printed: (nil, "9.2; 9.8"),
      former: "D9.2; D9.8"),
    Fact(12, 0, owners: ("r", "r"), rules: ("9.8", "9.9"), printed: (nil, "9.8"), former: "D9.8"),
    Fact(
      13, 0, owners: ("r", "r"), rules: ("9.10", "9.11"), printed: (nil, "9.10"), former: "D9.10"),
    Fact(
      14, 0, owners: ("r", "rj"), rules: ("9.2", "9.4; 9.9"), printed: (nil, "9.2"), former: "D9.2"),
    Fact(
      15, 1, owners: ("r", "r"), rules: ("6.5.1", "6.5.1"), printed: (nil, nil), former: "D6.25"),
    Fact(
      16, 1, owners: ("r", "r"), rules: ("6.5.2", "6.5.2"), printed: (nil, nil), former: "D6.26"),
    Fact(17, 1, owners: ("r", "r"), rules: ("9.6", "9.7"), printed: (nil, "9.6"), former: "D9.6"),
    Fact(
      18, 2, owners: ("rj", "rj"), rules: ("6.4.13; 8.1.4", "6.4.13; 8.1.4"), printed: (nil, nil),
      former: "D6.19; D8.1.4"),
    Fact(
      19, 2, owners: ("j", "j"), rules: ("8.5.4", "8.5.4"), printed: (nil, nil), former: "D8.5.4"),
    Fact(
      20, 3, owners: ("rj", "rj"), rules: ("6.5.8; 8.6.3; 8.6.4", "6.5.8; 8.6.3; 8.6.4"),
      printed: (nil, nil), former: "D6.22; D8.6.3; D8.6.4"),
    Fact(
      21, 3, owners: ("j", "j"), rules: ("8.5.7", "8.5.7"), printed: (nil, nil), former: "D8.5.7"),
    Fact(
      22, 3, owners: ("j", "j"), rules: ("8.5.7", "8.5.7"), printed: (nil, nil), former: "D8.5.7"),
    Fact(
      23, 4, owners: ("j", "j"), rules: ("8.1.6", "8.1.6"), printed: (nil, nil), former: "D8.1.6"),
    Fact(
      24, 4, owners: ("j", "j"), rules: ("8.2.3", "8.2.3"), printed: (nil, nil), former: "D8.2.3"),
    Fact(
      25, 4, owners: ("j", "j"), rules: ("8.2.4.3", "8.2.4.3"), printed: (nil, nil),
      former: "D8.2.4.3"),
    Fact(
      26, 4, owners: ("j", "j"), rules: ("8.2.6.2", "8.2.6.2"), printed: (nil, nil),
      former: "D8.2.6.2"),
    Fact(
      27, 4, owners: ("j", "j"), rules: ("8.3.2", "8.3.2"), printed: (nil, nil), former: "D8.3.2"),
    Fact(
      28, 4, owners: ("j", "j"), rules: ("8.4.5", "8.4.6"), printed: (nil, "8.4.5"),
      former: "D8.4.5"),
    Fact(
      29, 4, owners: ("j", "j"), rules: ("8.4.6", "8.4.7"), printed: (nil, "8.4.6"),
      former: "D8.4.6"),
    Fact(
      30, 4, owners: ("j", "j"), rules: ("8.5.6", "8.5.6"), printed: (nil, nil), former: "D8.5.6"),
    Fact(
      31, 4, owners: ("j", "j"), rules: ("8.5.9", "8.5.9"), printed: (nil, nil), former: "D8.5.9"),
    Fact(
      32, 4, owners: ("j", "j"), rules: ("8.5.10", "8.5.10"), printed: (nil, nil), former: "D8.5.10"
    ),
    Fact(
      33, 4, owners: ("j", "j"), rules: ("8.5.12", "8.5.12"), printed: (nil, nil), former: "D8.5.12"
    ),
    Fact(
      34, 4, owners: ("j", "j"), rules: ("8.5.13", "8.5.13"), printed: (nil, nil), former: "D8.5.13"
    ),
    Fact(
      35, 4, owners: ("j", "j"), rules: ("8.5.15", "8.5.15"), printed: (nil, nil), former: "D8.5.15"
    ),
    Fact(
      36, 4, owners: ("j", "j"), rules: ("8.6.5", "8.6.5"), printed: (nil, nil), former: "D8.6.5"),
    Fact(
      37, 4, owners: ("j", "j"), rules: ("9.11", "9.12"), printed: (nil, "9.11"), former: "D9.11"),
    Fact(
      38, 4, owners: ("j", "j"), rules: ("9.11", "9.12"), printed: (nil, "9.11"), former: "D9.11"),
    Fact(
      39, 4, owners: ("j", "j"), rules: ("9.11", "9.12"), printed: (nil, "9.11"), former: "D9.11"),
    Fact(
      40, 4, owners: ("j", "j"), rules: ("9.11", "9.12"), printed: (nil, "9.11"), former: "D9.11"),
    Fact(
      41, 4, owners: ("j", "j"), rules: ("9.11", "9.12"), printed: (nil, "9.11"), former: "D9.11"),
    Fact(
      42, 5, owners: ("j", "j"), rules: ("8.1.5", "8.1.5"), printed: (nil, nil), former: "D8.1.5"),
    Fact(
      43, 5, owners: ("j", "j"), rules: ("8.5.2", "8.5.2"), printed: (nil, nil), former: "D8.5.2"),
    Fact(
      44, 5, owners: ("j", "j"), rules: ("8.5.3", "8.5.3"), printed: (nil, nil), former: "D8.5.3"),
    Fact(
      45, 5, owners: ("j", "j"), rules: ("8.6.2", "8.6.2"), printed: (nil, nil), former: "D8.6.2"),
    Fact(46, 0, owners: ("r", "r"), rules: ("9.5", "9.6"), printed: (nil, "9.5"), former: "D9.5"),
    Fact(47, 0, owners: ("r", "r"), rules: ("9.12", "9.13"), printed: ("", ""), former: ""),
    Fact(48, 4, owners: (nil, "j"), rules: (nil, "8.2.6.4"), printed: (nil, nil), former: ""),
  ]

  private static func list(_ text: String) -> [String] {
    text.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
  }

  private func editions() throws -> RulebookEditions {
    try RulebookLoader.load(BuiltInData.rules, file: BuiltInData.rulesFileName)
  }

  /// 2026 is the default (its lines are pinned by `Edition2026Tests`); the two checked
  /// editions stay as they were.
  func testTheFileHoldsTheTwoCheckedEditionsBeside2026() throws {
    let editions = try editions()
    XCTAssertEqual(editions.ids, ["2026", "2025", "2024"])
    XCTAssertEqual(editions.standard.editionID, "2026")
    XCTAssertEqual(editions.rulebook("2025")?.edition.inForceFrom, "2025-06-25")
    XCTAssertEqual(editions.rulebook("2024")?.edition.inForceFrom, "2024-01-01")
    XCTAssertEqual(editions.rulebook("2025")?.penalties.map(\.id), Array(0...48))
    XCTAssertEqual(editions.rulebook("2024")?.penalties.map(\.id), Array(0...47))
    XCTAssertEqual(Self.facts.map(\.id), Array(0...48))
  }

  func testEveryPenaltyMatchesTheReferenceInBothEditions() throws {
    let editions = try editions()
    for fact in Self.facts {
      for (edition, owners, rules, printed) in [
        ("2024", fact.owners.e2024, fact.rules.e2024, fact.printed.e2024),
        ("2025", fact.owners.e2025, fact.rules.e2025, fact.printed.e2025),
      ] {
        let label = "#\(fact.id) in \(edition)"
        let penalty = try XCTUnwrap(editions.rulebook(edition)).penalty(id: fact.id)
        guard let rules, let owners else {
          XCTAssertNil(penalty, label)
          continue
        }
        let found = try XCTUnwrap(penalty, label)
        XCTAssertEqual(found.sanction.rawValue, fact.sanction, "sanction of \(label)")
        XCTAssertEqual(found.owners.code, owners, "owners of \(label)")
        XCTAssertEqual(found.rules, Self.list(rules), "rules of \(label)")
        XCTAssertEqual(found.summaryRules, printed.map(Self.list), "printed table of \(label)")
        XCTAssertEqual(found.formerRules, Self.list(fact.former), "former rules of \(label)")
        XCTAssertEqual(found.edition.text, edition, label)
        XCTAssertNotNil(found.discipline, label)
        XCTAssertNotNil(found.phase, label)
      }
    }
  }

  func testOnlyPenalty14ChangesItsKeyBetweenEditions() throws {
    let editions = try editions()
    let old = try XCTUnwrap(editions.rulebook("2024"))
    let new = try XCTUnwrap(editions.rulebook("2025"))
    let changed = old.penalties.filter { penalty in
      new.penalty(id: penalty.id).map { $0.keyDiffers(from: penalty) } ?? true
    }
    XCTAssertEqual(changed.map(\.id), [14])
  }
}
