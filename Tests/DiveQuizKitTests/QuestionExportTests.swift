import DiveQuizData
import DiveQuizTestSupport
import XCTest

@testable import DiveQuizCore
@testable import DiveQuizTerminal

/// `export questions`: the words it takes, and the questions it makes from the shipped
/// rulebook, bank and dives in each edition (rule numbers the edition's own, named with it).
final class QuestionExportTests: XCTestCase {
  private func parse(_ line: String) -> Result<QuestionExportRequest, CommandError>? {
    CommandParser.parse(line)?.map { command in
      guard case .exportQuestions(let request) = command else {
        return QuestionExportRequest(format: .gift, file: "?")
      }
      return request
    }
  }

  func testFormatFirstThenKindsAndOneFileInAnyOrder() throws {
    let request = try XCTUnwrap(parse("export questions anki dd cards.txt Rulebook dd")).get()
    XCTAssertEqual(
      request, QuestionExportRequest(format: .anki, file: "cards.txt", kinds: [.dd, .rulebook]))
    XCTAssertEqual(try XCTUnwrap(parse("export questions MOODLE-XML")).get().format, .moodleXML)
    XCTAssertEqual(parse("export questions"), .failure(.missingArgument(command: "export")))
    XCTAssertEqual(
      parse("export questions pdf"), .failure(.badArgument(command: "export", argument: "pdf")))
    XCTAssertEqual(
      parse("export questions gift a.txt b.txt"),
      .failure(.badArgument(command: "export", argument: "b.txt")))
    // A kind divequiz asks but does not export is refused, not taken for a file.
    XCTAssertEqual(
      parse("export questions gift scores"),
      .failure(.badArgument(command: "export", argument: "scores")))
  }

  func testAPenaltyBecomesFiveCombinedOptionsWithOneRight() {
    for sanction in Sanction.allCases {
      for owners: Owners in [.referee, .judge, .both] {
        let pairs = QuestionExport.pairs(around: (sanction, owners))
        XCTAssertEqual(pairs.count, 5, "\(sanction) \(owners)")
        XCTAssertEqual(pairs.filter { $0 == (sanction, owners) }.count, 1)
        XCTAssertEqual(Set(pairs.map { "\($0.0.rawValue)\($0.1.code)" }).count, 5)
      }
    }
  }

  private func source(edition: String, language: String = "en") throws -> QuestionExport {
    let bank = try RulebookShippedBankTests.bank()
    let dives = try DiveCatalogParser.parse(BuiltInData.dives, file: "dives.tsv")
    return QuestionExport(
      catalog: try TestData.catalog(language: language), texts: bank.texts(in: language),
      rulebook: try TestData.rulebook(edition: edition), bank: bank, dives: dives)
  }

  func testEveryCitedRuleIsTheEditionsOwnAndNamesIt() throws {
    for edition in ["2024", "2025", "2026"] {
      let source = try source(edition: edition)
      let questions = source.questions(QuestionExport.kinds)
      let penalties = questions.filter { $0.name.hasPrefix("penalty-") }
      XCTAssertEqual(penalties.count, source.rulebook.penalties.filter { !$0.owners.isEmpty }.count)
      for question in questions where question.name.hasPrefix("bank-") {
        let id = String(question.name.dropFirst("bank-".count))
        let rules = try XCTUnwrap(source.bank.question(id: id)?.rules(in: edition), id)
        let cited = rules.checkedIn ?? edition
        XCTAssertTrue(question.feedback.contains(" of the \(cited) edition."), question.feedback)
        XCTAssertTrue(question.feedback.contains(rules.numbers.joined(separator: ", ")))
      }
      for question in penalties {
        let id = Int(question.name.dropFirst("penalty-".count)) ?? -1
        let penalty = try XCTUnwrap(source.rulebook.penalty(id: id))
        guard !penalty.rules.isEmpty else { continue }
        XCTAssertTrue(question.feedback.contains(" of the \(edition) edition."), question.feedback)
        XCTAssertTrue(question.feedback.contains(penalty.rules[0]), question.feedback)
        guard case .choice(let options) = question.answer else { return XCTFail(question.name) }
        XCTAssertEqual(options.filter(\.right).count, 1)
      }
      XCTAssertEqual(questions.filter { $0.tags.contains("kind::dd") }.count, QuestionExport.draws)
      XCTAssertTrue(questions.allSatisfy { $0.tags.contains("edition::" + edition) })
    }
  }

  func testTheSameEditionAndLanguageGiveTheSameQuestions() throws {
    let first = try source(edition: "2025", language: "it").questions([.dives, .awards])
    let second = try source(edition: "2025", language: "it").questions([.dives, .awards])
    XCTAssertEqual(first, second)
    XCTAssertEqual(Set(first.map(\.name)).count, first.count, "no question twice")
  }
}
