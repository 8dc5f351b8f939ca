import DiveQuizCore
import DiveQuizTerminal
import Foundation
import XCTest

/// Issue 29, cases 2 and 3: text from a history, a rules file, a string table or a file's
/// name never reaches the terminal with a control, escape or bidirectional byte, and no CSV
/// cell begins as a formula.
final class TrustSanitizerTests: XCTestCase {
  private var fixture: FaultFixture!

  override func setUpWithError() throws { fixture = try FaultFixture() }
  override func tearDownWithError() throws { fixture.remove() }

  /// OSC 52 (clipboard), OSC 8 (link), BEL, CSI as a C1 byte, RLO.
  static let hostile = "\u{1B}]52;c;ZWNobw==\u{7}\u{9B}2J\u{202E}\u{1B}]8;;http:x\u{7}"

  /// What must never be on the terminal: C0 other than line break and tab, DEL, C1, and the
  /// bidirectional controls.
  static func rawBytes(_ text: String) -> [UInt32] {
    text.unicodeScalars.map(\.value).filter {
      ($0 < 0x20 && $0 != 0x0A && $0 != 0x09 && $0 != 0x0D) || (0x7F...0x9F).contains($0)
        || Sanitizer.isBidiControl(Unicode.Scalar($0) ?? " ")
    }
  }

  /// A dd, a dives and an awards question whose options an imported history filled with a
  /// formula and escape sequences: chosen and correct cells, in every CSV form, to the
  /// screen and to a file.
  func testHostileOptionsOfDiveQuestionsAreNeutralisedInEveryCSV() throws {
    let formula = "=cmd|' /C calc'!A0" + Self.hostile
    var lines = ""
    for (index, kind) in [("dd", "dd"), ("dives", "name"), ("awards", "range")].enumerated() {
      let question: [String: Any] = [
        "type": kind.0, "ask": kind.1, "subject": kind.0 == "awards" ? "failed" : "5355C",
        "options": [formula, "+" + formula, "@x", "-1"], "correct": 1, "chosen": 0,
      ].merging(kind.0 == "dd" ? ["height": "7.5m"] : [:]) { $1 }
      let record: [String: Any] = [
        "v": 1, "id": "h\(index)", "judge": "Ann", "kind": "quiz", "status": "completed",
        "start": "2026-11-27T13:52:06Z", "end": "2026-11-27T13:52:06Z", "langs": ["en"],
        "filters": [kind.0], "seed": 3, "edition": "2026", "size": 1, "score": 0, "max": 10,
        "pct": 0.0, "passed": false, "seconds": 0.0,
        "q": [[0, NSNull(), "", 0, "", 0, 0.0, question]],
      ]
      let data = try JSONSerialization.data(withJSONObject: record)
      lines += String(decoding: data, as: UTF8.self) + "\n"
    }
    try fixture.write(Array(lines.utf8), to: fixture.history)
    let file = fixture.folder.appendingPathComponent("rows.csv").path
    for arguments in [
      ["export", "csv"], ["export", "csv", "--decimal-comma"], ["export", "csv", file],
      ["export", "csv", "--decimal-comma", file], ["export", "csv", "per", "quiz"],
    ] {
      unlink(file)
      let result = try fixture.run(arguments)
      XCTAssertEqual(result.status, 0, result.stderr)
      let text =
        arguments.last == file
        ? String(decoding: fixture.bytes(file), as: UTF8.self)
        : result.stdout
      XCTAssertEqual(Self.rawBytes(text + result.stderr), [], arguments.joined(separator: " "))
      let separator: Character = arguments.contains("--decimal-comma") ? ";" : ","
      for cell in Self.cells(text, separator: separator) {
        XCTAssertFalse(
          ["=", "+", "-", "@", "\t", "\r"].contains(where: { cell.hasPrefix($0) }),
          "\(arguments): \(cell)")
      }
      if !arguments.contains("per") { XCTAssertTrue(text.contains("'=cmd|"), text) }
    }
    for id in ["h0", "h1", "h2"] {
      let review = try fixture.run(["review", id])
      XCTAssertEqual(Self.rawBytes(review.transcript), [], review.transcript)
    }
  }

