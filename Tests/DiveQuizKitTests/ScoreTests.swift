import DiveQuizTerminal
import XCTest

@testable import DiveQuizCore

/// The secretaries' arithmetic of rules 7.5–7.10, in exact integers.
final class ScoreTests: XCTestCase {
  private func sheet(_ line: String) throws -> ScoreSheet {
    let request = try ScoreRequest.parse(CommandParser.words(of: line)).get()
    return try ScoreSheet.compute(request).get()
  }

  func testRule78IndividualExamples() throws {
    let five = try sheet("2.0 8.0 7.5 7.5 7.5 7.0")
    XCTAssertEqual(five.keptSum, 45)
    XCTAssertEqual(Decimals.format(hundredths: five.score), "45.00")
    let seven = try sheet("2.0 8 7.5 7.5 7.5 7.5 7.5 7")
    XCTAssertEqual(Decimals.format(hundredths: seven.score), "45.00")
    // Two highest (8.0 and one 7.5) and two lowest (7.0 and one 7.5): four cancelled.
    let cancelled = seven.lines[0].cells.enumerated().filter { $0.element.cancelled }.map(\.offset)
    XCTAssertEqual(cancelled, [0, 1, 5, 6])
    XCTAssertEqual(seven.kept, [15, 15, 15])
  }

  func testRule78SynchronisedExamples() throws {
    let nine = try sheet("2.8 sync 7.0 6.5 / 5.5 5.5 / 8.5 8.0 8.0 7.5 7.5")
    XCTAssertEqual(nine.keptSum, 71)
    XCTAssertEqual(nine.factored, 2130)
    XCTAssertEqual(Decimals.format(hundredths: nine.score), "59.64")
    let eleven = try sheet("2.8 sync 7.0 6.5 6.0 / 5.5 5.5 7.0 / 8.0 8.0 7.5 8.0 7.0")
    XCTAssertEqual(eleven.keptSum, 71)
    XCTAssertEqual(Decimals.format(hundredths: eleven.score), "59.64")
    // Typed without spaces around the slashes, the same panel.
    XCTAssertEqual(
      try sheet("2.8 sync 7.0 6.5 6.0/5.5 5.5 7.0/8.0 8.0 7.5 8.0 7.0").score, eleven.score)
  }

  /// Rule 7.9: .01–.24 lost, .25–.74 to .50, .75 and above to the next whole point.
  func testMissingAwardRounding() {
    XCTAssertEqual(MissingAward.rounded(hundredths: 724), 14)
    XCTAssertEqual(MissingAward.rounded(hundredths: 725), 15)
    XCTAssertEqual(MissingAward.rounded(hundredths: 774), 15)
    XCTAssertEqual(MissingAward.rounded(hundredths: 775), 16)
    XCTAssertEqual(MissingAward.rounded(hundredths: 701), 14)
    XCTAssertEqual(MissingAward.rounded(hundredths: 700), 14)
  }

  func testMissingAwardOnAPanel() throws {
    // Others 7, 7, 7.5, 7.5: average 7.25 → 7.5.
    let quarter = try sheet("2.0 7 7 - 7.5 7.5")
    XCTAssertEqual(quarter.replacements.first?.averageThousandths, 7250)
    XCTAssertEqual(quarter.replacements.first?.adopted, 15)
    // Others 7.5, 7.5, 8, 8: average 7.75 → 8.0.
    let threeQuarters = try sheet("2.0 7.5 7.5 - 8 8")
    XCTAssertEqual(threeQuarters.replacements.first?.adopted, 16)
    // Six others summing 44 points: 7.33 → 7.5.
    let third = try sheet("2.0 7 7 7.5 7.5 7.5 7.5 -")
    XCTAssertEqual(third.replacements.first?.averageThousandths, 7333)
    XCTAssertEqual(third.replacements.first?.averageExact, false)
    XCTAssertEqual(third.replacements.first?.adopted, 15)
    // A 9-judge panel adopts the other execution judge's award as it is.
    let nine = try sheet("2.8 sync 7.0 - / 5.5 5.5 / 8.5 8.0 8.0 7.5 7.5")
    XCTAssertEqual(nine.replacements.first?.adopted, 14)
    XCTAssertEqual(nine.replacements.first?.copied, true)
  }

  func testPenaltyCapsEveryAward() throws {
    let capped = try sheet("2.0 6.5 7 6 6.5 7 max 2")
    XCTAssertEqual(capped.kept, [4, 4, 4])
    XCTAssertEqual(Decimals.format(hundredths: capped.score), "12.00")
    let deducted = try sheet("2.0 6.5 7 6 6.5 7 deduct 2")
    // 4.5 5 4 4.5 5: 5 and 4 cancelled, 4.5 + 4.5 + 5 kept.
    XCTAssertEqual(deducted.keptSum, 28)
  }

  func testBadInputIsRefusedWithItsReason() {
    func error(_ line: String) -> ScoreInputError? {
      guard case .failure(let error) = ScoreRequest.parse(CommandParser.words(of: line)) else {
        return nil
      }
      return error
    }
    XCTAssertEqual(error("2.0 10.5 7 7 7 7"), .awardOutOfRange("10.5"))
    XCTAssertEqual(error("2.0 7.3 7 7 7 7"), .notAHalf("7.3"))
    XCTAssertEqual(error("2.0 7 7 7 7 7 7"), .individualCount(6))
    XCTAssertEqual(error(""), .noDegree)
    XCTAssertEqual(error("8 7.5 7.5 7.5 7.5 7.5 7"), .notADegree("8"))
    XCTAssertEqual(error("2.0 seven 7 7 7 7"), .notAnAward("seven"))
    XCTAssertEqual(error("2.8 sync 7 7 / 7 / 7 7 7 7 7"), .synchroShape([2, 1, 5]))
    XCTAssertEqual(error("2.0 7 7 7 7 7 max"), .badPenalty("max"))
    // Two missing awards are refused while reading, before any arithmetic (issue 33).
    XCTAssertEqual(error("2.0 - - 7 7 7"), .tooManyMissing)
  }

  func testDecimalsAreReadExactly() {
    XCTAssertEqual(Decimals.hundredths("59.64"), 5964)
    XCTAssertEqual(Decimals.hundredths("59,64"), 5964)
    XCTAssertEqual(Decimals.hundredths("45"), 4500)
    XCTAssertEqual(Decimals.hundredths("45.5"), 4550)
    XCTAssertNil(Decimals.hundredths("45."))
    XCTAssertNil(Decimals.hundredths(".5"))
    XCTAssertNil(Decimals.hundredths("4.555"))
    XCTAssertNil(Decimals.hundredths("-4"))
  }
}
