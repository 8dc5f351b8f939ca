import DiveQuizCore
import DiveQuizData
import DiveQuizTerminal
import DiveQuizTestSupport
import Foundation
import XCTest

/// Every answer form of the issue completes a one-question quiz in its language, right, and
/// the stored record says `completed`.
final class AnswerFormsTests: XCTestCase {
  /// A seed whose one-question quiz of `kind` asks about a penalty `fits` accepts.
  private func seed(_ kind: QuestionKind = .sanction, where fits: (Penalty, Prompt) -> Bool)
    throws -> (UInt64, Penalty, Prompt)
  {
    let rulebook = try TestData.rulebook()
    for seed in UInt64(1)...2_000 {
      let quiz = try Quiz(
        plan: QuizPlan(count: 1, kind: kind), rulebook: rulebook, seed: seed,
        startedAt: Date(timeIntervalSince1970: 0))
      if let penalty = quiz.current, let prompt = quiz.currentPrompt, fits(penalty, prompt) {
        return (seed, penalty, prompt)
      }
    }
    throw XCTSkip("no seed fits")
  }

  /// Runs `quiz 1 seed S [kind]` and the answer in `language`; returns the stored history.
  private func answer(
    _ typed: String, language: String, seed: UInt64, kind: QuestionKind = .sanction,
    file: StaticString = #filePath, line: UInt = #line
  ) throws -> String {
    let storage = MemoryHistoryStorage()
    let console = ScriptedConsole(lines: [
      "quiz 1 seed \(seed)" + (kind == .sanction ? "" : " \(kind.rawValue)"), typed,
    ])
    let session = Session(
      library: try TestData.library(language: language), console: console,
      configuration: .init(interactive: false, unicode: false), clock: { Date() },
      seedSource: { 1 },
      history: HistoryFiles(main: storage, open: { _ in storage }, write: { _, _ in }),
      makeID: SequentialIDs().next)
    _ = session.run()
    XCTAssertEqual(console.errors, "", "\(language): \(typed)", file: file, line: line)
    return storage.text
  }

  private func assertRight(
    _ forms: [String], language: String, owners: Owners, file: StaticString = #filePath,
    line: UInt = #line
  ) throws {
    let (seed, penalty, _) = try seed { penalty, _ in penalty.owners == owners }
    for form in forms {
      let typed = form.replacingOccurrences(of: "N", with: String(penalty.sanction.rawValue))
      let stored = try answer(typed, language: language, seed: seed)
      XCTAssertTrue(stored.contains("\"status\":\"completed\""), typed, file: file, line: line)
      XCTAssertTrue(
        stored.contains("\"score\":10,"), "\(language): \(typed)", file: file, line: line)
    }
  }

  func testOwnersAsLettersOrWordsInAnyOrder() throws {
    try assertRight(
      ["N judges", "N judge", "N,j", "j N", "Nj", "N J"], language: "en", owners: .judge)
    try assertRight(["N referee", "N r", "referee N"], language: "en", owners: .referee)
    try assertRight(
      ["N r j", "N jr", "N both", "N referee and judges", "j,r N", "N r, j"], language: "en",
      owners: .both)
    try assertRight(["N juges", "N juge", "N j", "juges N"], language: "fr", owners: .judge)
    try assertRight(
      ["N arbitre", "N juge-arbitre", "N juge arbitre", "N ja", "N a", "N r"], language: "fr",
      owners: .referee)
    try assertRight(
      ["N les deux", "N juge-arbitre et juges", "N ja+j", "N a j", "N rj"], language: "fr",
      owners: .both)
    try assertRight(["N jueces", "N juez", "N j"], language: "es", owners: .judge)
    try assertRight(["N árbitro", "N arbitro", "N á", "N a"], language: "es", owners: .referee)
    try assertRight(["N ambos", "N árbitro y jueces", "N á+j"], language: "es", owners: .both)
    try assertRight(["N giudici", "N giudice", "N g"], language: "it", owners: .judge)
    try assertRight(
      ["N giudice arbitro", "N arbitro", "N ga", "N a"], language: "it", owners: .referee)
    try assertRight(
      ["N entrambi", "N giudice arbitro e giudici", "N ga+g", "N tutti e due"], language: "it",
      owners: .both)
  }

