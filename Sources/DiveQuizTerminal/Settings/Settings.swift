import DiveQuizCore

/// The settings a judge makes once and keeps: whose quizzes these are, the language and the
/// edition taught.
///
/// Kept in a small text file of `name = value` lines (`judge = Claire Dubois`, `lang = fr`);
/// `#` starts a comment. Lines this version does not know are kept as they are when the file
/// is written again, so a newer divequiz's settings survive an older one.
package struct Settings: Equatable, Sendable {
  package var judge: String?
  package var language: String?
  /// The edition chosen with `edition ID` (`edition = 2024`).
  package var edition: String?
  /// The recall the schedule keeps items above (`retention = 0.85`), within
  /// `MemorySchedule.targets`; written by hand, so a value out of range is a skipped line.
  package var retention: Double?
  /// Lines of other names, written back unchanged (comments are not kept).
  var otherLines: [String] = []

  package init(judge: String? = nil, language: String? = nil, edition: String? = nil) {
    self.judge = judge
    self.language = language
    self.edition = edition
  }

  /// A line that is not `name = value`: reported with its number and skipped.
  package struct Problem: Equatable, Sendable {
    package var line: Int
    /// The whole file was not read (a pipe, a device, too large, an unsafe folder).
    package var refusal: FileReadError?

    package init(line: Int, refusal: FileReadError? = nil) {
      self.line = line
      self.refusal = refusal
    }

    package func message(_ catalog: Catalog, file: String) -> String {
      let file = Sanitizer.visible(file, limit: 300)
      if let refusal { return catalog.text("trust.read.settings", file, refusal.reason(catalog)) }
      return catalog.text("settings.skipped", file, line)
    }
  }

  /// Reads the file's bytes; bad lines are skipped and named, never fatal.
  package static func parse(_ bytes: [UInt8]) -> (Settings, [Problem]) {
    var settings = Settings()
    var problems: [Problem] = []
    let text = String(decoding: bytes, as: UTF8.self)
    for (number, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .enumerated()
    {
      let line = trim(raw)
      guard !line.isEmpty, !line.hasPrefix("#") else { continue }
      guard let equals = line.firstIndex(of: "=") else {
        problems.append(Problem(line: number + 1))
        continue
      }
      let name = trim(line[..<equals]).lowercased()
      let value = trim(line[line.index(after: equals)...])
      switch name {
      case "judge": settings.judge = value.isEmpty ? nil : TraineeName.capped(value)
      case "lang": settings.language = value.isEmpty ? nil : LanguageTag.canonical(value)
      case "edition": settings.edition = value.isEmpty ? nil : String(value.prefix(40))
      case "retention":
        // `0,85` as a French or Spanish judge writes it, too.
        let target = Double(String(value.map { $0 == "," ? "." : $0 }))
        guard let target, MemorySchedule.targets.contains(target) else {
          problems.append(Problem(line: number + 1))
          continue
        }
        settings.retention = target
      case "": problems.append(Problem(line: number + 1))
      default: settings.otherLines.append(String(raw))
      }
    }
    return (settings, problems)
  }

  /// The file's text.
  package func encoded() -> [UInt8] {
    var lines = [
      "# divequiz settings, written by the judge, lang and edition commands.",
      "# --judge, --lang, --edition and the DIVEQUIZ_ variables win over them.",
    ]
    if let judge { lines.append("judge = " + judge) }
    if let language { lines.append("lang = " + language) }
    if let edition { lines.append("edition = " + edition) }
    if let retention { lines.append("retention = \(retention)") }
    lines += otherLines
    return Array((lines.joined(separator: "\n") + "\n").utf8)
  }

  /// Spaces, tabs and carriage returns cut from both ends. Byte by byte: it runs at every
  /// start, and walking characters would load the Unicode tables for a name.
  static func trim(_ text: some StringProtocol) -> String {
    let bytes = Array(text.utf8)
    let isBlank: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
    guard let first = bytes.firstIndex(where: { !isBlank($0) }),
      let last = bytes.lastIndex(where: { !isBlank($0) })
    else { return "" }
    return String(decoding: bytes[first...last], as: UTF8.self)
  }
}
