import DiveQuizData
import XCTest

@testable import DiveQuizCore

/// The stored form of the dive, DD, award, score and scenario questions: what each line holds
/// byte for byte, that it reads back equal through both readers, that damage is reported, and
/// that the lines of earlier versions read as before.
final class KindRecordTests: XCTestCase {
  static let start = Date(timeIntervalSince1970: 1_795_000_000)

  static func record(_ questions: [QuizRecord.Question], id: String = "k1") -> QuizRecord {
    let score = questions.reduce(0) { $0 + $1.points }
    return QuizRecord(
      id: id, judge: "Ann", status: .completed, start: start, end: start + 60,
      languages: ["en"], filters: ["mixed"], seed: 7, edition: "2026", size: questions.count,
      score: score, maximum: questions.count * 10, passed: score * 10 >= questions.count * 80,
      questions: questions)
  }

  static func question(
    _ extra: QuizRecord.Extra, points: Int = 10, penalty: Int = 0,
    chosen: Answer? = nil, correct: Answer = QuizRecord.Question.noKey
  ) -> QuizRecord.Question {
    QuizRecord.Question(
      penaltyID: penalty, chosen: chosen, correct: correct, points: points, seconds: 4.5,
      extra: extra)
  }

  /// One question of every new kind and ask, answered, skipped, with a missing award, a
  /// synchronised panel, a penalty.
  static var everyKind: [QuizRecord.Question] {
    let name = ChoiceQuestion(
      ask: .name, subject: "5253B", options: ["5251B", "5253B", "5253C", "405B"], correct: 1)
    let dd = ChoiceQuestion(
      ask: .dd, subject: "107B", height: .one, options: ["3.3", "3.1", "3.2", "3.0"], correct: 0)
    let positions = ChoiceQuestion(
      ask: .positions, subject: "5172", options: KindMaker.positionSets, correct: 2)
    let band = ChoiceQuestion(
      ask: .band, subject: "6.5",
      options: ["good", "satisfactory", "deficient", "failed"], correct: 1)
    let range = ChoiceQuestion(
      ask: .range, subject: "good", options: ["10.0", "7.0-8.0", "5.0-6.5", "0.0"], correct: 1)
    let five = ScoreQuestion(
      request: ScoreRequest(degree: 20, panel: .individual([16, 15, nil, 15, 14])),
      dive: "105B", height: .three)
    let synchro = ScoreQuestion(
      request: ScoreRequest(
        degree: 28,
        panel: .synchro(
          diver1: [14, 13], diver2: [11, 11], synchronisation: [17, 16, 16, 15, 15]),
        penalty: .maximum(4)))
    let scenario = ScenarioQuestion(
      situation: .position, announced: "205B", performed: "205C", height: .three)
    let key = Answer(sanction: .maximumTwo, owners: .both)
    return [
      question(.choice(name, chosen: 1)),
      question(.choice(dd, chosen: 2), points: 0),
      question(.choice(positions, chosen: nil), points: 0),
      question(.choice(band, chosen: 1)),
      question(.choice(range, chosen: 0), points: 0),
      question(.score(five, given: five.expected)),
      question(.score(synchro, given: 5964), points: 0),
      question(.score(synchro, given: nil), points: 0),
      question(
        .scenario(scenario), points: 5, penalty: 18,
        chosen: Answer(sanction: .maximumTwo, owners: .judge), correct: key),
      question(.scenario(scenario), points: 0, penalty: 18, correct: key),
    ]
  }

