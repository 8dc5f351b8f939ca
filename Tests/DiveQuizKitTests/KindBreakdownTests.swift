import DiveQuizTerminal
import DiveQuizTestSupport
import Foundation
import XCTest

@testable import DiveQuizCore

/// Results by kind of question: the tally, the report and its sheet, the summary read of
/// `trainees`, the per-quiz export's columns, and the text and HTML that show them.
final class KindBreakdownTests: XCTestCase {
  private func question(
    _ points: Int, chosen: Answer? = Classroom.failed, extra: QuizRecord.Extra? = nil
  ) -> QuizRecord.Question {
    QuizRecord.Question(
      penaltyID: 3, chosen: chosen, correct: Classroom.failed, points: points, seconds: 1,
      extra: extra)
  }

  func testTheTallyCountsEachKindApart() {
    var tally = KindTally([question(10), question(5), question(0), question(0, chosen: nil)])
    XCTAssertTrue(tally.isSanctionOnly)
    tally.add(Classroom.otherKinds)
    XCTAssertFalse(tally.isSanctionOnly)
    XCTAssertEqual(tally.questions, 6)
    XCTAssertEqual(
      tally.stats,
      [
        Report.KindStat(
          kind: "sanction", questions: 4, right: 1, partlyRight: 1, wrong: 1, skipped: 1,
          points: 15, maximum: 40, percent: 37.5),
        Report.KindStat(
          kind: "rules", questions: 1, right: 1, partlyRight: 0, wrong: 0, skipped: 0,
          points: 10, maximum: 10, percent: 100),
        Report.KindStat(
          kind: "truefalse", questions: 1, right: 0, partlyRight: 0, wrong: 1, skipped: 0,
          points: 0, maximum: 10, percent: 0),
      ])
    // Joining is adding, whichever side made its slots first.
    var joined = KindTally(Classroom.otherKinds.questions)
    joined.join(KindTally([question(10), question(5), question(0), question(0, chosen: nil)]))
    XCTAssertEqual(joined, tally)
    XCTAssertEqual(KindTally(), KindTally([]))
  }

  func testEveryKindHasItsOwnSlotInTheOrderOfTheKinds() {
    var tally = KindTally()
    for (index, kind) in QuestionKind.allCases.enumerated() {
      for _ in 0...index { tally.add(kind, points: 10, skipped: false) }
    }
    XCTAssertEqual(tally.stats.map(\.kind), QuestionKind.allCases.map(\.rawValue))
    XCTAssertEqual(tally.stats.map(\.questions), Array(1...QuestionKind.allCases.count))
    for (index, kind) in QuestionKind.allCases.enumerated() {
      XCTAssertEqual(tally.counts(of: kind).questions, index + 1, kind.rawValue)
    }
    XCTAssertEqual(
      ExportRow.kindColumns.count, 2 * QuestionKind.allCases.count, "a pair for every kind")
  }

  func testTheReportBreaksDownByKindAndCountsPenaltyTablesOnTheirOwnQuestions() throws {
    let records = Classroom.records
    let report = Report.build(records)
    let sanctionQuestions = records.flatMap(\.questions).filter { $0.extra == nil }.count
    XCTAssertEqual(report.kinds?.map(\.kind), ["sanction", "rules", "truefalse"])
    XCTAssertEqual(report.kinds?.first?.questions, sanctionQuestions)
    XCTAssertEqual(report.kinds?.map(\.questions).reduce(0, +), report.answered)
    // The confusions are of sanction questions only.
    XCTAssertEqual(report.confusion.counts.flatMap { $0 }.reduce(0, +), sanctionQuestions)
    let bruno = try XCTUnwrap(report.trainees.first { $0.judge == "Bruno Costa" })
    XCTAssertEqual(bruno.kinds?.map(\.kind), ["sanction", "rules", "truefalse"])
    XCTAssertEqual(bruno.kinds?.map(\.points), [80, 10, 0])
    let chloe = try XCTUnwrap(report.trainees.first { $0.judge == "Chloé Martin" })
    XCTAssertEqual(chloe.kinds?.map(\.kind), ["sanction"])

    // In JSON, additive fields; a report from before kinds still decodes.
    let json = HistoryJSON.report(report)
    XCTAssertTrue(json.contains("\"kinds\" : ["))
    var old = report
    old.kinds = nil
    old.trainees = old.trainees.map {
      var trainee = $0
      trainee.kinds = nil
      return trainee
    }
    let decoded = try JSONDecoder().decode(
      Report.self, from: Data(HistoryJSON.report(old).utf8))
    XCTAssertEqual(decoded, old)
  }

