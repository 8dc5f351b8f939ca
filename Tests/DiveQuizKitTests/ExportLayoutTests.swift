import DiveQuizCore
import DiveQuizTerminal
import DiveQuizTestSupport
import Foundation
import XCTest

/// The export's shapes: JSON rows per answer joined to their quiz by `quiz_id`, `--wide` rows
/// with every quiz field, and `per quiz` rows in both forms.
final class ExportLayoutTests: XCTestCase {
  private func run(_ command: String, file: StaticString = #filePath, line: UInt = #line) throws
    -> ScriptedConsole
  {
    let console = ScriptedConsole(lines: [])
    let session = try classSession(console)
    XCTAssertTrue(
      session.execute(try XCTUnwrap(CommandParser.parse(command), file: file, line: line).get()),
      console.errors, file: file, line: line)
    return console
  }

  private func objects(_ text: String) throws -> [[String: Any]] {
    try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
  }

  func testJSONRowsPerAnswerCarryTheQuizIdOnlyUnlessWide() throws {
    let narrow = try objects(try run("export json seed 4711").output)
    let wide = try objects(try run("export json seed 4711 --wide").output)
    XCTAssertEqual(narrow.count, 34)
    XCTAssertEqual(wide.count, 34)
    let quizColumns = Set(
      ExportRow.quizColumns.dropLast(ExportRow.summaryColumns.count + ExportRow.kindColumns.count)
        .dropFirst())
    for (short, long) in zip(narrow, wide) {
      XCTAssertTrue(quizColumns.isDisjoint(with: short.keys), "no quiz field but its id")
      XCTAssertEqual(Set(short.keys), Set(long.keys).subtracting(quizColumns))
      XCTAssertEqual(short["quiz_id"] as? String, long["quiz_id"] as? String)
      XCTAssertEqual(short["seconds"] as? Double, long["seconds"] as? Double)
    }
  }

  func testOneRowPerQuizAddsUpItsAnswers() throws {
    let perAnswer = try objects(try run("export json seed 4711 --wide").output)
    let perQuiz = try objects(try run("export json seed 4711 per quiz").output)
    XCTAssertEqual(perQuiz.count, Set(perAnswer.compactMap { $0["quiz_id"] as? String }).count)
    for quiz in perQuiz {
      let id = try XCTUnwrap(quiz["quiz_id"] as? String)
      let answers = perAnswer.filter { $0["quiz_id"] as? String == id }
      XCTAssertEqual(quiz["answered"] as? Int, answers.count)
      let right = answers.filter { $0["points"] as? Int == 10 && $0["skipped"] as? Bool == false }
      XCTAssertEqual(quiz["right"] as? Int, right.count)
      XCTAssertEqual(
        quiz["skipped_questions"] as? Int, answers.filter { $0["skipped"] as? Bool == true }.count)
      XCTAssertEqual(quiz["judge"] as? String, answers.first?["judge"] as? String)
      XCTAssertEqual(quiz["quiz_percent"] as? Double, answers.first?["quiz_percent"] as? Double)
    }
    let csv = try run("export csv seed 4711 per quiz").output.components(separatedBy: "\r\n")
      .filter { !$0.isEmpty }
    XCTAssertEqual(csv.first, ExportRow.quizColumns.joined(separator: ","))
    XCTAssertEqual(csv.count, perQuiz.count + 1)
    let comma = try run("export csv seed 4711 per quiz --decimal-comma").output
    XCTAssertTrue(comma.hasPrefix("\u{FEFF}quiz_id;judge;"), comma)
  }

  func testTheLayoutWordsAreParsed() throws {
    func parse(_ line: String) -> Result<Command, CommandError>? { CommandParser.parse(line) }
    guard case .export(let request)? = try parse("export csv out.csv judge Ann per quiz")?.get()
    else { return XCTFail("an export") }
    XCTAssertEqual([request.perQuiz, request.wide], [true, false])
    XCTAssertEqual(request.file, "out.csv")
    XCTAssertEqual(request.query.judge, "Ann")
    for line in ["export csv --wide", "export json per quiz --wide"] {
      XCTAssertEqual(
        parse(line), .failure(.badArgument(command: "export", argument: "--wide")), line)
    }
  }
}
