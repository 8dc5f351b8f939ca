import DiveQuizCore
import DiveQuizTerminal
import XCTest

/// The settings file, the command history, and where the session's name and language come
/// from.
final class UserFilesTests: XCTestCase {
  func testSettingsReadAndWrittenBack() {
    let text = "# mine\njudge = Claire Dubois \nlang=FR\ncolour = blue\noops\n= x\n"
    let (settings, problems) = Settings.parse(Array(text.utf8))
    XCTAssertEqual(settings.judge, "Claire Dubois")
    XCTAssertEqual(settings.language, "fr")
    XCTAssertEqual(problems.map(\.line), [5, 6], "bad lines are named, not fatal")
    let written = String(decoding: settings.encoded(), as: UTF8.self)
    XCTAssertTrue(written.contains("judge = Claire Dubois\nlang = fr\ncolour = blue\n"), written)
    XCTAssertEqual(Settings.parse(settings.encoded()).0, settings)
  }

  func testPathsFollowXDG() {
    XCTAssertEqual(
      UserFiles.settings(["XDG_CONFIG_HOME": "/c", "HOME": "/h"]), "/c/divequiz/settings")
    XCTAssertEqual(UserFiles.settings(["HOME": "/h/"]), "/h/.config/divequiz/settings")
    XCTAssertEqual(
      UserFiles.settings(["XDG_CONFIG_HOME": "relative", "HOME": "/h"]),
      "/h/.config/divequiz/settings", "a relative XDG path is ignored, as the spec says")
    XCTAssertEqual(
      UserFiles.inputHistory(["XDG_STATE_HOME": "/s"]), "/s/divequiz/history")
    XCTAssertEqual(UserFiles.inputHistory(["HOME": "/h"]), "/h/.local/state/divequiz/history")
  }

  func testCommandHistoryKeepsTheLast1000WithoutRepeats() {
    var history = InputHistory(["show 19", "show 19", " ", "quiz"])
    XCTAssertEqual(history.lines, ["show 19", "quiz"])
    XCTAssertFalse(history.add("quiz"))
    XCTAssertTrue(history.add("show 19"), "only consecutive repeats are dropped")
    for number in 0..<1_200 { history.add("show \(number % 48) \(number)") }
    XCTAssertEqual(history.lines.count, 1_000)
    XCTAssertEqual(history.lines.last, "show 47 1199")
    XCTAssertEqual(InputHistory.parse(history.encoded()), history)
    XCTAssertEqual(InputHistory.parse(Array("a\r\nb\n\n".utf8)).lines, ["a", "b"])
  }

  func testTheStoreMergesWhatOtherSessionsWrote() {
    var file = Array("old\n".utf8)
    let store = InputHistoryStore(
      location: "/h", load: { file }, save: { file = $0 })
    XCTAssertEqual(store.history.lines, ["old"])
    file = Array("old\nfrom another terminal\n".utf8)
    XCTAssertNil(store.add("mine"))
    XCTAssertEqual(String(decoding: file, as: UTF8.self), "old\nfrom another terminal\nmine\n")
    XCTAssertEqual(store.history.lines, ["old", "mine"])
  }

  struct Refused: Error, CustomStringConvertible {
    var description: String { "Read-only file system" }
  }

  func testAFailedWriteIsReported() {
    let store = InputHistoryStore(location: "/h", load: { [] }, save: { _ in throw Refused() })
    XCTAssertEqual(store.add("x").map { "\($0)" }, "Read-only file system")
    let settings = SettingsStore(
      location: "/s", settings: Settings(), judgeSource: .builtIn, languageSource: .builtIn,
      load: { [] }, save: { _ in throw Refused() })
    XCTAssertEqual(settings.keep(judge: "Ann").map { "\($0)" }, "Read-only file system")
    XCTAssertEqual(settings.settings.judge, "Ann", "the change holds for the session")
    XCTAssertEqual(settings.judgeSource, .session)
  }

  func testWhereTheJudgeComesFrom() {
    let file = Settings(judge: "Claire")
    XCTAssertEqual(
      StartupChoice.judge(option: "Opt", environment: ["DIVEQUIZ_JUDGE": "Env"], settings: file),
      StartupChoice("Opt", from: .option("--judge")))
    XCTAssertEqual(
      StartupChoice.judge(option: nil, environment: ["DIVEQUIZ_JUDGE": "Env"], settings: file),
      StartupChoice("Env", from: .environment("DIVEQUIZ_JUDGE")))
    XCTAssertEqual(
      StartupChoice.judge(option: nil, environment: ["USER": "root"], settings: file),
      StartupChoice("Claire", from: .settingsFile), "the file wins over the login name")
    XCTAssertEqual(
      StartupChoice.judge(option: nil, environment: ["LOGNAME": "ann"], settings: Settings()),
      StartupChoice("ann", from: .environment("LOGNAME")))
    XCTAssertEqual(
      StartupChoice.judge(option: " ", environment: [:], settings: Settings()),
      StartupChoice("trainee", from: .builtIn))
  }

  func testWhereTheLanguageComesFrom() {
    let available = ["en", "es", "fr", "it"]
    let file = Settings(language: "fr")
    func choose(_ option: String?, _ environment: [String: String], _ settings: Settings)
      -> StartupChoice?
    {
      StartupChoice.language(
        option: option, environment: environment, settings: settings, available: available)
    }
    XCTAssertEqual(
      choose("IT", ["LANG": "es_ES.UTF-8"], file), StartupChoice("it", from: .option("--lang")))
    XCTAssertNil(choose("de", [:], file), "asking for a language we lack is a usage error")
    XCTAssertEqual(
      choose(nil, ["DIVEQUIZ_LANG": "es", "LANG": "it_IT"], file),
      StartupChoice("es", from: .environment("DIVEQUIZ_LANG")))
    XCTAssertEqual(
      choose(nil, ["LANG": "en_US.UTF-8"], file), StartupChoice("fr", from: .settingsFile),
      "what the judge chose in divequiz wins over the system's locale")
    XCTAssertEqual(
      choose(nil, ["LC_ALL": "it_IT.UTF-8"], Settings()),
      StartupChoice("it", from: .environment("LC_ALL")))
    XCTAssertEqual(choose(nil, ["LANG": "C"], Settings()), StartupChoice("en", from: .builtIn))
    XCTAssertEqual(
      choose(nil, [:], Settings(language: "de")), StartupChoice("en", from: .builtIn),
      "a language the file names but we lack is passed over")
    XCTAssertEqual(Invocation.languageOption(["--bogus", "--lang", "fr"]), "fr")
    XCTAssertEqual(Invocation.languageOption(["--lang=es", "show"]), "es")
    XCTAssertNil(Invocation.languageOption(["search", "--", "--lang", "fr"]))
  }
}
