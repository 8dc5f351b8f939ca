import DiveQuizBankData
import DiveQuizTestSupport
import XCTest

@testable import DiveQuizCore
@testable import DiveQuizService
@testable import DiveQuizTerminal

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The bank divequiz ships: every question parses, is complete in every language, states the
/// facts its writers established apart from it (`Fixtures/rulebook-facts.tsv`), every chapter
/// has its minimum, and a quiz of 10 per chapter answered from its key scores 100 % in every
/// language.
final class RulebookShippedBankTests: XCTestCase {
  static func bank() throws -> QuestionBank {
    try QuestionBank.load(
      questions: BankData.questions, questionsFile: BankData.questionsFileName,
      checklist: BankData.checklists, checklistFile: BankData.checklistsFileName,
      tables: BankData.tables.map {
        StringTableSource(
          language: $0.language, file: "rulebook/\($0.language).strings", bytes: $0.bytes)
      })
  }

  func testTheBankIsCompleteInEveryLanguage() throws {
    let bank = try Self.bank()
    let problems = BankCheck.check(bank, texts: try bank.texts.loadingAll())
    let catalog = try TestData.catalog()
    XCTAssertEqual(problems.map { $0.message(catalog) }, [])
    XCTAssertEqual(
      bank.texts.availableLanguages, ["de", "en", "es", "es-MX", "fr", "it", "zh-Hans"])
  }

  func testEveryChapterHasItsMinimum() throws {
    let bank = try Self.bank()
    XCTAssertGreaterThanOrEqual(bank.questions.count, 180)
    for chapter in BankChapter.allCases {
      let count = bank.questions.filter { $0.chapter == chapter }.count
      let minimum = [.referee, .judging, .synchro].contains(chapter) ? 20 : 8
      XCTAssertGreaterThanOrEqual(count, minimum, chapter.rawValue)
    }
    for form in BankForm.allCases {
      XCTAssertTrue(bank.questions.contains { $0.form == form }, form.rawValue)
    }
    for role in ChecklistDuty.Role.allCases {
      XCTAssertTrue(bank.checklist.contains { $0.role == role }, role.rawValue)
    }
  }

  /// One row of the facts fixture: what the writers read in the rule text.
  struct Fact {
    var id: String
    var answer: String
    var rules: [String: [String]]
  }

