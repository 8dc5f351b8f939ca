/// Reads the dive catalogue's tab-separated lines (the format `Resources/dives.tsv` describes
/// in its comments): one `edition` line, component A lines, then one line per tabled dive.
///
/// Every mistake names the file and the line; nothing in a file can make it trap.
package enum DiveCatalogParser {
  package static func parse(_ bytes: [UInt8], file: String) throws(DiveCatalogError) -> DiveCatalog
  {
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw .line(file: file, line: 1, .notText)
    }
    var edition: (id: String, day: String, line: Int)?
    var entries: [DiveEntry] = []
    var somersaults: [DiveHeight: [Int: Int?]] = [:]
    var seen: [String: Int] = [:]
    var lineNumber = 0
    // "\r\n" is one Character in Swift: both ends of line are separators.
    for line in text.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    {
      lineNumber += 1
      if line.allSatisfy({ $0 == " " || $0 == "\t" }) || line.hasPrefix("#") { continue }
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map {
        String($0).trimmingSpaces
      }
      func fail(_ problem: DiveCatalogError.Problem) -> DiveCatalogError {
        .line(file: file, line: lineNumber, problem)
      }
      func expect(_ count: Int) throws(DiveCatalogError) {
        guard fields.count == count else {
          throw fail(.fieldCount(expected: count, found: fields.count))
        }
      }
      switch fields[0] {
      case "edition":
        if let edition { throw fail(.secondEdition(firstLine: edition.line)) }
        try expect(3)
        guard Timestamp.parseDay(fields[2]) != nil else { throw fail(.badDay(fields[2])) }
        // The id reaches the terminal in every `dive` and `check`: letters, digits, `.-_`.
        guard !fields[1].isEmpty, fields[1].count <= 20,
          fields[1].unicodeScalars.allSatisfy({
            ("0"..."9").contains($0) || ("a"..."z").contains($0) || ("A"..."Z").contains($0)
              || ".-_".unicodeScalars.contains($0)
          })
        else { throw fail(.badEditionID(fields[1])) }
        edition = (fields[1], fields[2], lineNumber)
      case "A":
        try expect(4)
        guard let height = DiveHeight(rawValue: fields[1]) else {
          throw fail(.badHeight(fields[1]))
        }
        guard let half = Int(fields[2]), (0...99).contains(half) else {
          throw fail(.badHalfSomersaults(fields[2]))
        }
        let value: Int?
        if fields[3] == "-" {
          value = nil
        } else if let parsed = Tenths.parse(fields[3]) {
          value = parsed
        } else {
          throw fail(.badValue(fields[3]))
        }
        // `.some`: a nil value is kept as "not possible", not taken for a removal.
        somersaults[height, default: [:]][half] = .some(value)
      default:
        guard fields[0].first?.isNumber == true else { throw fail(.unknownRecord(fields[0])) }
        try expect(9)
        let number: DiveNumber
        switch DiveNumber.parse(fields[0]) {
        case .success(let parsed): number = parsed
        case .failure(let why): throw fail(.badNumber(fields[0], why))
        }
        guard let position = DivePosition(letter: fields[1]), fields[1].count == 1 else {
          throw fail(.badPosition(fields[1]))
        }
        guard let height = DiveHeight(rawValue: fields[2]) else {
          throw fail(.badHeight(fields[2]))
        }
        guard let dd = Tenths.parse(fields[3]), dd > 0 else { throw fail(.badValue(fields[3])) }
        var components: [Int?] = []
        for field in fields[4...] {
          if field == "-" {
            components.append(nil)
          } else if let value = Tenths.parse(field) {
            components.append(value)
          } else {
            throw fail(.badValue(field))
          }
        }
        let code = DiveCode(number: number, position: position)
        let key = "\(code) \(height.rawValue)"
        if let first = seen[key] { throw fail(.duplicate(key, firstLine: first)) }
        seen[key] = lineNumber
        entries.append(
          DiveEntry(code: code, height: height, dd: dd, components: components, line: lineNumber))
      }
    }
    guard let edition else { throw .noEdition(file: file) }
    guard !entries.isEmpty else { throw .noDives(file: file) }
    return DiveCatalog(
      file: file, edition: EditionID(stored: edition.id), inForceFrom: edition.day,
      entries: entries,
      somersaults: somersaults)
  }
}

extension String {
  /// Without the spaces around it (tabs separate fields; a space before one is a slip).
  fileprivate var trimmingSpaces: String {
    var text = Substring(self)
    while text.first == " " { text.removeFirst() }
    while text.last == " " { text.removeLast() }
    return String(text)
  }
}
