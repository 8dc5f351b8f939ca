import DiveQuizCore
import DiveQuizTerminal
import Foundation
import XCTest

#if canImport(Glibc)
  import Glibc
#endif

/// Faults that come from outside the file system: signals, Ctrl-C, hostile lines in a
/// history, and an enormous input line.
final class HistoryInputFaultTests: XCTestCase {
  private var fixture: FaultFixture!

  override func setUpWithError() throws { fixture = try FaultFixture() }
  override func tearDownWithError() throws { fixture.remove() }

  private func terminal(_ arguments: [String] = []) throws -> PseudoTerminal {
    try PseudoTerminal(
      executable: BinaryRunner.binary.path, arguments: ["--color", "never"] + arguments,
      environment: BinaryRunner.environment(fixture.environment.merging(["TERM": "xterm"]) { $1 }))
  }

  /// SIGTERM and SIGHUP (the terminal window closed) in the middle of a quiz: the answers
  /// given so far are stored as an abandoned quiz, and the status says which signal.
  func testSigtermAndSighupMidQuizStoreTheQuizAsAbandoned() throws {
    for (signal, status) in [(SIGTERM, Int32(143)), (SIGHUP, Int32(129))] {
      let terminal = try terminal()
      var mark = try terminal.waitFor("divequiz> ")
      terminal.send("quiz 3 seed 1\n")
      mark = try terminal.waitFor("answer> ", after: mark)
      terminal.send("0 r\n")
      try terminal.waitFor("Question 2/3", after: mark)
      kill(terminal.pid, signal)
      XCTAssertEqual(try terminal.waitForExit(), status, terminal.screen)
    }
    let stored = fixture.records(fixture.history).records
    XCTAssertEqual(stored.map(\.status), [.abandoned, .abandoned])
    XCTAssertEqual(stored.map(\.questions.count), [1, 1])
    assertWholeRecords(fixture, fixture.history)
  }

  /// Ctrl-C while a save waits for the lock stops the wait, keeps the quiz, and leaves the
  /// session running so that `save PATH` can still be typed.
  func testCtrlCDuringAWaitingSaveKeepsTheSessionAndTheQuiz() throws {
    try fixture.write(FaultFixture.lines(1), to: fixture.history)
    let holder = open(fixture.history, O_RDONLY)
    defer { close(holder) }
    XCTAssertEqual(flock(holder, LOCK_EX), 0)
    let terminal = try terminal()
    var mark = try terminal.waitFor("divequiz> ")
    terminal.send("quiz 1 seed 4\n")
    mark = try terminal.waitFor("answer> ", after: mark)
    terminal.send("0 r\n")
    mark = try terminal.waitFor("Quiz finished", after: mark)
    Thread.sleep(forTimeInterval: 0.5)
    terminal.send("\u{03}")
    mark = try terminal.waitFor("(Ctrl-C)", after: mark)
    mark = try terminal.waitFor("Unsaved quizzes kept in memory: 1.", after: mark)
    mark = try terminal.waitFor("divequiz> ", after: mark)
    let rescue = fixture.folder.appendingPathComponent("rescue.jsonl").path
    terminal.send("save \(rescue)\n")
    mark = try terminal.waitFor("Quizzes saved to \(rescue): 1.", after: mark)
    try terminal.waitFor("divequiz> ", after: mark)
    terminal.send("quit\n")
    XCTAssertEqual(try terminal.waitForExit(), 0, terminal.screen)
    XCTAssertEqual(fixture.records(rescue).records.count, 1)
    XCTAssertEqual(fixture.recoveryFiles(), [], "nothing was left unsaved")
  }

