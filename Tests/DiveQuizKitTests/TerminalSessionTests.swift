import DiveQuizCore
import DiveQuizData
import DiveQuizTerminal
import DiveQuizTestSupport
import Foundation
import XCTest

/// The session as a terminal user meets it, in-process: remembered settings, local times,
/// answers in each language's words, leaving mid-quiz, text fitted to the width.
final class TerminalSessionTests: XCTestCase {
  /// The program with files kept in a dictionary: settings written by one run are read by
  /// the next.
  final class Files: @unchecked Sendable {
    var contents: [String: [UInt8]] = [:]
    let history = MemoryHistoryStorage(location: "/data/history.jsonl")

    struct Missing: Error, CustomStringConvertible {
      var description: String { "No such file or directory" }
    }

    func read(_ path: String) throws -> [UInt8] {
      guard let bytes = contents[path] else { throw Missing() }
      return bytes
    }
  }

  private func run(
    _ arguments: [String] = [], lines: [String], files: Files = Files(),
    variables: [String: String] = [:], terminal: Bool = false, zone: String = "UTC",
    columns: Int? = nil
  ) -> (ExitStatus, ScriptedConsole) {
    let console = ScriptedConsole(lines: lines)
    console.columns = columns
    var environment = LaunchEnvironment(
      arguments: arguments,
      variables: ["HOME": "/home/claire", "LANG": "C.UTF-8"].merging(variables) { $1 },
      stdinIsTerminal: terminal, stdoutIsTerminal: terminal, builtInRules: BuiltInData.rules,
      builtInRulesName: BuiltInData.rulesFileName, builtInTables: BuiltInData.tables,
      readFile: { path, _ in try files.read(path) }, listDirectory: { _ in [] },
      clock: { Timestamp.parse("2026-11-21T19:04:05Z") ?? Date() }, randomSeed: { 7 },
      version: "9.9.9", files: ClosureFileSystem(open: { _ in files.history }, write: { _, _ in }),
      makeID: SequentialIDs().next)
    environment.localTime = TimeZone(identifier: zone).map(LocalTime.init) ?? .utc
    environment.saveUserFile = { files.contents[$0] = $1 }
    return (Launcher.run(environment, console: console), console)
  }

  // MARK: - Remembered settings

  func testJudgeAndLanguageSetInOneSessionAreInForceInTheNext() {
    let files = Files()
    _ = run(lines: ["judge Claire Dubois", "lang fr"], files: files)
    let settings = String(
      decoding: files.contents["/home/claire/.config/divequiz/settings"] ?? [], as: UTF8.self)
    XCTAssertTrue(settings.contains("judge = Claire Dubois\nlang = fr\n"), settings)
    let (_, console) = run(lines: ["judge", "settings"], files: files, variables: ["USER": "root"])
    XCTAssertTrue(
      console.output.contains("Les quiz sont enregistrés au nom de\u{A0}: Claire Dubois."))
    XCTAssertTrue(console.output.contains("Juge"), console.output)
    XCTAssertTrue(console.output.contains("fichier de réglages"))
    XCTAssertTrue(
      console.output.contains("Fichier de réglages\u{A0}: /home/claire/.config/divequiz/settings"))
    XCTAssertTrue(
      console.output.contains("/home/claire/.local/state/divequiz/history") == false,
      "no command history is kept when no one types at a terminal")
  }

  func testOptionsAndVariablesStillWinAndSettingsSaysSo() {
    let files = Files()
    files.contents["/home/claire/.config/divequiz/settings"] = Array(
      "judge = Claire\nlang = fr\n".utf8)
    let (_, console) = run(
      ["--lang", "it"], lines: ["settings"], files: files,
      variables: ["DIVEQUIZ_JUDGE": "Bob"])
    XCTAssertTrue(console.output.contains("Bob"))
    XCTAssertTrue(console.output.contains("variabile d'ambiente DIVEQUIZ_JUDGE"), console.output)
    XCTAssertTrue(console.output.contains("opzione --lang"))
    let (_, english) = run(["--lang", "en"], lines: ["settings"], files: files)
    XCTAssertTrue(english.output.contains("settings file"), english.output)
  }

  func testABadSettingsLineIsNamed() {
    let files = Files()
    files.contents["/home/claire/.config/divequiz/settings"] = Array("judge Claire\n".utf8)
    let (status, console) = run(lines: ["judge"], files: files, variables: ["USER": "ann"])
    XCTAssertEqual(status, .success)
    XCTAssertEqual(
      console.errors,
      "/home/claire/.config/divequiz/settings:1: line skipped: expected NAME = VALUE.\n")
    XCTAssertTrue(console.output.contains("recorded for: ann."))
  }

  // MARK: - Command history

  func testCommandsAreKeptAndAnswersOnlyRecalledInTheirQuiz() {
    let files = Files()
    let (_, console) = run(
      lines: ["show 19", "quiz 2 seed 5", "skip", "4 j", "help", "quit"], files: files,
      terminal: true)
    let saved = String(
      decoding: files.contents["/home/claire/.local/state/divequiz/history"] ?? [], as: UTF8.self)
    XCTAssertEqual(saved, "show 19\nquiz 2 seed 5\nhelp\nquit\n", "answers are not saved")
    let histories = console.requests.map(\.history)
    XCTAssertEqual(histories[1], ["show 19"])
    XCTAssertEqual(histories[2], [], "a new quiz starts with no answers to recall")
    XCTAssertEqual(histories[3], ["skip"], "the quiz's answers are recalled within it")
    XCTAssertEqual(histories[4], ["show 19", "quiz 2 seed 5"])
    XCTAssertEqual(console.requests.map(\.purpose)[2], .answer)
  }