  func testTrueAndFalseInEachLanguagesWords() throws {
    try assertTruths([
      ("en", ["t", "true", "T"], ["f", "false"]),
      ("fr", ["vrai", "v", "t"], ["faux", "f"]),
      ("es", ["verdadero", "v"], ["falso", "f"]),
      ("it", ["vero", "v"], ["falso", "f", "false"]),
    ])
  }

  /// Each word of `yes` answers a true statement right, each of `no` a false one.
  private func assertTruths(
    _ words: [(String, [String], [String])], file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let (trueSeed, _, _) = try seed(.truefalse) { _, prompt in
      if case .trueFalse(_, true) = prompt { return true }
      return false
    }
    let (falseSeed, _, _) = try seed(.truefalse) { _, prompt in
      if case .trueFalse(_, false) = prompt { return true }
      return false
    }
    for (language, yes, no) in words {
      for word in yes {
        let stored = try answer(word, language: language, seed: trueSeed, kind: .truefalse)
        XCTAssertTrue(
          stored.contains("\"score\":10,"), "\(language): \(word)", file: file, line: line)
      }
      for word in no {
        let stored = try answer(word, language: language, seed: falseSeed, kind: .truefalse)
        XCTAssertTrue(
          stored.contains("\"score\":10,"), "\(language): \(word)", file: file, line: line)
      }
    }
  }

  func testTheRuleNumberItselfAnswersARuleQuestion() throws {
    let (seed, _, prompt) = try seed(.rules) { penalty, _ in penalty.rules.count == 1 }
    guard case .rules(let options, let correct) = prompt else { return XCTFail("\(prompt)") }
    for language in ["en", "fr", "es", "it"] {
      let stored = try answer(options[correct], language: language, seed: seed, kind: .rules)
      XCTAssertTrue(stored.contains("\"status\":\"completed\""))
      XCTAssertTrue(stored.contains("\"score\":10,"), "\(language): \(options[correct])")
    }
  }

  func testThePromptsTellEachLanguagesOwnLetters() throws {
    let expected = [
      "en": "Answer t or f.", "fr": "Répondez v (vrai) ou f (faux).",
      "es": "Responda v (verdadero) o f (falso).", "it": "Rispondi v (vero) o f (falso).",
    ]
    for (language, text) in expected {
      XCTAssertTrue(
        try TestData.catalog(language: language).text("quiz.tf.ask").hasSuffix(text), language)
    }
  }

  /// German, Mexican Spanish and Chinese words work like the others'; Chinese also run
  /// together, with the input method's fullwidth digits, spaces and enumeration comma.
  func testOwnersInGermanMexicanSpanishAndChinese() throws {
    try assertRight(["N punktrichter", "N p", "N j"], language: "de", owners: .judge)
    try assertRight(["N schiedsrichter", "N s", "N r"], language: "de", owners: .referee)
    try assertRight(
      ["N beide", "N schiedsrichter und punktrichter", "N sp"], language: "de", owners: .both)
    try assertRight(["N jueces", "N j"], language: "es-MX", owners: .judge)
    try assertRight(
      ["N juez árbitro", "N árbitro", "N ja", "N á"], language: "es-MX", owners: .referee)
    try assertRight(["N ambos", "N juez árbitro y jueces"], language: "es-MX", owners: .both)
    try assertRight(["N 裁判员", "N裁判员", "N\u{3000}裁判员", "N j"], language: "zh-Hans", owners: .judge)
    try assertRight(["N 裁判长", "裁判长 N", "N r"], language: "zh-Hans", owners: .referee)
    try assertRight(
      ["N 两者", "N 裁判长和裁判员", "N裁判长、裁判员", "N 裁判长，裁判员。", "N rj"], language: "zh-Hans",
      owners: .both)
  }

  func testTrueAndFalseInGermanMexicanSpanishAndChinese() throws {
    try assertTruths([
      ("de", ["wahr", "w"], ["falsch", "f"]),
      ("es-MX", ["verdadero", "v"], ["falso", "f"]),
      ("zh-Hans", ["对", "是", "正确", "t"], ["错", "否", "错误", "f"]),
    ])
  }
}
