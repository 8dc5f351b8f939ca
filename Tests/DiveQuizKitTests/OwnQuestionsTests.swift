import DiveQuizTestSupport
import XCTest

@testable import DiveQuizCore
@testable import DiveQuizService
@testable import DiveQuizTerminal

/// An instructor's own set in a whole session (issue 31): added from a GIFT file of every
/// kind divequiz reads, asked by `quiz 6 own`, scored 100 % from the key and 0 with every
/// feedback when wrong; a file with a problem keeps nothing; the set's answers appear in the
/// report, the exam sheet, the CSV export and the coach's focus; an edited question is
/// counted apart.
final class OwnQuestionsTests: XCTestCase {
  private let clock = FixedClock()

  /// The fixture: one question of each kind, two categories, feedback, partial marks.
  static func fixture() throws -> String {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/referee-basics.gift")
    return try String(contentsOf: url, encoding: .utf8)
  }

  /// The files an own library sees: the instructor's and the kept copies, in memory.
  final class Files: @unchecked Sendable {
    var files: [String: [UInt8]] = [:]
    static let folder = "/data/questions"

    var library: OwnLibrary {
      OwnLibrary(
        folder: Self.folder,
        read: { path, _ in
          guard let bytes = self.files[path] else { throw FileReadError.missing }
          return bytes
        },
        list: {
          self.files.keys.filter { $0.hasPrefix(Self.folder + "/") }
            .map { String($0.dropFirst(Self.folder.count + 1)) }
        },
        write: { path, bytes in self.files[path] = bytes },
        remove: { path in self.files[path] = nil })
    }
  }

  private func session(
    _ console: ScriptedConsole, storage: MemoryHistoryStorage, files: Files, judge: String = "Ann"
  ) throws -> Session {
    let session = Session(
      library: try TestData.library(), console: console,
      configuration: .init(interactive: false, unicode: false, judge: judge), clock: clock.read,
      seedSource: { 4242 },
      history: HistoryFiles(
        main: storage, system: MemoryFileSystem([storage]), recoveryFolder: "/s"),
      makeID: SequentialIDs().next)
    session.service.own.library = files.library
    return session
  }

  /// `quiz 6 own seed 5` as the session draws it from the fixture.
  private func drawn(_ text: String) throws -> [OwnPrompt] {
    guard
      case .success(let plan) = CommandParser.parsePlan(["6", "own", "seed", "5"], command: "quiz")
    else { throw XCTSkip("no plan") }
    let set = OwnSet(name: "referee-basics", language: "en", questions: try GiftParser.parse(text))
    let quiz = try KindDraw.make(
      plan, rulebook: try TestData.rulebook(), dives: { .empty(file: "") },
      own: { OwnPool(language: "en", sets: [set]) }, seed: 5, startedAt: clock.read())
    return quiz.prompts.compactMap { prompt in
      guard case .own(let question) = prompt else { return nil }
      return question
    }
  }

  /// A wrong answer that shows the file's feedback for it where the file has one.
  private func wrong(_ prompt: OwnPrompt) -> String {
    switch prompt.question.answers {
    case .choice(let options):
      // The worst option: the penalised one, else one worth nothing.
      let worst = options.indices.min { options[$0].fraction < options[$1].fraction } ?? 0
      return Prompt.letter(prompt.order.firstIndex(of: worst) ?? 0)
    case .truth(let value, _, _): return value ? "f" : "t"
    case .short: return "ten"
    case .numeric: return "30"
    case .matching:
      // Every item one letter further on: none matched.
      let count = prompt.shown.count
      return OwnPrompt.letters(prompt.expected).map { Prompt.letter(($0 + 1) % count) }
        .joined(separator: " ")
    }
  }

  private func addAndAnswer(
    _ answers: [String], files: Files, storage: MemoryHistoryStorage, judge: String = "Ann"
  ) throws -> ScriptedConsole {
    let console = ScriptedConsole(
      lines: ["questions add referee-basics.gift", "quiz 6 own seed 5"] + answers)
    _ = try session(console, storage: storage, files: files, judge: judge).run()
    return console
  }

