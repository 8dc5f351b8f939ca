import Foundation
import XCTest

/// The 2026 edition and the app's own files, through the built binary, against golden output.
final class Edition2026EndToEndTests: XCTestCase {
  /// `edition`, the 63 lines, new lines in four languages, doubtful numbers, the 2025 view.
  func testThe2026EditionInFourLanguages() throws {
    let result = try BinaryRunner.run(
      [], input: try Snapshot.script("edition-2026.txt"), merged: true)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stdout.contains("Penalties listed: 63."))
    try Snapshot.assertMatches(result.transcript, named: "edition-2026")
  }

  /// A few entries in the app's 2026 format, one of them (#40) with numbers divequiz does not
  /// know, and an old-format file: what a user of the app sees with `--rules`.
  func testTheAppsFilesLoadFaithfully() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "divequiz-app-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    func entry(_ id: Int, _ rules: [String], _ sanction: Int, _ referee: Bool, _ judge: Bool)
      -> String
    {
      let list = rules.map { "{\"ruleId\": \"\($0)\"}" }.joined(separator: ", ")
      return "{\"id\": \(id), \"description\": \"Test entry \(id) in the file's own words.\", "
        + "\"rules\": [\(list)], \"sanctionValue\": \(sanction), \"referee\": \(referee), "
        + "\"judge\": \(judge)}"
    }
    let current = [
      entry(0, ["IV.6.4.8"], 0, true, false), entry(27, ["10.5.4.2.2"], 2, true, false),
      entry(40, ["99.9"], 4, false, true), entry(62, ["10.6.2"], 5, false, true),
    ]
    let currentFile = folder.appendingPathComponent("app-2026.json")
    try ("{\"penalties\": [\n" + current.joined(separator: ",\n") + "\n]}\n")
      .write(to: currentFile, atomically: true, encoding: .utf8)
    let old = (0...46).map { id in
      "{\"id\": \(id), \"rules\": [{\"ruleId\": \"9.2\"}], \"sanctionValue\": 0, "
        + "\"referee\": true, \"judge\": \(id == 14)}"
    }
    let oldFile = folder.appendingPathComponent("app-old.json")
    try ("[" + old.joined(separator: ",\n") + "]\n")
      .write(to: oldFile, atomically: true, encoding: .utf8)
    var transcript = ""
    for arguments in [
      ["penalties"], ["penalties", "--lang", "fr"], ["show", "27", "--lang", "es"],
      ["show", "40", "--lang", "it"], ["check"],
    ] {
      let result = try BinaryRunner.run(
        ["--rules", "app-2026.json"] + arguments, merged: true, directory: folder)
      XCTAssertEqual(result.status, 0, "\(arguments): \(result.transcript)")
      transcript +=
        "$ divequiz --rules app-2026.json " + arguments.joined(separator: " ") + "\n"
        + result.transcript
    }
    let older = try BinaryRunner.run(
      ["--rules", "app-old.json", "show", "14"], merged: true, directory: folder)
    XCTAssertEqual(older.status, 0, older.transcript)
    XCTAssertFalse(older.stdout.contains("2025"), "no note of the 2025 edition on an old file")
    transcript += "$ divequiz --rules app-old.json show 14\n" + older.transcript
    try Snapshot.assertMatches(transcript, named: "app-files")
  }

  /// Issue 28: the app's 2023 file (divequiz's ids, `IV.`-prefixed numbers) pairs 47 of 47,
  /// shows divequiz's Italian, and a DIVEQUIZ_EDITION it cannot honour is one warning.
  func testTheAppsOlderFilePairsByIDAndAnEditionVariableIsAWarning() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("DiveQuizKitTests/Fixtures/app-2023.json")
      .path
    let check = try BinaryRunner.run(["--rules", file, "check"])
    XCTAssertEqual(check.status, 0, check.stderr)
    XCTAssertTrue(check.stdout.contains("paired with divequiz penalties: 47 of 47."), check.stdout)
    let italian = try BinaryRunner.run(["--rules", file, "--lang", "it", "show", "5"])
    XCTAssertTrue(
      italian.stdout.contains("Il tuffo eseguito ha un numero diverso"), italian.stdout)
    let listed = try BinaryRunner.run(
      ["--rules", file, "penalties"], environment: ["DIVEQUIZ_EDITION": "2024"])
    XCTAssertEqual(listed.status, 0, listed.stderr)
    XCTAssertTrue(listed.stdout.contains("Penalties listed: 47."), listed.stdout)
    let warnings = listed.stderr.split(separator: "\n")
    XCTAssertEqual(warnings.count, 1, listed.stderr)
    XCTAssertTrue(warnings.first?.hasPrefix("warning: DIVEQUIZ_EDITION=2024") == true)
  }

  /// Issue 28: the six lines of the app's 2026 file that cite 10.6.2, with the app's own
  /// English, loaded with `--rules` and `--lang fr`: the long-entry line said « L'entrée dans
  /// l'eau est vrillée ». Each line now shows the French of its own fault.
  func testTheAppsEntryLinesShowTheirOwnFaultInFrench() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "divequiz-entry-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let lines = [
      (57, "If the entry is short, at an angle less than vertical.", "courte"),
      (58, "If the entry is long, at an angle exceeding vertical.", "longue"),
      (59, "If at entry the body is twisted.", "vrillé"),
      (60, "If at entry the body is not straight.", "n'est pas droit"),
      (61, "If at entry the feet are not together, toes not pointed.", "pointes"),
      (62, "If at entry the water’s surface is significantly disturbed.", "surface"),
    ]
    let entries = lines.map { id, text, _ in
      "{\"id\": \(id), \"description\": \"\(text)\", \"rules\": [{\"ruleId\": \"10.6.2\"}], "
        + "\"sanctionValue\": 5, \"referee\": false, \"judge\": true}"
    }
    try ("{\"penalties\": [\n" + entries.joined(separator: ",\n") + "\n]}\n")
      .write(
        to: folder.appendingPathComponent("app-2026.json"), atomically: true, encoding: .utf8)
    for (id, _, word) in lines {
      let shown = try BinaryRunner.run(
        ["--rules", "app-2026.json", "--lang", "fr", "show", String(id)], directory: folder)
      XCTAssertEqual(shown.status, 0, shown.stderr)
      let description = shown.stdout.split(separator: "\n").dropFirst().first ?? ""
      XCTAssertTrue(description.contains(word), "line \(id): \(description)")
      XCTAssertFalse(id == 58 && description.contains("vrillée"), String(description))
    }
  }
}