  func testEachKindIsStoredAsDocumented() {
    let line = String(decoding: RecordCodec.encode(Self.record(Self.everyKind)), as: UTF8.self)
    let expected = [
      #"[0,null,"",0,"",10,4.5,{"type":"dives","ask":"name","subject":"5253B","options":["5251B","5253B","5253C","405B"],"correct":1,"chosen":1}]"#,
      #"[0,null,"",0,"",0,4.5,{"type":"dd","ask":"dd","subject":"107B","height":"1m","options":["3.3","3.1","3.2","3.0"],"correct":0,"chosen":2}]"#,
      #"{"type":"dives","ask":"positions","subject":"5172","options":["ABC","D","BC","ABCD"],"correct":2,"chosen":null}"#,
      #"{"type":"awards","ask":"band","subject":"6.5","options":["good","satisfactory","deficient","failed"],"correct":1,"chosen":1}"#,
      #"{"type":"scores","dd":"2.0","dive":"105B","height":"3m","awards":[["8.0","7.5",null,"7.5","7.0"]],"penalty":null,"expected":"45.00","given":"45.00"}"#,
      #"{"type":"scores","dd":"2.8","awards":[["7.0","6.5"],["5.5","5.5"],["8.5","8.0","8.0","7.5","7.5"]],"penalty":"max 2.0","expected":"#,
      #"[18,2,"j",2,"rj",5,4.5,{"type":"scenario","case":"position","announced":"205B","performed":"205C","height":"3m"}]"#,
      #"[18,null,"",2,"rj",0,4.5,{"type":"scenario""#,
    ]
    for piece in expected { XCTAssertTrue(line.contains(piece), piece + "\nnot in\n" + line) }
  }

  func testEveryKindReadsBackEqualThroughBothReaders() throws {
    let record = Self.record(Self.everyKind)
    let bytes = Array(RecordCodec.encode(record).dropLast())
    XCTAssertEqual(try RecordCodec.decode(bytes).get(), record)
    let general = bytes.withUnsafeBufferPointer { RecordParser.decode($0) }
    XCTAssertEqual(try general.get(), record)
    // The byte reader does not take the new kinds itself: it leaves them to the parser.
    XCTAssertNil(
      bytes.withUnsafeBufferPointer { line -> QuizRecord? in
        var reader = FastRecordReader(bytes: line)
        return reader.record()
      })
  }

  /// A history holding every kind, old and new, one kind a line and all mixed: the fast
  /// reader and the general parser give the same records, and the summary `trainees` reads
  /// says what the whole record says.
  func testFastAndFullReadersAgreeOnAHistoryOfEveryKind() throws {
    let old: [QuizRecord.Question] = [
      QuizRecord.Question(
        penaltyID: 4, chosen: Answer(sanction: .failedDive, owners: .both),
        correct: Answer(sanction: .failedDive, owners: .both), points: 10, seconds: 2),
      QuizRecord.Question(
        penaltyID: 18, chosen: nil, correct: Answer(sanction: .maximumTwo, owners: .both),
        points: 0, seconds: 3,
        extra: .rules(options: ["8.4.7", "9.11", "8.5.4", "11.2"], correct: 0, chosen: nil)),
      QuizRecord.Question(
        penaltyID: 42, chosen: nil, correct: Answer(sanction: .judgeOpinion, owners: .judge),
        points: 10, seconds: 3,
        extra: .trueFalse(claim: .owners(.judge), isTrue: true, chosen: true)),
    ]
    var lines: [[UInt8]] = []
    for (index, question) in (old + Self.everyKind).enumerated() {
      lines.append(Array(RecordCodec.encode(Self.record([question], id: "one\(index)")).dropLast()))
    }
    lines.append(Array(RecordCodec.encode(Self.record(old + Self.everyKind, id: "all")).dropLast()))
    var kinds: Set<QuestionKind> = []
    for line in lines {
      let fast = try RecordCodec.decode(line).get()
      let full = try line.withUnsafeBufferPointer { try RecordParser.decode($0).get() }
      XCTAssertEqual(fast, full)
      kinds.formUnion(full.questions.map(\.kind))
      let summary = try line.withUnsafeBufferPointer {
        try RecordCodec.summary(HistoryLine(bytes: $0, offset: 0, number: 1, overlong: nil)).get()
      }
      XCTAssertEqual(
        [summary.judge, summary.kind.word, summary.status.rawValue],
        [full.judge, full.kind.word, full.status.rawValue])
      XCTAssertEqual(
        [summary.size, summary.score, summary.maximum], [full.size, full.score, full.maximum])
      XCTAssertEqual(summary.passed, full.passed)
    }
    XCTAssertEqual(kinds, Set(QuestionKind.withoutTheBank))
  }

