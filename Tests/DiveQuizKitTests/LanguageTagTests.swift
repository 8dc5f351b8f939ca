import DiveQuizCore
import DiveQuizTerminal
import XCTest

final class LanguageTagTests: XCTestCase {
  let shipped = ["de", "en", "es", "es-MX", "fr", "it", "zh-Hans"]

  func testTagsAndLocalesReadAlike() {
    XCTAssertEqual(LanguageTag("es_MX.UTF-8")?.description, "es-MX")
    XCTAssertEqual(LanguageTag("ES-mx")?.description, "es-MX")
    XCTAssertEqual(LanguageTag("zh-hans")?.description, "zh-Hans")
    XCTAssertEqual(LanguageTag("de_DE@euro")?.description, "de-DE")
    XCTAssertEqual(LanguageTag("sr-Latn-RS")?.description, "sr-Latn-RS")
    XCTAssertEqual(LanguageTag("es-419")?.description, "es-419")
    XCTAssertEqual(LanguageTag("en-US-u-ca-gregory")?.description, "en-US")
    XCTAssertNil(LanguageTag("C"))
    XCTAssertNil(LanguageTag("POSIX"))
    XCTAssertNil(LanguageTag(""))
    XCTAssertNil(LanguageTag("1234"))
    XCTAssertEqual(
      LanguageTag("zh_CN.UTF-8")?.candidates, ["zh-Hans-CN", "zh-Hans", "zh-CN", "zh"])
  }

  func testEachTagFindsItsMostSpecificTable() {
    let cases: [(String, String?)] = [
      ("es_MX.UTF-8", "es-MX"), ("es-MX", "es-MX"), ("es_AR.UTF-8", "es"), ("es", "es"),
      ("zh_CN.UTF-8", "zh-Hans"), ("zh-Hans", "zh-Hans"), ("zh", "zh-Hans"), ("zh_SG", "zh-Hans"),
      ("zh_TW.UTF-8", nil), ("zh-Hant", nil), ("de_DE.UTF-8", "de"), ("de-CH", "de"),
      ("fr_CA", "fr"), ("pt_BR", nil), ("C.UTF-8", nil),
    ]
    for (asked, expected) in cases {
      XCTAssertEqual(LanguageTag.match(asked, available: shipped), expected, asked)
    }
    XCTAssertEqual(LanguageTag.parent(of: "es-MX", available: shipped), "es")
    XCTAssertNil(LanguageTag.parent(of: "zh-Hans", available: shipped))
    XCTAssertNil(LanguageTag.parent(of: "en", available: shipped))
    XCTAssertEqual(LanguageTag.parent(of: "zh-CN", available: shipped), "zh-Hans")
  }

  func testEverySourceOfTheLanguageTakesTagsAndLocales() {
    func choose(_ option: String?, _ environment: [String: String], _ settings: Settings = .init())
      -> StartupChoice?
    {
      StartupChoice.language(
        option: option, environment: environment, settings: settings, available: shipped)
    }
    XCTAssertEqual(
      choose(nil, ["LANG": "es_MX.UTF-8"]), StartupChoice("es-MX", from: .environment("LANG")))
    XCTAssertEqual(
      choose(nil, ["LC_ALL": "zh_CN.UTF-8", "LANG": "fr_FR"]),
      StartupChoice("zh-Hans", from: .environment("LC_ALL")))
    XCTAssertEqual(
      choose(nil, ["LC_MESSAGES": "de_DE.UTF-8"]),
      StartupChoice("de", from: .environment("LC_MESSAGES")))
    XCTAssertEqual(
      choose(nil, ["DIVEQUIZ_LANG": "es_MX"]),
      StartupChoice("es-MX", from: .environment("DIVEQUIZ_LANG")))
    XCTAssertEqual(choose("zh-hans", [:]), StartupChoice("zh-Hans", from: .option("--lang")))
    XCTAssertEqual(choose("de-AT", [:]), StartupChoice("de", from: .option("--lang")))
    XCTAssertNil(choose("pt-BR", [:]), "asking for a language we lack is a usage error")
    XCTAssertEqual(
      choose(nil, ["LANG": "pt_BR.UTF-8"]), StartupChoice("en", from: .builtIn),
      "the first locale variable decides, even for a language we lack")
    let (settings, _) = Settings.parse(Array("lang = es_mx\n".utf8))
    XCTAssertEqual(settings.language, "es-MX")
    XCTAssertEqual(
      choose(nil, ["LANG": "it_IT"], settings), StartupChoice("es-MX", from: .settingsFile))
  }
}

