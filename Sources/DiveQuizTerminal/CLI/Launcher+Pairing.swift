import DiveQuizCore

/// What `check` says of a rulebook file that brings its own descriptions (the app's 2026
/// file): how many of its entries were paired with divequiz's penalties, and each one that was
/// not. An unpaired entry is not a mistake (it shows the file's English), so it never makes
/// `check` fail.
extension Launcher {
  static func pairingReport(_ editions: RulebookEditions, file: String, _ catalog: Catalog)
    -> [String]
  {
    var lines: [String] = []
    for rulebook in editions.all {
      let entries = rulebook.penalties.filter { $0.fileEntry != nil }
      guard !entries.isEmpty else { continue }
      let unpaired = entries.filter(\.untranslated)
      lines.append(
        catalog.text("check.paired", file, entries.count - unpaired.count, entries.count))
      for penalty in unpaired {
        let rules =
          penalty.rules.isEmpty ? catalog.text("show.none") : penalty.rules.joined(separator: ", ")
        lines.append(
          catalog.text(
            "check.unpaired", file, penalty.fileEntry?.line ?? 0, penalty.id, rules))
      }
    }
    return lines
  }
}

extension Launcher {
  /// The environment the edition is chosen from: a `DIVEQUIZ_EDITION` that a file given with
  /// `--rules` does not hold is said once on standard error and passed over (the app's files
  /// hold one edition, `unspecified`; refusing them would refuse every file for a variable set
  /// for the built-in rulebook).
  static func editionVariables(
    _ invocation: Invocation, _ environment: LaunchEnvironment, _ editions: RulebookEditions,
    _ catalog: Catalog, _ console: any Console
  ) -> [String: String] {
    var variables = environment.variables
    guard let path = invocation.rulesPath,
      let named = EditionChoice.passOver(&variables, editions: editions)
    else { return variables }
    console.writeError(
      catalog.text(
        "warning.editionVariable", EditionChoice.variable, Sanitizer.visible(named),
        Sanitizer.visible(path, limit: 400), editions.ids.map(\.text).joined(separator: ", "),
        editions.standard.editionID) + "\n")
    return variables
  }
}
