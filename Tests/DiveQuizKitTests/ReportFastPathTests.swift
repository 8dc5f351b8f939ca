import DiveQuizCore
import DiveQuizService
import DiveQuizTestSupport
import Foundation
import XCTest

/// The report summed from the bytes (`ReportChunk`, on one thread or several) against the
/// truth, the full decoder's records added one by one: the same report, field for field
/// (doubles included), the same breakdown by kind and the same damaged lines, on histories of
/// every shape a file holds, every kind of question included.
final class ReportFastPathTests: XCTestCase {
  /// A small generator with a fixed sequence, so a failure can be replayed.
  private struct Sequence {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  private static let names = [
    "Ann Lee", "ann lee ", "ANN  LEE", "Chloé Martin", "Chloe Martin", "Bruno Costa",
    "Dario \"Dee\" Rossi", "Anne-Marie Dupont de la Fontaine", "王芳", "O'Brien",
  ]
  private static let editions: [EditionID] = ["2024", "2025", "2026"]

  private static func question(_ random: inout Sequence) -> QuizRecord.Question {
    let correct = Answer(
      sanction: Sanction.allCases[random.next(6)],
      owners: [Owners.referee, .judge, .both][random.next(3)])
    let chosen =
      random.next(8) == 0
      ? nil
      : Answer(
        sanction: random.next(3) == 0 ? Sanction.allCases[random.next(6)] : correct.sanction,
        owners: [Owners.referee, .judge, .both][random.next(3)])
    let points = chosen == correct ? 10 : chosen?.sanction == correct.sanction ? 5 : 0
    let penalty = random.next(10) == 0 ? 256 + random.next(600) : random.next(60)
    let seconds = Double(random.next(900)) / 10
    var extra: QuizRecord.Extra?
    switch random.next(20) {
    case 0:
      extra = .rules(options: ["8.5.4", "8.5.6", "9.11"], correct: 1, chosen: random.next(3))
    case 1:
      extra = .trueFalse(claim: .owners(.judge), isTrue: true, chosen: random.next(2) == 0)
    case 2, 3:
      // Dives, DD, awards, scores, scenarios: stored as the kinds branch writes them.
      let kinds = KindRecordTests.everyKind
      return kinds[random.next(kinds.count)]
    default: break
    }
    return QuizRecord.Question(
      penaltyID: penalty, chosen: extra == nil ? chosen : nil, correct: correct,
      points: points, seconds: seconds, extra: extra)
  }

  private static func record(_ number: Int, _ random: inout Sequence) -> QuizRecord {
    let size = 1 + random.next(12)
    let answered = random.next(4) == 0 ? random.next(size) : size
    // Mostly sanction questions, so that most lines take the byte path.
    let mixed = random.next(5) == 0
    var questions: [QuizRecord.Question] = []
    for _ in 0..<answered {
      var next = question(&random)
      while !mixed, next.extra != nil { next = question(&random) }
      questions.append(next)
    }
    let score = questions.reduce(0) { $0 + $1.points }
    let start = Date(timeIntervalSince1970: 1_735_689_600 + Double(random.next(40_000_000)))
    return QuizRecord(
      id: String(format: "%08x-%d", random.next(1 << 30), number),
      judge: names[random.next(names.count)], kind: random.next(4) == 0 ? .exam : .quiz,
      status: answered < size ? .abandoned : .completed, start: start,
      end: start.addingTimeInterval(Double(random.next(3600))),
      languages: random.next(6) == 0 ? ["en", "fr"] : ["en"],
      filters: random.next(5) == 0 ? ["referee"] : [], seed: UInt64(random.next(1 << 30)),
      edition: editions[random.next(editions.count)], size: size, score: score,
      maximum: size * 10, passed: score * 10 >= size * 80,
      limit: random.next(6) == 0 ? 15 : nil, questions: questions)
  }