  func testTheSheetGivesEachRankedAttemptItsKinds() throws {
    let report = Report.build(Classroom.records, seed: 4711)
    XCTAssertEqual(report.ranking.count, 4)
    for entry in report.ranking {
      XCTAssertEqual(entry.kinds?.map(\.kind), ["sanction"], entry.judge)
      XCTAssertEqual(entry.kinds?.first?.questions, entry.answered, entry.judge)
      XCTAssertEqual(entry.kinds?.first?.points, entry.score, entry.judge)
    }
  }

  /// `trainees` reads completed sanction quizzes without making their questions: the tally it
  /// keeps is the one the full read makes.
  func testTheSummaryReadKeepsTheTallyOfTheQuestionsItSkips() throws {
    var partly = Classroom.record("p", judge: "Eva", right: 2)
    partly.questions[3].points = 5
    partly.questions[3].chosen = Answer(sanction: .failedDive, owners: [.referee, .judge])
    partly.questions[4].chosen = nil
    partly.score += 5
    var summaries = TraineeIndex()
    var full = TraineeIndex()
    for record in Classroom.records + [partly] {
      let bytes = RecordCodec.encode(record).dropLast()
      let read = Array(bytes).withUnsafeBufferPointer { buffer in
        RecordCodec.summary(HistoryLine(bytes: buffer, offset: 0, number: 1, overlong: nil))
      }
      let summary = try read.get()
      if record.status == .completed, record.questions.allSatisfy({ $0.extra == nil }) {
        XCTAssertEqual(summary.questions, [], "read as a summary: \(record.id)")
        XCTAssertEqual(summary.kindTally, KindTally(record.questions), record.id)
      }
      summaries.add(summary)
      full.add(record)
    }
    XCTAssertEqual(summaries.trainees(), full.trainees())
    let eva = try XCTUnwrap(summaries.trainees().first { $0.judge == "Eva" })
    XCTAssertEqual(
      eva.kinds,
      [
        Report.KindStat(
          kind: "sanction", questions: 10, right: 2, partlyRight: 1, wrong: 6, skipped: 1,
          points: 25, maximum: 100, percent: 25)
      ])
  }

  func testTheExportPerQuizHasAPairOfColumnsPerKind() throws {
    let console = ScriptedConsole(lines: [])
    let session = try classSession(console)
    XCTAssertTrue(session.execute(try XCTUnwrap(CommandParser.parse("export csv per quiz")).get()))
    let lines = console.output.components(separatedBy: "\r\n").filter { !$0.isEmpty }
    let header = lines[0].components(separatedBy: ",")
    XCTAssertEqual(header, ExportRow.quizColumns)
    XCTAssertEqual(Array(header.suffix(ExportRow.kindColumns.count)), ExportRow.kindColumns)
    XCTAssertEqual(
      Array(ExportRow.kindColumns.prefix(6)),
      [
        "sanction_questions", "sanction_points", "rules_questions", "rules_points",
        "truefalse_questions", "truefalse_points",
      ])
    let rows = lines.dropFirst().map {
      Dictionary(uniqueKeysWithValues: zip(header, $0.components(separatedBy: ",")))
    }
    let kinds = try XCTUnwrap(rows.first { $0["quiz_id"] == "kinds" })
    XCTAssertEqual(
      ExportRow.kindColumns.prefix(6).map { kinds[$0] }, ["0", "0", "1", "10", "1", "0"])
    let exam = try XCTUnwrap(rows.first { $0["quiz_id"] == "e-dario" })
    XCTAssertEqual(
      ExportRow.kindColumns.prefix(4).map { exam[$0] }, ["4", "30", "0", "0"],
      "an abandoned exam counts the questions it holds")

    let json = ScriptedConsole(lines: [])
    let jsonSession = try classSession(json)
    XCTAssertTrue(
      jsonSession.execute(try XCTUnwrap(CommandParser.parse("export json per quiz")).get()))
    let objects = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
    let row = try XCTUnwrap(objects.first { $0["quiz_id"] as? String == "kinds" })
    XCTAssertEqual(row["rules_points"] as? Int, 10)
    XCTAssertEqual(row["truefalse_questions"] as? Int, 1)
  }

