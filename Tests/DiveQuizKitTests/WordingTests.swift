import DiveQuizCore
import DiveQuizTestSupport
import Foundation
import XCTest

@testable import DiveQuizTerminal

/// Words that mean exactly one thing: owner statements, one "Correct answer" line, an exam that
/// says it is an exam, time left that never rounds seconds up to a minute, the coach's filters
/// named in the language, one owner code system.
final class WordingTests: XCTestCase {
  private func session(_ console: ScriptedConsole, language: String = "en", clock: FixedClock)
    throws -> Session
  {
    Session(
      library: try TestData.library(language: language), console: console,
      configuration: .init(interactive: false, unicode: false), clock: clock.read,
      seedSource: { 4242 }, makeID: SequentialIDs().next)
  }

  func testOwnerStatementsSayOnlyOrBoth() throws {
    let catalog = try TestData.catalog()
    XCTAssertEqual(
      Claim.owners(.referee).statement(catalog), "Statement: only the referee applies it.")
    XCTAssertEqual(Claim.owners(.judge).statement(catalog), "Statement: only the judges apply it.")
    XCTAssertEqual(
      Claim.owners(.both).statement(catalog),
      "Statement: the referee and the judges both apply it.")
    for code in ["fr", "es", "it"] {
      let other = try TestData.catalog(language: code)
      let statements = [Owners.referee, .judge, .both].map { Claim.owners($0).statement(other) }
      XCTAssertEqual(Set(statements).count, 3, code)
    }
  }

  func testARuleNumberQuestionHasOneCorrectAnswerLine() throws {
    let console = ScriptedConsole(lines: ["quiz 2 rules seed 3", "a", "b"])
    _ = try session(console, clock: FixedClock()).run()
    for feedback in console.output.components(separatedBy: "Question ").dropFirst() {
      XCTAssertLessThanOrEqual(
        feedback.components(separatedBy: "Correct answer").count - 1, 1, feedback)
    }
    XCTAssertTrue(console.output.contains("Sanction and who applies it: "))
  }

  func testAnExamSaysExamFinishedAndTimeLeftInSecondsNearTheEnd() throws {
    let catalog = try TestData.catalog()
    XCTAssertEqual(Session.timeLeft(4, catalog), "Time left: 0:04.")
    XCTAssertEqual(Session.timeLeft(545, catalog), "Time left: 9:05.")
    XCTAssertEqual(Session.timeLeft(600, catalog), "Time left: 10 min.")
    XCTAssertEqual(Session.timeLeft(1_501, catalog), "Time left: 26 min.")
    XCTAssertEqual(Session.timeLeft(-3, catalog), "Time left: 0:00.")
    let console = ScriptedConsole(lines: ["exam 1 seed 3", "0 r"])
    _ = try session(console, clock: FixedClock()).run()
    XCTAssertTrue(console.output.contains("Exam finished."))
    XCTAssertFalse(console.output.contains("Quiz finished."))
    // An answer after the bell is listed as typed and late, not as skipped.
    let late = ScriptedConsole(lines: ["exam 2 seed 3 time 1", "0 r"])
    _ = try session(late, clock: FixedClock(step: 40)).run()
    XCTAssertTrue(
      late.output.contains("your answer: 0 r (0 pts, Referee), typed after the time was up"),
      late.output)
  }

  func testOwnerCodesInFeedbackAreTheListsCodes() throws {
    for (code, both) in [("en", "r+j"), ("fr", "ja+j"), ("es", "á+j"), ("it", "ga+g")] {
      let catalog = try TestData.catalog(language: code)
      let presenter = QuizPresenter(catalog: catalog, style: Style(enabled: false), unicode: false)
      XCTAssertEqual(presenter.code(.both), both)
      XCTAssertTrue(catalog.text("quiz.ownersLegend").contains(both), code)
      // What the feedback shows is typed back as the same answer.
      let typed = AnswerReader.sanction("0 " + both, vocabulary: AnswerVocabulary(catalog))
      XCTAssertEqual(typed, .success(Answer(sanction: .failedDive, owners: .both)), code)
    }
  }

  func testTheCoachNamesFiltersInTheLanguage() throws {
    let french = ScriptedConsole(lines: [])
    let session = try session(french, language: "fr", clock: FixedClock())
    XCTAssertEqual(session.filterName("individual"), "les pénalités du plongeon individuel")
    XCTAssertEqual(
      session.filterName("flight"), "la phase « " + session.catalog.text("Phase-flight") + " »")
  }

  func testEditionTitlesAreTranslatedAndAFilesOwnTitleIsKept() throws {
    let editions = try TestData.editions()
    for code in ["fr", "es", "it"] {
      let catalog = try TestData.catalog(language: code)
      for book in editions.all where book.edition.title != nil {
        let shown = try XCTUnwrap(book.edition.title(catalog))
        XCTAssertNotEqual(shown, book.edition.title, "\(code) \(book.editionID)")
        XCTAssertTrue(shown.contains("World Aquatics"), shown)
      }
    }
    let own = Edition(id: "2026", title: "A federation's own rulebook")
    XCTAssertEqual(own.title(try TestData.catalog(language: "fr")), "A federation's own rulebook")
  }
}
