import DiveQuizCore
import DiveQuizTerminal
import DiveQuizTestSupport
import Foundation
import XCTest

/// `export` with filters, every kind of question in the rows, and the spreadsheet form.
final class ExportTests: XCTestCase {
  private func parse(_ line: String) -> Result<ExportRequest, CommandError>? {
    CommandParser.parse(line)?.map { command in
      guard case .export(let request) = command else { return ExportRequest(file: "?") }
      return request
    }
  }

  func testFilterWordsAreNeverTakenForAFileName() throws {
    let seed = try XCTUnwrap(parse("export csv seed 4711 x.csv")).get()
    XCTAssertEqual([seed.file, seed.query.seed.map(String.init)], ["x.csv", "4711"])
    let named = try XCTUnwrap(parse("export judge Bruno Costa out/bruno.csv")).get()
    XCTAssertEqual(named.query.judge, "Bruno Costa")
    XCTAssertEqual(named.file, "out/bruno.csv")
    let quoted = try XCTUnwrap(parse(#"export csv judge "Bruno Costa""#)).get()
    XCTAssertEqual(quoted.query.judge, "Bruno Costa", "quotes typed at the prompt")
    XCTAssertNil(quoted.file)
    let first = try XCTUnwrap(
      parse("export json class.json kind exam edition 2025 since 2026-01-01")
    )
    .get()
    XCTAssertEqual(first.format, .json)
    XCTAssertEqual(first.file, "class.json")
    XCTAssertEqual(first.query.kind, "exam")
    XCTAssertEqual(first.query.edition, "2025")
    for line in ["export seed", "export csv x.csv until", "export kind"] {
      XCTAssertEqual(parse(line), .failure(.missingArgument(command: "export")), line)
    }
    // A missing name says which word wanted it (issue 33).
    XCTAssertEqual(
      parse("export json judge"), .failure(.missingName(command: "export", after: "judge")))
    XCTAssertEqual(
      parse("export kind practice"),
      .failure(.badArgument(command: "export", argument: "practice")))
    XCTAssertEqual(
      parse("export a.csv b.csv"), .failure(.badArgument(command: "export", argument: "b.csv")))
    XCTAssertEqual(
      parse("export json --decimal-comma"),
      .failure(.badArgument(command: "export", argument: "--decimal-comma")))
    XCTAssertEqual(try XCTUnwrap(parse("export --decimal-comma")).get().decimalComma, true)
  }

  private func export(_ line: String, language: String = "en") throws -> (
    ok: Bool, console: ScriptedConsole, written: WrittenFiles
  ) {
    let console = ScriptedConsole(lines: [])
    let written = WrittenFiles()
    let session = try classSession(console, written: written, language: language)
    let ok = session.execute(try XCTUnwrap(CommandParser.parse(line)).get())
    return (ok, console, written)
  }

  private func csvRows(_ text: String) -> [[String: String]] {
    // The class's cells hold no quotes or line breaks; commas only inside quoted cells.
    let lines = text.components(separatedBy: "\r\n").filter { !$0.isEmpty }
    func cells(_ line: String) -> [String] {
      var cells: [String] = []
      var cell = ""
      var quoted = false
      for character in line {
        if character == "\"" {
          quoted.toggle()
        } else if character == ",", !quoted {
          cells.append(cell)
          cell = ""
        } else {
          cell.append(character)
        }
      }
      return cells + [cell]
    }
    let header = cells(lines[0])
    return lines.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(header, cells($0))) }
  }

  func testRowsSayWhatWasAskedAndChosenForEveryKind() throws {
    let run = try export("export csv judge bruno costa")
    XCTAssertTrue(run.ok, run.console.errors)
    let rows = csvRows(run.console.output)
    XCTAssertEqual(rows.count, 12, "10 exam questions and the 2 of the other kinds")
    XCTAssertEqual(Set(rows.compactMap { $0["judge"] }), ["Bruno Costa"])
    XCTAssertEqual(
      run.console.output.components(separatedBy: "\r\n")[0].components(separatedBy: ","),
      ExportRow.columns)
    let rules = try XCTUnwrap(rows.first { $0["question_kind"] == "rules" })
    XCTAssertEqual(rules["asked"], "a) 8.5.4; b) 8.5.6; c) 8.5.7; d) 8.5.2")
    XCTAssertEqual([rules["chosen"], rules["chosen_rule"], rules["correct"]], ["a", "8.5.4", "a"])
    XCTAssertEqual([rules["points"], rules["skipped"]], ["10", "false"])
    XCTAssertEqual(rules["rules"], "8.5.4")
    XCTAssertEqual(rules["description"], try TestData.catalog().text("Penalty-19"))
    let truth = try XCTUnwrap(rows.first { $0["question_kind"] == "truefalse" })
    XCTAssertEqual(truth["asked"], "Statement: only the judges apply it.")
    XCTAssertEqual([truth["chosen"], truth["correct"], truth["points"]], ["true", "false", "0"])
    let sanction = try XCTUnwrap(rows.first { $0["question_kind"] == "sanction" })
    XCTAssertEqual([sanction["chosen"], sanction["correct"]], ["0r", "0r"])
    XCTAssertEqual([sanction["kind"], sanction["time_limit_minutes"]], ["exam", "15"])
  }