  private func presenter(_ language: String = "en") throws -> ReportPresenter {
    ReportPresenter(
      catalog: try TestData.catalog(language: language), rulebook: try TestData.rulebook(),
      style: Style(enabled: false))
  }

  func testTheTextReportShowsTheBreakdownWhenAnyQuestionIsNotASanctionQuestion() throws {
    let text = try presenter().report(Report.build(Classroom.records))
    XCTAssertTrue(text.contains("By kind of question (share of the points)\n"), text)
    XCTAssertTrue(text.contains("Rule numbers"), text)
    XCTAssertTrue(text.contains("  Bruno Costa: Sanction 80% (10) · Rule numbers 100% (1) · "))
    let sheet = try presenter().report(
      Report.build(Classroom.records.filter { $0.seed == 4711 }, seed: 4711))
    XCTAssertFalse(sheet.contains("By kind of question"), "the exam holds sanction questions only")
    let mixed =
      Classroom.records.filter { $0.seed == 4711 } + [
        { () -> QuizRecord in
          var record = Classroom.otherKinds
          record.kind = .exam
          record.seed = 4711
          record.judge = "Eva"
          return record
        }()
      ]
    let mixedSheet = try presenter("fr").report(Report.build(mixed, seed: 4711))
    // Eva's exam has another shape than the sheet's: it is counted in the breakdown of the
    // seed's questions but listed apart, never among the ranked attempts.
    XCTAssertTrue(mixedSheet.contains("Par type de question"), mixedSheet)
    XCTAssertFalse(mixedSheet.contains("  Eva : Numéros de règle"), mixedSheet)
    let plain = try presenter().report(Report.build(Classroom.records.filter { $0.id != "kinds" }))
    XCTAssertFalse(plain.contains("By kind of question"), "sanction questions only: no breakdown")
  }

  func testTraineesAndProgressShowTheirKinds() throws {
    let catalog = try TestData.catalog()
    let trainees = TraineePresenter(catalog: catalog, style: Style(enabled: false))
      .list(Report.build(Classroom.records).trainees)
    XCTAssertTrue(
      trainees.contains(
        "By kind of question, per trainee (share of the points, questions answered)\n"))
    XCTAssertTrue(trainees.contains("  Chloé Martin: Sanction 80% (10)\n"))
    let bruno = Classroom.records.filter { $0.judge == "Bruno Costa" }
    var tally = KindTally()
    for record in bruno { tally.add(record) }
    let progress = ProgressPresenter(catalog: catalog, style: Style(enabled: false))
      .progress(latest: bruno, completed: bruno.count, judge: "Bruno Costa", kinds: tally.stats)
    XCTAssertTrue(progress.contains("By kind of question, completed quizzes: 2"), progress)
    XCTAssertTrue(progress.contains("True or false"), progress)
  }

  func testAtAWidthEachKindsCellStaysWholeOnItsLine() throws {
    var tally = KindTally()
    for kind in QuestionKind.allCases { tally.add(kind, points: 10, skipped: false) }
    let presenter = KindBreakdownPresenter(
      catalog: try TestData.catalog(), style: Style(enabled: false), width: 40)
    let lines = presenter.perPerson(
      [(name: "Chloé Martin", kinds: tally.stats)], title: "By kind of question, per trainee")
    XCTAssertGreaterThan(lines.count, 4)
    for line in lines {
      XCTAssertLessThanOrEqual(DisplayWidth.of(line), 40, line)
      XCTAssertFalse(line.trimmingCharacters(in: .whitespaces).hasPrefix("·"), line)
    }
    let text = lines.joined(separator: "\n")
    XCTAssertTrue(text.contains("Degree\u{A0}of\u{A0}difficulty\u{A0}100%\u{A0}(1)"), text)
  }