  /// What this version writes for the kinds older versions knew is byte for byte what they
  /// wrote: old histories and new ones read alike.
  func testOldKindsAreWrittenAsBefore() {
    let record = Self.record([
      QuizRecord.Question(
        penaltyID: 4, chosen: Answer(sanction: .failedDive, owners: .both),
        correct: Answer(sanction: .failedDive, owners: .both), points: 10, seconds: 2)
    ])
    XCTAssertEqual(
      String(decoding: RecordCodec.encode(record), as: UTF8.self),
      #"{"v":1,"id":"k1","judge":"Ann","kind":"quiz","status":"completed","start":"2026-11-18T11:06:40Z","end":"2026-11-18T11:07:40Z","langs":["en"],"filters":["mixed"],"seed":7,"edition":"2026","size":1,"score":10,"max":10,"pct":100.0,"passed":true,"seconds":2.0,"q":[[4,0,"rj",0,"rj",10,2.0]]}"#
        + "\n")
  }

  /// Damaged questions of the new kinds are refused with the field, never guessed at.
  func testDamagedQuestionsAreRefused() {
    func problem(_ element: String) -> RecordCodec.LineProblem? {
      let line =
        #"{"v":1,"id":"d","judge":"Ann","kind":"quiz","status":"completed","start":"2026-11-18T11:06:40Z","end":"2026-11-18T11:07:40Z","langs":["en"],"filters":[],"seed":7,"edition":"2026","size":1,"score":0,"max":10,"pct":0.0,"passed":false,"seconds":1.0,"q":[[0,null,"",0,"",0,1.0,"#
        + element + "]]}"
      if case .failure(let problem) = RecordCodec.decode(Array(line.utf8)) { return problem }
      return nil
    }
    let good =
      #"{"type":"dd","ask":"dd","subject":"107B","height":"1m","options":["3.3","3.1"],"correct":0,"chosen":1}"#
    XCTAssertNil(problem(good))
    XCTAssertEqual(
      problem(good.replacingOccurrences(of: #""correct":0"#, with: #""correct":5"#)),
      .outOfRange(field: "q[0].correct", value: "5"))
    XCTAssertEqual(
      problem(good.replacingOccurrences(of: #""ask":"dd""#, with: #""ask":"name""#)),
      .outOfRange(field: "q[0].ask", value: "name"))
    XCTAssertEqual(
      problem(good.replacingOccurrences(of: #""height":"1m","#, with: "")),
      .missingField("q[0].height"))
    let score =
      #"{"type":"scores","dd":"2.0","awards":[["8.0","7.5","7.5","7.5","7.0"]],"penalty":null,"expected":"45.00","given":"45"}"#
    XCTAssertNil(problem(score))
    XCTAssertEqual(
      problem(score.replacingOccurrences(of: "45.00", with: "46.00")),
      .outOfRange(field: "q[0].expected", value: "46.00"))
    XCTAssertEqual(
      problem(score.replacingOccurrences(of: #""7.0"]"#, with: #""7.3"]"#)),
      .outOfRange(field: "q[0].awards", value: "7.3"))
    XCTAssertEqual(
      problem(score.replacingOccurrences(of: #","7.0"]"#, with: "]")),
      .outOfRange(field: "q[0].awards", value: "4"))
    XCTAssertEqual(
      problem(
        #"{"type":"scenario","case":"position","announced":"205B","performed":"205C","height":"3m"}"#
      ),
      .outOfRange(field: "q[0]", value: "0"))
    XCTAssertEqual(
      problem(#"{"type":"origami","ask":"dd"}"#), .missingField("q"))
  }
}
