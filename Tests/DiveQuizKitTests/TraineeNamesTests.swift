import DiveQuizCore
import DiveQuizTerminal
import DiveQuizTestSupport
import Foundation
import XCTest

/// Issue 17: one identity per trainee (name keys, most used spelling, merges), alias lines
/// an older divequiz passes over, names found by a start, and the commands that say so.
final class TraineeNamesTests: XCTestCase {
  private func census(_ judges: [String], _ aliases: [AliasRecord] = []) -> TraineeNames {
    var census = NameCensus()
    for judge in judges { census.note(judge) }
    for alias in aliases { census.apply(alias) }
    return census.resolved()
  }

  private func alias(
    _ id: String, _ action: AliasRecord.Action, _ from: String, _ to: String = ""
  ) -> AliasRecord {
    AliasRecord(id: id, at: Classroom.day, action: action, from: from, to: to)
  }

  func testTheKeyFoldsCaseAccentsHyphensApostrophesAndSpaces() {
    for name in ["Anne-Marie", "anne marie", "ANNE  MARIE", " Anne – Marie ", "anne\tmarie"] {
      XCTAssertEqual(NameKey.of(name), "anne marie", name)
    }
    XCTAssertEqual(NameKey.of("Chloé Martin"), NameKey.of("Chloe Martin"))
    XCTAssertEqual(NameKey.of("O'Brien"), "obrien")
    XCTAssertEqual(NameKey.of("D’Angelo Lo-Russo"), "dangelo lo russo")
    XCTAssertEqual(NameKey.of("--"), "")
    XCTAssertEqual(NameKey.plain(Array("Ann-Lee ".utf8)), Array("ann lee".utf8))
    XCTAssertNil(NameKey.plain(Array("Chloé".utf8)), "not plain ASCII: folded in full")
  }

  /// The comparison a narrowed read makes on every line, folding as it goes, says what
  /// making the key and comparing would: over every short name of a few telling letters.
  func testARawNameIsComparedWithAKeyAsItsKeyWould() {
    let letters: [UInt8] = Array("aA -'`é".utf8)
    let keys = ["", "a", "aa", "a a", "aaa", "a aa", "ea"].map { Array($0.utf8) }
    var names: [[UInt8]] = [[]]
    for _ in 0..<4 { names += names.flatMap { name in letters.map { name + [$0] } } }
    for name in Set(names) {
      name.withUnsafeBufferPointer { raw in
        for key in keys {
          XCTAssertEqual(
            NameKey.plainName(raw, folds: key), NameKey.plain(name).map { $0 == key },
            "\(String(decoding: name, as: UTF8.self)) ~ \(String(decoding: key, as: UTF8.self))")
        }
      }
    }
  }

  func testTheNameShownIsTheMostUsedSpellingTiesToAccentsThenCapitals() {
    let names = census(
      ["Chloe Martin", "Chloé Martin", "Chloé Martin", "ann lee", "Ann Lee", "Ann Lee", "Bo", "bo"])
    XCTAssertEqual(names.all, ["Ann Lee", "Bo", "Chloé Martin"])
    XCTAssertEqual(names.shown("chloe  MARTIN"), "Chloé Martin")
    XCTAssertEqual(census(["Chloe Martin", "Chloé Martin"]).all, ["Chloé Martin"], "tie: accents")
    XCTAssertEqual(census(["ann lee", "Ann Lee"]).all, ["Ann Lee"], "tie: capitals")
    XCTAssertEqual(census(["ann lee", "ann lee", "Ann Lee"]).all, ["ann lee"], "most used wins")
  }