  func testTheHTMLPageHoldsTheBreakdown() throws {
    let catalog = try TestData.catalog(language: "it")
    let html = HTMLReport(catalog: catalog, rulebook: try TestData.rulebook())
      .render(Report.build(Classroom.records), query: HistoryQuery(), generated: Classroom.day)
    let section = try XCTUnwrap(html.components(separatedBy: "<section id=\"kinds\">").last)
      .components(separatedBy: "</section>")[0]
    XCTAssertTrue(section.contains("<h2>Per tipo di domanda (quota dei punti)</h2>"))
    XCTAssertTrue(section.contains("<td class=\"name\">Numeri di regola</td>"))
    XCTAssertTrue(section.contains("<th class=\"num\">Vero o falso</th>"))
    XCTAssertTrue(
      section.contains("<tr><td class=\"name\"><bdi>Chloé Martin</bdi></td><td class=\"num\">"))
    // Before the weakest penalties; none without a kind other than sanction.
    XCTAssertLessThan(
      try XCTUnwrap(html.range(of: "id=\"kinds\"")).lowerBound,
      try XCTUnwrap(html.range(of: "id=\"weakest\"")).lowerBound)
    let plain = HTMLReport(catalog: catalog, rulebook: try TestData.rulebook())
      .render(
        Report.build(Classroom.records.filter { $0.id != "kinds" }), query: HistoryQuery(),
        generated: Classroom.day)
    XCTAssertFalse(plain.contains("id=\"kinds\""))
  }
}

