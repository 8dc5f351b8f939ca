import DiveQuizCore
import DiveQuizTerminal
import DiveQuizTestSupport
import Foundation
import XCTest

/// Whole sessions driven in-process through a scripted console.
final class SessionTests: XCTestCase {
  private func session(
    _ console: ScriptedConsole, interactive: Bool = false, clock: FixedClock = FixedClock()
  )
    throws -> Session
  {
    Session(
      library: try TestData.library(), console: console,
      configuration: .init(interactive: interactive, unicode: false), clock: clock.read,
      seedSource: { 4242 }, makeID: SequentialIDs().next)
  }

  /// Answers every question of a seeded quiz right, using the key.
  private func rightAnswers(count: Int, seed: UInt64) throws -> [String] {
    let draw = try Draw.make(QuizPlan(count: count), from: try TestData.rulebook(), seed: seed)
    return try draw.penaltyIDs.map {
      Answer(key: try XCTUnwrap(try TestData.rulebook().penalty(id: $0))).typed
    }
  }

  func testAFullQuizScoresAndSummarises() throws {
    let answers = try rightAnswers(count: 4, seed: 5)
    let console = ScriptedConsole(lines: ["quiz 4 seed 5"] + answers.dropLast() + ["skip"])
    XCTAssertEqual(try session(console).run(), .endOfInput)
    XCTAssertTrue(console.output.contains("Question 1/4 · #"))
    XCTAssertTrue(console.output.contains("Score: 30/40 points (75%)."), console.output)
    XCTAssertTrue(console.output.contains("Not passed (pass mark 80%)."))
    XCTAssertTrue(console.output.contains("Skipped: 0 points."))
    XCTAssertTrue(console.output.contains("Mistakes:"))
    XCTAssertEqual(console.errors, "")
  }

  func testSwitchingLanguageShowsTheSameQuestionAgain() throws {
    let answers = try rightAnswers(count: 3, seed: 8)
    let console = ScriptedConsole(lines: [
      "quiz 3 seed 8", answers[0], "lang fr", answers[1], "lang it", answers[2],
    ])
    let session = try session(console)
    XCTAssertEqual(session.run(), .endOfInput)
    let rulebook = try TestData.rulebook()
    let second = try Draw.make(QuizPlan(count: 3), from: rulebook, seed: 8).penaltyIDs[1]
    // Shown in English, then again in French ("Question" is the same word in both).
    XCTAssertEqual(console.output.components(separatedBy: "Question 2/3 · #\(second)").count - 1, 2)
    let french = try TestData.catalog(language: "fr").text("Penalty-\(second)")
    XCTAssertTrue(console.output.contains(french), "question 2 shown again in French")
    XCTAssertTrue(console.output.contains(" 30/30 "), "no question consumed by the switch")
    XCTAssertEqual(session.catalog.language, "it")
  }

  func testInvalidAnswersReAskWithoutConsumingTheQuestion() throws {
    let answers = try rightAnswers(count: 1, seed: 2)
    let junk = ["7 r", "3 x", "", "3 r x", "\u{1B}[31m", String(repeating: "9", count: 1_000_000)]
    let console = ScriptedConsole(lines: ["quiz 1 seed 2"] + junk + answers)
    XCTAssertEqual(try session(console).run(), .endOfInput)
    XCTAssertTrue(console.output.contains("Score: 10/10"))
    XCTAssertEqual(console.errors.components(separatedBy: "\n").count - 1, junk.count)
    XCTAssertFalse(console.errors.contains("\u{1B}"), "control characters are never echoed raw")
    XCTAssertLessThan(console.errors.count, 2_000, "a megabyte line is not echoed back")
  }

  func testUnknownCommandSuggestsTheNearestOne() throws {
    let console = ScriptedConsole(lines: ["qiuz", "frobnicate"])
    XCTAssertEqual(try session(console).run(), .endOfInput)
    XCTAssertEqual(
      console.errors,
      """
      error: unknown command "qiuz" — did you mean quiz? Type help for the list of commands.
      error: unknown command "frobnicate"; type help for the list of commands.

      """)
  }

  func testEndOfInputMidQuizAbandonsAndExitsCleanly() throws {
    let console = ScriptedConsole(lines: ["quiz 5 seed 1", "skip"])
    XCTAssertEqual(try session(console).run(), .endOfInput)
    XCTAssertTrue(
      console.output.contains("Quiz abandoned — questions answered: 1 of 5, points: 0."))
  }

