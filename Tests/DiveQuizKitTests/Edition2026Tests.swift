import DiveQuizCore
import DiveQuizData
import XCTest

/// The 2026 edition as shipped, line by line against `Edition2026Fixture`, and the questions
/// asked on it.
final class Edition2026Tests: XCTestCase {
  private typealias Fixture = Edition2026Fixture

  private func edition2026() throws -> Rulebook { try TestData.rulebook(edition: "2026") }

  func testThe2026EditionIsTheDefaultThenThe2025And2024Ones() throws {
    let editions = try TestData.editions()
    XCTAssertEqual(editions.ids, ["2026", "2025", "2024"])
    XCTAssertEqual(editions.standard.editionID, "2026")
    XCTAssertEqual(editions.standard.edition.source, .appChecklist)
    XCTAssertEqual(editions.rulebook("2025")?.edition.source, .rulebook)
    XCTAssertEqual(editions.rulebook("2024")?.edition.source, .rulebook)
    XCTAssertEqual(editions.standard.penalties.map(\.id), Array(0...62))
    XCTAssertEqual(Fixture.lines.map(\.app), Array(0...62))
    XCTAssertEqual(Set(Fixture.lines.map(\.id)).count, 63)
  }

  func testEveryLineHasTheAppsNumbersSanctionAndOwnersWithTheCorrections() throws {
    let rulebook = try edition2026()
    for line in Fixture.lines {
      let label = "app line \(line.app)"
      let penalty = try XCTUnwrap(rulebook.penalty(id: line.id), label)
      XCTAssertEqual(penalty.appLink?.id, line.app, label)
      XCTAssertEqual(penalty.rules, line.taught, "numbers of \(label)")
      XCTAssertEqual(penalty.appLink?.printedRules ?? penalty.rules, line.printedRules, label)
      XCTAssertEqual(penalty.doubtfulRules, line.doubtful, "doubtful numbers of \(label)")
      XCTAssertEqual(penalty.sanction.rawValue, line.sanction, "sanction of \(label)")
      XCTAssertEqual(penalty.owners.code, line.owners, "owners of \(label)")
      XCTAssertNotNil(penalty.discipline, label)
      XCTAssertNotNil(penalty.phase, label)
    }
  }

  /// A 2025 penalty keeps its id in 2026 for one of its lines (the first the app prints); the
  /// other lines of a split get ids from 49, so answers compare like with like.
  func testPenaltiesKeepTheirIdentityAcrossEditions() throws {
    let editions = try TestData.editions()
    let old = try XCTUnwrap(editions.rulebook("2025"))
    var kept: [Int: Int] = [:]
    for line in Fixture.lines {
      guard let former = line.former else {
        XCTAssertEqual(line.match, .new)
        XCTAssertGreaterThanOrEqual(line.id, 49)
        continue
      }
      XCTAssertNotNil(old.penalty(id: former), "app line \(line.app)")
      if line.id == former {
        XCTAssertNil(kept[former], "two lines keep #\(former)")
        kept[former] = line.app
      } else {
        XCTAssertGreaterThanOrEqual(line.id, 49, "app line \(line.app)")
        XCTAssertNil(old.penalty(id: line.id), "a new id must be new: \(line.id)")
      }
    }
    XCTAssertEqual(kept.keys.sorted(), old.penalties.map(\.id), "every 2025 penalty lives on")
    // Keys only change where the reference says so: the majority and the video review.
    let changed = Fixture.lines.filter { line in
      guard let former = line.former, let before = old.penalty(id: former) else { return false }
      return before.sanction.rawValue != line.sanction || before.owners.code != line.owners
    }
    XCTAssertEqual(changed.map(\.app), [27, 28])
    XCTAssertEqual(Fixture.lines.filter { $0.match == .changedKey }.map(\.app), [27, 28])
  }

