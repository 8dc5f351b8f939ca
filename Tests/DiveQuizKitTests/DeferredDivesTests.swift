import DiveQuizCore
import DiveQuizData
import DiveQuizTerminal
import DiveQuizTestSupport
import Foundation
import XCTest

/// The dive catalogue is parsed only when a dive command first needs it, in a session and
/// for a subcommand alike; a broken built-in catalogue is reported and the session goes on.
final class DeferredDivesTests: XCTestCase {
  /// Counts how often the built-in catalogue's bytes were asked for.
  final class Reads: @unchecked Sendable {
    var count = 0
  }

  private func run(
    _ lines: [String], dives: [UInt8] = BuiltInData.dives, arguments: [String] = [],
    reads: Reads = Reads()
  ) -> (ExitStatus, ScriptedConsole) {
    let console = ScriptedConsole(lines: lines)
    var environment = LaunchEnvironment(
      arguments: arguments, variables: [:], stdinIsTerminal: false, stdoutIsTerminal: false,
      builtInRules: BuiltInData.rules, builtInRulesName: BuiltInData.rulesFileName,
      builtInTables: BuiltInData.tables,
      readFile: { _, _ in [] }, listDirectory: { _ in [] },
      clock: { Date(timeIntervalSince1970: 0) }, randomSeed: { 1 }, version: "9.9.9",
      openHistory: { MemoryHistoryStorage(location: $0) }, writeFile: { _, _ in },
      makeID: SequentialIDs().next)
    environment.builtInDives = {
      reads.count += 1
      return dives
    }
    return (Launcher.run(environment, console: console), console)
  }

  func testASessionWithoutDivesNeverReadsTheCatalogue() {
    let reads = Reads()
    let (status, _) = run(["show 3", "lang fr", "quit"], reads: reads)
    XCTAssertEqual(status, .success)
    XCTAssertEqual(reads.count, 0)
  }

  func testTheFirstDiveCommandReadsItOnce() {
    let reads = Reads()
    let (status, console) = run(
      ["dive 5253B 3m", "lang it", "dives armstand 10m pike", "score 2.0 7 7 - 7.5 7.5"],
      reads: reads)
    XCTAssertEqual(status, .success)
    XCTAssertEqual(reads.count, 1)
    XCTAssertTrue(console.output.contains("  3 m      3.4"), console.output)
    XCTAssertTrue(console.output.contains("Verticale indietro, 2 salti mortali"), console.output)
    XCTAssertTrue(
      console.output.contains("la media di 7,0; 7,0; 7,5; 7,5 è 7,25, adottata come 7,5"),
      console.output)
  }

  func testABrokenBuiltInCatalogueIsReportedAndTheSessionGoesOn() {
    let (status, console) = run(["dive 101A", "lang"], dives: Array("101\tA\n".utf8))
    XCTAssertEqual(status, .success)
    XCTAssertTrue(console.errors.contains("dives.tsv, line 1:"), console.errors)
    XCTAssertTrue(console.output.contains("Language: en"), "the session went on")
  }
}