  /// Canonical quizzes of every kind and edition, with abandons (some before any answer),
  /// decisions about names, lines in another layout, damaged lines and unknown shapes.
  private static func history(seed: UInt64, count: Int) -> [UInt8] {
    var random = Sequence(state: seed)
    var bytes: [UInt8] = []
    for number in 0..<count {
      var line = RecordCodec.encode(record(number, &random))
      // Every other 2024 quiz as stored before editions: both paths read it as 2024.
      if number % 2 == 0 { line = SampleHistory.beforeEditions(line) }
      switch random.next(40) {
      case 0: line = Array("not a record\n".utf8)
      case 1: line = Array(line.prefix(line.count / 2)) + [0x0A]  // cut short
      case 2:  // the same quiz in another layout: the general parser's
        line = Array("{ ".utf8) + line.dropFirst()
      case 3:
        line = Array(
          String(decoding: line, as: UTF8.self).replacingOccurrences(
            of: "\"score\":", with: "\"score\":99999"
          ).utf8)
      case 4:
        line = AliasRecord(
          id: "alias-\(number)", at: Date(timeIntervalSince1970: 1_767_225_600),
          action: .merge, from: "Chloe Martin", to: "Chloé Martin"
        ).encode()
      case 5:  // a question of a kind this version does not know
        line = Array(
          String(decoding: line, as: UTF8.self).replacingOccurrences(
            of: "]]}", with: ",{\"type\":\"dives\",\"dive\":\"105B\"}]]}"
          ).utf8)
      case 6:  // a quiz abandoned before its first answer, as an older divequiz stored it
        line = Array(
          String(decoding: line, as: UTF8.self).replacingOccurrences(
            of: "\"completed\"", with: "\"abandoned\""
          ).utf8)
      case 7: line = Array("{\"v\":9,\"id\":\"x\"}\n".utf8)
      case 8: line = [0x0A]
      default: break
      }
      bytes += line
    }
    return bytes
  }

  private typealias Problems = [(RecordCodec.LineProblem, Int)]

  /// The truth: every line decoded in full and added as a record.
  private func decoded(_ bytes: [UInt8], names: TraineeNames?) throws -> (Report, Problems) {
    var builder = Report.Builder(names: names)
    var problems: Problems = []
    try LineReader().forward(BytesSnapshot(bytes)) { line in
      switch RecordCodec.decode(line) {
      case .success(let record): builder.add(record)
      case .failure(let problem): problems.append((problem, line.offset))
      }
      return true
    }
    return (builder.finish(), problems)
  }

  /// Who is who, spelled out: each identity, its shown name, its spellings' keys.
  private static func describe(_ names: TraineeNames) -> [String] {
    names.identities.map { identity in
      ([identity, names.shownName(identity: identity) ?? "-"] + names.members(identity: identity))
        .joined(separator: "|")
    }
  }

  /// The names as `storedNames` reads them: a census line by line.
  private func census(_ bytes: [UInt8]) throws -> TraineeNames {
    var census = NameCensus()
    try LineReader().forward(BytesSnapshot(bytes)) { line in
      census.read(line)
      return true
    }
    return census.resolved()
  }

  /// The history summed by `workers` threads in chunks of `chunk` bytes, in file order.
  private func chunks(_ bytes: [UInt8], workers: Int, chunk: Int) throws -> [ReportChunk] {
    var chunks: [ReportChunk] = []
    let take: (ReportChunk) -> Bool = { chunk in
      chunks.append(chunk)
      return true
    }
    try ParallelReader(workers: workers, chunk: chunk).fold(
      BytesSnapshot(bytes), into: { (ReportChunk(), ReportChunk.Scratch()) },
      line: { folded, line in folded.0.add(line, scratch: &folded.1) }, finish: { $0.0 }, take)
    return chunks
  }

  /// The byte path, over `workers` threads in chunks of `chunk` bytes; with no names given,
  /// those counted by the chunks, as the service's whole report does.
  private func summed(
    _ bytes: [UInt8], names: TraineeNames?, workers: Int, chunk: Int,
    file: StaticString = #filePath, line: UInt = #line
  ) throws
    -> (Report, Problems)
  {
    var builder = Report.Builder(names: names ?? TraineeNames())
    var problems: Problems = []
    var census = NameCensus()
    for chunk in try chunks(bytes, workers: workers, chunk: chunk) {
      chunk.note(in: &census)
      builder.add(chunk) { problem, offset, _ in problems.append((problem, offset)) }
    }
    if names == nil {
      XCTAssertEqual(
        Self.describe(census.resolved()), Self.describe(try self.census(bytes)),
        "the chunks' census", file: file, line: line)
      builder.use(names: census.resolved())
    }
    return (builder.finish(), problems)
  }