  func testEveryNewLineIsDescribedInEachLanguageInItsOwnWords() throws {
    let rulebook = try edition2026()
    let english = try TestData.catalog()
    let newIDs = rulebook.penalties.map(\.id).filter { $0 >= 49 }
    XCTAssertEqual(newIDs, Array(49...62))
    for language in ["fr", "es", "it"] {
      let catalog = try TestData.catalog(language: language)
      for penalty in rulebook.penalties {
        let text = penalty.description(catalog)
        XCTAssertNotEqual(text, penalty.description(english), "#\(penalty.id) in \(language)")
        XCTAssertFalse(text.hasPrefix("Penalty-"), "#\(penalty.id) in \(language)")
      }
      // Split lines never reuse the 2025 wording, which named every part. #16 stays the
      // re-start of a standing, running or armstand dive in 2026 (the app's line 19): only the
      // armstand faults that count as a re-start went to lines of their own (issue 28).
      for id in [15, 19, 20, 36, 45] {
        let now = try XCTUnwrap(rulebook.penalty(id: id)).description(catalog)
        let before = try XCTUnwrap(TestData.rulebook(edition: "2025").penalty(id: id))
        XCTAssertNotEqual(now, before.description(catalog), "#\(id) in \(language)")
      }
    }
  }

  func testTheNoteOf2025On19MovesToTheLinesItDescribes() throws {
    let catalog = try TestData.catalog()
    let now = try edition2026()
    let before = try TestData.rulebook(edition: "2025")
    XCTAssertTrue(try XCTUnwrap(before.penalty(id: 19)?.note(catalog)).contains("3 of 5"))
    XCTAssertFalse(try XCTUnwrap(now.penalty(id: 19)?.note(catalog)).contains("3 of 5"))
    for id in [54, 55] {
      let penalty = try XCTUnwrap(now.penalty(id: id))
      XCTAssertEqual(penalty.owners, .referee)
      XCTAssertEqual(penalty.sanction, .maximumTwo)
      XCTAssertTrue(try XCTUnwrap(penalty.note(catalog)).contains("#19"))
    }
  }

  func testAQuizOfEveryLineAnsweredFromTheKeyScoresFull() throws {
    let rulebook = try edition2026()
    var quiz = try Quiz(
      plan: QuizPlan(count: 63), rulebook: rulebook, seed: 26,
      startedAt: Date(timeIntervalSince1970: 0))
    XCTAssertEqual(quiz.count, 63)
    while let penalty = quiz.current { quiz.record(Answer(key: penalty), seconds: 1) }
    XCTAssertEqual(quiz.percentage, 100)
    XCTAssertEqual(Set(quiz.questions.map(\.id)), Set(0...62))
  }

  /// Over many seeds: no question asks a doubtful number, no wrong option is doubtful, and no
  /// wrong option is a number any edition gives the penalty asked.
  func testRuleNumberQuestionsNeverAskOrOfferADoubtfulOrAnotherEditionsNumber() throws {
    let editions = try TestData.editions()
    let rulebook = try XCTUnwrap(editions.rulebook("2026"))
    let doubtful = Set(rulebook.penalties.flatMap(\.doubtfulRules))
    XCTAssertEqual(doubtful.count, 9)
    var asked: Set<Int> = []
    for seed in UInt64(1)...60 {
      let quiz = try Quiz(
        plan: QuizPlan(count: 10, kind: .rules), rulebook: rulebook, seed: seed,
        startedAt: Date(timeIntervalSince1970: 0))
      XCTAssertEqual(quiz.count, 10)
      for (penalty, prompt) in zip(quiz.questions, quiz.prompts) {
        asked.insert(penalty.id)
        XCTAssertTrue(penalty.doubtfulRules.isEmpty, "#\(penalty.id) asked")
        guard case .rules(let options, let correct) = prompt else { return XCTFail("kind") }
        let sameFault = Set(
          editions.all.compactMap { $0.penalty(id: penalty.id) }
            .flatMap { $0.rules + ($0.summaryRules ?? []) })
        for (index, option) in options.enumerated() where index != correct {
          let numbers = option.components(separatedBy: ", ")
          XCTAssertTrue(doubtful.isDisjoint(with: numbers), "\(option) offered for #\(penalty.id)")
          XCTAssertTrue(sameFault.isDisjoint(with: numbers), "\(option) offered for #\(penalty.id)")
        }
      }
    }
    let askable = rulebook.penalties.filter { $0.doubtfulRules.isEmpty }.map(\.id)
    XCTAssertEqual(asked, Set(askable).intersection(asked))
    XCTAssertGreaterThan(asked.count, 40)
  }
}
