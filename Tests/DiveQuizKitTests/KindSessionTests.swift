import DiveQuizTestSupport
import XCTest

@testable import DiveQuizCore
@testable import DiveQuizService
@testable import DiveQuizTerminal

/// A mixed quiz in a whole session, through the scripted console: answered from the key it
/// scores 100 %, answered wrongly it shows each key and a score's working; it is stored, and
/// `history` and `review` show every kind.
final class KindSessionTests: XCTestCase {
  private let clock = FixedClock()

  private func session(_ console: ScriptedConsole, storage: MemoryHistoryStorage) throws -> Session
  {
    let session = Session(
      library: try TestData.library(), console: console,
      configuration: .init(interactive: false, unicode: false, judge: "Ann"), clock: clock.read,
      seedSource: { 4242 },
      history: HistoryFiles(
        main: storage, system: MemoryFileSystem([storage]), recoveryFolder: "/s"),
      makeID: SequentialIDs().next)
    session.service.diveSource = DiveCatalogSource(try DiveCatalogTests.builtIn())
    return session
  }

  /// The quiz `quiz 16 mixed seed 7` draws, made here the same way.
  private func drawn() throws -> Quiz {
    guard
      case .success(let plan) = CommandParser.parsePlan(
        ["16", "mixed", "seed", "7"], command: "quiz")
    else { throw XCTSkip("no plan") }
    let catalog = try DiveCatalogTests.builtIn()
    return try KindDraw.make(
      plan, rulebook: try TestData.rulebook(), dives: { catalog }, seed: 7, startedAt: clock.read())
  }

  /// What a trainee types for `reply`: scores alternately with a comma and without decimals
  /// where they are whole.
  private func typed(_ reply: Reply?, index: Int) -> String {
    switch reply {
    case .sanction(let answer)?: return answer.typed
    case .option(let index)?: return Prompt.letter(index)
    case .truth(let said)?: return said ? "t" : "f"
    case .options(let indices)?: return indices.map(Prompt.letter).joined(separator: " ")
    case .text(let words)?: return words
    case .number(let hundredths)?:
      if hundredths % 100 == 0 { return String(hundredths / 100) }
      let text = Decimals.format(hundredths: hundredths)
      return index % 2 == 0 ? text : text.replacingOccurrences(of: ".", with: ",")
    case nil: return "skip"
    }
  }

  func testAMixedQuizFromTheKeyScoresEverythingAndIsReviewed() throws {
    let quiz = try drawn()
    XCTAssertGreaterThanOrEqual(Set(quiz.prompts.map(\.kind)).count, 4)
    let answers = zip(quiz.penalties, quiz.prompts).enumerated().map { index, pair in
      typed(pair.1.rightReply(penalty: pair.0), index: index)
    }
    let storage = MemoryHistoryStorage()
    let console = ScriptedConsole(
      lines: ["quiz 16 mixed seed 7"] + answers + ["history", "review"])
    _ = try session(console, storage: storage).run()
    XCTAssertEqual(console.errors, "")
    XCTAssertTrue(console.output.contains("Score: 160/160 points (100%)."), console.output)
    let review = try XCTUnwrap(console.output.components(separatedBy: "Quizzes listed: 1.").last)
    let kinds = KindPresenter(catalog: try TestData.catalog(), edition: "2025")
    for prompt in quiz.prompts where !prompt.kind.drawsPenalties {
      XCTAssertTrue(console.output.contains("· " + kinds.label(prompt.kind)), "\(prompt.kind)")
      XCTAssertTrue(review.contains(kinds.label(prompt.kind) + "  "), "\(prompt.kind) reviewed")
    }
    let record = try XCTUnwrap(
      try RecordCodec.decode(Array(storage.bytes.split(separator: 0x0A)[0])).get())
    XCTAssertEqual(record.filters, ["mixed"])
    XCTAssertEqual(record.seed, 7)
    XCTAssertEqual(record.questions.map(\.kind), quiz.prompts.map(\.kind))
    XCTAssertTrue(console.output.contains("160/160"), "history lists it")
    // The review lists each question with its kind and the answer beside the key.
    XCTAssertEqual(review.components(separatedBy: "\n   answer: ").count - 1, 16, review)
    XCTAssertEqual(review.components(separatedBy: "right (10)").count - 1, 16, review)
  }

  func testWrongAnswersShowEachKeyAndTheScoresWorking() throws {
    let quiz = try drawn()
    let wrong = quiz.prompts.map { prompt -> String in
      switch prompt {
      case .choice(let question):
        return Prompt.letter((question.correct + 1) % question.options.count)
      case .score(let question): return Decimals.format(hundredths: question.expected + 10)
      case .trueFalse(_, let isTrue): return isTrue ? "f" : "t"
      case .rules(let options, let correct): return Prompt.letter((correct + 1) % options.count)
      case .sanction, .scenario: return "5 r"
      case .bank, .own: return "skip"
      }
    }
    let storage = MemoryHistoryStorage()
    let console = ScriptedConsole(lines: ["quiz 16 mixed seed 7"] + wrong)
    _ = try session(console, storage: storage).run()
    XCTAssertTrue(console.output.contains("Score: 0/160 points (0%)."), console.output)
    for case .score(let question) in quiz.prompts {
      let expected = Decimals.format(hundredths: question.expected)
      XCTAssertTrue(console.output.contains("The score is \(expected). The secretaries' working:"))
      XCTAssertTrue(console.output.contains("Score: "), "the sheet's last line")
    }
    XCTAssertTrue(console.output.contains("Cancelled ("), "the cancelled awards are shown")
    XCTAssertTrue(console.output.contains("Correct answer: "))
  }
}
