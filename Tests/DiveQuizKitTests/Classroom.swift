import DiveQuizCore
import DiveQuizTerminal
import DiveQuizTestSupport
import Foundation
import XCTest

/// A small class made by hand, so every figure of the instructor's desk can be checked on
/// paper: an exam of seed 4711 sat by four trainees (one abandons), practice quizzes of every
/// kind of question, and one trainee whose name was typed three ways.
enum Classroom {
  static let day = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01T00:00:00Z
  static let failed = Answer(sanction: .failedDive, owners: .referee)
  static let judges = Answer(sanction: .halfToTwoDeduction, owners: .judge)

  /// `right` questions answered right, then wrong ones, up to `answered` of `size`.
  static func record(
    _ id: String, judge: String, kind: QuizKind = .quiz, days: Double = 0, seed: UInt64 = 1,
    size: Int = 10, right: Int, answered: Int? = nil, limit: Int? = nil,
    edition: EditionID = "2024", seconds: Double = 3
  ) -> QuizRecord {
    let count = answered ?? size
    let questions = (0..<count).map { index in
      QuizRecord.Question(
        penaltyID: index, chosen: index < right ? failed : judges, correct: failed,
        points: index < right ? 10 : 0, seconds: seconds)
    }
    let score = right * 10
    let status: QuizRecord.Status = count < size ? .abandoned : .completed
    return QuizRecord(
      id: id, judge: judge, kind: kind, status: status,
      start: day.addingTimeInterval(days * 86_400),
      end: day.addingTimeInterval(days * 86_400 + 600), languages: ["en"], filters: [],
      seed: seed, edition: edition, size: size, score: score, maximum: size * 10,
      passed: status == .completed && score * 10 >= size * 80, limit: limit,
      questions: questions)
  }

  /// One rule-number question and one true-or-false question, answered.
  static let otherKinds = QuizRecord(
    id: "kinds", judge: "Bruno Costa", status: .completed, start: day, end: day,
    languages: ["en"], filters: ["rules"], seed: 9, edition: "2024", size: 2,
    score: 10, maximum: 20, passed: false,
    questions: [
      QuizRecord.Question(
        penaltyID: 19, chosen: nil, correct: Answer(sanction: .maximumTwo, owners: .judge),
        points: 10, seconds: 4.5,
        extra: .rules(options: ["8.5.4", "8.5.6", "8.5.7", "8.5.2"], correct: 0, chosen: 0)),
      QuizRecord.Question(
        penaltyID: 1, chosen: nil, correct: failed, points: 0, seconds: 2,
        extra: .trueFalse(claim: .owners(.judge), isTrue: false, chosen: true)),
    ])

  static var records: [QuizRecord] {
    [
      record("a1", judge: "ann lee ", days: 0, seed: 100, right: 6),
      record("e-ann", judge: "Ann Lee", kind: "exam", days: 31, seed: 4711, right: 9, limit: 15),
      record(
        "e-bruno", judge: "Bruno Costa", kind: "exam", days: 31, seed: 4711, right: 8, limit: 15),
      record(
        "e-chloe", judge: "Chloé Martin", kind: "exam", days: 31, seed: 4711, right: 8, limit: 15,
        seconds: 2),
      record(
        "e-dario", judge: "Dario Rossi", kind: "exam", days: 31, seed: 4711, right: 3, answered: 4,
        limit: 15),
      record("a2", judge: "ANN  LEE", days: 40, seed: 101, right: 10, edition: "2025"),
      otherKinds,
    ]
  }

  static func storage(_ records: [QuizRecord] = records) -> MemoryHistoryStorage {
    MemoryHistoryStorage(location: "class.jsonl", bytes: records.flatMap(RecordCodec.encode))
  }
}

/// Files a session wrote (exports, reports), kept in memory.
final class WrittenFiles: @unchecked Sendable {
  var files: [String: [UInt8]] = [:]

  func text(_ name: String) -> String? { files[name].map { String(decoding: $0, as: UTF8.self) } }

  func history(_ main: MemoryHistoryStorage) -> HistoryFiles {
    HistoryFiles(
      main: main, open: { MemoryHistoryStorage(location: $0) },
      write: { [self] path, bytes in files[path] = bytes })
  }
}

/// A session over the class history, in `language`, recording as `judge`.
func classSession(
  _ console: ScriptedConsole, main: MemoryHistoryStorage = Classroom.storage(),
  written: WrittenFiles = WrittenFiles(), language: String = "en", judge: String = "instructor"
) throws -> Session {
  Session(
    library: try TestData.library(language: language), console: console,
    configuration: .init(interactive: false, unicode: false, judge: judge),
    clock: FixedClock().read, seedSource: { 7 }, history: written.history(main),
    makeID: SequentialIDs().next)
}
