import DiveQuizCore
import Foundation
import XCTest

/// `edition ID` is kept like `lang`: the next start teaches it, `settings` says where it comes
/// from, and `--edition` and `DIVEQUIZ_EDITION` still win.
final class RememberedEditionTests: XCTestCase {
  func testAnEditionChosenInOneSessionIsTheNextOnesAndSettingsSaysWhy() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("divequiz-edition-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let shared = ["XDG_CONFIG_HOME": folder + "/config", "XDG_STATE_HOME": folder + "/state"]

    let first = try BinaryRunner.run([], input: "edition 2024\n", environment: shared)
    XCTAssertEqual(first.status, 0, first.stderr)
    XCTAssertTrue(first.stdout.contains("Edition: 2024."))
    let kept = try String(contentsOfFile: folder + "/config/divequiz/settings", encoding: .utf8)
    XCTAssertTrue(kept.contains("edition = 2024\n"), kept)

    let next = try BinaryRunner.run(
      [], input: "edition\nsettings\nquiz 1 seed 3\nskip\n", environment: shared)
    XCTAssertTrue(next.stdout.contains("Edition in use: 2024."), next.stdout)
    let row = try XCTUnwrap(next.stdout.split(separator: "\n").first { $0.hasPrefix("Edition  ") })
    XCTAssertTrue(row.contains("2024") && row.contains("settings file"), String(row))
    XCTAssertTrue(
      next.stdout.contains(
        "edition 2024. To take the same quiz again, in edition 2024: quiz 1 seed 3"))

    let subcommand = try BinaryRunner.run(["settings", "--lang", "fr"], environment: shared)
    XCTAssertTrue(subcommand.stdout.contains("fichier de réglages"), subcommand.stdout)

    let option = try BinaryRunner.run(["settings", "--edition", "2025"], environment: shared)
    let optionRow = try XCTUnwrap(
      option.stdout.split(separator: "\n").first { $0.hasPrefix("Edition  ") })
    XCTAssertTrue(optionRow.contains("2025") && optionRow.contains("option --edition"))
    var variable = shared
    variable["DIVEQUIZ_EDITION"] = "2025"
    let environment = try BinaryRunner.run(["edition"], environment: variable)
    XCTAssertTrue(environment.stdout.hasPrefix("Edition in use: 2025."), environment.stdout)
  }
}
