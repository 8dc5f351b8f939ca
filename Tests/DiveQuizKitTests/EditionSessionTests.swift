import DiveQuizCore
import DiveQuizTerminal
import DiveQuizTestSupport
import Foundation
import XCTest

/// Choosing an edition at the prompt, and what it changes: show, quizzes, records, reports.
final class EditionSessionTests: XCTestCase {
  /// A session teaching the 2025 edition: these tests compare it with 2024 (the 2026 edition
  /// has tests of its own).
  private func session(_ console: ScriptedConsole, history: MemoryHistoryStorage? = nil)
    throws -> Session
  {
    let files = history.map { main in
      HistoryFiles(main: main, open: { MemoryHistoryStorage(location: $0) }, write: { _, _ in })
    }
    return Session(
      library: try TestData.library(edition: "2025"), console: console,
      configuration: .init(interactive: false, unicode: false, judge: "Ann"),
      clock: FixedClock(step: 1).read, seedSource: { 7 }, history: files,
      makeID: SequentialIDs().next)
  }

  /// The line of `show` that gives one label's value.
  private func field(_ label: String, in output: String) -> String? {
    output.split(separator: "\n").first { $0.hasPrefix(label + " ") }.map {
      $0.dropFirst(label.count).trimmingCharacters(in: .whitespaces)
    }
  }

  func testEditionShowsAndSwitchesWhatShowPrints() throws {
    let console = ScriptedConsole(lines: ["edition", "show 47", "edition 2024", "show 47"])
    let session = try session(console)
    _ = session.run()
    let parts = console.output.components(separatedBy: "Edition: 2024.\n")
    guard parts.count == 2 else { return XCTFail("one switch expected: \(console.output)") }
    XCTAssertTrue(parts[0].hasPrefix("Edition in use: 2025.\n2026 (default) — "), parts[0])
    XCTAssertTrue(parts[0].contains("\n2025 — World Aquatics Competition Regulations"))
    XCTAssertEqual(field("Rules, edition 2025", in: parts[0]), "9.13")
    XCTAssertEqual(field("Rules, edition 2024", in: parts[0]), "9.12")
    XCTAssertEqual(field("Printed summary", in: parts[0]), "not listed")
    XCTAssertEqual(field("Rules, edition 2024", in: parts[1]), "9.12")
    XCTAssertEqual(field("Rules, edition 2025", in: parts[1]), "9.13")
    // The edition's own numbers come first.
    let older = try XCTUnwrap(parts[1].range(of: "Rules, edition 2024"))
    XCTAssertLessThan(
      older.lowerBound, try XCTUnwrap(parts[1].range(of: "Rules, edition 2025")).lowerBound)
    XCTAssertEqual(session.rulebook.editionID, "2024")
  }

  func testAKeyThatDiffersIsSaidInTheNoteOfBothEditions() throws {
    let console = ScriptedConsole(lines: ["show 14", "edition 2024", "show 14"])
    _ = try session(console).run()
    let parts = console.output.components(separatedBy: "Edition: 2024.\n")
    guard parts.count == 2 else { return XCTFail("one switch expected: \(console.output)") }
    XCTAssertEqual(field("Applied by", in: parts[0]), "Referee and judges")
    XCTAssertEqual(field("Printed summary", in: parts[0]), "9.2")
    XCTAssertTrue(
      parts[0].contains("In edition 2024 the key differs: Failed dive: 0 points — Referee."))
    XCTAssertEqual(field("Applied by", in: parts[1]), "Referee")
    XCTAssertTrue(
      parts[1].contains(
        "In edition 2025 the key differs: Failed dive: 0 points — Referee and judges."))
  }

  func testUnknownEditionsAndPenaltiesOfAnotherEditionAreErrors() throws {
    let console = ScriptedConsole(lines: ["edition 2023", "edition 2024", "show 48", "show 60"])
    let session = try session(console)
    _ = session.run()
    XCTAssertEqual(
      console.errors,
      "error: unknown edition \"2023\"; available: 2026, 2025, 2024.\n"
        + "error: penalty #48 is not in edition 2024; editions that have it: 2026, 2025.\n"
        + "error: penalty #60 is not in edition 2024; editions that have it: 2026.\n")
    XCTAssertFalse(session.execute(.show(48)))
  }

  func testPenaltiesAndSearchFollowTheEdition() throws {
    let console = ScriptedConsole(lines: [
      "penalties", "search 9.13", "edition 2024", "penalties", "search 9.13", "search 9.12",
    ])
    _ = try session(console).run()
    let output = console.output
    XCTAssertTrue(output.contains("Penalties listed: 49."))
    XCTAssertTrue(output.contains("Penalties listed: 48."))
    XCTAssertEqual(output.components(separatedBy: "No penalty matches \"9.13\".").count, 2)
    XCTAssertTrue(output.contains("47  0 pts     R      9.12"), output)
  }

