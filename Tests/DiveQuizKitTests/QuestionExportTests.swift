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
      rulebook: try TestData.rulebook(edition: edition), bank: bank, dives: dives,
      editions: try TestData.editions().all)
  }

  func testEveryCitedRuleIsTheEditionsOwnAndNamesIt() throws {
    for edition in ["2024", "2025", "2026"] {
      let source = try source(edition: edition)
      let questions = source.questions(QuestionExport.kinds)
      let penalties = questions.filter { $0.name.hasPrefix("penalty-") }
      XCTAssertEqual(penalties.count, source.rulebook.penalties.filter { !$0.owners.isEmpty }.count)
      for question in questions where question.name.hasPrefix("bank-") {
        let id = String(question.name.dropFirst("bank-".count))
        let rules = try XCTUnwrap(
          source.bank.question(id: id)?.rules(in: EditionID(stored: edition)), id)
        let cited = rules.checkedIn?.text ?? edition
        XCTAssertTrue(question.feedback.contains(" of the \(cited) edition."), question.feedback)
        XCTAssertTrue(question.feedback.contains(rules.numbers.joined(separator: ", ")))
      }
      for question in penalties {
        let id = Int(question.name.dropFirst("penalty-".count)) ?? -1
        let penalty = try XCTUnwrap(source.rulebook.penalty(id: id))
        guard case .choice(let options) = question.answer else { return XCTFail(question.name) }
        XCTAssertEqual(options.filter(\.right).count, 1)
        guard penalty.doubtfulRules.isEmpty, !penalty.rules.isEmpty else { continue }
        XCTAssertTrue(question.feedback.contains(" of the \(edition) edition."), question.feedback)
        XCTAssertTrue(question.feedback.contains(penalty.rules[0]), question.feedback)
      }
      XCTAssertEqual(questions.filter { $0.tags.contains("kind::dd") }.count, QuestionExport.draws)
      XCTAssertTrue(questions.allSatisfy { $0.tags.contains("edition::" + edition) })
    }
  }

  /// Issue 31: the export printed "rules 8.5.4 (doubtful), 8.5.5 (doubtful) of the 2026
  /// edition". A doubtful number is never cited, in any language: the line's trusted 2026
  /// numbers are, and for the doubtful ones the 2025 line's numbers, named as 2025's
  /// (`RuleReference.penalty`), and the note explaining the doubt is left out.
  func testNoDoubtfulNumberIsCitedAndTheCheckedEditionStandsInForIt() throws {
    let editions = try TestData.editions().all
    let rulebook2025 = try TestData.rulebook(edition: "2025")
    let doubtful = try TestData.rulebook(edition: "2026").penalties.filter {
      !$0.doubtfulRules.isEmpty
    }
    XCTAssertGreaterThanOrEqual(doubtful.count, 5, "the 2026 data has doubtful numbers")
    for language in ["en", "fr", "de", "zh-Hans"] {
      let source = try source(edition: "2026", language: language)
      let catalog = source.catalog
      let mark = catalog.text("rules.doubtful", "§").replacingOccurrences(of: "§", with: "")
      let questions = source.questions([.sanction])
      for question in questions {
        XCTAssertFalse(question.feedback.contains(mark), "\(language): \(question.feedback)")
      }
      for penalty in doubtful {
        let question = try XCTUnwrap(questions.first { $0.name == "penalty-\(penalty.id)" })
        let references = RuleReference.penalty(penalty, editions: editions)
        XCTAssertFalse(references.isEmpty, "\(penalty.id)")
        let cited = references.map { $0.textNamingEdition(catalog) }.joined(separator: "; ")
        XCTAssertTrue(
          question.feedback.contains(catalog.text("interop.rules", cited)), question.feedback)
        for number in penalty.doubtfulRules {
          XCTAssertFalse(
            question.feedback.contains(number), "\(language) #\(penalty.id): \(number)")
        }
        for reference in references {
          if reference.edition == "2026" {
            XCTAssertTrue(Set(reference.numbers).isSubset(of: penalty.rules))
            XCTAssertTrue(Set(reference.numbers).isDisjoint(with: penalty.doubtfulRules))
          } else {
            XCTAssertEqual(reference.edition, "2025")
            let line = try XCTUnwrap(
              rulebook2025.penalty(id: penalty.id) ?? penalty.partOf.flatMap(rulebook2025.penalty))
            XCTAssertEqual(reference.numbers, line.rules)
          }
        }
      }
    }
    // In English, the figures of #0 and #30 as an instructor reads them.
    let english = try source(edition: "2026").questions([.sanction])
    let first = try XCTUnwrap(english.first { $0.name == "penalty-0" })
    XCTAssertTrue(first.feedback.contains("Rule reference: rule 6.4.8 of the 2025 edition."))
    let thirty = try XCTUnwrap(english.first { $0.name == "penalty-30" })
    XCTAssertTrue(
      thirty.feedback.contains(
        "Rule reference: rule 10.1.6 of the 2026 edition; rule 8.5.6 of the 2025 edition."),
      thirty.feedback)
  }

  /// `export questions gift` read back by `questions add`'s parser gives the same questions:
  /// names, texts, categories, feedback, and keys (the right options, the truth, the number),
  /// so that answered from its key each one scores full marks as an own question.
  func testExportedGIFTReadsBackAsTheSameQuestions() throws {
    for (edition, language) in [("2026", "en"), ("2025", "fr"), ("2026", "zh-Hans")] {
      let written = try source(edition: edition, language: language).questions(QuestionExport.kinds)
      let read = try GiftParser.parse(GIFTWriter.write(written))
      XCTAssertEqual(read.count, written.count, language)
      for (question, back) in zip(written, read) {
        XCTAssertEqual(back.title, question.name)
        XCTAssertEqual(back.text, question.text, question.name)
        XCTAssertEqual(back.category, GIFTWriter.categoryPath(question.category))
        XCTAssertEqual(back.generalFeedback, question.feedback.isEmpty ? nil : question.feedback)
        switch (question.answer, back.answers) {
        case (.choice(let options), .choice(let answers)):
          XCTAssertEqual(answers.map(\.text), options.map(\.text), question.name)
          XCTAssertEqual(
            answers.filter { $0.fraction > 0 }.map(\.text),
            options.filter(\.right).map(\.text), question.name)
        case (.truth(let value), .truth(let backValue, _, _)):
          XCTAssertEqual(backValue, value, question.name)
        case (.number(let hundredths, let tolerance), .numeric(let ranges)):
          XCTAssertEqual(ranges.count, 1)
          XCTAssertEqual(
            ranges.first?.low ?? 0, Double(hundredths - tolerance) / 100, accuracy: 1e-9)
          XCTAssertEqual(
            ranges.first?.high ?? 0, Double(hundredths + tolerance) / 100, accuracy: 1e-9)
        default:
          XCTFail("\(question.name): \(question.answer) read as \(back.answers)")
        }
        let asked = OwnPrompt(
          set: "bank", language: language, hash: OwnSet.hash(back), question: back,
          order: Array(0..<OwnPrompt.shownCount(back.answers)))
        XCTAssertEqual(asked.points(asked.expected), 10, question.name)
      }
    }
  }

  func testTheSameEditionAndLanguageGiveTheSameQuestions() throws {
    let first = try source(edition: "2025", language: "it").questions([.dives, .awards])
    let second = try source(edition: "2025", language: "it").questions([.dives, .awards])
    XCTAssertEqual(first, second)
    XCTAssertEqual(Set(first.map(\.name)).count, first.count, "no question twice")
  }
}
