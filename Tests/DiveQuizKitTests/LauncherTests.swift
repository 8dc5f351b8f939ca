import DiveQuizCore
import DiveQuizData
import DiveQuizTerminal
import DiveQuizTestSupport
import Foundation
import XCTest

/// The whole program in-process: command line, data loading, exit statuses.
final class LauncherTests: XCTestCase {
  struct Missing: Error, CustomStringConvertible {
    var description: String { "No such file or directory" }
  }

  private func run(
    _ arguments: [String], files: [String: String] = [:], variables: [String: String] = [:]
  )
    -> (ExitStatus, ScriptedConsole)
  {
    let console = ScriptedConsole(lines: [])
    let environment = LaunchEnvironment(
      arguments: arguments, variables: variables, stdinIsTerminal: false, stdoutIsTerminal: false,
      builtInRules: BuiltInData.rules, builtInRulesName: BuiltInData.rulesFileName,
      builtInTables: BuiltInData.tables,
      readFile: { path, _ in
        guard let text = files[path] else { throw Missing() }
        return Array(text.utf8)
      },
      listDirectory: { directory in
        let names = files.keys.filter { $0.hasPrefix(directory + "/") }.map {
          String($0.dropFirst(directory.count + 1))
        }
        if names.isEmpty && !files.keys.contains(where: { $0.hasPrefix(directory) }) {
          throw Missing()
        }
        return names
      },
      clock: { Date(timeIntervalSince1970: 0) }, randomSeed: { 1 }, version: "9.9.9",
      openHistory: { MemoryHistoryStorage(location: $0) }, writeFile: { _, _ in },
      makeID: { "00000000-0000-0000-0000-000000000001" })
    return (Launcher.run(environment, console: console), console)
  }

  func testCheckIsCleanOnTheShippedData() {
    let (status, console) = run(["check"])
    XCTAssertEqual(status, .success, console.output)
    XCTAssertTrue(console.output.hasSuffix("All checks passed.\n"))
  }

  func testShowInFrenchPrintsTheDescriptionAndTheNote() throws {
    let (status, console) = run(["show", "19", "--lang", "fr"])
    XCTAssertEqual(status, .success)
    let french = try TestData.catalog(language: "fr")
    XCTAssertTrue(console.output.contains(french.text("Penalty-19@2026")))
    XCTAssertTrue(console.output.contains(try XCTUnwrap(french.lookup("Penalty-19-note@2026"))))
    // The 2025 note (the judges' majority and the video review) is not the 2026 one.
    XCTAssertFalse(console.output.contains(try XCTUnwrap(french.lookup("Penalty-19-note@2025"))))
    XCTAssertEqual(run(["--lang", "fr", "show", "19"]).1.output, console.output)
  }

  func testLanguageComesFromTheEnvironmentWhenNotGiven() throws {
    let (_, console) = run(["show", "3"], variables: ["LANG": "es_ES.UTF-8"])
    XCTAssertTrue(console.output.contains(try TestData.catalog(language: "es").text("Penalty-3")))
  }

  func testABrokenStringsFileIsOneLineWithItsLineNumberAndStatusOne() {
    let (status, console) = run(
      ["--strings", "extra", "show", "1"],
      files: [
        "extra/de.strings":
          "\"Language-name\" = \"Deutsch\";\n\"Penalty-1\" = \"kaputt\"\n\"x\" = \"y\";\n"
      ])
    XCTAssertEqual(status, .failure)
    XCTAssertEqual(
      console.errors,
      "error: extra/de.strings:2: malformed line: expected ; at the end of the entry.\n")
    XCTAssertEqual(console.output, "")
  }

  func testADataErrorSpeaksTheLanguageAskedFor() throws {
    let (status, console) = run(
      ["--lang", "it", "--rules", "bad.json"], files: ["bad.json": "[{\"id\": 1,"])
    XCTAssertEqual(status, .failure)
    let italian = try TestData.catalog(language: "it")
    let expected = RulesError.syntax(file: "bad.json", line: 1, column: 11, reason: .unexpectedEnd)
    XCTAssertEqual(console.errors, expected.diagnostic(italian) + "\n")
  }

  func testAnExtraLanguageLoadsFromAFolderAndFallsBackToEnglish() {
    let (status, console) = run(
      ["--strings", "extra", "--lang", "de", "show", "2"],
      files: [
        "extra/de.strings":
          "\"Language-name\" = \"Deutsch\";\n\"Penalty-2\" = \"Doppelter Federsprung.\";\n"
      ])
    XCTAssertEqual(status, .success, console.errors)
    XCTAssertTrue(console.output.contains("Doppelter Federsprung."))
    XCTAssertTrue(console.output.contains("Sanction"), "missing keys show the English text")
  }

