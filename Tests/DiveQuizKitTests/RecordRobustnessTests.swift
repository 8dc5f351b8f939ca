import DiveQuizTestSupport
import Foundation
import XCTest

@testable import DiveQuizCore
@testable import DiveQuizTerminal

/// No line can trap, and the two readers agree: generated records and generated damage.
final class RecordRobustnessTests: XCTestCase {
  private var random = SplitMix64(seed: 20_261_122)

  private func pick<T>(_ items: [T]) -> T { items[Int(random.uniform(below: items.count))] }
  private func number(_ bound: Int) -> Int { Int(random.uniform(below: bound)) }

  /// Names as judges type them, and as a hostile file might hold them.
  private let names = [
    "Ann", "Chloé Martin", "Anne \"Ana\" Dupont, FRA", "=HYPERLINK(\"x\")", "+1", "-2", "@sum",
    "\u{1B}[31mred\u{1B}[0m", "tab\there", "line\nbreak", "\u{202E}evil", "\u{85}next", "日本",
    "back\\slash", "\u{7F}del", "",
  ]

  /// A record with every field drawn; one in three is plain (what divequiz writes for a
  /// sanction quiz, so that the fast reader takes it).
  private func randomRecord(_ index: Int) -> QuizRecord {
    let plain = index % 3 == 0
    let size = 1 + number(48)
    let answered = number(size + 1)
    var questions: [QuizRecord.Question] = []
    for position in 0..<answered {
      let key = Answer(sanction: pick(Sanction.allCases), owners: pick([.referee, .judge, .both]))
      let chosen: Answer? =
        number(5) == 0
        ? nil
        : Answer(sanction: pick(Sanction.allCases), owners: pick([[], .referee, .judge, .both]))
      var extra: QuizRecord.Extra?
      switch plain ? 3 : number(4) {
      case 0:
        let options = (0..<(1 + number(6))).map { _ in pick(["8.5.4", "D6.16", "=cmd", "\u{1B}x"]) }
        extra = .rules(
          options: options, correct: number(options.count),
          chosen: number(3) == 0 ? nil : number(options.count))
      case 1:
        extra = .trueFalse(
          claim: pick([.sanction(.failedDive), .owners(.judge)]), isTrue: number(2) == 0,
          chosen: number(3) == 0 ? nil : number(2) == 0)
      default:
        extra = nil
      }
      questions.append(
        QuizRecord.Question(
          penaltyID: 1 + number(60), chosen: extra == nil ? chosen : nil, correct: key,
          points: pick([0, 5, 10]), seconds: Double(number(100_000)) / 10, extra: extra))
      _ = position
    }
    let score = questions.reduce(0) { $0 + $1.points }
    let start = Date(timeIntervalSince1970: Double(1_700_000_000 + number(100_000_000)))
    return QuizRecord(
      id: "id-\(index)-" + pick(["", "x", "\u{1B}"]), judge: plain ? "Chloé \(index)" : pick(names),
      kind: pick(["quiz", "exam", "=1+1"]),
      status: pick(QuizRecord.Status.allCases), start: start,
      end: start.addingTimeInterval(Double(number(5_000))),
      languages: [pick(["en", "fr", "\u{1B}"])],
      filters: number(2) == 0 ? [] : [pick(["synchro", "focus", "-x", "\u{202E}"])],
      seed: random.next(), edition: pick(["2025", "2024", "=E"]), size: size, score: score,
      maximum: size * 10, passed: number(2) == 0, questions: questions)
  }