  /// The cells of a CSV text (RFC 4180 quoting), without the byte-order mark.
  static func cells(_ text: String, separator: Character) -> [String] {
    var cells: [String] = []
    var cell = ""
    var quoted = false
    var atStart = true
    for character in text where character != "\u{FEFF}" {
      if quoted {
        if character == "\"" { quoted = false } else { cell.append(character) }
      } else if character == "\"" {
        // A doubled quote inside a quoted cell reopens it; at a cell's start it opens it.
        if !atStart { cell.append("\"") }
        quoted = true
      } else if character == separator || character == "\r\n" || character == "\n" {
        cells.append(cell)
        cell = ""
        atStart = true
        continue
      } else {
        cell.append(character)
      }
      atStart = false
    }
    return cells + (cell.isEmpty ? [] : [cell])
  }

  /// Rules files in the three shapes, with hostile titles, edition ids, `formerEdition`,
  /// rule numbers and descriptions, under a hostile file name: `edition`, `show`, `check`,
  /// `penalties` and a quiz's first line show none of it raw.
  func testRulesFileTextsAndNamesAreShownEscaped() throws {
    let name = fixture.folder.path + "/rules" + Self.hostile.replacingOccurrences(of: "/", with: "")
    let shapes = [
      #"{"editionId":"X\#(Self.json)","title":"T\#(Self.json)","formerEdition":"F\#(Self.json)","penalties":[{"id":0,"sanctionValue":0,"referee":true,"judge":false,"rules":["8.5.4\#(Self.json)"]}]}"#,
      #"{"penalties":[{"id":0,"description":"D\#(Self.json)","rules":[{"ruleId":"IV.6\#(Self.json)"}],"sanctionValue":0,"referee":true,"judge":false}]}"#,
      #"{"editions": [ }"#,
    ]
    for (index, shape) in shapes.enumerated() {
      let path = name + "-\(index).json"
      try fixture.write(Array(shape.utf8), to: path)
      for command in [["edition"], ["show", "0"], ["check"], ["penalties"], ["quiz", "1"]] {
        let result = try fixture.run(["--rules", path] + command, input: "0 r\n")
        XCTAssertEqual(
          Self.rawBytes(result.transcript), [], "\(index) \(command): " + result.transcript)
      }
    }
  }

  /// The hostile text as a JSON string's escapes.
  static var json: String {
    hostile.unicodeScalars.map {
      $0.value < 0x20 || $0.value >= 0x7F
        ? String(format: "\\u%04X", $0.value) : String($0)
    }.joined()
  }

  /// A string table with an RLO (raw, or written `\U202E`) is refused by `check --strings`
  /// with its file and line; a table's file name is shown escaped.
  func testCheckStringsRefusesBidirectionalControlsWithFileAndLine() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let english = try String(
      contentsOfFile: root.appendingPathComponent("Localization/en.strings").path, encoding: .utf8)
    var lines = english.components(separatedBy: "\n")
    guard let index = lines.firstIndex(where: { $0.hasPrefix("\"check.clean\"") }) else {
      return XCTFail("no check.clean")
    }
    let folder = fixture.folder.appendingPathComponent("strings").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for written in ["\u{202E}", "\\U202E", "\u{2067}"] {
      lines[index] = "\"check.clean\" = \"All clear\(written).\";"
      try fixture.write(Array(lines.joined(separator: "\n").utf8), to: folder + "/en.strings")
      let result = try fixture.run(["--strings", folder, "check"])
      XCTAssertEqual(result.status, 1, result.transcript)
      XCTAssertTrue(
        result.stderr.contains("en.strings:\(index + 1): malformed line: control character U+"),
        result.stderr)
      XCTAssertEqual(Self.rawBytes(result.transcript), [])
    }
    lines[index] = "\"check.clean\" = \"All clear.\";"
    try fixture.write(Array(lines.joined(separator: "\n").utf8), to: folder + "/en.strings")
    try fixture.write(
      Array(lines.joined(separator: "\n").utf8), to: folder + "/fr\u{1B}]0;x\u{7}.strings")
    for command in [["check"], ["lang"]] {
      let result = try fixture.run(["--strings", folder] + command)
      XCTAssertEqual(Self.rawBytes(result.transcript), [], result.transcript)
    }
  }
}
