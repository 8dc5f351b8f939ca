/// A language as people and systems write it: a BCP 47 tag (`es-MX`, `zh-Hans`, `de`) or a
/// POSIX locale (`es_MX.UTF-8`, `zh_CN.UTF-8`, `de_DE@euro`), reduced to what picks a string
/// table: language, script and region.
///
/// Table codes are the canonical form (`es-MX`, `zh-Hans`): the language in lower case, the
/// script capitalised, the region in upper case, so `ES_mx` and `es-MX` name one table.
/// Variants, extensions and codesets say nothing about wording here and are dropped.
package struct LanguageTag: Hashable, Sendable, CustomStringConvertible {
  /// Two or three letters, lower case (`es`, `zh`).
  package let language: String
  /// Four letters, capitalised (`Hans`), if the tag names one.
  package let script: String?
  /// Two letters upper case or three digits (`MX`, `419`), if the tag names one.
  package let region: String?

  /// Reads a tag or a locale; nil for `C`, `POSIX` and anything that does not start with a
  /// language subtag.
  package init?(_ text: some StringProtocol) {
    // A POSIX locale's codeset (`.UTF-8`) and modifier (`@euro`) do not change the words.
    let whole = String(text)
    let base = whole.split(whereSeparator: { $0 == "." || $0 == "@" }).first.map(String.init) ?? ""
    let subtags = base.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
    guard let first = subtags.first, (2...3).contains(first.utf8.count),
      Self.isLetters(first)
    else { return nil }
    var script: String?
    var region: String?
    for subtag in subtags.dropFirst() {
      // A singleton starts an extension (`-u-…`, `-x-…`): nothing after it names a table.
      if subtag.utf8.count == 1 { break }
      if script == nil, region == nil, subtag.utf8.count == 4, Self.isLetters(subtag) {
        script = subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased()
      } else if region == nil, subtag.utf8.count == 2, Self.isLetters(subtag) {
        region = subtag.uppercased()
      } else if region == nil, subtag.utf8.count == 3,
        subtag.utf8.allSatisfy({ (0x30...0x39).contains($0) })
      {
        region = subtag
      }
    }
    self.language = first.lowercased()
    self.script = script
    self.region = region
  }

  /// ASCII letters only, tested byte by byte: this runs at every start, and character
  /// properties would load the Unicode tables.
  private static func isLetters(_ text: some StringProtocol) -> Bool {
    text.utf8.allSatisfy { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
  }

  /// The canonical code: `zh-Hans`, `es-MX`, `de`.
  package var description: String {
    ([language] + [script, region].compactMap { $0 }).joined(separator: "-")
  }

  /// The script a tag implies when it names none. Chinese is the one language here written
  /// in two scripts: Taiwan, Hong Kong and Macao write traditional characters, everywhere
  /// else (`zh_CN`, `zh_SG`, plain `zh`) simplified ones.
  var likelyScript: String? {
    guard script == nil, language == "zh" else { return script }
    return ["TW", "HK", "MO"].contains(region ?? "") ? "Hant" : "Hans"
  }

  /// The table codes that could serve this tag, most specific first:
  /// `zh_CN.UTF-8` → `zh-Hans-CN`, `zh-Hans`, `zh-CN`, `zh`; `es_MX` → `es-MX`, `es`.
  package var candidates: [String] {
    var codes: [String] = []
    func add(_ parts: [String?]) {
      let code = parts.compactMap { $0 }.joined(separator: "-")
      if !codes.contains(code) { codes.append(code) }
    }
    let script = likelyScript
    if let script {
      if region != nil { add([language, script, region]) }
      add([language, script])
    }
    if region != nil { add([language, region]) }
    add([language])
    return codes
  }

  /// The table `text` asks for among `available` (canonical codes): its most specific
  /// candidate that has a table, or nil when none has.
  package static func match(_ text: some StringProtocol, available: [String]) -> String? {
    guard let tag = LanguageTag(text) else { return nil }
    return tag.candidates.first { available.contains($0) }
  }

  /// `text` in canonical form if it reads as a tag, else as written (a file name that is no
  /// tag still names a table, so that `check` can talk about it).
  package static func canonical(_ text: String) -> String {
    LanguageTag(text)?.description ?? text
  }

  /// The table a table falls back to before English: the nearest less specific code that has
  /// a table (`es-MX` → `es`); nil when there is none, and for English itself.
  package static func parent(of code: String, available: [String]) -> String? {
    guard let tag = LanguageTag(code) else { return nil }
    return tag.candidates.dropFirst().first { $0 != code && available.contains($0) }
  }
}
