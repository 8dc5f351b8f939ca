import DiveQuizCore
import DiveQuizTerminal
import DiveQuizTestSupport
import Foundation
import XCTest

/// Issue 33: a sheet is one exam — seed, number of questions, kind, filters and edition — and
/// `report seed S` ranks the one most trainees sat, listing the seed's other exams apart.
final class SheetShapeTests: XCTestCase {
  private func record(
    _ id: String, judge: String, kind: QuizKind = .exam, days: Double = 0, size: Int = 10,
    right: Int, filters: [String] = [], edition: EditionID = "2024"
  ) -> QuizRecord {
    var record = Classroom.record(
      id, judge: judge, kind: kind, days: days, seed: 4711, size: size, right: right,
      edition: edition)
    record.filters = filters
    return record
  }

  /// The walk's class: five `exam 10 seed 4711`, Dan's `exam 3 seed 4711` at 30/30, Eve's
  /// `exam 10 truefalse seed 4711`, practice of 10 and of 5 questions.
  private var walk: [QuizRecord] {
    [
      record("p10", judge: "Ann Lee", kind: .quiz, right: 10),
      record("dan", judge: "Dan Short", days: 0.5, size: 3, right: 3),
      record("ann", judge: "Ann Lee", days: 1, right: 9),
      record("bruno", judge: "Bruno Costa", days: 1, right: 8),
      record("chloe", judge: "Chloé Martin", days: 1, right: 7),
      record("dario", judge: "Dario Rossi", days: 1, right: 6),
      record("femi", judge: "Femi Adeyemi", days: 1, right: 5),
      record("eve", judge: "Eve True", days: 2, right: 10, filters: ["truefalse"]),
      record("p5", judge: "Bruno Costa", kind: .quiz, days: 3, size: 5, right: 5),
    ]
  }

  func testTheKindIsTheStoredWordOrWhatTheQuestionsAsked() {
    XCTAssertEqual(SheetShape(of: record("a", judge: "A", right: 1)).questionKind, "sanction")
    let trueFalse = SheetShape(of: record("b", judge: "B", right: 1, filters: ["truefalse"]))
    XCTAssertEqual(trueFalse.questionKind, "truefalse")
    XCTAssertEqual(trueFalse.filters, [])
    let filtered = SheetShape(
      of: record("c", judge: "C", right: 1, filters: ["Synchro", "referee", "synchro"]))
    XCTAssertEqual(filtered.questionKind, "sanction")
    XCTAssertEqual(filtered.filters, ["referee", "synchro"], "order and case draw the same")
    XCTAssertEqual(
      filtered,
      SheetShape(of: record("d", judge: "D", right: 1, filters: ["referee", "synchro"])))
    // A line that names no kind: its questions say it (a hand-written or older record).
    var older = Classroom.otherKinds
    older.filters = []
    XCTAssertEqual(SheetShape(of: older).questionKind, "mixed", "rules and true or false")
    older.questions.removeLast()
    XCTAssertEqual(SheetShape(of: older).questionKind, "rules")
    XCTAssertNotEqual(
      SheetShape(of: record("e", judge: "E", right: 1)),
      SheetShape(of: record("f", judge: "F", right: 1, edition: "2025")), "another edition")
    XCTAssertNotEqual(
      SheetShape(of: record("g", judge: "G", right: 1)),
      SheetShape(of: record("h", judge: "H", size: 3, right: 1)), "another size")
  }

  func testTheSheetIsTheExamMostTraineesSatAndTheOthersAreListedApart() {
    let report = Report.build(walk, seed: 4711)
    XCTAssertEqual(
      report.ranking.map(\.judge),
      ["Ann Lee", "Bruno Costa", "Chloé Martin", "Dario Rossi", "Femi Adeyemi"],
      "Dan's 30/30 and Eve's 100/100 are other exams")
    XCTAssertEqual(report.sheet?.size, 10)
    XCTAssertEqual(report.sheet?.questionKind, "sanction")
    XCTAssertEqual(report.practice?.map(\.judge), ["Ann Lee"], "practice of 10 questions only")
    let others = report.otherSheets ?? []
    // One trainee each: the one sat first comes first (Dan's, half a day before Eve's); the
    // 5-question practice, with no exam, after them.
    XCTAssertEqual(others.map(\.shape.size), [3, 10, 5])
    XCTAssertEqual(others.map(\.shape.questionKind), ["sanction", "truefalse", "sanction"])
    XCTAssertEqual(others.map { $0.ranking.map(\.judge) }, [["Dan Short"], ["Eve True"], []])
    XCTAssertEqual(others[0].ranking.first?.score, 30)
    XCTAssertEqual(others.map(\.practiceQuizzes), [0, 0, 1])
  }

