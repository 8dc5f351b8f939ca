import DiveQuizCore

/// The settings file as the session uses it: the values read at start, where each value in
/// force came from, and writing a change back.
package final class SettingsStore {
  package let location: String
  package private(set) var settings: Settings
  /// Where the judge's name in force came from.
  package var judgeSource: SettingSource
  /// Where the language in force came from.
  package var languageSource: SettingSource
  /// Where the edition in force came from.
  package var editionSource: SettingSource = .builtIn
  private let load: () throws -> [UInt8]
  private let save: (([UInt8]) throws -> Void)?

  /// - Parameters:
  ///   - load: reads the file (a missing file throws and counts as empty).
  ///   - save: replaces the file (creating its folder); nil keeps changes for this session.
  package init(
    location: String, settings: Settings, judgeSource: SettingSource,
    languageSource: SettingSource, load: @escaping () throws -> [UInt8],
    save: (([UInt8]) throws -> Void)?
  ) {
    self.location = location
    self.settings = settings
    self.judgeSource = judgeSource
    self.languageSource = languageSource
    self.load = load
    self.save = save
  }

  /// Keeps a new judge name; returns why it could not be written, if it could not.
  package func keep(judge: String) -> (any Error)? {
    judgeSource = .session
    return update { $0.judge = judge }
  }

  /// Keeps a new language; returns why it could not be written, if it could not.
  package func keep(language: String) -> (any Error)? {
    languageSource = .session
    return update { $0.language = language }
  }

  /// Keeps a new edition; returns why it could not be written, if it could not.
  package func keep(edition: EditionID) -> (any Error)? {
    editionSource = .session
    return update { $0.edition = edition.text }
  }

  /// Applies the change to the file as it is now (another divequiz may have written it since
  /// this one started), then writes it.
  private func update(_ change: (inout Settings) -> Void) -> (any Error)? {
    change(&settings)
    guard let save else { return nil }
    var current = (try? load()).map { Settings.parse($0).0 } ?? settings
    change(&current)
    do {
      try save(current.encoded())
      return nil
    } catch {
      return error
    }
  }
}