  func testFromTheKeyItScoresFullMarksAndWronglyItShowsEveryFeedback() throws {
    let text = try Self.fixture()
    let files = Files()
    files.files["referee-basics.gift"] = Array(text.utf8)
    let prompts = try drawn(text)
    XCTAssertEqual(
      Set(prompts.map(\.question.answers.form)),
      ["choice", "several", "truefalse", "short", "number", "matching"])
    let storage = MemoryHistoryStorage()
    let right = try addAndAnswer(prompts.map(\.expected), files: files, storage: storage)
    XCTAssertEqual(right.errors, "")
    XCTAssertTrue(
      right.output.contains("Set referee-basics kept — questions: 6, asked in en."), right.output)
    XCTAssertTrue(right.output.contains("Score: 60/60 points (100%)."), right.output)
    XCTAssertEqual(files.files.keys.filter { $0.hasSuffix(".en.gift") }.count, 1)

    let answers = prompts.map(wrong)
    let console = try addAndAnswer(answers, files: files, storage: storage)
    XCTAssertTrue(console.output.contains("Score: 0/60 points (0%)."), console.output)
    for (prompt, given) in zip(prompts, answers) {
      XCTAssertEqual(prompt.points(given), 0, "\(prompt.question.title ?? "")")
      let feedback = prompt.feedback(given)
      XCTAssertFalse(feedback.isEmpty, "every wrong answer is told something")
      for line in feedback {
        XCTAssertTrue(console.output.contains("  › " + line), line)
      }
    }
    // The options' own feedback, not only the general one.
    XCTAssertTrue(console.output.contains("  › No, the approach comes before the flight."))
    XCTAssertTrue(console.output.contains("  › Wrong: a lost balance is penalised."))
    XCTAssertTrue(console.output.contains("Correct answer: 22.5."), console.output)
  }

  func testPartialMarksAreSaidAsMarksNotAsOwners() throws {
    let text = try Self.fixture()
    let files = Files()
    files.files["referee-basics.gift"] = Array(text.utf8)
    let prompts = try drawn(text)
    // One right box of two in the several-answers question, a number within a point.
    let answers = prompts.map { prompt -> String in
      switch prompt.question.answers {
      case .choice(let options) where GiftAnswer.isSeveral(options):
        let half = options.firstIndex { $0.fraction == 0.5 } ?? 0
        return Prompt.letter(prompt.order.firstIndex(of: half) ?? 0)
      case .numeric: return "23"
      default: return prompt.expected
      }
    }
    let console = try addAndAnswer(answers, files: files, storage: MemoryHistoryStorage())
    XCTAssertEqual(
      console.output.components(separatedBy: "Answer partly right: +5 of 10 points.").count, 3)
    XCTAssertFalse(console.output.contains("who applies it"), console.output)
    XCTAssertTrue(console.output.contains("Score: 50/60 points"), console.output)
  }

  func testAFileWithAProblemOnLine12KeepsNothing() throws {
    var lines = try Self.fixture().split(separator: "\n", omittingEmptySubsequences: false)
    lines[11] = "  ~%150%The twists #Yes, the twists."
    let files = Files()
    files.files["referee-basics.gift"] = Array(lines.joined(separator: "\n").utf8)
    let console = ScriptedConsole(lines: ["questions add referee-basics.gift", "questions"])
    _ = try session(console, storage: MemoryHistoryStorage(), files: files).run()
    XCTAssertTrue(
      console.errors.contains(
        "referee-basics.gift:12:4: \"150\" is not a mark from -100 to 100 between % signs"),
      console.errors)
    XCTAssertTrue(console.output.contains("No own questions yet"), console.output)
    XCTAssertEqual(files.files.count, 1, "no copy kept")
  }

  func testUnsupportedFeaturesAreNamedInEveryLanguage() throws {
    let text = "::Why::Explain a restart. {}\n\n::B::[html]<b>Bold</b> {T}\n\nNo answers here.\n"
    for language in ["en", "fr", "de", "zh-Hans"] {
      let catalog = try TestData.catalog(language: language)
      let files = Files()
      files.files["extras.gift"] = Array(text.utf8)
      let console = ScriptedConsole(lines: ["lang " + language, "questions add extras.gift"])
      _ = try session(console, storage: MemoryHistoryStorage(), files: files).run()
      for (place, key, argument) in [
        ("extras.gift:1:27", "own.problem.essay", nil),
        ("extras.gift:3:6", "own.problem.format", "html"),
        ("extras.gift:5:1", "own.problem.description", nil),
      ] {
        let reason = argument.map { catalog.text(key, $0) } ?? catalog.text(key)
        XCTAssertTrue(
          console.errors.contains(catalog.text("own.error.at", place, reason)),
          "\(language): \(console.errors)")
      }
      XCTAssertEqual(files.files.count, 1)
    }
  }

