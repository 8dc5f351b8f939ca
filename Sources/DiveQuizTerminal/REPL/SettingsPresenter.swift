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

  func settings(
    judge: String, judgeSource: SettingSource, languageSource: SettingSource, edition: String,
    editionSource: SettingSource, files: Files, time: LocalTime, now: Date
  ) -> String {
    let rows = [
      [
        catalog.text("settings.judge"), TraineeName.visible(judge),
        judgeSource.label(catalog),
      ],
      [
        catalog.text("settings.language"),
        languageLabel(), languageSource.label(catalog),
      ],
      [catalog.text("settings.edition"), edition, editionSource.label(catalog)],
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

  /// `es-MX (Español (México)) → es → en`: the language and, for a regional table, the
  /// tables a missing text comes from.
  func languageLabel() -> String {
    let named = catalog.language + " (" + catalog.text("Language-name") + ")"
    guard catalog.chain.count > 2 else { return named }
    return ([named] + catalog.chain.dropFirst()).joined(separator: " → ")
  }
}
