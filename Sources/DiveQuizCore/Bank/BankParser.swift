/// Reads the bank's two files (`questions.tsv`, `checklists.tsv`; format in the README, "The
/// rulebook bank"): tab-separated, `#` comments and blank lines skipped, a fixed header.
/// Every mistake is a `BankError` naming the file, the line and the problem; nothing traps.
package enum BankParser {
  package static let questionHeader = [
    "id", "chapter", "form", "answer", "rules_2025", "rules_2024", "rules_2026", "editions",
  ]
  package static let checklistHeader = ["role", "moment", "item", "rules_2026", "rules_2025"]
  /// The editions a question may name, and the column of each one's numbers.
  package static let editionColumns: [(EditionID, Int)] = [("2025", 4), ("2024", 5), ("2026", 6)]

  /// The data rows of a file with their line numbers, after its header.
  static func rows(_ bytes: [UInt8], file: String, header: [String]) throws(BankError)
    -> [(line: Int, cells: [String])]
  {
    let text = String(decoding: bytes, as: UTF8.self)
    // Decoding replaces a bad sequence with U+FFFD; one the file did not hold is a bad byte.
    if text.unicodeScalars.contains("\u{FFFD}"), !text.utf8.elementsEqual(bytes) {
      throw BankError(file: file, line: firstBadLine(bytes), problem: .badUTF8)
    }
    var rows: [(Int, [String])] = []
    var headerSeen = false
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
      if line.allSatisfy({ $0 == " " || $0 == "\t" }) || line.hasPrefix("#") { continue }
      let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map {
        TextFolding.trimmed($0)
      }
      guard headerSeen else {
        guard cells == header else {
          throw BankError(
            file: file, line: index + 1,
            problem: .header(expected: header.joined(separator: " ")))
        }
        headerSeen = true
        continue
      }
      guard cells.count == header.count else {
        throw BankError(
          file: file, line: index + 1,
          problem: .columns(found: cells.count, expected: header.count))
      }
      rows.append((index + 1, cells))
    }
    return rows
  }

  /// The line of the first byte that is not UTF-8.
  private static func firstBadLine(_ bytes: [UInt8]) -> Int {
    var line = 1
    var start = 0
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      if String(decoding: bytes[start..<index], as: UTF8.self).unicodeScalars.contains("\u{FFFD}") {
        return line
      }
      line += 1
      start = index + 1
    }
    return line
  }

  /// `6.4.8;6.4.9` → the numbers; `-` → none. A number is letters, digits and points, as
  /// the rulebook prints them (`6.4.8`, `D6.16`, `8.4.2.1`), or a range of two joined by an
  /// en dash, as the 2026 reference gives some articles (`6.10–6.10.3`).
  static func rules(_ cell: String, file: String, line: Int) throws(BankError) -> [String] {
    if cell == "-" || cell.isEmpty { return [] }
    var numbers: [String] = []
    for part in cell.split(separator: ";") {
      let number = TextFolding.trimmed(part)
      let ends = number.split(separator: "\u{2013}", omittingEmptySubsequences: false)
      guard !number.isEmpty, number.count <= 32, ends.count <= 2,
        ends.allSatisfy({ end in
          !end.isEmpty && !end.hasSuffix(".") && !end.hasPrefix(".")
            && end.unicodeScalars.allSatisfy(\.isASCIIDigitLetterOrPoint)
        })
      else { throw BankError(file: file, line: line, problem: .badRule(number)) }
      numbers.append(number)
    }
    return numbers
  }

  /// Every question of `questions.tsv`, in file order.
  package static func questions(_ bytes: [UInt8], file: String) throws(BankError) -> [BankQuestion]
  {
    var questions: [BankQuestion] = []
    var seen: [String: Int] = [:]
    for (line, cells) in try rows(bytes, file: file, header: questionHeader) {
      func fail(_ problem: BankError.Problem) -> BankError {
        BankError(file: file, line: line, problem: problem)
      }
      let id = cells[0]
      guard let chapter = BankChapter(rawValue: cells[1]) else {
        throw fail(.unknownChapter(cells[1]))
      }
      guard Self.isID(id, chapter: chapter) else { throw fail(.badID(id)) }
      if let first = seen[id] { throw fail(.duplicateID(id, firstLine: first)) }
      seen[id] = line
      guard let form = BankForm(rawValue: cells[2]) else { throw fail(.unknownForm(cells[2])) }
      guard let key = BankKey.parse(cells[3], form: form) else {
        throw fail(.badAnswer(cells[3], form: form.rawValue))
      }
      var rules: [EditionID: [String]] = [:]
      for (edition, column) in editionColumns {
        let numbers = try Self.rules(cells[column], file: file, line: line)
        if !numbers.isEmpty { rules[edition] = numbers }
      }
      var editions: [EditionID] = []
      for word in cells[7].split(separator: " ").map(String.init) {
        guard let edition = editionColumns.first(where: { $0.0.text == word })?.0 else {
          throw fail(.unknownEdition(word))
        }
        if !editions.contains(edition) { editions.append(edition) }
      }
      guard !editions.isEmpty else { throw fail(.noEditions) }
      // Each edition asked needs numbers to show: its own, or for 2026 the 2025 ones.
      for edition in editions where rules[edition] == nil {
        guard edition == "2026", rules[BankQuestion.checkedEdition] != nil else {
          throw fail(.missingRules(edition: edition))
        }
      }
      // Numbers of an edition the question is not asked under are kept (writers note where
      // the fact stood in 2025 for a 2026-only question) but never shown: `rules(in:)`.
      questions.append(
        BankQuestion(
          id: id, chapter: chapter, form: form, key: key, rules: rules, editions: editions,
          line: line))
    }
    return questions
  }

  /// `referee-07`: the chapter's word, a hyphen and digits (`statement-10`).
  static func isID(_ id: String, chapter: BankChapter) -> Bool {
    let prefix = chapter.rawValue + "-"
    guard id.hasPrefix(prefix) else { return false }
    let digits = id.dropFirst(prefix.count)
    return (1...4).contains(digits.count)
      && digits.unicodeScalars.allSatisfy { (0x30...0x39).contains($0.value) }
  }

  /// Every duty of `checklists.tsv`, in file order.
  package static func checklist(_ bytes: [UInt8], file: String) throws(BankError)
    -> [ChecklistDuty]
  {
    var duties: [ChecklistDuty] = []
    var seen: [String: Int] = [:]
    for (line, cells) in try rows(bytes, file: file, header: checklistHeader) {
      func fail(_ problem: BankError.Problem) -> BankError {
        BankError(file: file, line: line, problem: problem)
      }
      guard let role = ChecklistDuty.Role(rawValue: cells[0]) else {
        throw fail(.unknownRole(cells[0]))
      }
      guard let moment = ChecklistDuty.Moment(rawValue: cells[1]) else {
        throw fail(.unknownMoment(cells[1]))
      }
      let item = cells[2]
      let parts = item.split(separator: ".")
      guard parts.count == 2, parts[0] == role.rawValue, !parts[1].isEmpty,
        parts[1].unicodeScalars.allSatisfy({ (0x30...0x39).contains($0.value) })
      else { throw fail(.badID(item)) }
      if let first = seen[item] { throw fail(.duplicateItem(item, firstLine: first)) }
      seen[item] = line
      duties.append(
        ChecklistDuty(
          role: role, moment: moment, item: item,
          rules2026: try rules(cells[3], file: file, line: line),
          rules2025: try rules(cells[4], file: file, line: line), line: line))
    }
    return duties
  }
}

extension Unicode.Scalar {
  fileprivate var isASCIIDigitLetterOrPoint: Bool {
    switch value {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2E: return true
    default: return false
    }
  }
}