  func testTheSetAppearsInReportSheetExportAndFocusAndAnEditIsCountedApart() throws {
    let text = try Self.fixture()
    let files = Files()
    files.files["referee-basics.gift"] = Array(text.utf8)
    let prompts = try drawn(text)
    let storage = MemoryHistoryStorage()
    _ = try addAndAnswer(prompts.map(\.expected), files: files, storage: storage)
    _ = try addAndAnswer(prompts.map(wrong), files: files, storage: storage, judge: "Bruno")
    // The instructor rewords one question and adds the file again.
    let edited = text.replacingOccurrences(
      of: "synchronised panel at the Olympic Games", with: "synchronised diving panel at the Games")
    XCTAssertNotEqual(edited, text)
    files.files["referee-basics.gift"] = Array(edited.utf8)
    let again = try drawn(edited)
    _ = try addAndAnswer(again.map(\.expected), files: files, storage: storage, judge: "Chloé")

    let console = ScriptedConsole(lines: [
      "report", "report seed 5", "export csv", "report --json", "judge Bruno",
      "quiz 6 focus own seed 9", "abort",
    ])
    _ = try session(console, storage: storage, files: files).run()
    XCTAssertEqual(console.errors, "")
    let output = console.output
    XCTAssertTrue(output.contains("Own questions         18"), output)
    XCTAssertTrue(
      output.contains("Ann: Own questions 100% (6)")
        || output.contains("Ann: Own questions 100.0% (6)"), output)
    XCTAssertTrue(output.contains("Practice quizzes of seed 5"), output)
    XCTAssertTrue(output.contains(",own:referee-basics,"), output)
    XCTAssertTrue(output.contains("Own questions, by set"), output)
    // The edited question: two lines, two hashes, one answer each side of the edit.
    let panels = output.split(separator: "\n").filter {
      $0.hasPrefix("  referee-basics ") && $0.hasSuffix("Panel")
    }
    XCTAssertEqual(panels.count, 4, "two in report, two on the sheet: \(panels)")
    XCTAssertEqual(Set(panels.map { $0.split(separator: " ")[1] }).count, 2)
    let oldHash = try XCTUnwrap(prompts.first { $0.question.title == "Panel" }?.hash)
    let newHash = try XCTUnwrap(again.first { $0.question.title == "Panel" }?.hash)
    XCTAssertNotEqual(oldHash, newHash)
    XCTAssertTrue(panels.contains { $0.contains(oldHash) && $0.contains("1/2") }, "\(panels)")
    XCTAssertTrue(panels.contains { $0.contains(newHash) && $0.contains("1/1") }, "\(panels)")
    XCTAssertTrue(output.contains("\"ownQuestions\""), "the JSON report carries them")
    // Focus: the trainee who missed every own question is steered to them, and the own
    // kind is drawn.
    XCTAssertTrue(output.contains("Question 1/6 · Own question · referee-basics"), output)
  }

  func testAMixedFocusLeansOnMissedOwnQuestions() throws {
    let summary = TraineeSummary()
    var weights = KindDraw.weights(summary)
    XCTAssertEqual(weights[.own], 25, "not tried yet")
    let text = try Self.fixture()
    let files = Files()
    files.files["referee-basics.gift"] = Array(text.utf8)
    let storage = MemoryHistoryStorage()
    _ = try addAndAnswer(try drawn(text).map(wrong), files: files, storage: storage)
    let session = try session(ScriptedConsole(lines: []), storage: storage, files: files)
    weights = KindDraw.weights(try session.service.coach.traineeSummary())
    XCTAssertEqual(weights[.own], 40, "always missed: drawn most")
  }
}
