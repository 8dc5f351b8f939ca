import Foundation
import XCTest

/// `dive`, `dives`, `score` and `--dives` through the built binary, as a judge types them.
final class DivesEndToEndTests: XCTestCase {
  func testDive5253BGivesItsNameAndEachHeight() throws {
    let result = try BinaryRunner.run(["dive", "5253B"])
    XCTAssertEqual(result.status, 0, result.stderr)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.first, "5253B  Back 2½ Somersaults 1½ Twists, Pike")
    XCTAssertTrue(lines.contains { $0.hasPrefix("  3 m      3.4") }, result.stdout)
    XCTAssertTrue(lines.contains { $0.hasPrefix("  7.5 m    3.3") }, result.stdout)
    XCTAssertTrue(lines.contains { $0.hasPrefix("  10 m     3.2") }, result.stdout)
  }

  func testOneHeightAndTheComponentTablesDisagreement() throws {
    let pike = try BinaryRunner.run(["dive", "107B", "1m"])
    XCTAssertTrue(pike.stdout.contains("  1 m      3.3"), pike.stdout)
    XCTAssertFalse(pike.stdout.contains("3 m "), pike.stdout)
    let tuck = try BinaryRunner.run(["dive", "208C", "5m"])
    XCTAssertEqual(tuck.status, 0)
    XCTAssertTrue(tuck.stdout.contains("  5 m      4.1"), tuck.stdout)
    XCTAssertTrue(tuck.stdout.contains("but component A of the formula is not possible"))
  }

  func testEveryLanguageNamesTheDive() throws {
    let expected = [
      "fr": "6243D  Équilibre arrière, 2 sauts périlleux 1½ vrille, libre",
      "es": "6243D  Equilibrio atrás, 2 mortales 1½ tirabuzones, libre",
      "it": "6243D  Verticale indietro, 2 salti mortali 1½ avvitamenti, libero",
    ]
    for (language, first) in expected {
      let result = try BinaryRunner.run(["dive", "6243D", "--lang", language])
      XCTAssertEqual(result.stdout.split(separator: "\n").first.map(String.init), first)
      let score = try BinaryRunner.run(["score", "2.0", "8", "7.5", "7", "--lang", language])
      XCTAssertEqual(score.status, 64)
      XCTAssertFalse(score.stderr.contains("individual panel"), score.stderr)
    }
    let words = [
      "fr": ("Plongeon avant, droit", "Note : 22,5 × 2,0 = 45,00", "Jury synchronisé de 9"),
      "es": (
        "Salto adelante, recta", "Puntuación: 22,5 × 2,0 = 45,00", "Jurado sincronizado de 9"
      ),
      "it": (
        "Tuffo avanti, teso", "Punteggio: 22,5 × 2,0 = 45,00", "Giuria del sincronizzato di 9"
      ),
    ]
    for (language, (name, result, synchro)) in words {
      let list = try BinaryRunner.run(["dives", "forward", "1m", "--lang", language])
      XCTAssertEqual(list.status, 0)
      let dive = try BinaryRunner.run(["dive", "101A", "--lang", language])
      XCTAssertTrue(dive.stdout.contains(name), dive.stdout)
      XCTAssertTrue(list.stdout.contains("101A"), list.stdout)
      let score = try BinaryRunner.run(
        ["score", "2.0", "8", "7.5", "7.5", "7.5", "7", "--lang", language])
      XCTAssertTrue(score.stdout.hasSuffix(result + "\n"), score.stdout)
      let pair = try BinaryRunner.run(
        ["score", "2.8", "sync", "7", "6.5", "/", "5.5", "5.5", "/", "8.5", "8", "8", "7.5", "7.5"]
          + ["--lang", language])
      XCTAssertTrue(pair.stdout.hasPrefix(synchro), pair.stdout)
      XCTAssertTrue(pair.stdout.hasSuffix(" = 59,64\n"), pair.stdout)
    }
  }

  func testScoreShowsTheCancelledAwardsAndTheResult() throws {
    let result = try BinaryRunner.run(["score", "2.0", "8", "7.5", "7.5", "7.5", "7.5", "7.5", "7"])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stdout.contains("Awards: (8.0)  (7.5)  7.5  7.5  7.5  (7.5)  (7.0)"))
    XCTAssertTrue(result.stdout.contains("Cancelled (4, in brackets): 8.0, 7.5, 7.5, 7.0"))
    XCTAssertTrue(result.stdout.hasSuffix("Score: 22.5 × 2.0 = 45.00\n"), result.stdout)
    for panel in [
      "7.0 6.5 / 5.5 5.5 / 8.5 8.0 8.0 7.5 7.5", "7.0 6.5 6.0 / 5.5 5.5 7.0 / 8.0 8.0 7.5 8.0 7.0",
    ] {
      let words = ["score", "2.8", "sync"] + panel.split(separator: " ").map(String.init)
      let synchro = try BinaryRunner.run(words)
      XCTAssertTrue(synchro.stdout.contains("35.5 ÷ 5 × 3 = 21.3\n"), synchro.stdout)
      XCTAssertTrue(synchro.stdout.hasSuffix("Score: 21.3 × 2.8 = 59.64\n"), synchro.stdout)
    }
  }

  func testBadScoreInputIsOneLineAndStatus64() throws {
    let cases = [
      ["2.0", "10.5", "7", "7", "7", "7"]: "score: 10.5 is beyond 10",
      ["2.0", "7.3", "7", "7", "7", "7"]: "score: 7.3 is not a half point",
      ["2.0", "7", "7", "7", "7", "7", "7"]: "score: 6 awards",
      []: "score: give the DD",
    ]
    for (arguments, start) in cases {
      let result = try BinaryRunner.run(["score"] + arguments)
      XCTAssertEqual(result.status, 64, "\(arguments)")
      XCTAssertEqual(result.stdout, "")
      XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
      XCTAssertTrue(result.stderr.hasPrefix("error: " + start), result.stderr)
    }
  }

  func testADamagedDivesFileIsRefusedWithFileAndLine() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("divequiz-dives-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("dives.tsv")
    try Data("edition\t2024\t2024-01-01\n101\tA\t1m\t1.4\t1.1\t0.3\t0.0\t0.0\n".utf8).write(
      to: file)
    let result = try BinaryRunner.run(["--dives", file.path, "dive", "101A"])
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(
      result.stderr,
      "error: \(file.path), line 2: expected 9 fields separated by tabs, found 8\n")
    // The same file repaired is used instead of the built-in catalogue.
    try Data("edition\t2024\t2024-01-01\n101\tA\t1m\t1.5\t1.1\t0.3\t0.0\t0.0\t0.0\n".utf8)
      .write(to: file)
    let repaired = try BinaryRunner.run(["--dives", file.path, "dive", "101A"])
    XCTAssertTrue(repaired.stdout.contains("  1 m      1.5"), repaired.stdout)
    let check = try BinaryRunner.run(["--dives", file.path, "check"])
    XCTAssertEqual(check.status, 1)
    XCTAssertTrue(
      check.stdout.contains("line 2: 101A at 1 m: DD 1.5, but A + B + C + D + E = 1.4."))
  }

  func testDivesFiltersAndThePrompt() throws {
    let result = try BinaryRunner.run(["dives", "armstand", "10m", "3.0-3.2"])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stdout.contains("6243D"), result.stdout)
    XCTAssertFalse(result.stdout.contains("5253B"))
    let session = try BinaryRunner.run([], input: "dive 5253B 3m\nscore 2.0 7 7 7 7 7\nquit\n")
    XCTAssertTrue(session.stdout.contains("  3 m      3.4"), session.stdout)
    XCTAssertTrue(session.stdout.contains("Score: 21.0 × 2.0 = 42.00"), session.stdout)
    let bad = try BinaryRunner.run(["dive", "5X53"])
    XCTAssertEqual(bad.status, 64)
    let untabled = try BinaryRunner.run(["dive", "1019"])
    XCTAssertEqual(untabled.status, 1)
  }
}
