import Foundation
import XCTest

@testable import DiveQuizCore

/// The raw-line test of narrowed reads only ever passes over lines that cannot match: for
/// every query and every line, a line it drops is one the decoded check rejects.
final class QueryPrefilterTests: XCTestCase {
  private let records: [QuizRecord] = [
    SampleHistory.record(
      "a", judge: "Ann Lee", daysLater: 0, seed: 4711,
      questions: [SampleHistory.question(3, chosen: nil, key: SampleHistory.failed)]),
    SampleHistory.record(
      "b", judge: "Bob", daysLater: 3, seed: 47,
      questions: [SampleHistory.question(4, chosen: nil, key: SampleHistory.failed)],
      edition: "2024"),
    SampleHistory.record(
      "c", judge: "Chloé Martin", daysLater: 9, seed: 471,
      questions: [SampleHistory.question(5, chosen: nil, key: SampleHistory.failed)]),
  ]

  private var lines: [[UInt8]] {
    // Bob's 2024 quiz as stored before editions: `WA-2022-2025`.
    records.map { SampleHistory.beforeEditions(Array(RecordCodec.encode($0).dropLast())) }
      // Laid out by another tool: spaces, another order. Always decoded.
      + [
        Array(
          #"{"v":1,"judge":"Bob","id":"d","kind":"quiz","status":"completed","start":"2026-01-05T00:00:00Z","end":"2026-01-05T00:01:00Z","langs":["en"],"filters":[],"seed": 47,"edition":"2025","size":1,"score":0,"max":10,"pct":0,"passed":false,"seconds":2,"q":[[3,null,"",0,"r",0,2]]}"#
            .utf8)
      ]
  }

  private func mayMatch(_ filter: QueryPrefilter, _ line: [UInt8]) -> Bool {
    line.withUnsafeBufferPointer { filter.mayMatch($0) }
  }

  func testNoMatchingLineIsEverPassedOver() throws {
    let day = SampleHistory.day
    let queries = [
      HistoryQuery(judge: "ann lee"), HistoryQuery(judge: "chloe martin"),
      HistoryQuery(judge: "bob"), HistoryQuery(seed: 47), HistoryQuery(seed: 4711),
      HistoryQuery(kind: "exam"), HistoryQuery(kind: "quiz"), HistoryQuery(edition: "2024"),
      HistoryQuery(edition: "2025"), HistoryQuery(edition: "WA-2022-2025"),
      HistoryQuery(since: day.addingTimeInterval(2 * 86_400)),
      HistoryQuery(until: day.addingTimeInterval(2 * 86_400)),
      HistoryQuery(judge: "Bob", seed: 47),
    ]
    var passedOver = 0
    for query in queries {
      let filter = try XCTUnwrap(QueryPrefilter(query))
      for line in lines {
        let decoded = try RecordCodec.decode(line).get()
        if !mayMatch(filter, line) {
          passedOver += 1
          XCTAssertFalse(query.matches(decoded), "\(query) dropped \(decoded.id)")
        }
      }
    }
    XCTAssertGreaterThan(passedOver, 15, "the test does pass lines over")
    XCTAssertNil(QueryPrefilter(HistoryQuery(last: 5)), "nothing to look for")
  }