final class FallbackChainTests: XCTestCase {
  private func source(_ code: String, _ text: String) -> StringTableSource {
    StringTableSource(language: code, file: "\(code).strings", bytes: Array(text.utf8))
  }

  private var sources: [StringTableSource] {
    [
      source(
        "en", "\"a\" = \"A\";\n\"b\" = \"B\";\n\"c\" = \"C\";\n\"Language-name\" = \"English\";"),
      source("es", "\"a\" = \"A-es\";\n\"b\" = \"B-es\";"),
      source("es-MX", "\"a\" = \"A-mx\";"),
      // Broken on purpose: it must not be read until someone switches to it.
      source("fr", "\"a\" = "),
    ]
  }

  func testEachLookupWalksRegionThenLanguageThenEnglish() throws {
    let catalog = try Catalog(sources: sources).switching(to: "es_MX.UTF-8")
    XCTAssertEqual(catalog.language, "es-MX")
    XCTAssertEqual(catalog.chain, ["es-MX", "es", "en"])
    XCTAssertEqual(catalog.text("a"), "A-mx")
    XCTAssertEqual(catalog.text("b"), "B-es", "a key missing from es-MX shows the es text")
    XCTAssertEqual(catalog.text("c"), "C", "a key missing from es shows the English")
  }

  func testOnlyTheChainInUseIsParsed() throws {
    let catalog = try Catalog(sources: sources).switching(to: "es-MX")
    XCTAssertEqual(Set(catalog.tables.keys), ["en", "es", "es-MX"])
    XCTAssertEqual(catalog.availableLanguages, ["en", "es", "es-MX", "fr"])
    XCTAssertThrowsError(try catalog.switching(to: "fr")) { error in
      guard case .syntax(let file, _, _)? = error as? LocalizationError else {
        return XCTFail("\(error)")
      }
      XCTAssertEqual(file, "fr.strings")
    }
  }

  func testAUserTableAddsARegionUnderABuiltInLanguage() throws {
    let builtIn = try Catalog(sources: sources)
    let catalog = try builtIn.replacing(with: [source("es-AR", "\"b\" = \"B-ar\";")])
      .switching(to: "es_AR.UTF-8")
    XCTAssertEqual(catalog.chain, ["es-AR", "es", "en"])
    XCTAssertEqual(catalog.text("a"), "A-es")
    XCTAssertEqual(catalog.text("b"), "B-ar")
  }

  func testCheckRefusesARegionalKeyItsParentLacksAndCountsWhatIsInherited() throws {
    let catalog = try Catalog(
      sources: [
        source("en", "\"a\" = \"A\";\n\"b\" = \"B\";\n\"c\" = \"C\";"),
        source("es", "\"a\" = \"A-es\";\n\"b\" = \"B-es\";\n\"c\" = \"C-es\";"),
        source("es-MX", "/* Mexico */\n\"a\" = \"A-mx\";\n\"zz\" = \"?\";"),
      ]
    ).loadingAll()
    let rulebook = Rulebook(edition: Edition(id: "t"), penalties: [])
    XCTAssertEqual(
      TableChecker.check(catalog, editions: RulebookEditions(single: rulebook)),
      [.regionalKey(file: "es-MX.strings", line: 3, key: "zz", parent: "es")])
    XCTAssertEqual(TableChecker.inherited(catalog, code: "es-MX").map(\.from), ["es"])
    XCTAssertEqual(TableChecker.inherited(catalog, code: "es-MX").map(\.count), [2])
    XCTAssertTrue(TableChecker.inherited(catalog, code: "es").isEmpty)
  }
}
