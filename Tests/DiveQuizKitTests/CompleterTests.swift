import DiveQuizCore
import DiveQuizTerminal
import XCTest

/// What Tab offers at each point of a command line.
final class CompleterTests: XCTestCase {
  private func completer(inQuiz: Bool = false) -> Completer {
    var completer = Completer(
      languages: ["en", "es", "fr", "it"], penaltyIDs: Array(0...47), inQuiz: inQuiz)
    completer.trainees = { ["Ann", "Claire Dubois", "Claire Martin"] }
    completer.listFolder = { folder in
      switch folder {
      case ".":
        return [
          .folder("drills"), .file("done.csv"),
          .file(".hidden"),
        ]
      case "drills/": return [.file("week1.jsonl")]
      default: return nil
      }
    }
    return completer
  }

  private func offered(_ line: String, inQuiz: Bool = false) -> [String] {
    completer(inQuiz: inQuiz).complete(line).candidates.map(\.text)
  }

  func testDiveWords() {
    XCTAssertEqual(offered("dive 5253B 7"), ["7.5m"])
    XCTAssertEqual(offered("dive 52"), [], "no guessing at numbers")
    XCTAssertEqual(offered("dives arm"), ["armstand"])
    XCTAssertEqual(offered("dives p"), ["platform", "pike"])
    XCTAssertEqual(offered("score 2.8 s"), ["sync"])
    XCTAssertEqual(offered("score 2.0 7 7 7 7 7 m"), ["max"])
  }

  func testCommandWords() {
    XCTAssertEqual(offered("sh"), ["show"])
    XCTAssertEqual(offered("s"), ["show", "search", "score", "save", "settings"])
    XCTAssertEqual(offered("SE"), ["search", "settings"], "case does not matter")
    XCTAssertEqual(offered("").count, CommandName.allCases.count)
    XCTAssertEqual(completer().complete("he").start, 0)
  }

  func testQuizWords() {
    XCTAssertEqual(offered("quiz 10 tr"), ["truefalse"])
    XCTAssertEqual(offered("quiz 10 sc"), ["scores", "scenario"])
    XCTAssertEqual(offered("exam 20 mi"), ["mixed"])
    XCTAssertEqual(offered("quiz 10 dd 7"), ["7.5m"])
    XCTAssertEqual(offered("quiz fo"), ["focus"], "a dive group needs a kind about dives")
    XCTAssertEqual(offered("quiz dd fo"), ["focus", "forward"])
    XCTAssertEqual(offered("exam dd fo"), ["forward"], "focus is the quiz's")
    XCTAssertEqual(offered("quiz 10 dd r"), ["rules", "rulebook", "reverse"], "no referee for dd")
    XCTAssertEqual(offered("quiz rulebook sy"), ["synchro"], "the chapter")
    XCTAssertEqual(offered("quiz focus d"), ["dives", "dd"], "one schedule at a time")
    XCTAssertEqual(offered("exam ti"), ["time"])
    XCTAssertEqual(offered("quiz se"), ["seed"])
    XCTAssertEqual(offered("quiz seed "), [], "a number comes next")
    XCTAssertEqual(offered("quiz 5 en"), ["entry"])
    XCTAssertEqual(offered("penalties sy"), ["synchro", "synchronisation"])
  }

  func testLanguagesIdsAndHelpTopics() {
    XCTAssertEqual(offered("lang f"), ["fr"])
    XCTAssertEqual(offered("show 4"), ["4", "40", "41", "42", "43", "44", "45", "46", "47"])
    XCTAssertEqual(offered("show 19 "), [])
    XCTAssertEqual(offered("help rep"), ["report"])
  }

  func testTraineeNamesWithTheirSpaces() {
    let completion = completer().complete("judge Claire D")
    XCTAssertEqual(completion.start, 6, "the whole name is replaced")
    XCTAssertEqual(completion.candidates.map(\.text), ["Claire Dubois"])
    XCTAssertEqual(offered("judge cl"), ["Claire Dubois", "Claire Martin"])
    XCTAssertEqual(offered("history judge A"), ["Ann"])
    XCTAssertEqual(completer().complete("report judge Cla").start, 13)
    XCTAssertEqual(offered("progress judge Claire M"), ["Claire Martin"])
    XCTAssertEqual(offered("report si"), ["since"])
    XCTAssertEqual(offered("report judge Ann s"), ["since", "seed"], "keywords after a name")
    XCTAssertEqual(offered("history since "), [], "a date comes next")
  }

  func testFileNames() {
    let files = completer().complete("import d")
    XCTAssertEqual(files.candidates.map(\.text), ["done.csv", "drills/"])
    XCTAssertEqual(files.candidates.map(\.ends), [true, false], "a folder goes on")
    XCTAssertEqual(offered("import drills/w"), ["drills/week1.jsonl"])
    XCTAssertEqual(completer().complete("import drills/w").candidates.first?.label, "week1.jsonl")
    XCTAssertEqual(offered("save ."), [".hidden"], "hidden files when asked for")
    XCTAssertEqual(
      offered("export "),
      [
        "csv", "json", "questions", "done.csv", "drills/", "judge", "since", "until", "seed",
        "kind", "edition", "last", "attempt", "per", "--json", "--decimal-comma",
      ])
    XCTAssertEqual(offered("export json --"), ["--json", "--wide"])
    XCTAssertEqual(offered("export per "), ["quiz"])
    XCTAssertEqual(offered("questions add drills/w"), ["drills/week1.jsonl"])
    XCTAssertEqual(offered("questions add x.gift "), ["--lang"])
    XCTAssertEqual(offered("questions add x.gift --lang f"), ["fr"])
    XCTAssertEqual(offered("export csv kind "), ["quiz", "exam"])
    XCTAssertEqual(offered("trainees ed"), ["edition"])
    XCTAssertEqual(offered("report html dr"), ["drills/"])
    XCTAssertEqual(offered("export csv dr"), ["drills/"])
    XCTAssertEqual(offered("import nowhere/x"), [])
  }

  func testDuringAQuiz() {
    XCTAssertEqual(offered("s", inQuiz: true), ["skip"])
    XCTAssertEqual(offered("lang i", inQuiz: true), ["it"])
    XCTAssertEqual(offered("4 j", inQuiz: true), [], "answers are not completed")
  }
}