  func testAnUpdatedRulebookIsCheckedToo() {
    let bad = "[{\"id\": 1, \"sanctionValue\": 9, \"referee\": true, \"judge\": false}]"
    let (status, console) = run(["--rules", "new.json", "penalties"], files: ["new.json": bad])
    XCTAssertEqual(status, .failure)
    XCTAssertEqual(
      console.errors, "error: new.json:1: penalty #1 has sanction 9; sanctions go from 0 to 5.\n")
    let (missing, missingConsole) = run(["--rules", "nowhere.json"])
    XCTAssertEqual(missing, .failure)
    XCTAssertEqual(
      missingConsole.errors, "error: nowhere.json: cannot be read (No such file or directory).\n")
  }

  func testARulebookWithAnUndescribedPenaltyIsRefused() {
    let rules = "[{\"id\": 99, \"sanctionValue\": 0, \"referee\": true, \"judge\": false}]"
    let (status, console) = run(["--rules", "r.json", "penalties"], files: ["r.json": rules])
    XCTAssertEqual(status, .failure)
    XCTAssertEqual(
      console.errors,
      "error: en.strings: the English table has no description for penalty #99 (key \"Penalty-99\").\n"
    )
  }

  func testUsageErrorsExitWith64() {
    for arguments in [
      ["--bogus"], ["--lang", "xx", "penalties"], ["frobnicate"], ["check", "more"], ["--color"],
    ] {
      let (status, console) = run(arguments)
      XCTAssertEqual(status, .usage, "\(arguments)")
      XCTAssertTrue(console.errors.contains("usage: divequiz"), "\(arguments)")
      XCTAssertEqual(console.output, "")
    }
    XCTAssertEqual(run(["show", "x"]).0, .usage)
    XCTAssertEqual(run(["show", "99"]).0, .failure)
  }

  func testTheEditionComesFromTheOptionThenTheEnvironment() {
    XCTAssertTrue(run(["penalties"]).1.output.hasSuffix("Penalties listed: 63.\n"))
    XCTAssertTrue(
      run(["penalties", "--edition", "2024"]).1.output.hasSuffix("Penalties listed: 48.\n"))
    let fromVariable = run(["penalties"], variables: ["DIVEQUIZ_EDITION": "2024"]).1.output
    XCTAssertTrue(fromVariable.hasSuffix("Penalties listed: 48.\n"))
    let optionWins = run(
      ["--edition=2025", "penalties"], variables: ["DIVEQUIZ_EDITION": "2024"]
    ).1.output
    XCTAssertTrue(optionWins.hasSuffix("Penalties listed: 49.\n"))
  }

  func testAnUnknownEditionIsAUsageErrorInTheLanguageAsked() throws {
    let (status, console) = run(["show", "3", "--edition", "2023", "--lang", "es"])
    XCTAssertEqual(status, .usage)
    XCTAssertEqual(console.output, "")
    XCTAssertTrue(
      console.errors.hasPrefix(
        "divequiz: edición desconocida \"2023\"; disponibles: 2026, 2025, 2024.\n"),
      console.errors)
    let (variable, variableConsole) = run(["penalties"], variables: ["DIVEQUIZ_EDITION": "x"])
    XCTAssertEqual(variable, .usage)
    XCTAssertTrue(
      variableConsole.errors.contains(
        "unknown edition \"x\" in DIVEQUIZ_EDITION; available: 2026, 2025, 2024."))
  }

  func testShowOfAPenaltyOfAnotherEditionFails() {
    let (status, console) = run(["show", "48", "--edition", "2024"])
    XCTAssertEqual(status, .failure)
    XCTAssertEqual(
      console.errors,
      "error: penalty #48 is not in edition 2024; editions that have it: 2026, 2025.\n")
  }

  /// The mobile app's own layout, through --rules: one edition, no title, its own numbers.
  func testTheMobileAppsFileStillLoadsWithRules() {
    let app = """
      [
        {
          "id" : 0,
          "description" : "stand-in",
          "rules" : [
              {"ruleId": "D6.12"}
          ],
          "sanctionValue" : 0,
          "referee" : true,
          "judge" : false
        }
      ]

      """
    let (status, console) = run(["--rules", "app.json", "show", "0"], files: ["app.json": app])
    XCTAssertEqual(status, .success, console.errors)
    XCTAssertTrue(console.output.contains("\nRules                     D6.12\n"), console.output)
    XCTAssertFalse(console.output.contains("Edition"), "no title to show")
    XCTAssertTrue(
      run(["--rules", "app.json", "penalties"], files: ["app.json": app]).1.output.hasSuffix(
        "Penalties listed: 1.\n"))
  }

  func testCheckNamesEveryEdition() {
    let output = run(["check"]).1.output
    XCTAssertTrue(output.hasPrefix("Edition 2026 — penalties: 63 — "), output)
    XCTAssertTrue(output.contains("\nEdition 2025 — penalties: 49 — "))
    XCTAssertTrue(output.contains("\nEdition 2024 — penalties: 48 — "))
    XCTAssertTrue(output.contains("\nDefault edition: 2026.\n"))
  }

  func testHelpAndVersion() {
    XCTAssertEqual(run(["--version"]).1.output, "divequiz 9.9.9\n")
    let (status, console) = run(["--help", "--lang", "it"])
    XCTAssertEqual(status, .success)
    XCTAssertTrue(console.output.contains("--lang"))
  }
}