  func testMergeRenameAndUnmergeReplayInFileOrder() {
    let judges = ["Anne Marie", "anne-marie", "Anne Marie", "Anne-Marie Dupont", "Bruno"]
    let merged = census(judges, [alias("m1", .merge, "Anne-Marie Dupont", "Anne Marie")])
    XCTAssertEqual(merged.all, ["Anne Marie", "Bruno"])
    XCTAssertEqual(merged.shown("anne marie dupont"), "Anne Marie")
    XCTAssertEqual(
      Set(merged.members(identity: "anne marie")), ["anne marie", "anne marie dupont"])
    XCTAssertEqual(merged.merged.map(\.key), ["anne marie dupont"])
    // The class list's note: only under a trainee the list shows.
    XCTAssertEqual(
      merged.mergedNames(into: ["anne marie"]).map { "\($0.name) → \($0.into)" },
      ["Anne-Marie Dupont → Anne Marie"])
    XCTAssertTrue(merged.mergedNames(into: ["Bruno"]).isEmpty)

    let twice = census(
      judges, [alias("m1", .merge, "Anne-Marie Dupont", "Anne Marie"), alias("m1", .unmerge, "x")])
    XCTAssertEqual(twice.all, ["Anne Marie", "Bruno"], "an id applied once: an import twice")

    let undone = census(
      judges,
      [
        alias("m1", .merge, "Anne-Marie Dupont", "Anne Marie"),
        alias("u1", .unmerge, "anne marie dupont"),
      ])
    XCTAssertEqual(undone.all, ["Anne Marie", "Anne-Marie Dupont", "Bruno"])
    let rootUndone = census(
      judges,
      [alias("m1", .merge, "Anne-Marie Dupont", "Anne Marie"), alias("u1", .unmerge, "Anne Marie")])
    XCTAssertEqual(rootUndone.all.count, 3, "unmerging the trainee lets every merged name go")

    let renamed = census(judges, [alias("r1", .rename, "Bruno", "Bruno Costa")])
    XCTAssertEqual(renamed.all, ["Anne Marie", "Anne-Marie Dupont", "Bruno Costa"])
    XCTAssertEqual(renamed.shown("Bruno"), "Bruno Costa")
    XCTAssertTrue(renamed.merged.isEmpty, "a rename is not listed as a merge")
    let respelled = census(["ann lee", "ann lee"], [alias("r2", .rename, "ann lee", "Ann Lee")])
    XCTAssertEqual(respelled.all, ["Ann Lee"], "a rename within one key sets the spelling")
  }

  func testAStartOfANameOrOfAWordFindsOneTraineeOrListsThem() {
    let names = census(["Anne Marie", "Anne-Marie Dupont", "Chloé Martin", "Bruno Costa"])
    XCTAssertEqual(names.lookup("chlo"), .found(identity: "chloe martin", shown: "Chloé Martin"))
    XCTAssertEqual(names.lookup("costa"), .found(identity: "bruno costa", shown: "Bruno Costa"))
    XCTAssertEqual(names.lookup("ANNE-MARIE"), .found(identity: "anne marie", shown: "Anne Marie"))
    XCTAssertEqual(names.lookup("Anne"), .ambiguous(["Anne Marie", "Anne-Marie Dupont"]))
    XCTAssertEqual(names.lookup("Brnuo"), .unknown(suggestions: ["Bruno Costa"]))
    XCTAssertEqual(names.filter("anne"), ["anne marie", "anne marie dupont"])
  }

