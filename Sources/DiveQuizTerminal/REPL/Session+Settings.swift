import DiveQuizCore
import DiveQuizService

/// Remembered settings: `judge NAME`, `lang CODE` and `edition ID` are written to the settings file, and
/// `settings` shows what is in force and where it came from.
extension Session {
  func keep(judge: String) { keep { $0.keep(judge: judge) } }
  func keep(language: String) { keep { $0.keep(language: language) } }
  func keep(edition: EditionID) { keep { $0.keep(edition: edition) } }

  /// Writes one setting, saying so when the settings file could not be written.
  private func keep(_ write: (SettingsStore) -> (any Error)?) {
    guard let store = settingsStore, let failure = write(store) else { return }
    warn(SettingsPresenter.fileFailure("settings.error.write", store.location, failure, catalog))
  }

  /// `settings`: what is in force, where each came from, and the files kept.
  func settingsText() -> String {
    let files = SettingsPresenter.Files(
      settings: settingsStore?.location, inputHistory: inputHistory?.location,
      history: service.history?.main.location)
    return SettingsPresenter(catalog: catalog, width: console.columns).settings(
      judge: configuration.judge, edition: rulebook.editionID, store: settingsStore,
      files: files, time: configuration.time, now: clock())
  }
}
