import DiveQuizCore
import DiveQuizData
import DiveQuizTerminal
import DiveQuizTestSupport
import Foundation
import XCTest

/// An interactive session on the built-in data parses the rulebook only when a command needs
/// it; a rulebook that fails then is reported, and the session neither traps nor stops.
final class DeferredRulesTests: XCTestCase {
  private func run(_ lines: [String], rules: [UInt8], arguments: [String] = [])
    -> (ExitStatus, ScriptedConsole)
  {
    let console = ScriptedConsole(lines: lines)
    let environment = LaunchEnvironment(
      arguments: arguments, variables: [:], stdinIsTerminal: false, stdoutIsTerminal: false,
      builtInRules: rules, builtInRulesName: BuiltInData.rulesFileName,
      builtInTables: BuiltInData.tables,
      readFile: { _, _ in [] }, listDirectory: { _ in [] },
      clock: { Date(timeIntervalSince1970: 0) }, randomSeed: { 1 }, version: "9.9.9",
      openHistory: { MemoryHistoryStorage(location: $0) }, writeFile: { _, _ in },
      makeID: SequentialIDs().next)
    return (Launcher.run(environment, console: console), console)
  }

  func testASessionThatShowsNoPenaltyNeverParsesTheRulebook() {
    let (status, console) = run(["lang fr", "quit"], rules: Array("not json".utf8))
    XCTAssertEqual(status, .success)
    XCTAssertEqual(console.errors, "", "the broken rulebook was never read")
  }

  func testABrokenRulebookIsReportedWhenFirstNeededAndTheSessionGoesOn() {
    let (status, console) = run(["show 3", "lang"], rules: Array("not json".utf8))
    XCTAssertEqual(status, .success)
    XCTAssertTrue(console.errors.contains("divingPenaltiesSummary.json:1"), console.errors)
    XCTAssertTrue(console.output.contains("Language: en"), "the session went on")
  }

  func testTheSameRulebookLoadsEagerlyForASubcommand() {
    let (status, console) = run([], rules: Array("not json".utf8), arguments: ["penalties"])
    XCTAssertEqual(status, .failure)
    XCTAssertTrue(console.errors.contains("divingPenaltiesSummary.json:1"), console.errors)
  }
}
