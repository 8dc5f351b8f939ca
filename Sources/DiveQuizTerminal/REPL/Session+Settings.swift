import DiveQuizCore
import DiveQuizService

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Remembered settings: `judge NAME`, `lang CODE` and `edition ID` are written to the settings file, and
/// `settings` shows what is in force and where it came from.
extension Session {
  func keep(judge: String) { keep { $0.keep(judge: judge) } }
  func keep(language: String) { keep { $0.keep(language: language) } }
  func keep(edition: String) { keep { $0.keep(edition: edition) } }

  /// Writes one setting, saying so when the settings file could not be written.
  private func keep(_ write: (SettingsStore) -> (any Error)?) {
    guard let store = settingsStore, let failure = write(store) else { return }
    warn(fileFailure("settings.error.write", store.location, failure) + "\n")
  }

  /// Why one of the user's own files was not written: a folder others could write in is said
  /// on its own (it names the folder); anything else within `key`'s sentence.
  func fileFailure(_ key: String, _ location: String, _ failure: any Error) -> String {
    if let failure = failure as? HistoryError {
      if case .untrustedFolder = failure { return failure.message(catalog) }
      if case .cannotWrite(_, let reason) = failure {
        return catalog.text(key, Sanitizer.visible(location, limit: 300), reason)
      }
      return failure.message(catalog)
    }
    return catalog.text(key, Sanitizer.visible(location, limit: 300), "\(failure)")
  }

  func showSettings() {
    let files = SettingsPresenter.Files(
      settings: settingsStore?.location, inputHistory: inputHistory?.location,
      history: history?.main.location)
    say(
      SettingsPresenter(catalog: catalog, width: console.columns).settings(
        judge: configuration.judge, judgeSource: settingsStore?.judgeSource ?? .builtIn,
        languageSource: settingsStore?.languageSource ?? .builtIn, edition: rulebook.editionID,
        editionSource: settingsStore?.editionSource ?? .builtIn, files: files,
        time: configuration.time, now: clock()))
  }
}
