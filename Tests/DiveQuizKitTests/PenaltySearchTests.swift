import DiveQuizCore
import XCTest

/// `search` finds what judges type, in English and in French: spellings folded, plurals,
/// sanction and owner words, the judges' own words, a sentence pasted from the rulebook PDF.
final class PenaltySearchTests: XCTestCase {
  private func ids(_ query: String, language: String = "en") throws -> [Int] {
    try hits(query, language: language).map(\.penalty.id)
  }

  private func hits(_ query: String, language: String = "en") throws -> [PenaltySearch.Hit] {
    PenaltySearch(
      rulebook: try TestData.rulebook(), catalog: try TestData.catalog(language: language)
    )
    .run(query)
  }

  /// Ids of the penalties whose English description holds `word`, as the data says today.
  private func described(_ word: String) throws -> Set<Int> {
    let catalog = try TestData.catalog()
    return Set(
      try TestData.rulebook().penalties.filter {
        $0.description(catalog).lowercased().contains(word)
      }.map(\.id))
  }

  func testRestartFindsTheRestartPenaltiesWrittenWithAHyphen() throws {
    let restarts = try described("re-start")
    XCTAssertFalse(restarts.isEmpty)
    XCTAssertEqual(Set(try ids("restart")), restarts)
    XCTAssertEqual(Set(try ids("RE-START")), restarts)
    XCTAssertTrue(try hits("restart").allSatisfy { $0.matched == ["re-start"] })
    XCTAssertEqual(Set(try ids("nouveau départ", language: "fr")), restarts)
    XCTAssertEqual(Set(try ids("nouveaux departs", language: "fr")), restarts, "plural, no accent")
  }

  func testAPluralFindsItsSingular() throws {
    let twists = try described("twist")
    XCTAssertEqual(Set(try ids("Twists")), twists)
    XCTAssertEqual(Set(try ids("vrilles", language: "fr")), twists)
  }

  func testSanctionWordsFindThePenaltiesTheyApplyTo() throws {
    let failed = Set(
      try TestData.rulebook().penalties.filter { $0.sanction == .failedDive }.map(\.id))
    XCTAssertEqual(Set(try ids("failed dive")), failed)
    XCTAssertEqual(Set(try ids("plongeon manqué", language: "fr")), failed)
    let refereeOnly = try hits("referee").filter { $0.rank == .related }.map(\.penalty)
    XCTAssertTrue(refereeOnly.allSatisfy { $0.owners.contains(.referee) })
  }

  func testJudgesWordsFindTheRulebooksWords() throws {
    let restarts = try described("re-start")
    XCTAssertTrue(restarts.isSubset(of: Set(try ids("balk"))))
    XCTAssertTrue(Set(try ids("balk")).contains(15), "stopping after a step of the run is a balk")
    XCTAssertTrue(restarts.isSubset(of: Set(try ids("reprise", language: "fr"))))
    let armstands = try described("armstand")
    XCTAssertEqual(Set(try ids("handstand")), armstands)
    XCTAssertEqual(Set(try ids("handstands")), armstands)
    XCTAssertTrue(armstands.isSubset(of: Set(try ids("ATR", language: "fr"))))
    XCTAssertEqual(try hits("handstand").first?.matched, ["armstand"])
  }

  func testASentenceWithCurlyApostrophesFindsItsPenalty() throws {
    XCTAssertEqual(try ids("In a head-first dive, the diver’s feet reach the water first."), [6])
    XCTAssertEqual(try ids("the diver‘s feet"), try ids("the diver's feet"))
    let french = "Dans un plongeon en équilibre, les mains du plongeur perdent le contact avec"
    XCTAssertEqual(try ids(french + " la plate‑forme pendant l’appel.", language: "fr"), [48])
  }

  func testTheWholePhraseRanksFirst() throws {
    let found = try hits("head first")
    let ranks = found.map(\.rank)
    XCTAssertEqual(ranks, ranks.sorted(), "closest first")
    XCTAssertEqual(found.first?.rank, .phrase)
    XCTAssertEqual(try hits("8.5.4").first?.rank, .rule)
    XCTAssertEqual(try ids("8.5.4").count, try hits("8.5.4").filter { $0.rank == .rule }.count)
  }

  func testEveryLanguageHasASynonymsTableThatNamesWordsOfItsTexts() throws {
    for code in ["en", "fr", "es", "it"] {
      let catalog = try TestData.catalog(language: code)
      let table = try XCTUnwrap(catalog.lookup("search.synonyms"), code)
      XCTAssertFalse(table.isEmpty)
      for entry in table.split(separator: ";") {
        let head = String(entry.split(separator: ":")[0]).trimmingCharacters(in: .whitespaces)
        XCTAssertFalse(
          try ids(head, language: code).isEmpty, "\(code): \(head) finds nothing")
      }
    }
  }
}
