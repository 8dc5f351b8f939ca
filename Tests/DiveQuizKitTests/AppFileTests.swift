import DiveQuizData
import DiveQuizTerminal
import Foundation
import XCTest

@testable import DiveQuizCore

/// The Diving Rules app's own files given with `--rules`: the 2026 format keeps its ids, numbers
/// and English texts, and borrows divequiz's translations only where the data says an entry is
/// the same penalty; the older format loads as before.
final class AppFileTests: XCTestCase {
  private typealias Fixture = Edition2026Fixture

  private func load(_ text: String) throws -> RulebookEditions {
    let file = try RulebookLoader.load(Array(text.utf8), file: "app.json")
    return AppFileReader.pair(file, with: try TestData.editions())
  }

  private func entry(_ editions: RulebookEditions, _ id: Int) throws -> Penalty {
    try XCTUnwrap(editions.standard.penalty(id: id), "entry \(id)")
  }

  func testThe2026FileLoadsWithItsOwnTextsAndNumbersAndEveryEntryPairs() throws {
    let editions = try load(Fixture.appFile())
    let english = try TestData.catalog()
    let french = try TestData.catalog(language: "fr")
    let builtIn = try TestData.rulebook(edition: "2026")
    XCTAssertEqual(editions.standard.penalties.count, 63)
    for line in Fixture.lines {
      let penalty = try entry(editions, line.app)
      XCTAssertEqual(penalty.rules, line.printedRules, "numbers of entry \(line.app)")
      XCTAssertEqual(penalty.sanction.rawValue, line.sanction)
      XCTAssertEqual(penalty.owners.code, line.owners)
      XCTAssertEqual(penalty.description(english), Fixture.text(line))
      XCTAssertEqual(penalty.fileEntry?.paired, PairedPenalty(id: line.id, edition: "2026"))
      let own = try XCTUnwrap(builtIn.penalty(id: line.id))
      XCTAssertEqual(penalty.description(french), own.description(french), "entry \(line.app)")
    }
  }

  /// Issue 28: with the app's 2026 file, the French of the app's long-entry line spoke of a
  /// twisted entry. Each of the six lines citing 10.6.2 now shows, in every language, the
  /// divequiz line of the same fault.
  func testTheSixEntryLinesShowTheirOwnFaultInEveryLanguage() throws {
    let editions = try load(Fixture.appFile())
    let words: [String: [Int: String]] = [
      "en": [
        57: "short", 58: "long", 59: "twisted", 60: "not straight", 61: "toes", 62: "surface",
      ],
      "fr": [
        57: "courte", 58: "longue", 59: "vrillé", 60: "pas droit", 61: "pointes", 62: "surface",
      ],
      "es": [
        57: "corta", 58: "pasada", 59: "torcido", 60: "no está recto", 61: "puntas",
        62: "superficie",
      ],
      "es-MX": [
        57: "corta", 58: "pasada", 59: "torcido", 60: "no está recto", 61: "puntas",
        62: "superficie",
      ],
      "it": [
        57: "corta", 58: "lunga", 59: "torsione", 60: "non è dritto", 61: "punte", 62: "superficie",
      ],
      "de": [
        57: "unterdreht", 58: "überdreht", 59: "verdreht", 60: "nicht gestreckt", 61: "Zehen",
        62: "Wasseroberfläche",
      ],
      "zh-Hans": [57: "不足", 58: "过头", 59: "扭转", 60: "不直", 61: "脚尖", 62: "水面"],
    ]
    for (language, lines) in words {
      let catalog = try TestData.catalog(language: language)
      for (app, word) in lines {
        let text = try entry(editions, app).description(catalog)
        XCTAssertTrue(text.contains(word), "\(language) line \(app): \(text)")
      }
    }
    let french = try TestData.catalog(language: "fr")
    XCTAssertFalse(try entry(editions, 58).description(french).contains("vrillée"))
  }

