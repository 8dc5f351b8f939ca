import Foundation
import XCTest

/// Issue 28: under the 2026 edition, award questions cited "rule 8.1.1", `score` "rules 7.9,
/// 7.10" and `dive` "rule 1.6.1": 2025 numbers, unmarked, in an edition that moved judging from
/// 8.x to 10.x. Every kind of question and every command that cites a rule is run here under
/// `--edition 2026`, and each number printed is checked: a 2026 number the data gives, or a
/// 2025 number with the 2025 edition named.
final class RuleCitationEndToEndTests: XCTestCase {
  /// The 2025 numbers the dive, score and award texts may cite with their edition named.
  private static let named2025: Set<String> = ["1.6.1", "1.6.4", "7.9", "7.10", "8.1.1"]

  /// The rule numbers the 2026 edition holds, read from `penalties` (its RULES column).
  private func numbers2026(file: StaticString = #filePath, line: UInt = #line) throws
    -> Set<String>
  {
    let listed = try BinaryRunner.run(["--edition", "2026", "penalties"])
    XCTAssertEqual(listed.status, 0, listed.stderr, file: file, line: line)
    var numbers: Set<String> = []
    for row in listed.stdout.split(separator: "\n") {
      for match in row.matches(of: /\b\d+(?:\.\d+)+\b/) { numbers.insert(String(match.0)) }
    }
    XCTAssertTrue(numbers.contains("10.6.2"), file: file, line: line)
    return numbers
  }

  func testNoCommandOrKindPrintsA2025NumberAsA2026Rule() throws {
    let known = try numbers2026()
    let skips = String(repeating: "skip\n", count: 8)
    let script = [
      "dive 5253B", "dive 6241D", "dive 5132B 3m",
      "score 2.0 8 8 7.5 8 -", "score 2.8 sync 7 - / 5.5 5.5 / 8 8 7.5 7.5 7.5",
      "score 2.8 sync 7 6.5 - / 5.5 5.5 7 / 8 8 7.5 8 7",
      "quiz 8 awards seed 1", skips, "quiz 8 dives seed 2", skips, "quiz 8 dd seed 3", skips,
      "quiz 8 scores seed 4", skips, "quiz 8 scenario seed 5", skips,
      "quiz 8 rules seed 6", skips, "quiz 8 truefalse seed 7", skips, "quiz 8 seed 8", skips,
      "show 1", "show 45", "show 58", "help dive", "help score", "help quiz", "quit",
    ].joined(separator: "\n")
    let run = try BinaryRunner.run(["--edition", "2026"], input: script + "\n", merged: true)
    XCTAssertEqual(run.status, 0, run.stdout)
    let output = run.stdout
    XCTAssertTrue(output.contains("(rule 1.6.1 of the 2025 edition)"), output)
    XCTAssertTrue(output.contains("of the 2025 edition"))
    // Every number after "rule"/"rules" (and in a "Rules" field): a 2026 one, or a 2025 one
    // with its edition named.
    let cited =
      /(?i)\brules?\b[^0-9\n]{0,24}((?:\d+(?:\.\d+)+)(?:(?:, | and )\d+(?:\.\d+)+)*)( of the (\d{4}) edition)?/
    var checked = 0
    for match in output.matches(of: cited) {
      let numbers = match.1.split(whereSeparator: { ", and".contains($0) }).map(String.init)
        .filter { !$0.isEmpty }
      for number in numbers {
        checked += 1
        if let edition = match.3 {
          XCTAssertEqual(edition, "2025", String(match.0))
          XCTAssertTrue(Self.named2025.contains(number), "\(match.0)")
        } else {
          XCTAssertTrue(known.contains(number), "\(number) printed as a 2026 rule: \(match.0)")
        }
      }
    }
    XCTAssertGreaterThan(checked, 20)
    // help dive names the second digit of twisting and armstand dives: the direction.
    XCTAssertTrue(output.contains("for twisting and armstand dives the direction"), output)
  }
}