  static func facts() throws -> [Fact] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/rulebook-facts.tsv")
    let text = try String(contentsOf: url, encoding: .utf8)
    var facts: [Fact] = []
    for line in text.split(separator: "\n") where !line.hasPrefix("#") && !line.hasPrefix("id\t") {
      let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard cells.count >= 5 else { continue }
      var rules: [String: [String]] = [:]
      for (edition, column) in [("2025", 2), ("2024", 3), ("2026", 4)] where cells[column] != "-" {
        rules[edition] = cells[column].split(separator: ";").map {
          TextFolding.trimmed($0)
        }
      }
      facts.append(Fact(id: cells[0], answer: cells[1], rules: rules))
    }
    return facts
  }

  func testEveryQuestionStatesTheFactsOfTheRuleText() throws {
    let bank = try Self.bank()
    let facts = try Self.facts()
    XCTAssertEqual(Set(facts.map(\.id)), Set(bank.questions.map(\.id)), "one fact per question")
    for fact in facts {
      guard let question = bank.question(id: fact.id) else { continue }
      XCTAssertEqual(
        BankKey.parse(fact.answer, form: question.form), question.key, "\(fact.id) answer")
      // Every edition the question is asked under shows the numbers the facts give.
      for edition in question.editions {
        guard let own = fact.rules[edition.text] else {
          XCTAssertEqual(question.rules(in: edition)?.checkedIn, "2025", "\(fact.id) \(edition)")
          continue
        }
        XCTAssertEqual(question.rules(in: edition)?.numbers, own, "\(fact.id) \(edition)")
      }
    }
  }

  func testNo2026NumberOutsideTheReference() throws {
    // rules_2026 only from ../shared/reference/articles-2026.tsv: every number shown under
    // 2026 is one of its articles (or a 2025 number marked as checked against 2025).
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/articles-2026.txt")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else {
      throw XCTSkip("no copy of the 2026 reference's article numbers")
    }
    let articles = Set(text.split(separator: "\n").map(String.init))
    var checked = 0
    for question in try Self.bank().questions where question.isAsked(in: "2026") {
      guard let rules = question.rules(in: "2026"), rules.checkedIn == nil else { continue }
      for number in rules.numbers {
        XCTAssertTrue(articles.contains(number), "\(question.id): \(number)")
        checked += 1
      }
    }
    XCTAssertGreaterThan(checked, 50, "the bank gives 2026 articles")
  }

  // MARK: - A quiz per chapter, in every language

  private let clock = FixedClock()

  /// What a trainee types for `reply` at the prompt; the schedule's tests answer the same way.
  static func typed(_ reply: Reply?) -> String {
    switch reply {
    case .option(let index)?: return Prompt.letter(index)
    case .options(let indices)?: return indices.map(Prompt.letter).joined(separator: " ")
    case .truth(let said)?: return said ? "true" : "false"
    case .number(let hundredths)?: return BankKey.number(hundredths).text
    case .sanction(let answer)?: return answer.typed
    case .text(let words)?: return words
    case nil: return "skip"
    }
  }

  func testAQuizOfTenPerChapterFromItsKeyScoresFullMarksInEveryLanguage() throws {
    let bank = try Self.bank()
    let rulebook = try TestData.rulebook()
    for chapter in BankChapter.allCases {
      let words = ["10", chapter.number.map(String.init) ?? chapter.rawValue, "seed", "31"]
      guard case .success(let plan) = CommandParser.parsePlan(words, command: "quiz") else {
        return XCTFail("\(words)")
      }
      XCTAssertEqual(plan.kinds, [.rulebook])
      let quiz = try KindDraw.make(
        plan, rulebook: rulebook, dives: { .empty(file: "") }, bank: { bank }, seed: 31,
        startedAt: clock.read())
      XCTAssertEqual(quiz.count, min(10, bank.questions(in: "2026", chapters: [chapter]).count))
      let answers = zip(quiz.penalties, quiz.prompts).map {
        Self.typed($0.1.rightReply(penalty: $0.0))
      }
      for language in ["en", "fr", "es", "es-MX", "it", "de", "zh-Hans"] {
        let storage = MemoryHistoryStorage()
        let console = ScriptedConsole(
          lines: ["lang " + language, "quiz " + words.joined(separator: " ")] + answers)
        let session = Session(
          library: try TestData.library(), console: console,
          configuration: .init(interactive: false, unicode: false, judge: "Ann"),
          clock: clock.read, seedSource: { 1 },
          history: HistoryFiles(
            main: storage, system: MemoryFileSystem([storage]), recoveryFolder: "/s"),
          makeID: SequentialIDs().next)
        session.service.bankSource = QuestionBankSource(bank)
        _ = session.run()
        XCTAssertEqual(console.errors, "", "\(chapter) \(language)")
        let record = try XCTUnwrap(
          try RecordCodec.decode(Array(storage.bytes.split(separator: 0x0A)[0])).get(),
          "\(chapter) \(language)")
        XCTAssertEqual(record.score, record.maximum, "\(chapter) \(language)")
        XCTAssertEqual(record.questions.count, quiz.count)
        XCTAssertTrue(record.questions.allSatisfy { $0.kind == .rulebook })
        // No key is shown for a text: every question and option has its words.
        XCTAssertFalse(console.output.contains(chapter.rawValue + "-0"), "\(chapter) \(language)")
      }
    }
  }

  func testAWrongAnswerShowsTheKeyTheRuleAndWhy() throws {
    let bank = try Self.bank()
    let console = ScriptedConsole(lines: ["quiz 3 referee rulebook seed 5", "skip", "skip", "skip"])
    let session = Session(
      library: try TestData.library(edition: "2025"), console: console,
      configuration: .init(interactive: false, unicode: false, judge: "Ann"),
      clock: clock.read, seedSource: { 1 }, makeID: SequentialIDs().next)
    session.service.bankSource = QuestionBankSource(bank)
    _ = session.run()
    XCTAssertEqual(console.output.components(separatedBy: "\nCorrect answer: ").count - 1, 3)
    XCTAssertEqual(
      console.output.components(separatedBy: "\nRule: 6.").count - 1, 3, console.output)
    XCTAssertEqual(console.output.components(separatedBy: "\nWhy: ").count - 1, 3)
  }
}