  private func assertSame(
    _ one: (Report, Problems), _ other: (Report, Problems), file: StaticString = #filePath,
    line: UInt = #line
  ) {
    XCTAssertEqual(one.0, other.0, file: file, line: line)
    XCTAssertEqual(one.1.map(\.0), other.1.map(\.0), file: file, line: line)
    XCTAssertEqual(one.1.map(\.1), other.1.map(\.1), file: file, line: line)
  }

  func testTheBytesGiveTheDecodersReportOnEveryShapeOfHistory() throws {
    for seed in [1, 7, 2026] as [UInt64] {
      let bytes = Self.history(seed: seed, count: 1500)
      let names = try census(bytes)
      let truth = try decoded(bytes, names: names)
      XCTAssertGreaterThan(truth.0.quizzes, 1000)
      XCTAssertFalse(truth.1.isEmpty)
      XCTAssertGreaterThan(truth.0.trainees.count, 3)
      // Every kind of question was met, and counted apart.
      XCTAssertEqual(
        Set((truth.0.kinds ?? []).map(\.kind)), Set(QuestionKind.withoutTheBank.map(\.rawValue)))
      // Names given or counted on the way; one thread, one chunk; two and three threads,
      // small chunks (lines cut across them).
      for given in [names, nil] {
        assertSame(try summed(bytes, names: given, workers: 1, chunk: bytes.count), truth)
        assertSame(try summed(bytes, names: given, workers: 2, chunk: 4096), truth)
        assertSame(try summed(bytes, names: given, workers: 3, chunk: 777), truth)
      }
      // Without names at all, the spellings of the quizzes decide, as for a decoded read.
      let unnamed = try decoded(bytes, names: nil)
      var builder = Report.Builder()
      for chunk in try chunks(bytes, workers: 2, chunk: 4096) {
        builder.add(chunk) { _, _, _ in }
      }
      XCTAssertEqual(builder.finish(), unnamed.0)
    }
  }

  /// Every line the byte reader takes is one the full decoder reads as the same quiz with
  /// sanction questions only; every other shape is left to the decoder.
  func testTheByteReaderTakesOnlyWhatTheDecoderReadsTheSame() throws {
    let bytes = Self.history(seed: 99, count: 3000)
    var taken = 0
    var packed = PackedQuestions()
    try LineReader().forward(BytesSnapshot(bytes)) { line in
      var reader = FastRecordReader(bytes: line.bytes)
      let read = reader.reportLine(questions: &packed)
      guard case .success(let record) = RecordCodec.decode(line) else {
        XCTAssertNil(read, "a line the decoder refuses")
        return true
      }
      guard let read else {
        return true
      }
      taken += 1
      XCTAssertTrue(record.questions.allSatisfy { $0.extra == nil })
      XCTAssertEqual(packed.count, record.questions.count)
      XCTAssertEqual(read.seconds, record.status == .completed ? record.seconds : read.seconds)
      XCTAssertEqual(String(decoding: read.judge, as: UTF8.self), record.judge)
      XCTAssertEqual(read.exam, record.kind == .exam)
      XCTAssertEqual(read.completed, record.status == .completed)
      XCTAssertEqual(read.score, record.score)
      return true
    }
    XCTAssertGreaterThan(taken, 1500)
  }

