/// What can be wrong with the string tables or a requested language.
package enum LocalizationError: Error, Equatable, Sendable {
  /// What exactly is malformed on a `.strings` line.
  package enum SyntaxDetail: Equatable, Sendable {
    case badUTF8, expectedKey, expectedEquals, expectedValue, expectedSemicolon
    case unterminatedString, unterminatedComment
    case badEscape(String)
    /// A control character (ESC, BEL, a C1 control) in a key or value: it would act on the
    /// terminal of whoever reads the text.
    case controlCharacter(UInt32)
  }

  case syntax(file: String, line: Int, detail: SyntaxDetail)
  case duplicateKey(file: String, line: Int, key: String, firstLine: Int)
  /// There is no English table, so nothing could fall back to it.
  case missingEnglish(directory: String)
  /// English, the fallback, lacks a penalty's description.
  case missingDescription(file: String, penaltyID: Int)
  case unknownLanguage(code: String, available: [String])
  case unreadable(path: String, reason: String)
  case noTables(directory: String)
}

extension LocalizationError: UserFacingError {
  package func message(_ catalog: Catalog) -> String {
    // File names (and a strings table's keys) come from the user or a folder listing: shown
    // through the one sanitiser, like every text from outside.
    switch self {
    case .syntax(let file, let line, let detail):
      return catalog.text("error.strings.syntax", shown(file), line, detail.text(catalog))
    case .duplicateKey(let file, let line, let key, let firstLine):
      return catalog.text("error.strings.duplicate", shown(file), line, key, firstLine)
    case .missingEnglish(let directory):
      return catalog.text("error.strings.missingEnglish", shown(directory))
    case .missingDescription(let file, let penaltyID):
      return catalog.text("error.strings.missingDescription", shown(file), penaltyID)
    case .unknownLanguage(let code, let available):
      return catalog.text(
        "error.unknownLanguage", Sanitizer.visible(code), available.joined(separator: ", "))
    case .unreadable(let path, let reason):
      return catalog.text("error.fileUnreadable", shown(path), reason)
    case .noTables(let directory):
      return catalog.text("error.stringsDirectory", shown(directory))
    }
  }
}

extension LocalizationError.SyntaxDetail {
  func text(_ catalog: Catalog) -> String {
    let key: String
    switch self {
    case .badEscape(let escape): return catalog.text("detail.badEscape", escape)
    case .controlCharacter(let value):
      let hex = String(value, radix: 16, uppercase: true)
      return catalog.text(
        "trust.strings.control", "U+" + String(repeating: "0", count: 4 - hex.count) + hex)
    // The others are named alike in the tables: `detail.` and the case.
    case .badUTF8: key = "badUTF8"
    case .expectedKey: key = "expectedKey"
    case .expectedEquals: key = "expectedEquals"
    case .expectedValue: key = "expectedValue"
    case .expectedSemicolon: key = "expectedSemicolon"
    case .unterminatedString: key = "unterminatedString"
    case .unterminatedComment: key = "unterminatedComment"
    }
    return catalog.text("detail." + key)
  }
}
