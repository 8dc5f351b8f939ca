import DiveQuizCore
import DiveQuizSystem
import DiveQuizTerminal
import DiveQuizTestSupport
import Foundation
import XCTest

#if canImport(Glibc)
  import Glibc
#endif

/// Records made by hand, so every figure in a report can be checked on paper.
enum SampleHistory {
  static let day = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01T00:00:00Z

  static func question(_ id: Int, chosen: Answer?, key: Answer, seconds: Double = 2)
    -> QuizRecord.Question
  {
    QuizRecord.Question(
      penaltyID: id, chosen: chosen, correct: key, points: Grade.of(chosen, key: key).points,
      seconds: seconds)
  }

  /// `line` as a divequiz from before editions wrote it, its 2024 edition named
  /// `WA-2022-2025`: a `QuizRecord` holds today's id only, so an old line is made from a new.
  static func beforeEditions(_ line: [UInt8]) -> [UInt8] {
    Array(
      String(decoding: line, as: UTF8.self).replacingOccurrences(
        of: #""edition":"2024""#, with: #""edition":"WA-2022-2025""#
      ).utf8)
  }

  static func record(
    _ id: String, judge: String, daysLater: Double = 0, seed: UInt64 = 1,
    status: QuizRecord.Status = .completed, questions: [QuizRecord.Question], size: Int? = nil,
    edition: EditionID = "2025"
  ) -> QuizRecord {
    let score = questions.reduce(0) { $0 + $1.points }
    let maximum = (size ?? questions.count) * 10
    return QuizRecord(
      id: id, judge: judge, status: status, start: day.addingTimeInterval(daysLater * 86_400),
      end: day.addingTimeInterval(daysLater * 86_400 + 60), languages: ["en", "fr"],
      filters: ["synchro"],
      seed: seed, edition: edition, size: size ?? questions.count, score: score,
      maximum: maximum,
      passed: status == .completed && Double(score) >= Double(maximum) * 0.8, questions: questions)
  }

  static let failed = Answer(sanction: .failedDive, owners: .referee)
  static let judges = Answer(sanction: .halfToTwoDeduction, owners: .judge)
}

final class RecordCodecTests: XCTestCase {
  private let record = SampleHistory.record(
    "q-1", judge: "Anne \"Ana\" Dupont, FRA",
    questions: [
      SampleHistory.question(
        12, chosen: SampleHistory.failed, key: SampleHistory.failed, seconds: 3.4),
      SampleHistory.question(30, chosen: nil, key: SampleHistory.judges, seconds: 12),
      SampleHistory.question(
        1, chosen: Answer(sanction: .failedDive, owners: .both), key: SampleHistory.failed),
    ])

