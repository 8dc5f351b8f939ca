import DiveQuizCore
import DiveQuizService

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Remembered settings: `judge NAME` and `lang CODE` are written to the settings file, and
/// `settings` shows what is in force and where it came from.
extension Session {
  func keep(judge: String) {
    guard let store = settingsStore, let failure = store.keep(judge: judge) else { return }
    warn(catalog.text("settings.error.write", store.location, failure) + "\n")
  }

  func keep(language: String) {
    guard let store = settingsStore, let failure = store.keep(language: language) else { return }
    warn(catalog.text("settings.error.write", store.location, failure) + "\n")
  }

  func showSettings() {
    let files = SettingsPresenter.Files(
      settings: settingsStore?.location, inputHistory: inputHistory?.location,
      history: history?.main.location)
    say(
      SettingsPresenter(catalog: catalog, width: console.columns).settings(
        judge: configuration.judge, judgeSource: settingsStore?.judgeSource ?? .builtIn,
        languageSource: settingsStore?.languageSource ?? .builtIn, files: files,
        time: configuration.time, now: clock()))
  }
}