  func testCtrlCAbandonsTheQuizThenExitsAtThePrompt() throws {
    let console = ScriptedConsole(inputs: [
      .line("quiz 5 seed 1"), .interrupt, .line("lang"), .interrupt, .line("never read"),
    ])
    XCTAssertEqual(try session(console).run(), .interrupted)
    XCTAssertTrue(console.output.contains("Quiz abandoned — questions answered: 0 of 5"))
    XCTAssertTrue(console.output.contains("Language: en (English)."))
    XCTAssertFalse(console.isExhausted)
  }

  func testPromptsOnlyWhenInteractive() throws {
    let quiet = ScriptedConsole(lines: ["lang"])
    _ = try session(quiet).run()
    XCTAssertFalse(quiet.output.contains("divequiz> "))
    let typed = ScriptedConsole(lines: ["lang"])
    _ = try session(typed, interactive: true).run()
    XCTAssertTrue(typed.output.hasPrefix("divequiz "))
    XCTAssertEqual(typed.output.components(separatedBy: "divequiz> ").count, 3)
  }

  func testTooFewPenaltiesGivesANoticeAndAnEmptyPoolAMessage() throws {
    let console = ScriptedConsole(lines: [
      "quiz 40 synchro seed 1", "abort", "quiz referee starting-position",
    ])
    _ = try session(console).run()
    XCTAssertTrue(
      console.output.contains(
        "Questions reduced from 40 to 12: that is all this quiz can ask without asking one twice."))
    XCTAssertTrue(
      console.errors.contains("no penalty matches the filters referee starting-position"))
  }

  /// Each answer is timed from the injected clock alone: with a clock that moves 3 s per
  /// reading, every stored question took exactly 3 s and the quiz ends where the clock is.
  func testAnswerTimesComeFromTheClock() throws {
    let clock = FixedClock(step: 3)
    let start = clock.now
    let main = MemoryHistoryStorage()
    let console = ScriptedConsole(lines: ["quiz 2 seed 3", "skip", "0 r"])
    let session = Session(
      library: try TestData.library(), console: console,
      configuration: .init(interactive: false, unicode: false), clock: clock.read,
      seedSource: { 1 },
      history: HistoryFiles(
        main: main, open: { MemoryHistoryStorage(location: $0) }, write: { _, _ in }),
      makeID: SequentialIDs().next)
    _ = session.run()
    let record = try XCTUnwrap(HistoryContents.parse(main.bytes).records.first)
    XCTAssertEqual(record.questions.map(\.seconds), [3, 3])
    XCTAssertGreaterThan(record.start, start.addingTimeInterval(-1))
    XCTAssertLessThan(record.end, clock.now)
  }

  /// A few thousand random lines, junk bytes included, never crash the session or end it early.
  func testFuzzedInputNeverCrashesOrEndsEarly() throws {
    var generator = SplitMix64(seed: 2026)
    let pieces = [
      "quiz", "3", "rj", "j", "r", "lang", "fr", "it", "xx", "skip", "repeat", "help", "abort",
      "show", "search", "penalties", "seed", "99", "-1", "\t", "\u{0}", "\u{FFFD}", "é",
      "\u{1B}[2J", "#",
      "referee", "synchro", "0", "5", "6", "   ", "quiz 2", "4 j", "0rj", "lang es",
    ]
    var lines: [String] = []
    for _ in 0..<3_000 {
      let count = generator.uniform(below: 5)
      var words: [String] = []
      for _ in 0..<count {
        if generator.uniform(below: 10) == 0 {
          let bytes = (0..<generator.uniform(below: 12)).map { _ in
            UInt8(truncatingIfNeeded: generator.next())
          }
          words.append(String(decoding: bytes, as: UTF8.self))
        } else {
          words.append(pieces[generator.uniform(below: pieces.count)])
        }
      }
      lines.append(words.joined(separator: " "))
    }
    // `quit` and `exit` are left out of the pieces: the session must read every line.
    let filtered = lines.filter {
      !CommandParser.words(of: $0).contains { ["quit", "exit"].contains($0.lowercased()) }
    }
    let console = ScriptedConsole(lines: filtered)
    XCTAssertEqual(try session(console).run(), .endOfInput)
    XCTAssertTrue(console.isExhausted)
    XCTAssertEqual(console.reads, filtered.count + 1, "every line read, then the end of input")
  }
}
