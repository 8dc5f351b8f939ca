import DiveQuizCore
import DiveQuizTerminal
import Foundation
import XCTest

#if canImport(Glibc)
  import Glibc
#endif

/// Case 4 on a pseudo-terminal and through pipes: hostile names in a history, a doctored
/// command history, pasted C1 controls, a string table with an escape and an option value
/// with one never reach the terminal raw.
final class TrustTerminalTests: XCTestCase {
  private var fixture: FaultFixture!

  override func setUpWithError() throws { fixture = try FaultFixture() }
  override func tearDownWithError() throws { fixture.remove() }

  /// Sequences that act on a terminal; the editor's own cursor moves are not among them.
  private let hostile = [
    "\u{1B}]52", "\u{1B}]8;", "\u{1B}]0;", "\u{07}", "\u{9B}", "\u{1B}[2J", "\u{0}",
  ]

  /// - Parameter bell: whether a lone BEL counts (the editor rings it itself when Tab has
  /// several candidates).
  private func assertNothingHostile(
    _ text: String, bell: Bool = true, file: StaticString = #filePath, line: UInt = #line
  ) {
    for sequence in hostile where bell || sequence != "\u{07}" {
      XCTAssertFalse(
        text.contains(sequence), "raw \(sequence.debugDescription) on the terminal",
        file: file, line: line)
    }
  }

  func testCompletionRecallAndPasteShowNothingRaw() throws {
    let names = [
      "Eve\u{1B}]52;c;ZXZpbA==\u{07}", "Evan\u{1B}[2J\u{1B}]8;;http://x\u{1B}\\link",
      "Evelyn\u{07}\u{0}",
    ]
    let lines = names.enumerated().flatMap {
      FaultFixture.lines(1, prefix: "n\($0.offset)", judge: $0.element)
    }
    try fixture.write(lines, to: fixture.history)
    let recall = fixture.state + "/divequiz"
    try FileManager.default.createDirectory(atPath: recall, withIntermediateDirectories: true)
    chmod(recall, 0o700)
    try fixture.write(
      Array("history judge \u{1B}]0;pwned\u{07}Eve\n".utf8), to: recall + "/history")
    let terminal = try fixture.terminal()
    var mark = try terminal.waitFor("divequiz> ")
    // Tab twice lists the trainees whose names start with "Ev".
    terminal.send("history judge Ev\t\t")
    mark = try terminal.waitFor("Evelyn", after: mark)
    terminal.send(PseudoTerminal.Keys.control("U"))
    // The doctored line of the command history, recalled with Up.
    terminal.send(PseudoTerminal.Keys.up)
    mark = try terminal.waitFor("pwned", after: mark)
    terminal.send(PseudoTerminal.Keys.control("U"))
    // A paste holding U+009B (CSI in one character) and a BEL.
    terminal.send(
      PseudoTerminal.Keys.pasteStart + "judge A\u{9B}31mB\u{07}C" + PseudoTerminal.Keys.pasteEnd
        + "\r")
    mark = try terminal.waitFor("Quizzes are recorded for", after: mark)
    terminal.send("quit\r")
    XCTAssertEqual(try terminal.waitForExit(), 0, terminal.screen)
    assertNothingHostile(terminal.screen, bell: false)
    XCTAssertFalse(terminal.screen.contains("Evelyn\u{07}"), "the name's BEL is escaped")
    XCTAssertFalse(terminal.screen.contains("B\u{07}C"), "the pasted BEL is a space")
    XCTAssertTrue(terminal.screen.contains("\\u{1B}]0;pwned\\u{7}"), terminal.screen)
    XCTAssertEqual(fixture.records(fixture.history).records.count, 3)
  }

  func testCheckRefusesATableWithAnEscapeNamingFileAndLine() throws {
    let folder = fixture.folder.appendingPathComponent("strings").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let repository = Snapshot.folder.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let english = try String(
      contentsOf: repository.appendingPathComponent("Localization/en.strings"), encoding: .utf8)
    var lines = english.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let index = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("\"check.clean\"") })
    lines[index] = "\"check.clean\" = \"All clear\u{1B}]0;owned\u{07}.\";"
    try fixture.write(Array(lines.joined(separator: "\n").utf8), to: folder + "/en.strings")
    let result = try fixture.run(["--strings", folder, "check"])
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(
      result.stderr.contains(
        "\(folder)/en.strings:\(index + 1): malformed line: control character U+001B"),
      result.stderr)
    assertNothingHostile(result.stdout + result.stderr)
  }

  func testValuesEchoedInErrorsAreEscapedAndCut() throws {
    let value = "\u{1B}]0;pwned\u{07}\u{9B}2J" + String(repeating: "x", count: 5_000)
    for arguments in [["--lang", value], ["--color", value], ["--edition", value], [value]] {
      let result = try fixture.run(arguments)
      XCTAssertEqual(result.status, 64, arguments[0] + result.stderr)
      assertNothingHostile(result.stderr)
      XCTAssertLessThan(result.stderr.utf8.count, 2_000, "the value is cut")
    }
  }
}