  /// Numbers no quiz can hold: every reading command goes on, reports the line and why.
  func testOutOfRangeNumbersAreReportedNotTrappedOn() throws {
    let good = String(decoding: FaultFixture.lines(2, judge: "Ann"), as: UTF8.self)
      .split(separator: "\n").map(String.init)
    let bad = [
      good[0].replacingOccurrences(of: "\"score\":10", with: "\"score\":999999999999999999"),
      good[0].replacingOccurrences(of: ",10,4.2]", with: ",10,1e300]"),
      good[0].replacingOccurrences(of: ",10,4.2]", with: ",10,1e999]"),
      good[0].replacingOccurrences(of: "\"pct\":100.0", with: "\"pct\":-1e999"),
      good[0].replacingOccurrences(of: "\"size\":1", with: "\"size\":99999999999999999999"),
    ]
    XCTAssertEqual(Set(bad).count, bad.count, "each line is changed")
    let text = ([good[0]] + bad + [good[1]]).joined(separator: "\n") + "\n"
    try fixture.write(Array(text.utf8), to: fixture.history)
    let colleague = fixture.folder.appendingPathComponent("colleague.jsonl").path
    try fixture.write(Array(text.replacingOccurrences(of: "q-", with: "c-").utf8), to: colleague)
    // `review` reads from the end and stops at the trainee's last quiz, before the bad lines.
    XCTAssertEqual(try fixture.run(["review"]).status, 0)
    let commands = [
      ["history"], ["report"], ["report", "--json"], ["export", "csv"],
      ["export", "json"], ["history", "last", "3"], ["import", colleague],
    ]
    for command in commands {
      let result = try fixture.run(command)
      XCTAssertEqual(result.status, 0, "\(command): \(result.stderr)")
      for line in 2...6 {
        XCTAssertTrue(
          result.stderr.contains(":\(line): line skipped: field"),
          "\(command) \(line): \(result.stderr)")
      }
      XCTAssertTrue(result.stderr.contains("out of range"), result.stderr)
    }
    XCTAssertEqual(fixture.records(fixture.history).records.count, 4, "two imported, two kept")
  }

  /// Escape sequences and formulas in a colleague's file: shown escaped, exported neutralised.
  func testEscapeCharactersAndFormulaCellsNeverComeOutRaw() throws {
    let hostile = QuizRecord(
      id: "\u{1B}[2J-id", judge: "\u{1B}]0;pwned\u{07}=HYPERLINK(\"x\")", kind: "=1+1",
      status: .completed, start: Date(timeIntervalSince1970: 1_767_225_600),
      end: Date(timeIntervalSince1970: 1_767_225_660), languages: ["\u{9B}31m"],
      filters: ["-2+3", "\u{202E}rtl"], seed: 1, edition: "@2025", size: 1, score: 0,
      maximum: 10, passed: false,
      questions: [
        QuizRecord.Question(
          penaltyID: 19, chosen: nil, correct: Answer(sanction: .maximumTwo, owners: .judge),
          points: 0, seconds: 1,
          extra: .rules(options: ["\u{1B}[31m8.5.4", "+1"], correct: 0, chosen: 1))
      ])
    try fixture.write(RecordCodec.encode(hostile), to: fixture.history)
    let out = fixture.folder.appendingPathComponent("out.csv").path
    var shown = ""
    for command in [
      ["history"], ["history", "--json"], ["review"], ["report"], ["report", "--json"],
      ["export", "csv"], ["export", "json"], ["export", "csv", out], ["progress"],
    ] {
      let result = try fixture.run(command)
      XCTAssertEqual(result.status, 0, "\(command): \(result.stderr)")
      shown += result.stdout + result.stderr
    }
    let csv = String(decoding: fixture.bytes(out), as: UTF8.self)
    for scalar in (shown + csv).unicodeScalars {
      let value = scalar.value
      XCTAssertFalse(
        (value < 0x20 && value != 0x0A && value != 0x0D) || (0x7F...0x9F).contains(value)
          || value == 0x202E, "raw U+\(String(value, radix: 16))")
    }
    XCTAssertTrue(csv.contains(",\"'=1+1\","), csv)
    XCTAssertTrue(csv.contains(",\"'@2025\","), csv)
    XCTAssertFalse(
      csv.contains(",=") || csv.contains(",+") || csv.contains(",-") || csv.contains(",@"))
    XCTAssertEqual(fixture.mode(out), 0o600)
  }

  /// A 20 MB line (a file pasted by mistake) is dropped with a message; reading it is linear
  /// and the session goes on. The time is printed, not asserted beyond a generous bound.
  func testATwentyMegabyteLineIsRefusedAndTheSessionGoesOn() throws {
    let huge = String(repeating: "x", count: 20 << 20)
    let started = Date()
    let result = try fixture.run([], input: "lang\n" + huge + "\nlang fr\nquit\n")
    let elapsed = Date().timeIntervalSince(started)
    print("20 MB input line: \(String(format: "%.2f", elapsed)) s")
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(
      result.stderr.contains("input line of 20971520 bytes ignored: a line may hold at most 1 MB."),
      result.stderr)
    XCTAssertTrue(
      result.stdout.contains("Langue : fr") || result.stdout.contains("fr"), result.stdout)
    XCTAssertLessThan(elapsed, 30, "linear, not quadratic")
  }
}