  /// Every record the writer makes reads back whole through both readers, identically.
  func testTheFastAndTheGeneralReaderAgreeOnEveryField() throws {
    var fastOnes = 0
    for index in 0..<3_000 {
      let record = randomRecord(index)
      let line = Array(RecordCodec.encode(record).dropLast())
      let general = line.withUnsafeBufferPointer { RecordParser.decode($0) }
      XCTAssertEqual(try general.get(), record, "general reader, record \(index)")
      let fast = line.withUnsafeBufferPointer { bytes -> QuizRecord? in
        var reader = FastRecordReader(bytes: bytes)
        return reader.record()
      }
      if let fast {
        fastOnes += 1
        XCTAssertEqual(fast, record, "fast reader, record \(index)")
      }
      // The decoder shows the summary the answers give, not the stored one (issue 29).
      var derived = record
      derived.deriveSummary()
      XCTAssertEqual(try RecordCodec.decode(line).get(), derived)
    }
    XCTAssertGreaterThan(fastOnes, 400, "plain records take the fast path")
  }

  /// Numbers written other ways: where the fast reader accepts one, it reads what the general
  /// reader reads (`0.3` is the double nearest 0.3, not 3 × 0.1).
  func testNumbersReadTheSameWhicheverReaderTakesThem() throws {
    let base = SampleHistory.record(
      "n", judge: "Ann",
      questions: [SampleHistory.question(3, chosen: nil, key: SampleHistory.failed)])
    let line = String(decoding: RecordCodec.encode(base).dropLast(), as: UTF8.self)
    XCTAssertTrue(line.hasSuffix(",0,2.0]]}"))
    let forms = [
      "0.3", "0.1", "12.34", "1.5", "7", "0", "99999.9", "0.30", "3e-1", "1e2", "12.", ".5", "05",
      "-0.0", "0.123456789012345", "1234567890.12345", "1e300", "1e999", "-1", "NaN",
    ]
    for form in forms {
      let changed = Array(line.replacingOccurrences(of: ",0,2.0]]}", with: ",0,\(form)]]}").utf8)
      let general = changed.withUnsafeBufferPointer { RecordParser.decode($0) }
      let fast = changed.withUnsafeBufferPointer { bytes -> QuizRecord? in
        var reader = FastRecordReader(bytes: bytes)
        return reader.record()
      }
      if let fast, RecordLimits.problem(fast) == nil {
        XCTAssertEqual(fast, try general.get(), form)
      }
      if case .success(let record) = general, let value = Double(form) {
        XCTAssertEqual(record.questions[0].seconds, value, form)
      }
    }
    let point3 = Array(line.replacingOccurrences(of: ",0,2.0]]}", with: ",0,0.3]]}").utf8)
    XCTAssertEqual(try RecordCodec.decode(point3).get().questions[0].seconds, 0.3)
  }

  func testOutOfRangeNumbersAreSkippedWithTheirReason() {
    let base = String(
      decoding: RecordCodec.encode(
        SampleHistory.record(
          "r", judge: "Ann",
          questions: [SampleHistory.question(3, chosen: nil, key: SampleHistory.failed)])
      ).dropLast(), as: UTF8.self)
    let cases: [(String, String, String)] = [
      ("\"score\":0", "\"score\":999999999999999999", "score"),
      ("\"score\":0", "\"score\":99999999999999999999999", "score"),
      ("\"size\":1", "\"size\":-1", "size"),
      ("\"max\":10", "\"max\":1e400", "max"),
      (",0,2.0]]", ",0,1e300]]", "q[0].seconds"),
      (",0,2.0]]", ",0,1e999]]", "q[0].seconds"),
      (",0,2.0]]", ",0,-1e999]]", "q[0].seconds"),
      (",0,2.0]]", ",99,2.0]]", "q[0].points"),
      ("[[3,", "[[123456789,", "q[0]"),
      ("\"pct\":0.0", "\"pct\":1e999", "pct"),
      ("\"pct\":0.0", "\"pct\":100.1", "pct"),
      ("\"seconds\":2.0", "\"seconds\":-5", "seconds"),
      ("\"seed\":1", "\"seed\":-1", "seed"),
      ("\"v\":1", "\"v\":0", "v"),
    ]
    for (from, to, field) in cases {
      XCTAssertTrue(base.contains(from), from)
      let line = Array(base.replacingOccurrences(of: from, with: to).utf8)
      guard case .failure(.outOfRange(let name, _)) = RecordCodec.decode(line) else {
        XCTFail("\(to) was read: \(RecordCodec.decode(line))")
        continue
      }
      XCTAssertEqual(name, field, to)
    }
    let rules = base.replacingOccurrences(
      of: ",0,2.0]]", with: #",0,2.0,{"type":"rules","options":["a","b"],"correct":5,"chosen":1}]]"#
    )
    guard case .failure(.outOfRange("q[0].correct", "5")) = RecordCodec.decode(Array(rules.utf8))
    else { return XCTFail("an option index beyond the options was read") }
    let date = base.replacingOccurrences(of: "2026-01-01T00:00:00Z", with: "2026-02-31T00:00:00Z")
    XCTAssertEqual(RecordCodec.decode(Array(date.utf8)), .failure(.missingField("start")))
  }