  /// The quiz on screen keeps the edition it was drawn in; the next one takes the new edition.
  func testAQuizKeepsItsEditionAndIsStoredWithIt() throws {
    let history = MemoryHistoryStorage()
    let console = ScriptedConsole(lines: [
      "edition 2024", "quiz 2 seed 3", "skip", "edition 2025", "skip", "quiz 1 seed 3", "skip",
    ])
    _ = try session(console, history: history).run()
    XCTAssertTrue(console.output.contains("The quiz in progress keeps edition 2024."))
    let records = HistoryContents.parse(history.bytes).records
    XCTAssertEqual(records.map(\.edition), ["2024", "2025"])
    XCTAssertTrue(String(decoding: history.bytes, as: UTF8.self).contains(#""edition":"2024""#))
  }

  /// Records written before editions name the rulebook `WA-2022-2025`: the 2024 edition.
  func testRecordsFromBeforeEditionsReadAs2024OnBothPaths() throws {
    let key = SampleHistory.failed
    let record = SampleHistory.record(
      "old", judge: "Ann", questions: [SampleHistory.question(12, chosen: key, key: key)],
      edition: "2024")
    let line = SampleHistory.beforeEditions(RecordCodec.encode(record))
    let text = String(decoding: line.dropLast(), as: UTF8.self)
    XCTAssertTrue(text.contains(#""edition":"WA-2022-2025""#))
    XCTAssertEqual(try RecordCodec.decode(Array(text.utf8)).get().edition, "2024")
    // Spaces after the colons send the line to the general parser.
    let spaced = text.replacingOccurrences(of: #""edition":"#, with: #""edition": "#)
    XCTAssertEqual(try RecordCodec.decode(Array(spaced.utf8)).get().edition, "2024")
    // Any other name is kept as written.
    let other = text.replacingOccurrences(of: "WA-2022-2025", with: "unspecified")
    XCTAssertEqual(try RecordCodec.decode(Array(other.utf8)).get().edition, "unspecified")
  }

  func testReportCountsAndFiltersEditionsAndOldRecordsCountAs2024() throws {
    let history = MemoryHistoryStorage()
    let key = SampleHistory.failed
    for (id, edition) in [("old", "2024"), ("new", "2025")] {
      let record = SampleHistory.record(
        id, judge: "Ann", questions: [SampleHistory.question(12, chosen: key, key: key)],
        edition: EditionID(stored: edition))
      try history.append(SampleHistory.beforeEditions(RecordCodec.encode(record)))
    }
    // Five answers to #48, so it is ranked among the weakest (at least 5 answers).
    let newOnly = SampleHistory.record(
      "48", judge: "Ann",
      questions: Array(repeating: SampleHistory.question(48, chosen: nil, key: key), count: 5))
    try history.append(RecordCodec.encode(newOnly))
    let console = ScriptedConsole(lines: [
      "report", "report edition 2024", "report edition WA-2022-2025", "history edition 2025",
      "edition 2024", "report",
    ])
    _ = try session(console, history: history).run()
    let reports = console.output.components(separatedBy: "Report — ")
    guard reports.count == 5 else { return XCTFail("four reports expected: \(console.output)") }
    XCTAssertTrue(
      reports[1].hasPrefix("quizzes: 3, answers: 7.\nQuizzes by edition: 2024: 1, 2025: 2."))
    XCTAssertTrue(reports[2].hasPrefix("quizzes: 1, answers: 1.\nQuizzes by edition: 2024: 1."))
    XCTAssertEqual(reports[3].prefix(60), reports[2].prefix(60))
    XCTAssertTrue(console.output.contains("edition 2025  seed 1  "), "edition and seed come first")
    // A 2024 session still names #48 among the weakest penalties.
    let weakest = reports[4].split(separator: "\n").first { $0.contains("#48") } ?? ""
    XCTAssertTrue(
      weakest.hasSuffix("0/5  In an armstand dive, the diver's hands lose contact with th…"),
      "\(weakest)")
  }

  /// A 2024 quiz is reviewed with its own rules and the key stored with it, whatever the
  /// edition in use: #14 was the referee's alone then.
  func testReviewUsesTheQuizsEditionAndStoredKey() throws {
    let history = MemoryHistoryStorage()
    let referee = Answer(sanction: .failedDive, owners: .referee)
    let record = SampleHistory.record(
      "q2024", judge: "Ann",
      questions: [
        SampleHistory.question(14, chosen: referee, key: referee),
        SampleHistory.question(47, chosen: nil, key: referee),
      ], edition: "2024")
    try history.append(RecordCodec.encode(record))
    let console = ScriptedConsole(lines: ["review"])
    _ = try session(console, history: history).run()
    let output = console.output
    XCTAssertTrue(output.contains("Edition: 2024"))
    XCTAssertTrue(output.contains("correct: 0 r (0 pts, Referee)   right (10)"), output)
    XCTAssertTrue(output.contains("rules: 9.2\n"))
    XCTAssertTrue(output.contains("rules: 9.12\n"))
    XCTAssertEqual(Report.build([record]).penalties.first { $0.penaltyID == 14 }?.fullyRight, 1)
  }

  func testRuleNumberQuestionsAskTheEditionsNumbers() throws {
    for (edition, number) in [("2025", "9.13"), ("2024", "9.12")] {
      let rulebook = try TestData.rulebook(edition: edition)
      let penalty = try XCTUnwrap(rulebook.penalty(id: 47))
      let prompt = PromptMaker.prompts(.rules, for: [penalty], rulebook: rulebook, seed: 1)
      guard case .rules(let options, let correct)? = prompt.first else {
        return XCTFail("not a rule-number question")
      }
      XCTAssertEqual(options[correct], number, edition)
    }
  }

  func testTheCoachNeverSuggestsMorePenaltiesThanTheEditionHas() throws {
    let passed = (0..<3).map { index in
      SampleHistory.record(
        "p\(index)", judge: "Ann", daysLater: Double(index),
        questions: (0..<40).map { _ in
          SampleHistory.question(0, chosen: SampleHistory.failed, key: SampleHistory.failed)
        })
    }
    XCTAssertEqual(
      Coach.advise(passed, rulebook: try TestData.rulebook(edition: "2024")), .larger(size: 48))
    XCTAssertEqual(
      Coach.advise(passed, rulebook: try TestData.rulebook(edition: "2025")), .larger(size: 49))
    XCTAssertEqual(Coach.advise(passed, rulebook: try TestData.rulebook()), .larger(size: 63))
  }
}
