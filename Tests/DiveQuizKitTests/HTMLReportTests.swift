import DiveQuizCore
import DiveQuizTerminal
import DiveQuizTestSupport
import Foundation
import XCTest

/// The printable report: one self-contained page, every field from a file escaped.
final class HTMLReportTests: XCTestCase {
  private func page(
    _ records: [QuizRecord] = Classroom.records, query: HistoryQuery = HistoryQuery(),
    language: String = "en"
  ) throws -> String {
    let report = Report.build(query.apply(records), seed: query.seed)
    return HTMLReport(
      catalog: try TestData.catalog(language: language), rulebook: try TestData.rulebook()
    )
    .render(report, query: query, generated: Classroom.day)
  }

  func testThePageIsSelfContainedAndPrintsOnA4() throws {
    let html = try page()
    XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
    XCTAssertTrue(html.contains("<meta charset=\"utf-8\">"))
    XCTAssertFalse(html.lowercased().contains("http"), "no link, no namespace URL, no fetch")
    XCTAssertFalse(html.lowercased().contains("<script"))
    XCTAssertFalse(html.contains("<link"))
    XCTAssertFalse(html.contains("<img"))
    XCTAssertTrue(html.contains("@media print"))
    XCTAssertTrue(html.contains("@page { size: A4;"))
    XCTAssertTrue(html.hasSuffix("</html>\n"))
  }

  func testItHoldsTheTraineeTableChartsWeakestPenaltiesAndConfusions() throws {
    let html = try page()
    XCTAssertTrue(html.contains("<section id=\"trainees\"><h2>Trainees</h2><table>"))
    let trainees = try XCTUnwrap(html.components(separatedBy: "<section id=\"trainees\">").last)
      .components(separatedBy: "</section>")[0]
    XCTAssertEqual(trainees.components(separatedBy: "<tr><td class=\"name\">").count - 1, 4)
    XCTAssertTrue(trainees.contains("<td class=\"name\"><bdi>Chloé Martin</bdi></td>"))
    XCTAssertTrue(html.contains("<section id=\"progress\">"))
    XCTAssertEqual(
      html.components(separatedBy: "<svg class=\"progress\"").count - 1, 3,
      "a monthly chart for each trainee with a completed quiz (Dario abandoned)")
    XCTAssertTrue(html.contains("2026-02"))
    XCTAssertFalse(html.contains("id=\"sheet\""), "no seed, no exam sheet")
    XCTAssertTrue(html.contains("Weakest penalties (answered at least 5 times;"))
    // Only penalties with a miss are weak: with none, the page says so.
    let weak = Report.build(Classroom.records).weakest
    let noneMissed = try TestData.catalog().text("report.weakest.noneMissed", 5)
    XCTAssertEqual(html.contains(noneMissed), weak.isEmpty)
    XCTAssertTrue(html.contains("<table class=\"confusion\">"))
    XCTAssertTrue(html.contains("Owner mistakes (referee and judges confused): 10."))
    XCTAssertTrue(
      html.contains("<h1>divequiz report</h1><p class=\"subtitle\">all stored quizzes</p>"))
    XCTAssertTrue(html.contains("Quizzes by edition: 2024: 6, 2025: 1."))
  }

  func testASeedAddsTheExamSheetWithAChart() throws {
    let html = try page(query: HistoryQuery(seed: 4711), language: "fr")
    XCTAssertTrue(html.contains("<html lang=\"fr\">"))
    XCTAssertTrue(html.contains("<section id=\"sheet\"><h2>Examen de graine 4711 — stagiaires : 4"))
    XCTAssertTrue(html.contains("<svg class=\"sheet\""))
    XCTAssertTrue(html.contains("<td class=\"abandoned\">abandonné à 4/10</td>"))
    XCTAssertEqual(html.components(separatedBy: "<td class=\"passed\">réussi</td>").count - 1, 3)
    XCTAssertTrue(html.contains("15\u{A0}min"), "a no-break space between number and unit")
    XCTAssertTrue(
      html.contains(
        "<h1>Bilan divequiz</h1><p class=\"subtitle\">graine 4711 · première tentative de chaque stagiaire</p>"
      ),
      "the selection in words, in the page's language")
    XCTAssertFalse(html.contains("class=\"warning\""), "one edition sat the seed")
    XCTAssertTrue(html.contains("<h2>Stagiaires</h2>"))
  }

  func testEveryFieldFromAFileIsEscaped() throws {
    let hostile = Classroom.record(
      "h", judge: "<script>alert('x')</script> & \"Bob\"", right: 10)
    let html = try page([hostile], query: HistoryQuery(judge: hostile.judge))
    XCTAssertFalse(html.contains("<script>"))
    XCTAssertTrue(
      html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;Bob&quot;"))
    XCTAssertFalse(html.contains("alert('x')"))
  }

  func testAnEmptySelectionStillMakesAPage() throws {
    let html = try page([], query: HistoryQuery(seed: 1))
    XCTAssertTrue(html.contains("No stored quiz matches."))
    XCTAssertTrue(html.hasSuffix("</html>\n"))
  }

  func testTheSessionWritesThePageAndSaysWhere() throws {
    let console = ScriptedConsole(lines: ["report seed 4711 html class.html", "report html"])
    let written = WrittenFiles()
    _ = try classSession(console, written: written).run()
    XCTAssertEqual(
      console.output, "Report written to class.html: open it in a browser to read or print it.\n")
    XCTAssertEqual(console.errors, "error: report: something is missing; type help report.\n")
    let html = try XCTUnwrap(written.text("class.html"))
    XCTAssertTrue(html.contains("id=\"sheet\""))
    XCTAssertEqual(
      CommandParser.parse("report --json html x.html"),
      .failure(.badArgument(command: "report", argument: "--json")))
  }
}

/// The escaping the page applies, for expected texts.
enum HTMLEscaped {
  static func of(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
      .replacingOccurrences(of: "'", with: "&#39;")
  }
}