  /// The question scan (which reads without bounds checks, kept in the line by its closing
  /// brace) against the decoder, on damaged copies of lines it takes: every byte from the
  /// questions on replaced by each byte the scan looks for, or removed, or the line cut
  /// there. Whatever the scan takes, the decoder reads as the same sanction questions (the
  /// same answers packed, the same seconds summed); a scan that took one shape more (a
  /// sanction 6, owners `rr`, a leading zero) or packed a field wrong fails here.
  func testTheQuestionScanAgreesWithTheDecoderOnEveryDamage() throws {
    var random = Sequence(state: 77)
    var lines: [[UInt8]] = []
    var number = 0
    while lines.count < 5 {
      number += 1
      let record = Self.record(number, &random)
      guard record.questions.count > 2, record.questions.allSatisfy({ $0.extra == nil }) else {
        continue
      }
      lines.append(Array(RecordCodec.encode(record).dropLast()))  // no line break
    }
    let replacements = Array("}][\",015679nulrj.-+ \\".utf8)
    var variants: [UInt8] = []
    for line in lines {
      let start = try XCTUnwrap(Self.find(Array("\"q\":[".utf8), in: line))
      variants += line + [0x0A]
      for position in start..<line.count {
        for byte in replacements where byte != line[position] {
          var copy = line
          copy[position] = byte
          variants += copy + [0x0A]
        }
        var shorter = line
        shorter.remove(at: position)
        variants += shorter + [0x0A]
        variants += line[..<position] + [0x0A]
      }
    }
    var taken = 0
    var refused = 0
    var packed = PackedQuestions()
    try LineReader().forward(BytesSnapshot(variants)) { line in
      var reader = FastRecordReader(bytes: line.bytes)
      guard let read = reader.reportLine(questions: &packed) else {
        refused += 1
        return true
      }
      taken += 1
      let text = String(decoding: line.bytes, as: UTF8.self)
      guard case .success(let record) = RecordCodec.decode(line) else {
        XCTFail("taken by the scan, refused by the decoder: \(text)")
        return true
      }
      XCTAssertTrue(record.questions.allSatisfy { $0.extra == nil }, text)
      XCTAssertEqual(packed.all.map(Self.fields), record.questions.map(Self.fields), text)
      XCTAssertEqual(read.seconds, record.seconds, text)
      return true
    }
    // Every intact line, and the damage that leaves a valid line (a digit for a digit).
    XCTAssertGreaterThan(taken, lines.count)
    XCTAssertGreaterThan(refused, 1000)
  }

  /// The shortcut for common questions (`FastRecordReader.commonQuestion`) against the byte
  /// by byte reader it stands in for (`slowQuestion`, which the damage test above holds to the
  /// decoder), on questions made of every spelling of each field, good and bad: whatever the
  /// shortcut takes, the other takes too, with the same answers packed, the same seconds to
  /// the bit and the same end; and the shortcut takes the shapes divequiz writes.
  func testTheCommonQuestionShortcutReadsAsTheFullScan() throws {
    let penalties = ["0", "7", "05", "12", "99", "123", "999", "1234", "00", "-1", "", "1a"]
    let chosen = ["0", "5", "6", "null", "nul", "nulll", "01", "", "n", "9"]
    let owners = ["\"\"", "\"r\"", "\"j\"", "\"rj\"", "\"jr\"", "\"rr\"", "\"x\"", "\"r", "r", ""]
    let keys = ["0", "3", "5", "6", "", "00"]
    let points = ["0", "1", "5", "9", "10", "11", "01", "00", "100", "", "1,"]
    let seconds = [
      "0.0", "5.4", "0.5", "12.3", "99.9", "100.0", "999.9", "1000.0", "05.4", "12", "12.34",
      ".5", "12.", "1.2.3", "7", "0", "00.1",
    ]
    var random = Sequence(state: 19)
    var taken = 0
    var questions: [[UInt8]] = []
    for _ in 0..<40_000 {
      // Mostly good fields, so that a bad one is met alone as well as with others.
      func pick(_ all: [String], good: Int) -> String {
        all[random.next(4) == 0 ? random.next(all.count) : random.next(good)]
      }
      let text =
        "[\(pick(penalties, good: 8)),\(pick(chosen, good: 4)),\(pick(owners, good: 5)),"
        + "\(pick(keys, good: 3)),\(pick(owners, good: 5)),\(pick(points, good: 5)),"
        + "\(pick(seconds, good: 7))]"
      questions.append(Array(text.utf8))
    }
    // Each alone before the end of a line (`]}`), and followed by another question.
    for question in questions {
      for tail in ["]}", ",[1,2,\"r\",2,\"r\",10,1.0]]}"] {
        let line = question + Array(tail.utf8)
        line.withUnsafeBufferPointer { buffer in
          guard let base = buffer.baseAddress else { return }
          let text = String(decoding: question, as: UTF8.self)
          guard
            let common = FastRecordReader.commonQuestion(base, end: base + buffer.count)
          else { return }
          taken += 1
          guard let full = FastRecordReader.slowQuestion(base) else {
            return XCTFail("taken by the shortcut only: \(text)")
          }
          XCTAssertEqual(Self.fields(common.bits), Self.fields(full.bits), text)
          XCTAssertEqual(common.bits, full.bits, text)
          XCTAssertEqual(common.seconds.bitPattern, full.seconds.bitPattern, text)
          XCTAssertEqual(base.distance(to: common.next), base.distance(to: full.next), text)
          XCTAssertEqual(base.distance(to: common.next), question.count, text)
        }
      }
    }
    XCTAssertGreaterThan(taken, 10_000)
    // The shapes a divequiz history is made of take the shortcut.
    for text in [
      "[44,5,\"j\",5,\"j\",10,5.4]", "[3,null,\"\",0,\"rj\",0,22.6]",
      "[123,0,\"jr\",1,\"r\",5,999.9]", "[0,2,\"rj\",2,\"j\",9,0.0]",
    ] {
      let line = Array((text + "]}").utf8)
      let read = line.withUnsafeBufferPointer { buffer in
        buffer.baseAddress.flatMap {
          FastRecordReader.commonQuestion($0, end: $0 + buffer.count)
        }
      }
      XCTAssertNotNil(read, text)
    }
  }

