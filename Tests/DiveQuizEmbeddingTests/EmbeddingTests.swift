import DiveQuizCore
import DiveQuizData
import DiveQuizService
import DiveQuizTestKit
import Foundation
import XCTest

/// An app embedding divequiz, in a few lines: the core and the service only (no terminal, no
/// POSIX file system), the history in memory from the shipped test kit. It runs a whole quiz to a stored record, then
/// asks for the trainee list, the report and the coach's advice, as an iOS app or a
/// federation server would.
final class EmbeddingTests: XCTestCase {
  /// The right reply to whatever the question asks.
  private func rightReply(_ prompt: Prompt, _ penalty: Penalty) -> Reply {
    switch prompt {
    case .sanction: return .sanction(Answer(key: penalty))
    case .rules(_, let correct): return .option(correct)
    case .trueFalse(_, let isTrue): return .truth(isTrue)
    case .choice, .score, .scenario, .bank, .own:
      return prompt.rightReply(penalty: penalty) ?? .truth(true)
    }
  }

  func testATenQuestionQuizToAStoredRecordAndAReportThroughTheServiceAlone() throws {
    let editions = try RulebookLoader.load(BuiltInData.rules, file: BuiltInData.rulesFileName)
    let history = MemoryHistoryStorage(location: "memory")
    var now = Date(timeIntervalSince1970: 1_777_626_000)  // 2026-05-01 09:00 UTC
    let service = TrainerService(
      rules: RulesSource(editions),
      history: HistoryFiles(
        main: history, system: MemoryFileSystem([history]), recoveryFolder: "/nowhere"),
      judge: "Ann Example",
      clock: {
        now += 3
        return now
      }, seedSource: { 2026 }, makeID: { "11111111-2222-4333-8444-555555555555" })

    let started = try service.startQuiz(QuizPlan(count: 10), language: "en")
    XCTAssertEqual(started.quiz.count, 10)
    XCTAssertEqual(started.seed, 2026)
    var marks: [Int] = []
    while let quiz = service.quiz, let penalty = quiz.current, let prompt = quiz.currentPrompt {
      _ = service.questionShown()
      // The first answer is skipped, the others right.
      let reply = quiz.position == 0 ? nil : rightReply(prompt, penalty)
      guard case .marked(let response, _, _, let finished) = service.answer(reply) else {
        return XCTFail("question \(quiz.position + 1) was not marked")
      }
      marks.append(response.grade.points)
      if finished { break }
    }
    XCTAssertEqual(marks, [0] + Array(repeating: 10, count: 9))

    let ended = try XCTUnwrap(service.endQuiz())
    guard case .saved(let record, let retried, let location) = ended.stored else {
      return XCTFail("not stored: \(ended.stored)")
    }
    XCTAssertEqual(retried, 0)
    XCTAssertEqual(location, "memory")
    XCTAssertEqual(record.status, .completed)
    XCTAssertEqual(record.score, 90)
    XCTAssertEqual(record.judge, "Ann Example")
    XCTAssertNil(service.quiz)
    XCTAssertEqual(service.storage.unsaved, [])
    XCTAssertEqual(HistoryContents.parse(history.bytes).records, [record], "stored as returned")

    let trainees = try service.desk.trainees(HistoryQuery()).trainees
    XCTAssertEqual(trainees.map(\.judge), ["Ann Example"])
    XCTAssertEqual(trainees.first?.completed, 1)
    XCTAssertEqual(trainees.first?.months.map(\.month), ["2026-05"])

    let report = try service.desk.report(HistoryQuery(judge: "ann example"))
    XCTAssertEqual(report.quizzes, 1)
    XCTAssertEqual(report.answered, 10)
    XCTAssertEqual(report.trainees.first?.averagePercent, 90)

    XCTAssertNotNil(service.coach.advice(), "the coach reads the same history")
    XCTAssertThrowsError(try service.desk.resolved(HistoryQuery(judge: "Bob"))) { error in
      XCTAssertEqual(error as? TrainerError, .trainee(.unknown("Bob", suggestions: [])))
    }
  }
}
