import DiveQuizCore
import DiveQuizData
import DiveQuizTerminal
import DiveQuizTestSupport
import Foundation
import XCTest

/// What the command line and the prompt answer to the reflexes of a shell user, in each
/// language: a quiz started from the command line, the nearest command suggested, ranges
/// said where a number or an id is wrong, commands that cannot run during a quiz.
final class CommandLineMannersTests: XCTestCase {
  static let languages = ["en", "fr", "es", "it"]

  private func run(_ arguments: [String], lines: [String] = []) -> (ExitStatus, ScriptedConsole) {
    let console = ScriptedConsole(lines: lines)
    let environment = LaunchEnvironment(
      arguments: arguments, variables: [:], stdinIsTerminal: false, stdoutIsTerminal: false,
      builtInRules: BuiltInData.rules, builtInRulesName: BuiltInData.rulesFileName,
      builtInTables: BuiltInData.tables, readFile: { _, _ in [] }, listDirectory: { _ in [] },
      clock: { Date(timeIntervalSince1970: 0) }, randomSeed: { 1 }, version: "9.9.9",
      files: ClosureFileSystem(open: { MemoryHistoryStorage(location: $0) }, write: { _, _ in }),
      makeID: { "00000000-0000-0000-0000-000000000001" })
    return (Launcher.run(environment, console: console), console)
  }

  func testAQuizOnTheCommandLineStartsTheSessionWithIt() throws {
    for code in Self.languages {
      let catalog = try TestData.catalog(language: code)
      let (status, console) = run(
        ["quiz", "2", "seed", "1", "--lang", code], lines: ["skip", "skip", "lang"])
      XCTAssertEqual(status, .success, console.errors)
      XCTAssertTrue(console.output.contains(catalog.text("quiz.header", 2, 2, 0).prefix(8)), code)
      XCTAssertTrue(console.output.contains(catalog.text("quiz.finished")), code)
      XCTAssertTrue(console.output.contains(catalog.text("Language-name")), "the session goes on")
    }
    let (status, console) = run(["exam", "1", "seed", "3"], lines: ["skip"])
    XCTAssertEqual(status, .success, console.errors)
    XCTAssertTrue(console.output.contains("Exam started"))
  }

  func testAZeroOrNegativeCountSaysTheRangeOfTheEdition() throws {
    let count = try TestData.rulebook().penalties.count
    for code in Self.languages {
      let catalog = try TestData.catalog(language: code)
      for word in ["0", "-3"] {
        let (status, console) = run(["quiz", word, "--lang", code])
        XCTAssertEqual(status, .usage, code)
        XCTAssertTrue(
          console.errors.contains(catalog.text("quiz.invalidCount", Int(word) ?? 0, count)),
          console.errors)
      }
    }
    let console = ScriptedConsole(lines: ["exam 0", "quiz 0 focus"])
    _ = try session(console).run()
    XCTAssertEqual(
      console.errors.components(separatedBy: "number of questions: 1 to \(count)").count, 3)
  }

  func testAnUnknownCommandSuggestsTheNearest() throws {
    for code in Self.languages {
      let catalog = try TestData.catalog(language: code)
      let (status, console) = run(["shwo", "5", "--lang", code])
      XCTAssertEqual(status, .usage)
      XCTAssertTrue(
        console.errors.contains(catalog.text("cli.unknownCommandSuggest", "shwo", "show")),
        console.errors)
      let (_, far) = run(["xyzzy", "--lang", code])
      XCTAssertTrue(far.errors.contains(catalog.text("cli.unknownCommand", "xyzzy")), code)
      let (_, typed) = run(["chek", "--lang", code])
      XCTAssertTrue(typed.errors.contains("check"), typed.errors)
    }
  }

  func testHelpListsEverySubcommand() throws {
    for code in Self.languages {
      let (status, console) = run(["--help", "--lang", code])
      XCTAssertEqual(status, .success)
      for word in CommandName.subcommandWords + ["quiz", "exam"] {
        XCTAssertTrue(console.output.contains("\n  \(word) "), "\(code): \(word)")
      }
    }
  }

  func testShowWithoutAnIdSaysTheIdsOfTheEdition() throws {
    let range = try TestData.rulebook().idRange
    for code in Self.languages {
      let catalog = try TestData.catalog(language: code)
      let expected = catalog.text(
        "error.missingPenaltyID", "show", range.lowerBound, range.upperBound)
      let (status, console) = run(["show", "--lang", code])
      XCTAssertEqual(status, .usage, "a missing argument, as for every command")
      XCTAssertTrue(console.errors.contains(expected), console.errors)
    }
    let older = try TestData.rulebook(edition: "2024").idRange
    let (_, console) = run(["show", "--edition", "2024"])
    XCTAssertTrue(console.errors.contains("\(older.lowerBound)–\(older.upperBound)."))
  }

  func testACommandDuringAQuizSaysToFinishOrAbortFirst() throws {
    for code in Self.languages {
      let catalog = try TestData.catalog(language: code)
      let console = ScriptedConsole(lines: ["lang \(code)", "quiz 1 seed 1", "show 5", "history"])
      _ = try session(console).run()
      for command in ["show", "history"] {
        XCTAssertTrue(
          console.errors.contains(catalog.text("quiz.problem.command", command)), console.errors)
      }
      XCTAssertFalse(console.output.contains("#5 "), "nothing ran")
    }
    // A command word that is also an answer word stays an answer.
    let answer = QuizInput.parse(
      "judge 4", prompt: .sanction, vocabulary: AnswerVocabulary(try TestData.catalog()))
    XCTAssertEqual(answer, .success(.answer(Answer(sanction: .halfToTwoDeduction, owners: .judge))))
  }

  func testClearWritesNothingIntoAPipe() throws {
    let console = ScriptedConsole(lines: ["clear", "quiz 1 seed 1", "clear", "abort"])
    _ = try session(console).run()
    XCTAssertFalse(console.output.contains("\u{1B}"))
    XCTAssertEqual(console.output.components(separatedBy: "Question 1/1").count, 3, "shown again")
    XCTAssertEqual(console.errors, "")
  }

  private func session(_ console: ScriptedConsole) throws -> Session {
    Session(
      library: try TestData.library(), console: console,
      configuration: .init(interactive: false, unicode: false), clock: FixedClock().read,
      seedSource: { 4242 }, makeID: SequentialIDs().next)
  }
}