  func testEncodesOneLineAndReadsItBack() throws {
    let line = RecordCodec.encode(record)
    XCTAssertEqual(line.last, 0x0A)
    XCTAssertEqual(line.filter { $0 == 0x0A }.count, 1)
    let decoded = try RecordCodec.decode(Array(line.dropLast())).get()
    XCTAssertEqual(decoded, record)
    XCTAssertTrue(
      String(decoding: line, as: UTF8.self).hasPrefix(
        #"{"v":1,"id":"q-1","judge":"Anne \"Ana\" Dupont, FRA""#))
  }

  /// A line edited by hand (keys reordered, spaces) takes the general path to the same record.
  func testTheGeneralPathReadsWhatTheFastPathDoesNot() throws {
    let text = String(decoding: RecordCodec.encode(record).dropLast(), as: UTF8.self)
    let object = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let reordered = try JSONSerialization.data(
      withJSONObject: object, options: [.sortedKeys, .prettyPrinted])
    let flat = String(decoding: reordered, as: UTF8.self).replacingOccurrences(of: "\n", with: " ")
    XCTAssertEqual(try RecordCodec.decode(Array(flat.utf8)).get(), record)
  }

  func testNewerSchemasAndBrokenLinesAreProblemsNotGuesses() {
    // Version 2 is a quiz taken with another rules file (`rulesFile`); 3 is still unknown.
    XCTAssertEqual(RecordCodec.decode(Array(#"{"v":3,"id":"x"}"#.utf8)), .failure(.newerSchema(3)))
    XCTAssertEqual(
      RecordCodec.decode(Array(#"{"v":1,"id":"x"}"#.utf8)), .failure(.missingField("judge")))
    XCTAssertEqual(
      RecordCodec.decode(Array("garbage".utf8)),
      .failure(.malformed(.unexpectedCharacter("'g'"), column: 1)))
  }

  func testAFileWithATruncatedGarbageAndFutureLineLoadsTheRest() {
    var bytes: [UInt8] = []
    bytes += RecordCodec.encode(record)
    bytes += Array("this is not json\n".utf8)
    bytes += RecordCodec.encode(SampleHistory.record("q-2", judge: "Bob", questions: []))
    bytes += Array(#"{"v":7,"id":"from-the-future"}"#.utf8) + [0x0A]
    bytes += RecordCodec.encode(SampleHistory.record("q-3", judge: "Cy", questions: [])).dropLast(
      25)
    let contents = HistoryContents.parse(bytes)
    XCTAssertEqual(contents.records.map(\.id), ["q-1", "q-2"])
    XCTAssertEqual(contents.skipped.map(\.line), [2, 4, 5])
    XCTAssertEqual(contents.skipped[1].problem, .newerSchema(7))
  }
}

final class FileHistoryStorageTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "divequiz-store-\(UUID().uuidString)")
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  func testAppendCreatesPrivateFileInNewFoldersAndReadsBack() throws {
    let path = folder.appendingPathComponent("a/b/history.jsonl").path
    let storage = FileHistoryStorage(path: path)
    XCTAssertEqual(try storage.readAll(), [], "no file yet is an empty history")
    let first = SampleHistory.record("one", judge: "Ann", questions: [])
    let second = SampleHistory.record("two", judge: "Bob", questions: [])
    try storage.append(RecordCodec.encode(first))
    try storage.append(RecordCodec.encode(second))
    XCTAssertEqual(HistoryContents.parse(try storage.readAll()).records, [first, second])
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)
  }

  func testReadingNeverChangesTheFileEvenWithBadLines() throws {
    let path = folder.appendingPathComponent("history.jsonl").path
    let storage = FileHistoryStorage(path: path)
    try storage.append(
      RecordCodec.encode(SampleHistory.record("one", judge: "Ann", questions: []))
        + Array("{broken".utf8))
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let modified =
      try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
    for _ in 0..<3 { _ = HistoryContents.parse(try storage.readAll()) }
    XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before)
    XCTAssertEqual(
      try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date, modified)
  }

  /// Half a record left by a kill in the middle of an append is moved to the recovery
  /// folder by the next append (under the lock), so it is not warned about on every read for
  /// ever, and is never lost; without a recovery folder it stays, and is skipped.
  func testAnAppendAfterACutOffLineMovesItAside() throws {
    let path = folder.appendingPathComponent("history.jsonl").path
    let recovery = folder.appendingPathComponent("recovery").path
    let half = Array(#"{"v":1,"id":"cut-off","jud"#.utf8)
    let storage = FileHistoryStorage(path: path, recoveryFolder: recovery)
    try storage.append(half)
    try storage.append(
      RecordCodec.encode(SampleHistory.record("next", judge: "Ann", questions: [])))
    let contents = HistoryContents.parse(try storage.readAll())
    XCTAssertEqual(contents.records.map(\.id), ["next"])
    XCTAssertEqual(contents.skipped.map(\.line), [])
    let notices = storage.takeNotices()
    guard case .keptAside(_, let aside, let bytes)? = notices.first else {
      return XCTFail("\(notices)")
    }
    XCTAssertEqual(bytes, half.count)
    XCTAssertEqual(try Array(Data(contentsOf: URL(fileURLWithPath: aside))), half)
    // No recovery folder: nothing cut.
    let other = folder.appendingPathComponent("other.jsonl").path
    let kept = FileHistoryStorage(path: other)
    try kept.append(half)
    try kept.append(RecordCodec.encode(SampleHistory.record("next", judge: "Ann", questions: [])))
    XCTAssertEqual(HistoryContents.parse(try kept.readAll()).skipped.map(\.line), [1])
  }

  func testALockHeldTooLongIsAClearError() throws {
    let path = folder.appendingPathComponent("history.jsonl").path
    try FileHistoryStorage(path: path).append(Array("\n".utf8))
    let holder = open(path, O_RDONLY)
    defer { close(holder) }
    XCTAssertEqual(flock(holder, LOCK_EX), 0)
    XCTAssertThrowsError(
      try FileHistoryStorage(path: path, lockTimeout: 0.2).append(Array("x\n".utf8))
    ) {
      XCTAssertEqual($0 as? HistoryError, .lockTimeout(path: path))
    }
  }

  func testAFolderThatCannotBeCreatedIsAClearError() throws {
    let blocker = folder.appendingPathComponent("file")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data().write(to: blocker)
    let path = blocker.appendingPathComponent("history.jsonl").path
    XCTAssertThrowsError(try FileHistoryStorage(path: path).append(Array("x\n".utf8))) {
      XCTAssertEqual($0 as? HistoryError, .cannotOpen(path: path, reason: "Not a directory"))
    }
  }
}

final class HistorySessionTests: XCTestCase {
  private func session(_ console: ScriptedConsole, _ files: HistoryFiles, judge: String = "Ann")
    throws -> Session
  {
    var counter = 0
    return Session(
      library: try TestData.library(), console: console,
      configuration: .init(interactive: false, unicode: false, judge: judge),
      clock: FixedClock(step: 1.5).read,
      seedSource: { 7 }, history: files,
      makeID: {
        counter += 1
        return String(format: "%08x-0000-4000-8000-000000000000", counter)
      })
  }

  private func files(_ main: MemoryHistoryStorage, others: [String: MemoryHistoryStorage] = [:])
    -> HistoryFiles
  {
    HistoryFiles(
      main: main, system: MemoryFileSystem([main] + others.values), recoveryFolder: "/state")
  }

  func testFinishedAndAbandonedQuizzesAreStoredWithWhatWasAnswered() throws {
    let main = MemoryHistoryStorage()
    let console = ScriptedConsole(lines: [
      "quiz 2 seed 3", "0 r", "lang fr", "4 j", "quiz 3 seed 4", "skip", "abort",
    ])
    _ = try session(console, files(main)).run()
    let records = HistoryContents.parse(main.bytes).records
    XCTAssertEqual(records.map(\.status), [.completed, .abandoned])
    XCTAssertEqual(records[0].languages, ["en", "fr"])
    XCTAssertEqual(records[0].questions.count, 2)
    XCTAssertEqual(
      records[0].questions.map(\.seconds), [1.5, 3.0],
      "the language switch does not reset the timer")
    XCTAssertEqual(records[1].questions.count, 1)
    XCTAssertEqual(records[1].size, 3)
    XCTAssertEqual(records[1].languages, ["fr"])
    XCTAssertEqual(records.map(\.judge), ["Ann", "Ann"])
    XCTAssertTrue(
      console.output.contains(" 00000001)."), "the id is shown once the quiz is on disk")
  }

  func testEndOfInputAndCtrlCStoreTheQuizInProgress() throws {
    let main = MemoryHistoryStorage()
    _ = try session(
      ScriptedConsole(inputs: [.line("quiz 3 seed 1"), .line("0 r"), .interrupt]), files(main)
    ).run()
    _ = try session(ScriptedConsole(lines: ["quiz 3 seed 1", "0 r", "4 j"]), files(main)).run()
    XCTAssertEqual(HistoryContents.parse(main.bytes).records.map(\.questions.count), [1, 2])
  }

  func testAFailedWriteKeepsTheQuizAndSaveWritesItElsewhere() throws {
    let main = MemoryHistoryStorage(location: "/readonly/history.jsonl")
    main.failure = .cannotOpen(path: main.location, reason: "Permission denied")
    let elsewhere = MemoryHistoryStorage(location: "/tmp/elsewhere.jsonl")
    let console = ScriptedConsole(lines: [
      "quiz 1 seed 2", "0 r", "save", "save /tmp/elsewhere.jsonl", "save",
    ])
    let session = try session(console, files(main, others: [elsewhere.location: elsewhere]))
    _ = session.run()
    XCTAssertTrue(
      console.errors.contains("error: cannot open /readonly/history.jsonl (Permission denied)."))
    XCTAssertTrue(console.errors.contains("Unsaved quizzes kept in memory: 1."))
    XCTAssertEqual(HistoryContents.parse(elsewhere.bytes).records.count, 1)
    XCTAssertTrue(console.output.contains("Quizzes saved to /tmp/elsewhere.jsonl: 1."))
    XCTAssertTrue(console.output.hasSuffix("Nothing to save: every quiz is stored.\n"))
    XCTAssertTrue(session.unsaved.isEmpty)
  }

  func testImportingTwiceChangesNothingTheSecondTime() throws {
    let main = MemoryHistoryStorage()
    try main.append(RecordCodec.encode(SampleHistory.record("mine", judge: "Ann", questions: [])))
    let other = MemoryHistoryStorage(location: "bob.jsonl")
    try other.append(RecordCodec.encode(SampleHistory.record("mine", judge: "Ann", questions: [])))
    try other.append(RecordCodec.encode(SampleHistory.record("bob-1", judge: "Bob", questions: [])))
    try other.append(Array("not a record\n".utf8))
    let console = ScriptedConsole(lines: ["import bob.jsonl", "import bob.jsonl"])
    _ = try session(console, files(main, others: ["bob.jsonl": other])).run()
    XCTAssertEqual(
      console.output,
      "bob.jsonl: 1 added, 1 already present, 1 unreadable.\n"
        + "Import: 1 added, 1 already present, 1 unreadable.\n"
        + "bob.jsonl: 0 added, 2 already present, 1 unreadable.\n"
        + "Import: 0 added, 2 already present, 1 unreadable.\n"
    )
    XCTAssertEqual(HistoryContents.parse(main.bytes).records.map(\.id), ["mine", "bob-1"])
    XCTAssertEqual(
      console.errors,
      "bob.jsonl:3: line skipped: malformed at column 2 (unexpected character 'o').\n"
        + "bob.jsonl:3: line skipped: malformed at column 2 (unexpected character 'o').\n")
  }

  func testHistoryListsAndReviewShowsTheLastQuiz() throws {
    let main = MemoryHistoryStorage()
    let console = ScriptedConsole(lines: [
      "quiz 2 seed 3", "0 r", "4 j", "history", "review", "review zz",
    ])
    _ = try session(console, files(main)).run()
    XCTAssertTrue(
      console.output.contains("2026-01-01 00:00  00000001  Ann    2/2"), console.output)
    XCTAssertTrue(
      console.output.contains("Quiz 00000001 — Ann, 2026-01-01 00:00"), console.output)
    XCTAssertTrue(console.errors.contains("no stored quiz has an id starting with \"zz\"."))
  }
}

final class ReportTests: XCTestCase {
  func testTotalsRankingWeakestAndConfusion() {
    let f = SampleHistory.failed
    let j = SampleHistory.judges
    let records = [
      // Ann: 100 % and 50 %, 4 s each; Bob: 75 % in 2 s... ranking by average: Bob 75, Ann 75 → Bob faster.
      SampleHistory.record(
        "a1", judge: "Ann",
        questions: [
          SampleHistory.question(1, chosen: f, key: f),
          SampleHistory.question(2, chosen: j, key: j),
        ]),
      SampleHistory.record(
        "a2", judge: "Ann", daysLater: 40,
        questions: [
          SampleHistory.question(1, chosen: Answer(sanction: .failedDive, owners: .both), key: f),
          SampleHistory.question(2, chosen: Answer(sanction: .maximumTwo, owners: .judge), key: j),
        ]),
      SampleHistory.record(
        "b1", judge: "Bob",
        questions: [
          SampleHistory.question(1, chosen: f, key: f, seconds: 1),
          SampleHistory.question(2, chosen: nil, key: j, seconds: 1),
        ], size: 2),
      SampleHistory.record(
        "b2", judge: "Bob", status: .abandoned,
        questions: [
          SampleHistory.question(2, chosen: j, key: j)
        ], size: 5),
    ]
    let report = Report.build(records)
    XCTAssertEqual(report.quizzes, 4)
    XCTAssertEqual(report.answered, 7)
    let ann = report.trainees[0]
    XCTAssertEqual(ann.judge, "Ann")
    XCTAssertEqual(ann.completed, 2)
    XCTAssertEqual(ann.averagePercent, 62.5)
    XCTAssertEqual(ann.bestPercent, 100)
    XCTAssertEqual(ann.passRate, 50)
    XCTAssertEqual(ann.months.map(\.month), ["2026-01", "2026-02"])
    XCTAssertEqual(report.trainees[1].abandoned, 1)
    XCTAssertEqual(report.trainees[1].averagePercent, 50)
    XCTAssertEqual(report.ranking.map(\.judge), ["Ann", "Bob"])
    // Penalty 2: right in a1, b2; wrong in a2, skipped in b1 → 2 of 4.
    XCTAssertEqual(report.penalties.first?.penaltyID, 2)
    XCTAssertEqual(report.penalties.first?.fullyRight, 2)
    XCTAssertEqual(report.penalties.first?.answered, 4)
    XCTAssertEqual(report.confusion[4, 2], 1)
    XCTAssertEqual(report.confusion[4, 6], 1, "the skip column")
    XCTAssertEqual(report.confusion[0, 0], 3)
    XCTAssertEqual(report.ownerMistakes, 1)
  }

  func testASeedsRankingTakesBestAttemptsAndBreaksTiesByTime() {
    let f = SampleHistory.failed
    let records = [
      SampleHistory.record(
        "a", judge: "Ann", seed: 9,
        questions: [SampleHistory.question(1, chosen: f, key: f, seconds: 5)]),
      SampleHistory.record(
        "b", judge: "Bob", seed: 9,
        questions: [SampleHistory.question(1, chosen: f, key: f, seconds: 3)]),
      SampleHistory.record(
        "c", judge: "Cy", seed: 9,
        questions: [SampleHistory.question(1, chosen: nil, key: f, seconds: 1)]),
    ]
    let report = Report.build(HistoryQuery(seed: 9).apply(records), seed: 9, kind: "quiz")
    XCTAssertEqual(report.ranking.map(\.judge), ["Bob", "Ann", "Cy"])
    XCTAssertEqual(report.ranking.map(\.rank), [1, 2, 3])
  }

  func testQueryFiltersByJudgeDatesAndLast() {
    let records = (0..<5).map {
      SampleHistory.record(
        "r\($0)", judge: $0 % 2 == 0 ? "Ann" : "Bob", daysLater: Double($0), questions: [])
    }
    XCTAssertEqual(HistoryQuery(judge: "ann").apply(records).map(\.id), ["r0", "r2", "r4"])
    XCTAssertEqual(HistoryQuery(last: 2).apply(records).map(\.id), ["r3", "r4"])
    let since = Timestamp.parseDay("2026-01-02")
    let until = Timestamp.parseDay("2026-01-04")
    XCTAssertEqual(
      HistoryQuery(since: since, until: until).apply(records).map(\.id), ["r1", "r2", "r3"])
  }

  func testTimestampsRoundTrip() {
    for seconds in [0.0, 951_782_400, 1_767_225_600, 4_102_444_799] {
      let date = Date(timeIntervalSince1970: seconds)
      XCTAssertEqual(Timestamp.parse(Timestamp.format(date)), date)
    }
    XCTAssertEqual(
      Timestamp.format(Date(timeIntervalSince1970: 951_782_400)), "2000-02-29T00:00:00Z")
    XCTAssertEqual(
      Timestamp.parse("2026-01-01T01:00:00+01:00"), Date(timeIntervalSince1970: 1_767_225_600))
    XCTAssertNil(Timestamp.parseDay("2026-13-01"))
  }
}
