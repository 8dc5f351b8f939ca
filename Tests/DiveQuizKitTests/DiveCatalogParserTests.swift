import XCTest

@testable import DiveQuizCore

/// A damaged catalogue is refused with its file, its line and the problem, never a trap.
final class DiveCatalogParserTests: XCTestCase {
  private let header = "# a catalogue\nedition\t2024\t2024-01-01\nA\t3m\t5\t2.2\n"

  private func problem(_ body: String) -> DiveCatalogError? {
    do {
      _ = try DiveCatalogParser.parse(Array((header + body).utf8), file: "my.tsv")
      return nil
    } catch {
      return error
    }
  }

  func testAGoodFileLoads() throws {
    let catalog = try DiveCatalogParser.parse(
      Array((header + "5253\tB\t3m\t3.4\t2.2\t0.3\t0.7\t0.2\t0.0\r\n").utf8), file: "my.tsv")
    XCTAssertEqual(catalog.entries.count, 1)
    XCTAssertEqual(catalog.entries[0].line, 4)
    XCTAssertEqual(catalog.entries[0].formulaSum, 34)
    XCTAssertEqual(DiveCatalogCheck.findings(catalog), [])
  }

  func testEachDamageNamesItsLine() {
    XCTAssertEqual(
      problem("5253\tB\t3m\t3.4\t2.2\n"),
      .line(file: "my.tsv", line: 4, .fieldCount(expected: 9, found: 5)))
    XCTAssertEqual(
      problem("\n5X53\tB\t3m\t3.4\t2.2\t0.3\t0.7\t0.2\t0.0\n"),
      .line(file: "my.tsv", line: 5, .badNumber("5X53", .length)))
    XCTAssertEqual(
      problem("5253\tQ\t3m\t3.4\t2.2\t0.3\t0.7\t0.2\t0.0\n"),
      .line(file: "my.tsv", line: 4, .badPosition("Q")))
    XCTAssertEqual(
      problem("5253\tB\t4m\t3.4\t2.2\t0.3\t0.7\t0.2\t0.0\n"),
      .line(file: "my.tsv", line: 4, .badHeight("4m")))
    XCTAssertEqual(
      problem("5253\tB\t3m\t3.45\t2.2\t0.3\t0.7\t0.2\t0.0\n"),
      .line(file: "my.tsv", line: 4, .badValue("3.45")))
    XCTAssertEqual(
      problem("5253\tB\t3m\t0.0\t2.2\t0.3\t0.7\t0.2\t0.0\n"),
      .line(file: "my.tsv", line: 4, .badValue("0.0")))
    let row = "5253\tB\t3m\t3.4\t2.2\t0.3\t0.7\t0.2\t0.0\n"
    XCTAssertEqual(
      problem(row + row), .line(file: "my.tsv", line: 5, .duplicate("5253B 3m", firstLine: 4)))
    XCTAssertEqual(problem("dive\t5253B\n"), .line(file: "my.tsv", line: 4, .unknownRecord("dive")))
    XCTAssertEqual(
      problem("edition\t2025\t2025-06-25\n"),
      .line(file: "my.tsv", line: 4, .secondEdition(firstLine: 2)))
    XCTAssertEqual(problem(""), .noDives(file: "my.tsv"))
    XCTAssertThrowsError(
      try DiveCatalogParser.parse(Array("edition\t\u{1B}]0;x\t2024-01-01\n".utf8), file: "e.tsv")
    ) {
      XCTAssertEqual(
        $0 as? DiveCatalogError, .line(file: "e.tsv", line: 1, .badEditionID("\u{1B}]0;x")))
    }
    XCTAssertThrowsError(try DiveCatalogParser.parse([0xFF, 0xFE], file: "bin.tsv")) {
      XCTAssertEqual($0 as? DiveCatalogError, .line(file: "bin.tsv", line: 1, .notText))
    }
    XCTAssertThrowsError(
      try DiveCatalogParser.parse(
        Array("101\tA\t1m\t1.4\t1.1\t0.3\t0.0\t0.0\t0.0\n".utf8), file: "x")
    ) {
      XCTAssertEqual($0 as? DiveCatalogError, .noEdition(file: "x"))
    }
  }

  func testTheCheckFindsAWrongSumAndAWrongSomersaultValue() throws {
    let catalog = try DiveCatalogParser.parse(
      Array(
        (header
          + "5253\tB\t3m\t3.5\t2.2\t0.3\t0.7\t0.2\t0.0\n5255\tB\t3m\t3.8\t2.1\t0.3\t1.2\t0.2\t0.0\n")
          .utf8),
      file: "my.tsv")
    let findings = DiveCatalogCheck.findings(catalog)
    XCTAssertEqual(findings.count, 2)
    XCTAssertTrue(findings.allSatisfy(\.isProblem))
    let english = try TestData.catalog()
    XCTAssertEqual(
      findings[0].message(english, file: "my.tsv"),
      "my.tsv, line 4: 5253B at 3 m: DD 3.5, but A + B + C + D + E = 3.4.")
    guard case .somersaultsDiffer(let entry, let table) = findings[1] else {
      return XCTFail("\(findings[1])")
    }
    XCTAssertEqual(entry.line, 5)
    XCTAssertEqual(table, 22)
  }

  func testTenthsAreReadExactly() {
    XCTAssertEqual(Tenths.parse("3.4"), 34)
    XCTAssertEqual(Tenths.parse("-0.2"), -2)
    XCTAssertEqual(Tenths.parse("2,8"), 28)
    XCTAssertNil(Tenths.parse("3"))
    XCTAssertNil(Tenths.parse("3.45"))
    XCTAssertNil(Tenths.parse("1e1"))
    XCTAssertNil(Tenths.parse(""))
    XCTAssertEqual(Tenths.format(tenths: -2), "-0.2")
  }
}
