import Foundation
import XCTest

/// The printed dates east and west of UTC, read as the user reads them, never masked: the
/// terminal, the CSV and the printable report must agree on the local days and times.
///
/// Three quizzes sit near the edges of `since 2026-03-01 until 2026-12-31`:
/// Ann at 2026-03-01 00:30 UTC (Paris 01:30 on 1 March; Los Angeles 16:30 on 28 February),
/// Bob at 2026-12-31 23:30 UTC (Paris 00:30 on 1 January; Los Angeles 15:30 on 31 December),
/// Cy at 2026-02-28 23:30 UTC (Paris 00:30 on 1 March; Los Angeles 15:30 on 28 February).
final class TimeZoneEndToEndTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "divequiz-zones-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let lines = [
      Self.record("aaaaaaa1", judge: "Ann", at: "2026-03-01T00:30:00Z"),
      Self.record("aaaaaaa2", judge: "Bob", at: "2026-12-31T23:30:00Z"),
      Self.record("aaaaaaa3", judge: "Cy", at: "2026-02-28T23:30:00Z"),
    ]
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: history)
  }

  override func tearDown() {
    try? FileManager.default.removeItem(at: folder)
  }

  private var history: URL { folder.appendingPathComponent("history.jsonl") }

  private static func record(_ id: String, judge: String, at time: String) -> String {
    "{\"v\":1,\"id\":\"\(id)-0000-4000-8000-000000000000\",\"judge\":\"\(judge)\","
      + "\"kind\":\"quiz\",\"status\":\"completed\",\"start\":\"\(time)\",\"end\":\"\(time)\","
      + "\"langs\":[\"en\"],\"filters\":[],\"seed\":5,\"edition\":\"2025\",\"size\":2,"
      + "\"score\":10,\"max\":20,\"pct\":50.0,\"passed\":false,\"seconds\":0.0,"
      + "\"q\":[[45,4,\"j\",5,\"j\",0,0.0],[41,4,\"j\",4,\"j\",10,0.0]]}"
  }

  private static let range = ["since", "2026-03-01", "until", "2026-12-31"]

  /// Runs `divequiz ARGUMENTS` in `zone` on the fixture's history; stdout.
  private func run(
    _ arguments: [String], zone: String, file: StaticString = #filePath, line: UInt = #line
  ) throws -> String {
    let result = try BinaryRunner.run(
      arguments, environment: ["TZ": zone, "DIVEQUIZ_HISTORY": history.path])
    XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
    return result.stdout
  }

  /// The page's text between tags, so cells read as on paper.
  private func page(zone: String) throws -> String {
    let file = folder.appendingPathComponent(
      "report-\(zone.replacingOccurrences(of: "/", with: "-")).html")
    _ = try run(["report"] + Self.range + ["--html", file.path], zone: zone)
    return try String(contentsOf: file, encoding: .utf8)
  }

  func testParisSeesItsOwnDaysEverywhere() throws {
    let zone = "Europe/Paris"
    let html = try page(zone: zone)
    XCTAssertTrue(html.contains("from 2026-03-01 · to 2026-12-31"), html)
    XCTAssertTrue(html.contains("<td>2026-03-01 01:30</td>"), "Ann's last activity, local")
    XCTAssertTrue(html.contains("<td>2026-03-01 00:30</td>"), "Cy's quiz is on 1 March in Paris")
    XCTAssertFalse(html.contains("Bob"), "Bob's quiz is on 1 January in Paris")
    XCTAssertFalse(html.contains("2026-02"), "no February anywhere on the page")
    XCTAssertNotNil(html.range(of: "UTC\\+0[12]:00", options: .regularExpression), "offset said")

    let trainees = try run(["trainees"] + Self.range, zone: zone)
    XCTAssertTrue(trainees.contains("Ann") && trainees.contains("2026-03-01 01:30"), trainees)
    XCTAssertTrue(trainees.contains("Cy") && trainees.contains("2026-03-01 00:30"), trainees)
    XCTAssertFalse(trainees.contains("Bob"), trainees)

    let report = try run(["report"] + Self.range, zone: zone)
    XCTAssertTrue(report.contains("monthly average 2026-03 to 2026-03"), report)
    XCTAssertFalse(report.contains("2026-02"), report)

    let csv = try run(["export", "csv"] + Self.range, zone: zone)
    XCTAssertTrue(csv.contains(",2026-03-01T01:30:00+01:00,"), csv)
    XCTAssertTrue(csv.contains(",2026-03-01T00:30:00+01:00,"), csv)
    XCTAssertFalse(csv.contains("Bob"), csv)

    let listing = try run(["history"] + Self.range, zone: zone)
    XCTAssertTrue(listing.contains("2026-03-01 01:30  aaaaaaa1"), listing)
    XCTAssertTrue(listing.contains("2026-03-01 00:30  aaaaaaa3"), listing)
  }

  func testLosAngelesSeesItsOwnDaysEverywhere() throws {
    let zone = "America/Los_Angeles"
    let html = try page(zone: zone)
    XCTAssertTrue(html.contains("from 2026-03-01 · to 2026-12-31"), html)
    XCTAssertTrue(html.contains("<td>2026-12-31 15:30</td>"), "Bob's last activity, local")
    XCTAssertFalse(html.contains("Ann"), "Ann's quiz is on 28 February in Los Angeles")
    XCTAssertFalse(html.contains("2027"), "nothing on New Year's Day")
    XCTAssertNotNil(html.range(of: "UTC-0[78]:00", options: .regularExpression), "offset said")

    let trainees = try run(["trainees"] + Self.range, zone: zone)
    XCTAssertTrue(trainees.contains("Bob") && trainees.contains("2026-12-31 15:30"), trainees)
    XCTAssertFalse(trainees.contains("Ann") || trainees.contains("Cy"), trainees)

    let report = try run(["report"] + Self.range, zone: zone)
    XCTAssertTrue(report.contains("monthly average 2026-12 to 2026-12"), report)
    XCTAssertTrue(report.contains("2026-12-31"), report)

    let csv = try run(["export", "csv"] + Self.range, zone: zone)
    XCTAssertTrue(csv.contains(",2026-12-31T15:30:00-08:00,"), csv)
    XCTAssertFalse(csv.contains("Ann"), csv)

    let listing = try run(["history"] + Self.range, zone: zone)
    XCTAssertTrue(listing.contains("2026-12-31 15:30  aaaaaaa2"), listing)
  }
}