  /// The app's 2023 file: the 2026 object shape, ids 0–46 that are divequiz's own, numbers with
  /// the part prefix (`IV.6.4.12`). Built from the project's penalty table (`Fixtures/`).
  func testTheAppsOlderFileWithDivequizIdsPairsEveryEntryByID() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/app-2023.json")
    let editions = try load(try String(contentsOf: url, encoding: .utf8))
    XCTAssertEqual(editions.standard.penalties.count, 47)
    let italian = try TestData.catalog(language: "it")
    let older = try TestData.rulebook(edition: "2024")
    for penalty in editions.standard.penalties {
      XCTAssertEqual(
        penalty.fileEntry?.paired, PairedPenalty(id: penalty.id, edition: "2024"),
        "entry \(penalty.id)")
      XCTAssertEqual(
        penalty.description(italian), older.penalty(id: penalty.id)?.description(italian))
    }
  }

  /// The file cut to 49 entries used to pair them with divequiz's ids by position: entry 27 (the
  /// judges' majority) showed the text of divequiz #27, about the run.
  func testACutFileNeverShowsTheTextOfAnotherPenalty() throws {
    let editions = try load(Fixture.appFile(Array(Fixture.lines.prefix(49))))
    let french = try TestData.catalog(language: "fr")
    let builtIn = try TestData.rulebook(edition: "2026")
    let majority = try entry(editions, 27)
    XCTAssertEqual(majority.fileEntry?.paired?.id, 54)
    XCTAssertEqual(majority.description(french), builtIn.penalty(id: 54)?.description(french))
    XCTAssertNotEqual(majority.description(french), builtIn.penalty(id: 27)?.description(french))
  }

  func testAnEntryTheDataDoesNotKnowShowsTheFilesEnglishEverywhere() throws {
    var lines = Fixture.lines
    lines[40].printed = "99.9"
    // Two entries swapped in the list still pair by their numbers and key.
    (lines[17].app, lines[23].app) = (lines[23].app, lines[17].app)
    let editions = try load(Fixture.appFile(lines))
    let italian = try TestData.catalog(language: "it")
    // Entry 17 now holds the synchronised re-start (divequiz #17), entry 23 the stop in the run
    // (divequiz #15).
    XCTAssertEqual(try entry(editions, 17).fileEntry?.paired?.id, 17)
    XCTAssertEqual(try entry(editions, 23).fileEntry?.paired?.id, 15)
    let unknown = try entry(editions, 40)
    XCTAssertNil(unknown.fileEntry?.paired)
    XCTAssertTrue(unknown.untranslated)
    XCTAssertEqual(unknown.description(italian), "Fixture line 40 of the 2026 file.")
    XCTAssertNil(unknown.note(italian))
    let presenter = PenaltyPresenter(
      catalog: italian, rulebook: editions.standard, editions: editions,
      style: Style(enabled: false))
    let list = presenter.list(editions.standard.penalties)
    XCTAssertEqual(list.components(separatedBy: italian.text("penalties.untranslated")).count, 2)
    XCTAssertTrue(presenter.detail(unknown).contains("Testo inglese del file delle regole"))
  }

  /// Old files keep loading, with divequiz's own ids, and no note tied to an edition.
  func testAnOldFormatFileStillLoadsAndItsNotesAreNotThoseOfAnEdition() throws {
    let entries = (0...46).map { id in
      "{\"id\": \(id), \"rules\": [{\"ruleId\": \"9.2\"}], \"sanctionValue\": 0, "
        + "\"referee\": true, \"judge\": \(id == 14)}"
    }
    let editions = try load("[" + entries.joined(separator: ",") + "]")
    let english = try TestData.catalog()
    let fourteen = try entry(editions, 14)
    XCTAssertNil(fourteen.fileEntry)
    XCTAssertNil(fourteen.note(english), "no 2025-only note on an old file")
    XCTAssertEqual(
      fourteen.description(english),
      try TestData.rulebook(edition: "2025").penalty(id: 14)?
        .description(english))
    let presenter = PenaltyPresenter(
      catalog: english, rulebook: editions.standard, editions: editions,
      style: Style(enabled: false))
    XCTAssertFalse(presenter.detail(fourteen).contains("2025"))
  }
}