  /// Shapes sat by as many trainees: the one whose first attempt started first; at the same
  /// start, the smaller shape. Never the order the records were read in.
  func testATieBetweenShapesGoesToTheShapeSatFirstThenTheSmaller() {
    let early = [
      record("a3", judge: "Ann", size: 3, right: 3),
      record("b3", judge: "Bob", days: 2, size: 3, right: 3),
    ]
    let late = [
      record("c10", judge: "Cy", days: 1, right: 9),
      record("d10", judge: "Di", days: 1, right: 8),
    ]
    for records in [early + late, late + early, Array((early + late).reversed())] {
      let report = Report.build(records, seed: 4711)
      XCTAssertEqual(report.sheet?.size, 3, "\(records.map(\.id))")
      XCTAssertEqual(report.ranking.map(\.judge), ["Ann", "Bob"])
      XCTAssertEqual(report.otherSheets?.map(\.shape.size), [10])
    }
    let together = [
      record("a3", judge: "Ann", size: 3, right: 3), record("c10", judge: "Cy", right: 9),
    ]
    for records in [together, Array(together.reversed())] {
      XCTAssertEqual(Report.build(records, seed: 4711).sheet?.size, 3, "same start: smaller")
    }
    let more = late + [record("e10", judge: "Eve", days: 3, right: 1)]
    XCTAssertEqual(Report.build(early + more, seed: 4711).sheet?.size, 10, "more trainees")
  }

  func testAnExportSaysAQuizOfAnotherShapeIsOther() {
    var builder = ExamSheet.Builder()
    for record in walk { builder.add(record) }
    let sheet = builder.finish()
    let places = Dictionary(uniqueKeysWithValues: walk.map { ($0.id, sheet.place(of: $0)) })
    XCTAssertEqual(places["ann"], .ranked)
    XCTAssertEqual(places["p10"], .practice)
    XCTAssertEqual(places["dan"], .other)
    XCTAssertEqual(places["eve"], .other)
    XCTAssertEqual(places["p5"], .other)
  }

  func testTheJSONNamesTheSheetAndTheOtherExams() throws {
    let text = HistoryJSON.report(Report.build(walk, seed: 4711))
    let object = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let sheet = try XCTUnwrap(object["sheet"] as? [String: Any])
    XCTAssertEqual(sheet["seed"] as? Int, 4711)
    XCTAssertEqual(sheet["size"] as? Int, 10)
    XCTAssertEqual(sheet["questionKind"] as? String, "sanction")
    XCTAssertEqual(sheet["filters"] as? [String], [])
    XCTAssertEqual(sheet["edition"] as? String, "2024")
    let others = try XCTUnwrap(object["otherSheets"] as? [[String: Any]])
    XCTAssertEqual(others.count, 3)
    let dan = try XCTUnwrap(others.first)
    XCTAssertEqual((dan["shape"] as? [String: Any])?["size"] as? Int, 3)
    let ranking = try XCTUnwrap(dan["ranking"] as? [[String: Any]])
    XCTAssertEqual(ranking.first?["judge"] as? String, "Dan Short")
    XCTAssertEqual(ranking.first?["score"] as? Int, 30)
    XCTAssertEqual(others.last?["practiceQuizzes"] as? Int, 1)
    let plain = HistoryJSON.report(Report.build(walk))
    XCTAssertFalse(plain.contains("otherSheets"), "no seed, no sheet")
  }

  func testTheTextListsTheOtherExamsUnderTheSheet() throws {
    let console = ScriptedConsole(lines: ["report seed 4711"])
    _ = try classSession(console, main: Classroom.storage(walk)).run()
    let output = console.output
    XCTAssertTrue(output.contains("Exam of seed 4711 — trainees: 5 —"), output)
    XCTAssertTrue(output.contains("Ranked above: questions: 10 · Sanction · edition 2024."), output)
    XCTAssertTrue(
      output.contains("Other exams of seed 4711 — other questions, not on this sheet:"), output)
    XCTAssertTrue(output.contains("  questions: 3 — Dan Short 30/30\n"), output)
    XCTAssertTrue(output.contains("  questions: 10 · True or false — Eve True 100/100\n"), output)
    XCTAssertTrue(output.contains("  questions: 5 — practice quizzes: 1\n"), output)
  }

  /// An exam whose seed already stands for another exam is said before it starts, on
  /// standard error; it still starts. The sheet's own exam starts without a word.
  func testAnExamOfAnotherShapeOnAUsedSeedIsWarnedAboutAndStillStarts() throws {
    let edition = try TestData.rulebook().editionID
    let class2026 = walk.map { record -> QuizRecord in
      var record = record
      record.edition = edition
      return record
    }
    let skips = Array(repeating: "skip", count: 10)
    let other = ScriptedConsole(lines: ["exam 1 seed 4711", "skip"])
    _ = try classSession(other, main: Classroom.storage(class2026), judge: "Gil").run()
    XCTAssertEqual(
      other.errors,
      "Seed 4711 already stands for another exam (questions: 10; trainees: 5). This one "
        + "(questions: 1) asks other questions: report seed 4711 will list it apart, not rank "
        + "it with theirs.\n")
    XCTAssertTrue(other.output.contains("Exam started — questions: 1, seed 4711"), other.output)
    let same = ScriptedConsole(lines: ["exam 10 seed 4711"] + skips)
    _ = try classSession(same, main: Classroom.storage(class2026), judge: "Gil").run()
    XCTAssertEqual(same.errors, "", "the sheet's own exam")
    let practice = ScriptedConsole(lines: ["quiz 1 seed 4711", "skip"])
    _ = try classSession(practice, main: Classroom.storage(class2026), judge: "Gil").run()
    XCTAssertEqual(practice.errors, "", "practice is never warned about")
    let older = ScriptedConsole(lines: ["exam 10 seed 4711"] + skips)
    _ = try classSession(older, main: Classroom.storage(walk), judge: "Gil").run()
    XCTAssertTrue(
      older.errors.contains("(questions: 10 · edition 2024; trainees: 5)"), older.errors)
  }
}