  /// The edition is compared in the line's bytes: an old name is today's id, case aside.
  func testTheEditionIsComparedAsStoredNames() throws {
    let lines = lines
    XCTAssertTrue(String(decoding: lines[1], as: UTF8.self).contains(#""edition":"WA-2022-2025""#))
    for (query, kept) in [
      ("2024", [false, true, false, false]), ("2025", [true, false, true, true]),
      ("WA-2022-2025", [false, true, false, false]),
    ] {
      let filter = try XCTUnwrap(QueryPrefilter(HistoryQuery(edition: query)))
      XCTAssertEqual(lines.map { mayMatch(filter, $0) }, kept, query)
    }
    let upper = Array(
      String(decoding: lines[0], as: UTF8.self).replacingOccurrences(
        of: #""edition":"2025""#, with: #""edition":"Unspecified""#
      ).utf8)
    let filter = try XCTUnwrap(QueryPrefilter(HistoryQuery(edition: "unspecified")))
    XCTAssertTrue(mayMatch(filter, upper), "letters in either case")
    XCTAssertFalse(mayMatch(filter, lines[0]))
  }

  func testSeedsAreComparedWholeAndOddLinesDecoded() throws {
    let filter = try XCTUnwrap(QueryPrefilter(HistoryQuery(seed: 47)))
    let verdicts = lines.map { mayMatch(filter, $0) }
    XCTAssertEqual(verdicts, [false, true, false, true], "4711 and 471 are not 47")
    let cut = Array(lines[0].dropLast(5))
    XCTAssertTrue(mayMatch(filter, cut), "a cut-off line is decoded and reported")
    let escaped = Array(
      String(decoding: lines[0], as: UTF8.self)
        .replacingOccurrences(of: "Ann Lee", with: #"Ann \u004cee"#).utf8)
    XCTAssertTrue(mayMatch(try XCTUnwrap(QueryPrefilter(HistoryQuery(judge: "x"))), escaped))
  }
}

/// `trainees` reads summaries: the same fields as the full read, and the same refusals.
final class RecordSummaryTests: XCTestCase {
  private func summary(_ line: [UInt8]) -> Result<QuizRecord, RecordCodec.LineProblem> {
    line.withUnsafeBufferPointer {
      RecordCodec.summary(HistoryLine(bytes: $0, offset: 0, number: 1, overlong: nil))
    }
  }

  func testASummaryHoldsWhatTheFullReadHoldsButTheQuestions() throws {
    let record = SampleHistory.record(
      "q-9", judge: "Chloé Martin", daysLater: 4, seed: 99, status: .abandoned,
      questions: [
        SampleHistory.question(3, chosen: nil, key: SampleHistory.failed),
        SampleHistory.question(7, chosen: SampleHistory.judges, key: SampleHistory.judges),
      ], size: 20, edition: "2024")
    let line = SampleHistory.beforeEditions(Array(RecordCodec.encode(record).dropLast()))
    XCTAssertEqual(try summary(line).get().questions.count, 2, "abandoned: read in full")
    let done = Array(
      String(decoding: line, as: UTF8.self)
        .replacingOccurrences(of: "\"abandoned\"", with: "\"completed\"").utf8)
    let full = try RecordCodec.decode(done).get()
    let short = try summary(done).get()
    XCTAssertEqual(short.questions, [])
    XCTAssertEqual(
      [short.judge, short.kind.word, short.status.rawValue, short.edition.text],
      [full.judge, full.kind.word, "completed", full.edition.text])
    XCTAssertEqual([short.start, short.end], [full.start, full.end])
    XCTAssertEqual(
      [short.score, short.maximum, short.size], [full.score, full.maximum, full.size])
    XCTAssertEqual([short.passed, short.percentage == full.percentage], [full.passed, true])
  }

  func testALineTheFullReadRefusesIsRefused() throws {
    let record = SampleHistory.record(
      "q-1", judge: "Ann",
      questions: [SampleHistory.question(3, chosen: nil, key: SampleHistory.failed)])
    let text = String(decoding: RecordCodec.encode(record).dropLast(), as: UTF8.self)
    for damaged in [
      text.replacingOccurrences(of: ",0,2.0]]", with: ",999,2.0]]"),
      text.replacingOccurrences(of: "[[3,", with: "[[99999,"),
      String(text.dropLast(3)),
    ] {
      let bytes = Array(damaged.utf8)
      XCTAssertNotEqual(damaged, text)
      guard case .failure(let problem) = RecordCodec.decode(bytes) else {
        return XCTFail("the full read refuses \(damaged)")
      }
      XCTAssertEqual(summary(bytes), .failure(problem), damaged)
    }
  }
}
