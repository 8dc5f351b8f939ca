import DiveQuizCore

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
    warn(fileFailure("settings.error.write", store.location, failure) + "\n")
  }

  func keep(language: String) {
    guard let store = settingsStore, let failure = store.keep(language: language) else { return }
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

  func keep(edition: String) {
    guard let store = settingsStore, let failure = store.keep(edition: edition) else { return }
    warn(fileFailure("settings.error.write", store.location, failure) + "\n")
  }

  /// `es-MX (Español (México)) → es → en`: the language and, for a regional table, the
  /// tables a missing text comes from.
  func languageLabel() -> String {
    let named = catalog.language + " (" + catalog.text("Language-name") + ")"
    guard catalog.chain.count > 2 else { return named }
    return ([named] + catalog.chain.dropFirst()).joined(separator: " → ")
  }

  func showSettings() {
    var rows: [[String]] = []
    let judgeSource = settingsStore?.judgeSource ?? .builtIn
    let languageSource = settingsStore?.languageSource ?? .builtIn
    rows.append([
      catalog.text("settings.judge"), Sanitizer.visible(configuration.judge, limit: 80),
      judgeSource.label(catalog),
    ])
    rows.append([
      catalog.text("settings.language"),
      languageLabel(), languageSource.label(catalog),
    ])
    rows.append([
      catalog.text("settings.edition"), rulebook.editionID,
      (settingsStore?.editionSource ?? .builtIn).label(catalog),
    ])
    let table = TextTable([.init(), .init(shrinks: true, minimum: 12), .init(shrinks: true)])
    var lines = table.render(rows, width: console.columns)
    lines.append("")
    lines.append(catalog.text("settings.file", settingsStore?.location ?? "—"))
    lines.append(catalog.text("settings.inputHistory", inputHistory?.location ?? "—"))
    if let history {
      lines.append(catalog.text("settings.history", history.main.location))
    }
    lines.append(
      catalog.text(
        "settings.timeZone", configuration.time.name,
        configuration.time.offset(at: clock())))
    say(lines.joined(separator: "\n") + "\n")
  }
}