  // MARK: - Leaving mid-quiz

  func testQuitInAQuizAsksFirstOnATerminal() {
    let (status, console) = run(
      lines: ["quiz 3 seed 1", "quit", "n", "help", "quit", "y"], terminal: true)
    XCTAssertEqual(status, .success)
    XCTAssertEqual(
      console.output.components(separatedBy: "Abandon this quiz and leave? (y/n) ").count - 1, 2)
    XCTAssertTrue(console.output.contains("The quiz goes on."))
    XCTAssertTrue(
      console.output.contains("quit (end the quiz and leave)"), "the in-quiz help lists quit")
    XCTAssertTrue(console.output.contains("Quiz abandoned — questions answered: 0 of 3"))
    XCTAssertTrue(console.isExhausted)
  }

  func testQuitInAQuizAsksInTheQuizLanguage() {
    let (_, console) = run(
      ["--lang", "es"], lines: ["quiz 3 seed 1", "quit", "s"], terminal: true)
    XCTAssertTrue(console.output.contains("¿Abandonar este cuestionario y salir? (s/n) "))
    XCTAssertTrue(console.output.contains("Cuestionario abandonado"))
  }

  func testPipedQuitLeavesAtOnce() {
    let (status, console) = run(lines: ["quiz 3 seed 1", "quit", "never read"])
    XCTAssertEqual(status, .success)
    XCTAssertFalse(console.output.contains("(y/n)"))
    XCTAssertFalse(console.isExhausted)
  }

  // MARK: - Local time

  func testHistoryShowsLocalTimeWithTheOffset() {
    let files = Files()
    _ = run(lines: ["quiz 1 seed 3", "skip"], files: files)
    let (_, kolkata) = run(lines: ["history", "review"], files: files, zone: "Asia/Kolkata")
    XCTAssertTrue(kolkata.output.contains("Local times (UTC+05:30)."), kolkata.output)
    XCTAssertTrue(kolkata.output.contains("2026-11-22 00:34  00000001"), kolkata.output)
    XCTAssertTrue(kolkata.output.contains("2026-11-22 00:34 UTC+05:30"), kolkata.output)
    let (_, export) = run(["export"], lines: [], files: files, zone: "Asia/Kolkata")
    XCTAssertTrue(export.output.contains(",2026-11-22T00:34:05+05:30,"), export.output)
    XCTAssertTrue(
      files.history.text.contains("\"start\":\"2026-11-21T19:04:05Z\""), "the file keeps UTC")
  }

  func testSinceAndUntilAreLocalDaysAndABadDateSaysTheForm() {
    let files = Files()
    _ = run(lines: ["quiz 1 seed 3", "skip"], files: files)
    let (_, local) = run(
      lines: ["history since 2026-11-22", "history until 2026-11-21"], files: files,
      zone: "Asia/Kolkata")
    XCTAssertEqual(local.output.components(separatedBy: "Quizzes listed: 1.").count - 1, 1)
    XCTAssertTrue(local.output.contains("No stored quiz matches."))
    let (_, bad) = run(lines: ["history since 22/11/2026", "report until 2026-13-01"])
    XCTAssertEqual(
      bad.errors,
      """
      error: history: "22/11/2026" is not a date; write it as YYYY-MM-DD (for example 2026-03-01).
      error: report: "2026-13-01" is not a date; write it as YYYY-MM-DD (for example 2026-03-01).

      """)
  }

  // MARK: - Messages

  func testCommandLineErrorsSpeakTheLanguageAskedFor() {
    let (status, console) = run(["--lang", "fr", "--bogus"], lines: [])
    XCTAssertEqual(status, .usage)
    XCTAssertEqual(
      console.errors,
      "divequiz: option inconnue --bogus\nutilisation\u{A0}: divequiz [options] [commande]\n"
        + "Essayez «\u{A0}divequiz --help\u{A0}».\n")
    let (_, locale) = run(["--color", "pink"], lines: [], variables: ["LANG": "it_IT.UTF-8"])
    XCTAssertTrue(locale.errors.hasPrefix("divequiz: opzione --color"), locale.errors)
  }

  /// A count followed by a plural noun reads wrong at 0 or 1 ("1 questions"): every table
  /// says "label: N" or puts the count after the noun.
  func testNoCountIsFollowedByAPluralNoun() throws {
    let nouns = [
      "questions", "quizzes", "penalties", "keys", "answers", "rows", "lines", "trainees",
      "pénalités", "clés", "réponses", "lignes", "preguntas", "cuestionarios",
      "penalizaciones", "claves", "respuestas", "líneas", "domande", "penalità", "chiavi",
      "risposte", "righe",
    ]
    // The weakest-penalties threshold is the constant `Report.weakestMinimum` (5): always plural.
    XCTAssertGreaterThan(Report.weakestMinimum, 1)
    let constantCounts = ["\"report.weakest\"", "\"report.weakest.none\""]
    for (language, bytes) in BuiltInData.tables {
      let text = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
        .filter { line in !constantCounts.contains { line.hasPrefix($0) } }
        .joined(separator: "\n")
      for noun in nouns {
        for placeholder in ["%d ", "$d "] {
          XCTAssertFalse(
            text.contains(placeholder + noun), "\(language): \(placeholder)\(noun)")
        }
      }
    }
  }
}
