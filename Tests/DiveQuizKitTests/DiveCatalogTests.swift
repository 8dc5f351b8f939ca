import DiveQuizData
import Foundation
import XCTest

@testable import DiveQuizCore

/// The built-in dive catalogue against the rulebook's tables, copied into `Fixtures/`.
final class DiveCatalogTests: XCTestCase {
  /// One row of the reference table: number, description, height, position, DD.
  struct ReferenceRow {
    var number: String
    var description: String
    var height: String
    var position: String
    var dd: String
  }

  static func reference() throws -> [ReferenceRow] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/dives-reference.tsv")
    let text = try String(contentsOf: url, encoding: .utf8)
    return text.split(separator: "\n").dropFirst().map { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      return ReferenceRow(
        number: fields[0], description: fields[1], height: fields[2],
        position: String(fields[3].prefix(1)), dd: fields[4])
    }
  }

  static func builtIn() throws -> DiveCatalog {
    try DiveCatalogParser.parse(BuiltInData.dives, file: BuiltInData.divesFileName)
  }

  func testEveryTabledRowIsHeldWithItsDD() throws {
    let rows = try Self.reference()
    XCTAssertEqual(rows.count, 950)
    let catalog = try Self.builtIn()
    XCTAssertEqual(catalog.entries.count, rows.count)
    XCTAssertEqual(catalog.edition, "2024")
    XCTAssertEqual(catalog.inForceFrom, "2024-01-01")
    for row in rows {
      let number = try DiveNumber.parse(row.number).get()
      let position = try XCTUnwrap(DivePosition(letter: row.position))
      let height = try XCTUnwrap(DiveHeight(rawValue: row.height))
      let entry = catalog.entry(DiveCode(number: number, position: position), at: height)
      XCTAssertEqual(
        entry.map { Tenths.format(tenths: $0.dd) }, row.dd,
        "\(row.number)\(row.position) \(row.height)"
      )
    }
    XCTAssertEqual(catalog.numbers.count, 137)
  }

  /// Rule 1.6.4 never refuses a (dive, position) pair the tables list: `dive 6241` used to
  /// refuse pike and tuck, which the tables give it (issue 28).
  func testThePositionRuleAllowsEveryTabledPair() throws {
    var pairs: Set<String> = []
    for row in try Self.reference() {
      let number = try DiveNumber.parse(row.number).get()
      let position = try XCTUnwrap(DivePosition(letter: row.position))
      pairs.insert(row.number + row.position)
      XCTAssertTrue(
        DiveRules.positionAllowed(number, position), "\(row.number)\(row.position) is tabled")
    }
    XCTAssertEqual(pairs.count, 254)
    func allowed(_ digits: String) throws -> String {
      let number = try DiveNumber.parse(digits).get()
      return DivePosition.allCases.filter { DiveRules.positionAllowed(number, $0) }
        .map(\.rawValue).joined()
    }
    // Armstand, 2 somersaults: ½ twist falls under the general bullet (pike or tuck), one
    // twist or more under the armstand bullet (free); 1 somersault ½ twist is free.
    XCTAssertEqual(try allowed("6241"), "BC")
    XCTAssertEqual(try allowed("6243"), "D")
    XCTAssertEqual(try allowed("6221"), "D")
    XCTAssertEqual(try allowed("6261"), "BC")
    XCTAssertEqual(try allowed("5111"), "ABC")
    XCTAssertEqual(try allowed("5132"), "D")
    XCTAssertEqual(try allowed("5253"), "BC")
  }

  func testEveryDDIsItsComponentsSaveTheTwoDocumentedExceptions() throws {
    let catalog = try Self.builtIn()
    let findings = DiveCatalogCheck.findings(catalog)
    XCTAssertEqual(findings.filter(\.isProblem), [])
    let exceptions = findings.map { finding -> String in
      guard case .notPossibleButTabled(let entry, let component) = finding else { return "" }
      return
        "\(entry.code) \(entry.height.rawValue) \(component) \(Tenths.format(tenths: entry.dd))"
    }
    XCTAssertEqual(exceptions, ["208B 5m A 4.4", "208C 5m A 4.1"])
    XCTAssertEqual(DiveCatalogCheck.agreeing(catalog), 948)
  }

  func testTheDoneWhenFigures() throws {
    let catalog = try Self.builtIn()
    func dd(_ text: String, _ height: DiveHeight) throws -> String? {
      let number = try DiveNumber.parse(text.dropLast()).get()
      let position = try XCTUnwrap(DivePosition(letter: String(text.suffix(1))))
      return catalog.entry(DiveCode(number: number, position: position), at: height).map {
        Tenths.format(tenths: $0.dd)
      }
    }
    XCTAssertEqual(try dd("5253B", .three), "3.4")
    XCTAssertEqual(try dd("5253B", .sevenAndHalf), "3.3")
    XCTAssertEqual(try dd("5253B", .ten), "3.2")
    XCTAssertEqual(try dd("107B", .one), "3.3")
    XCTAssertEqual(try dd("208C", .five), "4.1")
  }

  /// The English name built from each number's digits says what the table's description
  /// says, once the table's abbreviations and slips are read the same way.
  func testEnglishNameOfEveryNumberMatchesTheTable() throws {
    let catalog = try TestData.catalog()
    var descriptions: [String: Set<String>] = [:]
    for row in try Self.reference() {
      descriptions[row.number, default: []].insert(Self.normalized(row.description))
    }
    XCTAssertEqual(descriptions.count, 137)
    for (digits, expected) in descriptions {
      let number = try DiveNumber.parse(digits).get()
      let name = Self.normalized(DiveName.text(number, catalog))
      XCTAssertTrue(expected.contains(name), "\(digits): \(name) not in \(expected)")
    }
  }

  /// Lower case, `Fwd` and `Soms.` spelled out, singular and plural alike, `2 ½` as `2½`,
  /// `1 Somersault` as `Somersault`, a word repeated by a slip (`2 Soms Somersaults`) once.
  static func normalized(_ text: String) -> String {
    var spaced = ""
    for character in text.lowercased() {
      if character == "½", spaced.hasSuffix(" "), spaced.dropLast().last?.isNumber == true {
        spaced.removeLast()
      }
      if character.isLetter, spaced.last?.isNumber == true { spaced.append(" ") }
      spaced.append(character)
    }
    var words: [String] = []
    for raw in spaced.split(separator: " ") {
      var word = String(raw)
      while word.hasSuffix(".") || word.hasSuffix(",") { word.removeLast() }
      switch word {
      case "fwd": word = "forward"
      case "som", "soms", "somersault", "somersaults": word = "somersault"
      case "twist", "twists": word = "twist"
      default: break
      }
      if word == "somersault", words.last == "1" { words.removeLast() }
      if words.last == word { continue }
      words.append(word)
    }
    return words.joined(separator: " ")
  }

  func testNamesInEveryLanguageUseTheRulebookWords() throws {
    let number = try DiveNumber.parse("5253").get()
    let code = DiveCode(number: number, position: .pike)
    XCTAssertEqual(
      DiveName.text(code, try TestData.catalog()), "Back 2½ Somersaults 1½ Twists, Pike")
    XCTAssertEqual(
      DiveName.text(code, try TestData.catalog(language: "fr")),
      "2½ sauts périlleux arrière 1½ vrille, carpé")
    XCTAssertEqual(
      DiveName.text(code, try TestData.catalog(language: "es")),
      "2½ mortales atrás 1½ tirabuzones, carpada")
    XCTAssertEqual(
      DiveName.text(code, try TestData.catalog(language: "it")),
      "2½ salti mortali indietro 1½ avvitamenti, carpiato")
    let armstand = DiveCode(number: try DiveNumber.parse("6243").get(), position: .free)
    XCTAssertEqual(
      DiveName.text(armstand, try TestData.catalog(language: "fr")),
      "Équilibre arrière, 2 sauts périlleux 1½ vrille, libre")
    // Chinese lists write the turns in words (两周半, 四周), and 翻腾 for somersaults.
    let chinese = try TestData.catalog(language: "zh-Hans")
    XCTAssertEqual(DiveName.text(code, chinese), "向后翻腾两周半转体一周半屈体")
    let four = DiveCode(number: try DiveNumber.parse("5158").get(), position: .pike)
    XCTAssertTrue(DiveName.text(four, chinese).contains("转体四周"))
  }

  func testNumbersAreReadDigitByDigit() throws {
    let flying = try DiveNumber.parse("113").get()
    XCTAssertTrue(flying.flying)
    XCTAssertEqual(flying.halfSomersaults, 3)
    XCTAssertEqual(try DiveNumber.parse("1011").get().halfSomersaults, 11)
    let twisting = try DiveNumber.parse("5253").get()
    XCTAssertEqual(twisting.takeOff, .back)
    XCTAssertEqual(twisting.halfTwists, 3)
    XCTAssertEqual(DiveNumber.parse("12"), .failure(.length))
    XCTAssertEqual(DiveNumber.parse("708"), .failure(.group))
    XCTAssertEqual(DiveNumber.parse("123"), .failure(.secondDigit))
    XCTAssertEqual(DiveNumber.parse("100"), .failure(.somersaults))
    XCTAssertEqual(DiveNumber.parse("1009"), .failure(.somersaults))
    XCTAssertEqual(DiveNumber.parse("525"), .failure(.twists))
    XCTAssertEqual(DiveNumber.parse("5250"), .failure(.twists))
    XCTAssertEqual(DiveNumber.parse("5X53"), .failure(.length))
    XCTAssertEqual(DiveNumber.parse("６２４"), .failure(.length))
  }
}