  func testImpossibleDaysAreRefused() {
    XCTAssertNil(Timestamp.parseDay("2026-02-31"))
    XCTAssertNil(Timestamp.parseDay("2025-02-29"))
    XCTAssertNotNil(Timestamp.parseDay("2024-02-29"))
    XCTAssertNil(Timestamp.parseDay("2026-04-31"))
    XCTAssertNil(Timestamp.parse("2026-02-30T10:00:00Z"))
    XCTAssertNil(Timestamp.parse("2026-02-30T10:00:00+01:00"), "no roll-over to March")
    XCTAssertNil(Timestamp.parse("0001-01-01T10:00:00+01:00"))
    XCTAssertNotNil(Timestamp.parse("2026-02-28T10:00:00.250+01:00"))
    XCTAssertEqual(
      CommandParser.parse("history since 2026-02-31").map { (try? $0.get()) == nil }, true)
  }

  // MARK: - Fuzzing

  /// One damaged variant of a good line.
  private func damage(_ line: String) -> String {
    var text = line
    switch number(9) {
    case 0:
      let cut = number(text.utf8.count)
      return String(decoding: Array(text.utf8).prefix(cut), as: UTF8.self)
    case 1:
      var bytes = Array(text.utf8)
      for _ in 0..<(1 + number(4)) where !bytes.isEmpty {
        bytes[number(bytes.count)] = UInt8(truncatingIfNeeded: random.next())
      }
      return String(decoding: bytes, as: UTF8.self)
    case 2:
      let numbers = [
        "999999999999999999", "-999999999999999999", "99999999999999999999999999", "1e300",
        "1e999", "-1e999", "1e-999", "-0", "4.9e-324", "1.7976931348623157e308", "-1", "00",
      ]
      for field in ["score", "max", "size", "seed", "pct", "seconds", "v"] where number(3) == 0 {
        text = text.replacingOccurrences(
          of: "\"\(field)\":", with: "\"\(field)\":\(pick(numbers)),\"x\":")
      }
      return text
    case 3:
      return text.replacingOccurrences(
        of: "\"judge\":\"", with: "\"judge\":\"\\u001b]0;pwn\\u0007\\u009b")
    case 4:
      let dates = [
        "2026-02-31T00:00:00Z", "0000-00-00T00:00:00Z", "9999-99-99T99:99:99Z", "2026-13-01",
        "1899-12-31T23:59:59Z", "2026-01-01T25:00:00+99:00",
      ]
      guard let range = text.range(of: "\"start\":\"") else { return text }
      let from = range.upperBound
      let to = text.index(from, offsetBy: 20, limitedBy: text.endIndex) ?? text.endIndex
      return text.replacingCharacters(in: from..<to, with: pick(dates))
    case 5:
      return text.replacingOccurrences(
        of: "]]}",
        with:
          #",{"type":"rules","options":[],"correct":\#(pick(["-1", "0", "1e9"])),"chosen":9}]]}"#)
    case 6:
      return String(repeating: "[", count: 300 + number(200)) + text
    case 7:
      return text.replacingOccurrences(
        of: "\"q\":[",
        with: "\"q\":[[" + pick(["-5", "1e99", "null"]) + ",null,\"\",0,\"r\",10,1],")
    default:
      return text.replacingOccurrences(of: "\"", with: pick(["'", "\"\"", "\\\"", "\u{0}"]))
    }
  }

  /// Thousands of hostile lines through the readers and every presenter: nothing traps, and
  /// no escape character or formula reaches the terminal or an export raw.
  func testTenThousandMaliciousLinesNeverTrapOrLeakEscapes() throws {
    let library = try TestData.library()
    var lines: [String] = []
    for index in 0..<12_000 {
      let good = String(decoding: RecordCodec.encode(randomRecord(index)).dropLast(), as: UTF8.self)
      lines.append(damage(good))
    }
    let file = Array(lines.joined(separator: "\n").utf8)
    let contents = HistoryContents.parse(file)
    // Damage may add line breaks or empty a line: every non-blank line is read or skipped.
    let nonBlank = file.split(separator: 0x0A).filter { $0 != [0x0D] }.count
    XCTAssertEqual(contents.records.count + contents.skipped.count, nonBlank)
    XCTAssertGreaterThan(contents.skipped.count, 4_000, "most damage is caught")
    XCTAssertGreaterThan(contents.records.count, 1_000, "harmless damage still reads")

    let catalog = library.catalog
    let history = HistoryPresenter(
      catalog: catalog, rulebook: library.rulebook, editions: library.editions,
      style: Style(enabled: false), unicode: true)
    let report = ReportPresenter(
      catalog: catalog, rulebook: library.rulebook, editions: library.editions,
      style: Style(enabled: false), unicode: true)
    var outputs = [
      history.list(contents.records),
      report.report(Report.build(contents.records)),
      HistoryJSON.report(Report.build(contents.records)),
      HistoryJSON.list(contents.records),
      ProgressPresenter(catalog: catalog, style: Style(enabled: false)).progress(
        contents.records, judge: "\u{1B}[2J"),
      export(contents.records, .json, library),
    ]
    outputs += contents.records.prefix(2_000).map(history.review)
    outputs += contents.skipped.prefix(2_000).map { $0.message(catalog, file: "\u{1B}f.jsonl") }
    let csv = export(contents.records, .csv, library)
    outputs.append(csv)
    _ = Coach.advise(contents.records, rulebook: library.rulebook)
    _ = try FocusSchedule.draw(
      QuizPlan(count: 10), from: library.rulebook, history: contents.records,
      now: Date(timeIntervalSince1970: 1_800_000_000), seed: 1)
    for output in outputs {
      for scalar in output.unicodeScalars {
        let value = scalar.value
        let raw =
          (value < 0x20 && value != 0x0A && value != 0x0D) || (0x7F...0x9F).contains(value)
          || scalar.properties.generalCategory == .format
        if raw {
          XCTFail("raw U+\(String(value, radix: 16)) in output")
          return
        }
      }
    }
    // No CSV cell begins as a formula: every such cell was given a leading quote.
    for row in csv.components(separatedBy: "\r\n").dropFirst() where !row.isEmpty {
      for cell in row.split(separator: ",", omittingEmptySubsequences: false) {
        let text = cell.hasPrefix("\"") ? cell.dropFirst() : cell[...]
        if let first = text.first, "=+-@".contains(first) {
          XCTFail("formula cell: \(cell)")
          return
        }
      }
    }
  }

  private func export(_ records: [QuizRecord], _ form: ExportWriter.Form, _ library: RulesLibrary)
    -> String
  {
    var writer = ExportWriter(
      form: form, catalog: library.catalog, rulebook: library.rulebook, editions: library.editions)
    for record in records { writer.add(record) }
    return writer.finish()
  }

  /// The byte-by-byte row of a sanction question is what the general renderer writes, in
  /// every form, for any numbers a record may hold.
  func testSanctionRowsWrittenByteByByteMatchTheGeneralRenderer() throws {
    let library = try TestData.library()
    for form in [ExportWriter.Form.csv, .csvDecimalComma, .json] {
      for index in 0..<2_000 {
        let key = Answer(
          sanction: pick(Sanction.allCases), owners: pick([[], .referee, .judge, .both]))
        let question = QuizRecord.Question(
          penaltyID: pick([0, 1, 19, 49, 9_999, -3, Int.max, Int.min]),
          chosen: number(4) == 0
            ? nil
            : Answer(
              sanction: pick(Sanction.allCases), owners: pick([[], .referee, .judge, .both])),
          correct: key, points: pick([0, 5, 10, -1, 123_456_789]),
          seconds: pick([
            0, 0.3, 12.25, 99.95, 1e300, -4.2, .nan, .infinity, Double(number(100_000)) / 10,
          ]))
        var writer = ExportWriter(
          form: form, catalog: library.catalog, rulebook: library.rulebook, continuing: true)
        writer.appendSanctionCells(question, number: index + 1)
        XCTAssertEqual(
          writer.text, writer.renderedQuestionCells(question, number: index + 1),
          "\(form) \(question)")
      }
    }
  }

  /// The byte-by-byte row of `export … per quiz` is what the general renderer writes, in
  /// every form, for names, ids, languages and filters that need quoting, escaping or cell
  /// safety, and for every number a quiz may hold.
  func testQuizRowsWrittenByteByByteMatchTheGeneralRenderer() throws {
    let library = try TestData.library()
    let texts = [
      "Ann Lee", "", "a,b", "say \"hi\"", "=1+2", "+33", "-2", "@x", "semi;colon", "back\\slash",
      "Chloé", "王芳", "tab\tcontrol", "\u{1B}[31m", "bidi\u{202E}", "1.5", "plain.dot",
    ]
    let kinds = KindRecordTests.everyKind
    for form in [ExportWriter.Form.csv, .csvDecimalComma, .json] {
      for index in 0..<500 {
        var questions: [QuizRecord.Question] = []
        for _ in 0..<number(6) {
          questions.append(
            number(3) == 0
              ? pick(kinds)
              : QuizRecord.Question(
                penaltyID: number(70),
                chosen: number(4) == 0
                  ? nil
                  : Answer(sanction: pick(Sanction.allCases), owners: pick([.referee, .both])),
                correct: Answer(sanction: pick(Sanction.allCases), owners: .judge),
                points: pick([0, 5, 10]), seconds: pick([0, 0.3, 12.25, 99.95, 1e300, .nan])))
        }
        let record = QuizRecord(
          id: pick(texts) + String(index), judge: pick(texts), kind: pick([.quiz, .exam]),
          status: pick([.completed, .abandoned]),
          start: Date(timeIntervalSince1970: Double(number(2_000_000_000))),
          end: Date(timeIntervalSince1970: Double(number(2_000_000_000))),
          languages: [pick(texts), pick(texts)], filters: number(2) == 0 ? [] : [pick(texts)],
          seed: UInt64(number(1 << 30)),
          edition: EditionID(stored: pick(["2024", "WA-2022-2025", pick(texts)])),
          size: questions.count + number(3), score: number(300), maximum: pick([0, 10, 200]),
          passed: number(2) == 0, limit: pick([nil, 15]), questions: questions)
        var writer = ExportWriter(
          form: form, catalog: library.catalog, rulebook: library.rulebook, continuing: true,
          layout: .perQuiz)
        writer.addQuiz(record)
        let prefix = form == .json ? ",\n  {" : ""
        let end = form == .json ? "}" : "\r\n"
        XCTAssertEqual(
          writer.text, prefix + writer.renderedQuizRow(record) + end, "\(form) \(record)")
      }
    }
  }

  /// `rawString` looks at eight bytes at a time: a quote, backslash or control byte at any
  /// place in a word, after bytes that borrow in the word's arithmetic (0x00, 0x20, 0x21,
  /// 0x80 and up), ends or refuses the string exactly where a read byte by byte does.
  func testRawStringStopsWhereAByteByByteReadStops() {
    let fillers: [UInt8] = [0x41, 0x20, 0x21, 0x23, 0x5B, 0x5D, 0x7F, 0x80, 0xA2, 0xDC, 0xFF]
    let stops: [UInt8] = [0x22, 0x5C, 0x00, 0x01, 0x1F, 0x0A]
    for _ in 0..<20_000 {
      var bytes: [UInt8] = [0x22]
      for _ in 0..<number(30) { bytes.append(pick(fillers)) }
      for _ in 0..<number(3) { bytes.insert(pick(stops), at: 1 + number(bytes.count)) }
      // The byte-by-byte reading: the string up to the first quote, nil at a backslash or
      // control byte, or with no closing quote.
      var expected: (String, Int)?
      for index in 1..<bytes.count {
        let byte = bytes[index]
        if byte == 0x22 {
          expected = (String(decoding: bytes[1..<index], as: UTF8.self), index + 1)
          break
        }
        if byte == 0x5C || byte < 0x20 { break }
      }
      bytes.withUnsafeBufferPointer { buffer in
        var reader = FastRecordReader(bytes: buffer)
        let read = reader.rawString().map { String(decoding: $0, as: UTF8.self) }
        XCTAssertEqual(read, expected?.0, "\(bytes)")
        XCTAssertEqual(reader.index, expected?.1 ?? 0, "\(bytes)")
      }
    }
  }

  /// `literal` compares keys as words: it takes a key only when every byte is the same.
  func testLiteralsMatchOnlyThemselves() {
    let key = Array(",\"seconds\":12".utf8)
    for position in 0..<11 {
      for change: UInt8 in [0x00, 0x01, 0x80, 0xFF] {
        var bytes = key
        bytes[position] ^= change == 0 ? 0 : change
        bytes.withUnsafeBufferPointer { buffer in
          var reader = FastRecordReader(bytes: buffer)
          XCTAssertEqual(reader.literal(",\"seconds\":"), change == 0, "\(position) \(change)")
          var short = FastRecordReader(bytes: buffer)
          XCTAssertEqual(short.literal(",\"s"), change == 0 || position >= 3)
          var tiny = FastRecordReader(bytes: UnsafeBufferPointer(rebasing: buffer[0..<3]))
          XCTAssertFalse(tiny.literal(",\"seconds\":"))
        }
      }
    }
  }

  func testCSVCellsAreNeutralisedAndEscaped() {
    XCTAssertEqual(Exporter.quote("=HYPERLINK(\"http://x\")"), "\"'=HYPERLINK(\"\"http://x\"\")\"")
    XCTAssertEqual(Exporter.quote("+33 1 23"), "\"'+33 1 23\"")
    XCTAssertEqual(Exporter.quote("-2"), "\"'-2\"")
    XCTAssertEqual(Exporter.quote("@SUM(A1)"), "\"'@SUM(A1)\"")
    XCTAssertEqual(Exporter.quote("Ann"), "Ann")
    XCTAssertEqual(Exporter.quote("a,b"), "\"a,b\"")
    XCTAssertEqual(Exporter.quote("\u{1B}[31m"), "\\u{1B}[31m")
    XCTAssertEqual(Exporter.quote("\tcmd"), "\\tcmd")
    XCTAssertEqual(JSONText.visible("\"a\u{9B}b\u{202E}\""), "\"a\\u009bb\\u202e\"")
  }
}
