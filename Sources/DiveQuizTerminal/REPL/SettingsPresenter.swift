import DiveQuizCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `settings`: the name, language and edition in force and where each came from, the files kept, and
/// the time zone.
struct SettingsPresenter {
  let catalog: Catalog
  var width: Int?

  /// Where the session's files are; nil for a file not kept.
  struct Files {
    var settings: String?
    var inputHistory: String?
    var history: String?
  }

  /// The settings in force, each from `store` (nil: none kept, all built in).
  func settings(
    judge: String, edition: EditionID, store: SettingsStore?, files: Files, time: LocalTime,
    now: Date
  ) -> String {
    let judgeSource = store?.judgeSource ?? .builtIn
    let languageSource = store?.languageSource ?? .builtIn
    let editionSource = store?.editionSource ?? .builtIn
    let rows = [
      [
        catalog.text("settings.judge"), TraineeName.visible(judge),
        judgeSource.label(catalog),
      ],
      [
        catalog.text("settings.language"),
        languageLabel(), languageSource.label(catalog),
      ],
      [catalog.text("settings.edition"), edition.text, editionSource.label(catalog)],
      [
        catalog.text("settings.retention"),
        TextLayout.percent(
          (store?.settings.retention ?? MemorySchedule.defaultTarget) * 100, catalog),
        (store?.settings.retention == nil ? SettingSource.builtIn : .settingsFile).label(catalog),
      ],
    ]
    let table = TextTable([.init(), .init(shrinks: true, minimum: 12), .init(shrinks: true)])
    var lines = table.render(rows, width: width)
    lines.append("")
    lines.append(catalog.text("settings.file", files.settings ?? "—"))
    lines.append(catalog.text("settings.inputHistory", files.inputHistory ?? "—"))
    if let history = files.history { lines.append(catalog.text("settings.history", history)) }
    lines.append(catalog.text("settings.timeZone", time.name, time.offset(at: now)))
    return lines.joined(separator: "\n") + "\n"
  }

  /// Why one of the user's own files was not written, as a line: a folder others could write in is said
  /// on its own (it names the folder); anything else within `key`'s sentence.
  static func fileFailure(
    _ key: String, _ location: String, _ failure: any Error, _ catalog: Catalog
  ) -> String {
    let shown = Sanitizer.visible(location, limit: 300)
    guard let failure = failure as? HistoryError else {
      return catalog.text(key, shown, "\(failure)") + "\n"
    }
    switch failure {
    case .cannotWrite(_, let reason): return catalog.text(key, shown, reason) + "\n"
    default: return failure.message(catalog) + "\n"
    }
  }

  /// `es-MX (Español (México)) → es → en`: the language and, for a regional table, the
  /// tables a missing text comes from.
  func languageLabel() -> String {
    let named = catalog.language + " (" + catalog.text("Language-name") + ")"
    guard catalog.chain.count > 2 else { return named }
    return ([named] + catalog.chain.dropFirst()).joined(separator: " → ")
  }
}