  func testAnAliasLineRoundTripsAndEveryQuizReaderPassesOverIt() throws {
    let record = alias("id-1", .merge, "Zoë \"Z\" Ng", "Zoe Ng")
    let line = record.encode()
    XCTAssertEqual(AliasRecord.decode(Array(line.dropLast())), record)
    XCTAssertEqual(RecordCodec.decode(Array(line.dropLast())), .failure(.alias))
    let quiz = RecordCodec.encode(Classroom.records[0])
    let contents = HistoryContents.parse(quiz + line + quiz)
    XCTAssertEqual(contents.records.count, 2)
    XCTAssertEqual(contents.skipped, [], "not reported as a damaged line")
    // A name holding the marker is escaped in a quiz line, never taken for an alias.
    var tricky = Classroom.records[0]
    tricky.judge = #"x","type":"alias"#
    XCTAssertNil(AliasRecord.decode(Array(RecordCodec.encode(tricky).dropLast())))
    XCTAssertNil(AliasRecord.decode(Array(#"{"v":2,"type":"alias","id":"x"}"#.utf8)))
  }

  func testTheReleaseBeforeAliasesSkipsTheLineAsWrittenByANewerDivequiz() throws {
    // What the previous release's general parser does with the line: the schema is checked
    // before any field, so the line is skipped as "written by a newer divequiz".
    let line = alias("id-2", .unmerge, "Bo").encode()
    let root = try JSONParser.parse(Array(line.dropLast()))
    XCTAssertEqual(root["v"]?.intValue, AliasRecord.schemaVersion)
    XCTAssertGreaterThan(AliasRecord.schemaVersion, QuizRecord.schemaVersion)
  }

  func testTheTraineesCommandsParseQuotedNamesAndSubcommandArguments() {
    XCTAssertEqual(
      CommandParser.parse(#"trainees merge "Anne-Marie Dupont" into "Anne Marie""#),
      .success(.names(.merge(["Anne-Marie Dupont"], into: "Anne Marie"))))
    XCTAssertEqual(
      CommandParser.parse(words: ["trainees", "merge", "Anne-Marie Dupont", "into", "Anne Marie"]),
      .success(.names(.merge(["Anne-Marie Dupont"], into: "Anne Marie"))))
    XCTAssertEqual(
      CommandParser.parse("trainees merge A. Dupont, amd into Anne Marie"),
      .success(.names(.merge(["A. Dupont", "amd"], into: "Anne Marie"))))
    XCTAssertEqual(
      CommandParser.parse("trainees rename Bruno to Bruno Costa"),
      .success(.names(.rename("Bruno", to: "Bruno Costa"))))
    XCTAssertEqual(
      CommandParser.parse("trainees unmerge Dupont"), .success(.names(.unmerge("Dupont"))))
    XCTAssertEqual(
      CommandParser.parse("trainees merge Bruno"),
      .failure(.missingArgument(command: "trainees merge")))
    XCTAssertEqual(
      CommandParser.parse("trainees anne --json"),
      .success(.trainees(HistoryQuery(judge: "anne"), json: true)))
    if case .success(.report(let query, _, _))? = CommandParser.parse("report seed 1 attempt best")
    {
      XCTAssertEqual(query.attempt, .best)
    } else {
      XCTFail("attempt best")
    }
    XCTAssertEqual(
      CommandParser.parse("history attempt best"),
      .failure(.badArgument(command: "history", argument: "attempt")))
    XCTAssertEqual(
      CommandParser.parse(#"report html r.html --title "Class of March""#),
      .success(
        .report(
          HistoryQuery(), json: false,
          html: .init(file: "r.html", titles: .init(title: "Class of March")))))
  }

  func testAMergeInASessionIsStoredAndShownOnce() throws {
    let console = ScriptedConsole(lines: [
      "trainees merge \"ann lee\" into Bruno", "trainees", "history judge bru",
      "trainees unmerge ann", "trainees",
    ])
    _ = try classSession(console).run()
    XCTAssertEqual(console.errors, "")
    XCTAssertTrue(console.output.hasPrefix("ANN LEE merged into Bruno Costa"), console.output)
    XCTAssertTrue(console.output.contains("Trainees: 3.\nANN LEE is counted as Bruno Costa"))
    XCTAssertTrue(console.output.contains("Quizzes listed: 5."), "Bruno's 2 and Ann's 3")
    XCTAssertTrue(console.output.contains("ANN LEE no longer counted as Bruno Costa"))
    XCTAssertTrue(console.output.hasSuffix("Trainees: 4.\n"), console.output)
  }

  func testTheHTMLPageHasTheTitlesTheSelectionInWordsAndTheLocalTimeWithItsOffset() throws {
    var page = HTMLReport(
      catalog: try TestData.catalog(language: "it"), rulebook: try TestData.rulebook())
    page.time = LocalTime(name: "Asia/Kolkata", offset: { _ in 19_800 })
    var query = HistoryQuery(judge: "Chloé Martin", seed: 4711, kind: "exam")
    query.attempt = .last
    let html = page.render(
      Report.build(Classroom.records, seed: 4711, attempt: .last, kind: "exam"), query: query,
      generated: Classroom.day)
    XCTAssertTrue(
      html.contains(
        "<h1>Resoconto divequiz</h1><p class=\"subtitle\">allievo Chloé Martin · seme 4711 · "
          + "solo esami · ultimo tentativo di ogni allievo</p>"), html)
    XCTAssertTrue(html.contains("scritto il 2026-01-01 05:30 UTC+05:30"))
    let titled = page.render(
      Report.build(Classroom.records), query: HistoryQuery(), generated: Classroom.day,
      titles: .init(title: "Corso <B>", subtitle: "Primavera"))
    XCTAssertTrue(titled.contains("<title>Corso &lt;B&gt;</title>"))
    XCTAssertTrue(titled.contains("<p class=\"subtitle\">Primavera</p>"))
    XCTAssertTrue(titled.contains("Selezione: tutti i quiz salvati"))
  }
}

/// Tab for issue 17: the attempt rule, the name changes, and names with spaces quoted.
final class NameCompletionTests: XCTestCase {
  private func offered(_ line: String) -> [String] {
    var completer = Completer(languages: ["en"], penaltyIDs: [], inQuiz: false)
    completer.trainees = { ["Anne Marie", "Anne-Marie Dupont", "Chloé Martin"] }
    return completer.complete(line).candidates.map(\.text)
  }

  func testTheTraineesCommandsAndTheAttemptRuleAreOffered() {
    XCTAssertEqual(offered("trainees m"), ["merge"])
    XCTAssertEqual(offered("trainees merge chlo"), ["\"Chloé Martin\""])
    XCTAssertEqual(offered("trainees merge \"Chloé Martin\" "), ["into"])
    XCTAssertEqual(
      offered("trainees merge \"Chloé Martin\" into anne"),
      ["\"Anne Marie\"", "\"Anne-Marie Dupont\""])
    XCTAssertEqual(offered("history judge chloe"), ["Chloé Martin"], "accents aside")
    XCTAssertEqual(offered("report seed 4711 att"), ["attempt"])
    XCTAssertEqual(offered("report seed 4711 attempt "), ["first", "best", "last"])
  }
}