  /// Where `needle` starts in `bytes`.
  private static func find(_ needle: [UInt8], in bytes: [UInt8]) -> Int? {
    guard bytes.count >= needle.count else { return nil }
    return (0...(bytes.count - needle.count)).first {
      bytes[$0..<($0 + needle.count)].elementsEqual(needle)
    }
  }

  /// A question's answers as the report counts them: penalty, chosen sanction (nil skipped)
  /// and its owners, the key's sanction and owners, points; from a decoded question, or from
  /// its packed form (penalty in bits 0–13, chosen 14–16 with 7 for skipped, its owners 17–18,
  /// the key 19–21, its owners 22–23, points 24–27).
  private static func fields(_ question: QuizRecord.Question) -> [Int?] {
    [
      question.penaltyID, question.chosen?.sanction.rawValue, question.chosen?.owners.rawValue,
      question.correct.sanction.rawValue, question.correct.owners.rawValue, question.points,
    ]
  }

  private static func fields(_ bits: UInt32) -> [Int?] {
    let field = { (shift: UInt32, mask: UInt32) in Int(bits >> shift & mask) }
    let skipped = field(14, 7) == 7
    return [
      field(0, 0x3FFF), skipped ? nil : field(14, 7), skipped ? nil : field(17, 3), field(19, 7),
      field(22, 3), field(24, 0xF),
    ]
  }

  /// Through the service, as `report` runs on a history large enough for several threads: a
  /// whole-history report and the damaged lines it reports are those of the decoder, line
  /// numbers included.
  func testTheServicesWholeReportIsTheDecodersReport() throws {
    // Over `ParallelReader.threshold`: read on several threads, lines counted on demand.
    let bytes = Self.history(seed: 5, count: 24_000)
    XCTAssertGreaterThan(bytes.count, ParallelReader.threshold)
    try assertServiceReport(bytes)
    // Under it: one thread, a chunk every `linesBetweenChecks` lines.
    let small = Self.history(seed: 6, count: 5_000)
    XCTAssertLessThan(small.count, ParallelReader.threshold)
    try assertServiceReport(small)
  }

  private func assertServiceReport(
    _ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let main = MemoryHistoryStorage(location: "/h.jsonl", bytes: bytes)
    let observer = ReadObserverDouble()
    let service = TrainerService(
      rules: RulesSource(try TestData.editions()),
      history: HistoryFiles(main: main, system: MemoryFileSystem([main]), recoveryFolder: "/s"),
      clock: { Date(timeIntervalSince1970: 0) }, seedSource: { 1 }, makeID: { nil })
    service.observer = observer
    let report = try service.desk.report(HistoryQuery())
    let truth = try decoded(bytes, names: try census(bytes))
    XCTAssertEqual(report, truth.0, file: file, line: line)
    var numbers: [Int] = []
    try LineReader().forward(BytesSnapshot(bytes)) { record in
      if case .failure(let problem) = RecordCodec.decode(record), problem != .alias {
        numbers.append(record.number ?? 0)
      }
      return true
    }
    XCTAssertEqual(observer.lines.map(\.skipped.line), numbers, file: file, line: line)
    XCTAssertFalse(numbers.isEmpty, file: file, line: line)
    // The names counted on the way serve the commands that follow.
    XCTAssertEqual(
      Self.describe(try service.desk.storedNames()), Self.describe(try census(bytes)),
      file: file, line: line)
  }
}