  func testFiltersSelectQuizzesBySeedKindEditionAndDate() throws {
    let exam = try export("export json seed 4711 --wide")
    let rows = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(exam.console.output.utf8)) as? [[String: Any]])
    XCTAssertEqual(rows.count, 34, "every answered exam question")
    XCTAssertEqual(Set(rows.compactMap { $0["kind"] as? String }), ["exam"])
    XCTAssertEqual(rows.first?["skipped"] as? Bool, false)
    XCTAssertEqual(rows.first?["quiz_percent"] as? Double, 90)
    let edition = try export("export json edition 2025")
    XCTAssertEqual(edition.console.output.components(separatedBy: "\"quiz_id\": \"a2\"").count, 11)
    let since = try export("export csv since 2026-02-05 kind quiz")
    XCTAssertEqual(
      csvRows(since.console.output).map { $0["quiz_id"] }, Array(repeating: "a2", count: 10))
  }

  func testTheSpreadsheetFormHasAMarkSemicolonsAndDecimalCommas() throws {
    let run = try export("export csv seed 4711 exam.csv --decimal-comma", language: "fr")
    XCTAssertTrue(run.ok, run.console.errors)
    XCTAssertEqual(
      run.console.output,
      try TestData.catalog(language: "fr").text("export.written", 34, "exam.csv") + "\n")
    let bytes = try XCTUnwrap(run.written.files["exam.csv"])
    XCTAssertEqual(Array(bytes.prefix(3)), [0xEF, 0xBB, 0xBF])
    let text = String(decoding: bytes.dropFirst(3), as: UTF8.self)
    let lines = text.components(separatedBy: "\r\n")
    XCTAssertEqual(lines[0], ExportRow.columns.joined(separator: ";"))
    let first = lines[1]
    XCTAssertTrue(first.contains(";Ann Lee;exam;completed;"), first)
    XCTAssertTrue(first.contains(";90,0;true;15;ranked;1;0;sanction;"), first)
    XCTAssertTrue(first.contains(";sanction et qui l'applique;0r;0r;false;"), first)
    XCTAssertTrue(first.contains(";10;3,0;"), "points, then seconds with a comma: \(first)")
  }

  func testACellHoldingTheSeparatorIsQuotedInTheSpreadsheetForm() throws {
    // Penalty 11 comes under two rules, written "9.2; 9.8" in 2024 ("9.4; 9.9" in 2025).
    var record = Classroom.record("q", judge: "Dupont; Ana", size: 1, right: 1)
    record.questions[0].penaltyID = 11
    record.questions[0].seconds = 4.5
    // A 2024 quiz: its rules as numbered in 2024, whatever the edition in use.
    var writer = ExportWriter(
      form: .csvDecimalComma, catalog: try TestData.catalog(), rulebook: try TestData.rulebook(),
      editions: try TestData.editions())
    writer.add(record)
    let line = writer.finish().components(separatedBy: "\r\n")[1]
    XCTAssertTrue(line.hasPrefix("q;\"Dupont; Ana\";\"Dupont; Ana\";quiz;"), line)
    XCTAssertTrue(
      line.hasSuffix(
        ";4,5;\"" + (try TestData.catalog().text("Penalty-11")) + "\";\"9.2; 9.8\";;"),
      line)
  }

  func testCSVQuotesPerRFC4180() throws {
    let f = SampleHistory.failed
    let record = SampleHistory.record(
      "x", judge: "Dupont, \"Ana\"", questions: [SampleHistory.question(1, chosen: f, key: f)])
    var writer = ExportWriter(
      form: .csv, catalog: try TestData.catalog(), rulebook: try TestData.rulebook())
    writer.add(record)
    let lines = writer.finish().components(separatedBy: "\r\n")
    XCTAssertEqual(lines.count, 3, "header, one row, and the final CRLF")
    XCTAssertTrue(
      lines[1].hasPrefix(
        "x,\"Dupont, \"\"Ana\"\"\",\"Dupont, \"\"Ana\"\"\",quiz,completed,2026-01-01T00:00:00Z,"))
    XCTAssertTrue(
      lines[1].contains(",1,1,sanction,sanction and who applies it,0r,0r,false,0,r,0,r,,,10,2.0,"))
  }

  func testAWorkbookNameIsRefusedAndNothingIsWritten() throws {
    let run = try export("export csv class.xlsx")
    XCTAssertFalse(run.ok)
    XCTAssertTrue(run.written.files.isEmpty)
    XCTAssertTrue(
      run.console.errors.hasPrefix(
        "error: class.xlsx: divequiz writes CSV, not a spreadsheet workbook."), run.console.errors)
    let history = try export("export csv class.jsonl")
    XCTAssertFalse(history.ok, "the history file itself")
    XCTAssertTrue(history.written.files.isEmpty)
  }

  func testAnUnknownNameSuggestsAndWritesNothing() throws {
    let run = try export("export csv bruno.csv judge Bruno Cotsa")
    XCTAssertFalse(run.ok)
    XCTAssertTrue(run.written.files.isEmpty)
    XCTAssertEqual(
      run.console.errors, "error: no quiz is stored for Bruno Cotsa; closest names: Bruno Costa.\n")
  }
}
