import Foundation
import XCTest

/// German, Mexican Spanish and simplified Chinese through the built binary: tags and locales,
/// fallback from region to language to English, answer words, and `check`'s account.
final class LanguagesEndToEndTests: XCTestCase {
  func testShowInEachNewLanguage() throws {
    let expected = [
      "de": "Synchronspringen", "es-MX": "Clavados sincronizados", "zh-Hans": "双人跳水",
    ]
    for (language, words) in expected {
      let result = try BinaryRunner.run(["show", "14", "--lang", language])
      XCTAssertEqual(result.status, 0, result.transcript)
      XCTAssertTrue(result.stdout.contains(words), language + ":\n" + result.stdout)
    }
    let chinese = try BinaryRunner.run(["show", "14"], environment: ["LANG": "zh_CN.UTF-8"])
    XCTAssertTrue(chinese.stdout.contains("裁判长和裁判员"), chinese.stdout)
  }

  /// es-MX rewords what Mexico's rulebook says differently; the rest comes from es, and a key
  /// es lacks from English.
  func testARegionFallsBackToItsLanguageThenToEnglish() throws {
    let result = try BinaryRunner.run(["show", "20"], environment: ["LANG": "es_MX.UTF-8"])
    XCTAssertTrue(result.stdout.contains("Penalización n.º 20"), "es text where es-MX is silent")
    XCTAssertTrue(result.stdout.contains("Calificación máxima de 4½ puntos"), result.stdout)

    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("divequiz-region-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // A Spanish table without the label of the description: es-MX has none either.
    let spanish = try String(
      contentsOf: Snapshot.folder.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Localization/es.strings"),
      encoding: .utf8)
    let trimmed = spanish.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix("\"show.description\"") }.joined(separator: "\n")
    try trimmed.write(
      to: folder.appendingPathComponent("es.strings"), atomically: true, encoding: .utf8)
    let mixed = try BinaryRunner.run(["--strings", folder.path, "--lang", "es-MX", "show", "14"])
    XCTAssertEqual(mixed.status, 0, mixed.transcript)
    XCTAssertTrue(mixed.stdout.contains("Description"), "a key missing from es shows English")
    XCTAssertTrue(mixed.stdout.contains("Clavado fallido"), "es-MX keeps its own words")
  }

  func testSettingsSayWhereTheRegionComesFrom() throws {
    let result = try BinaryRunner.run(["settings"], environment: ["LANG": "es_MX.UTF-8"])
    let line = result.stdout.split(separator: "\n").first { $0.hasPrefix("Idioma") } ?? ""
    XCTAssertTrue(line.contains("es-MX (Español (México)) → es → en"), String(line))
    XCTAssertTrue(line.hasSuffix("variable de entorno LANG"), String(line))
  }

  func testCheckCountsOwnAndInheritedKeysAndRefusesAnUnknownRegionalKey() throws {
    let clean = try BinaryRunner.run(["check"])
    XCTAssertEqual(clean.status, 0, clean.transcript)
    for code in ["de", "zh-Hans", "es-MX"] {
      XCTAssertTrue(clean.stdout.contains("\n\(code) ("), code)
    }
    XCTAssertNotNil(
      clean.stdout.range(
        of: "\nes-MX: keys inherited from es: \\d+\\.\n", options: .regularExpression),
      clean.stdout)

    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("divequiz-region-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try "/* Argentina */\n\"Owner-referee\" = \"Árbitro general\";\n\"Owner-referi\" = \"?\";\n"
      .write(to: folder.appendingPathComponent("es_AR.strings"), atomically: true, encoding: .utf8)
    let refused = try BinaryRunner.run(["--strings", folder.path, "check"])
    XCTAssertEqual(refused.status, 1)
    XCTAssertTrue(
      refused.stdout.contains(
        "\(folder.path)/es_AR.strings:3: key \"Owner-referi\" is not in es, the table this"),
      refused.stdout)
    let used = try BinaryRunner.run(
      ["--strings", folder.path, "show", "8"], environment: ["LANG": "es_AR.UTF-8"])
    XCTAssertTrue(used.stdout.contains("Árbitro general"), used.stdout)
  }

  /// Each new language's own answer words, run together and in fullwidth forms for Chinese:
  /// 30/30 on the sanction quiz and on the true-or-false one.
  func testQuizzesAnsweredInEachNewLanguagesWordsScoreFull() throws {
    for language in ["de", "es-MX", "zh-Hans"] {
      let result = try BinaryRunner.run(
        ["--lang", language], input: try Snapshot.script("quiz-\(language).txt"), merged: true)
      XCTAssertEqual(result.status, 0, result.transcript)
      XCTAssertEqual(
        result.transcript.components(separatedBy: "30/30").count - 1, 2, result.transcript)
      try Snapshot.assertMatches(
        result.transcript, named: "quiz-\(language)", histories: [result.history])
    }
  }

  /// `lang de` during a question shows that question again in German; a POSIX locale works
  /// as a code; `lang` then names es-MX among the tables.
  func testSwitchingToGermanAndChineseMidQuestion() throws {
    let result = try BinaryRunner.run(
      [], input: try Snapshot.script("switch-en-de-zh.txt"), merged: true)
    XCTAssertEqual(result.status, 0, result.transcript)
    XCTAssertTrue(result.transcript.contains("Sprache: Deutsch.\n\nFrage 1/2 · #36\n"))
    try Snapshot.assertMatches(
      result.transcript, named: "switch-en-de-zh", histories: [result.history])
  }
}