/// A history written by the binary with a quiz of every kind: three `mixed` quizzes and the
/// exam of seed 4711 sat by three trainees (`Fixtures/kinds-history.jsonl`).
final class KindBreakdownHistoryTests: XCTestCase {
  private func fixture() throws -> [UInt8] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/kinds-history.jsonl")
    return Array(try Data(contentsOf: url))
  }

  private func records() throws -> [QuizRecord] {
    try fixture().split(separator: UInt8(ascii: "\n")).map {
      try RecordCodec.decode(Array($0)).get()
    }
  }

  func testEveryKindIsCountedAndOnlyPenaltiesInThePenaltyTables() throws {
    let records = try records()
    let questions = records.flatMap(\.questions)
    let report = Report.build(records)
    XCTAssertEqual(report.kinds?.map(\.kind), QuestionKind.withoutTheBank.map(\.rawValue))
    for stat in report.kinds ?? [] {
      let ofKind = questions.filter { $0.kind.rawValue == stat.kind }
      XCTAssertEqual(stat.questions, ofKind.count, stat.kind)
      XCTAssertEqual(stat.points, ofKind.reduce(0) { $0 + $1.points }, stat.kind)
      XCTAssertEqual(stat.maximum, ofKind.count * 10, stat.kind)
    }
    let aboutPenalties = questions.filter { $0.penalty != nil }
    XCTAssertLessThan(aboutPenalties.count, questions.count)
    XCTAssertEqual(report.penalties.reduce(0) { $0 + $1.answered }, aboutPenalties.count)
    let sanctionAnswers = questions.filter { $0.kind == .sanction || $0.kind == .scenario }
    XCTAssertEqual(report.confusion.counts.flatMap { $0 }.reduce(0, +), sanctionAnswers.count)
    // Per trainee, the kinds add up to the trainee's questions.
    for trainee in report.trainees {
      let own = records.filter { $0.judge == trainee.judge }.flatMap(\.questions)
      XCTAssertEqual(trainee.kinds?.map(\.questions).reduce(0, +), own.count, trainee.judge)
    }
    // The exam sheet: each ranked attempt by kind, its points its score.
    let sheet = Report.build(records.filter { $0.seed == 4711 }, seed: 4711)
    XCTAssertEqual(sheet.ranking.map(\.judge), ["Anne Marie", "Bruno Costa", "Chloé Martin"])
    for entry in sheet.ranking {
      XCTAssertEqual(entry.kinds?.reduce(0) { $0 + $1.points }, entry.score, entry.judge)
      XCTAssertGreaterThanOrEqual(entry.kinds?.count ?? 0, 4, entry.judge)
    }
  }

  func testTheSummaryReadLeavesMixedQuizzesToTheFullRead() throws {
    let bytes = try fixture()
    var summaries = TraineeIndex()
    var full = TraineeIndex()
    for line in bytes.split(separator: UInt8(ascii: "\n")) {
      let array = Array(line)
      let summary = try array.withUnsafeBufferPointer {
        try RecordCodec.summary(HistoryLine(bytes: $0, offset: 0, number: 1, overlong: nil)).get()
      }
      summaries.add(summary)
      full.add(try RecordCodec.decode(array).get())
    }
    XCTAssertEqual(summaries.trainees(), full.trainees())
    XCTAssertEqual(
      full.trainees().first?.kinds?.map(\.kind).count, QuestionKind.withoutTheBank.count,
      "Anne Marie answered every kind")
  }

  private func export(_ command: String, file: StaticString = #filePath, line: UInt = #line) throws
    -> [[String: Any]]
  {
    let console = ScriptedConsole(lines: [])
    let main = MemoryHistoryStorage(location: "kinds.jsonl", bytes: try fixture())
    let session = try classSession(console, main: main)
    XCTAssertTrue(
      session.execute(try XCTUnwrap(CommandParser.parse(command), file: file, line: line).get()),
      console.errors, file: file, line: line)
    return try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(console.output.utf8)) as? [[String: Any]],
      file: file, line: line)
  }

  func testEachKindsRowSaysWhatWasAskedGivenAndExpected() throws {
    let rows = try export("export json --wide")
    XCTAssertEqual(rows.count, try records().flatMap(\.questions).count)
    XCTAssertEqual(
      Set(rows.compactMap { $0["question_kind"] as? String }),
      Set(QuestionKind.withoutTheBank.map(\.rawValue)))
    func ofKind(_ kind: String) -> [[String: Any]] {
      rows.filter { $0["question_kind"] as? String == kind }
    }
    for kind in ["dives", "dd", "awards", "scores"] {
      for row in ofKind(kind) {
        XCTAssertTrue(row["penalty_id"] is NSNull, "\(kind): no penalty")
        XCTAssertEqual(row["correct_sanction"] as? String ?? "", "", kind)
        XCTAssertEqual(row["rules"] as? String, "", kind)
        XCTAssertFalse((row["asked"] as? String ?? "").isEmpty, kind)
        XCTAssertFalse((row["correct"] as? String ?? "").isEmpty, kind)
      }
    }
    let dd = try XCTUnwrap(ofKind("dd").first)
    XCTAssertEqual(dd["ask"] as? String, "dd")
    let asked = try XCTUnwrap(dd["asked"] as? String).split(separator: " ")
    XCTAssertEqual(asked.count, 2, "dive and height: \(asked)")
    XCTAssertTrue(asked.last?.hasSuffix("m") ?? false)
    let options = try XCTUnwrap(dd["options"] as? String)
    XCTAssertTrue(options.hasPrefix("a) "), options)
    XCTAssertTrue(options.contains("; d) "), options)
    XCTAssertTrue(
      options.contains(") " + (dd["correct"] as? String ?? "?")), "the key is an option")
    XCTAssertFalse((dd["description"] as? String ?? "").isEmpty, "the dive's name")
    for row in ofKind("dives") {
      XCTAssertTrue(["name", "number", "positions"].contains(row["ask"] as? String ?? ""))
    }
    for row in ofKind("awards") {
      XCTAssertTrue(["band", "range"].contains(row["ask"] as? String ?? ""))
    }
    for row in ofKind("scores") {
      XCTAssertEqual(row["ask"] as? String, "score")
      let correct = try XCTUnwrap(row["correct"] as? String)
      XCTAssertNotNil(correct.range(of: #"^\d+\.\d\d$"#, options: .regularExpression), correct)
    }
    let scenario = try XCTUnwrap(ofKind("scenario").first)
    XCTAssertTrue(scenario["penalty_id"] is Int, "a scenario is about a penalty")
    XCTAssertNotNil(
      (scenario["correct"] as? String)?.range(of: #"^[0-5](r|j|rj)$"#, options: .regularExpression))
    XCTAssertFalse((scenario["ask"] as? String ?? "").isEmpty, "the scenario's case")
    XCTAssertFalse((scenario["description"] as? String ?? "").isEmpty, "the penalty's")
    // A sanction question's row as before, the two new cells empty.
    let sanction = try XCTUnwrap(ofKind("sanction").first)
    XCTAssertEqual([sanction["ask"] as? String, sanction["options"] as? String], ["", ""])
  }

  func testThePagesBreakdownNamesEveryKind() throws {
    let catalog = try TestData.catalog()
    let html = HTMLReport(catalog: catalog, rulebook: try TestData.rulebook())
      .render(Report.build(try records()), query: HistoryQuery(), generated: Classroom.day)
    let section = try XCTUnwrap(html.components(separatedBy: "<section id=\"kinds\">").last)
      .components(separatedBy: "</section>")[0]
    for kind in QuestionKind.withoutTheBank {
      XCTAssertTrue(
        section.contains("<td class=\"name\">" + catalog.text("kinds.kind.\(kind.rawValue)")),
        kind.rawValue)
    }
  }
}
