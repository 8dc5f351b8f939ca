#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads a line laid out exactly as `RecordWriter` writes it; gives up (nil) at the first
/// byte that differs, leaving the line to the general parser.
struct FastRecordReader {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  mutating func record() -> QuizRecord? {
    guard literal("{\"v\":"), let version = integer(), version == QuizRecord.schemaVersion,
      literal(",\"id\":"), let id = string(),
      literal(",\"judge\":"), let judge = string(),
      literal(",\"kind\":"), let kind = string(),
      literal(",\"status\":"), let statusText = string(),
      let status = QuizRecord.Status(rawValue: statusText),
      literal(",\"start\":"), let start = timestamp(),
      literal(",\"end\":"), let end = timestamp(),
      literal(",\"langs\":"), let languages = strings(),
      literal(",\"filters\":"), let filters = strings(),
      literal(",\"seed\":"), let seed = unsigned(),
      literal(",\"edition\":"), let edition = string(),
      literal(",\"size\":"), let size = integer(),
      literal(",\"score\":"), let score = integer(),
      literal(",\"max\":"), let maximum = integer(),
      literal(",\"pct\":"), decimal() != nil,
      literal(",\"passed\":"), let passed = boolean(),
      literal(",\"seconds\":"), decimal() != nil, let limit = optionalLimit(),
      literal(",\"q\":["), let questions = questions(),
      literal("}"), index == bytes.count
    else { return nil }
    return QuizRecord(
      id: id, judge: judge, kind: kind, status: status, start: start, end: end,
      languages: languages, filters: filters, seed: seed,
      edition: Edition.currentID(ofStored: edition), size: size,
      score: score, maximum: maximum, passed: passed, limit: limit, questions: questions)
  }

  /// An exam's `"limit":N`, written only when there is one: `.some(nil)` when absent, nil
  /// when the bytes after the key are not a number.
  private mutating func optionalLimit() -> Int?? {
    guard literal(",\"limit\":") else { return .some(nil) }
    guard let minutes = integer() else { return nil }
    return .some(minutes)
  }

  private mutating func questions() -> [QuizRecord.Question]? {
    var result: [QuizRecord.Question] = []
    if peek == UInt8(ascii: "]") {
      index += 1
      return result
    }
    while true {
      guard literal("["), let penalty = integer(), literal(",") else { return nil }
      var chosenSanction: Sanction?
      if literal("null") {
        chosenSanction = nil
      } else {
        guard let code = integer(), let sanction = Sanction(rawValue: code) else { return nil }
        chosenSanction = sanction
      }
      guard literal(","), let chosenOwners = owners(), literal(","),
        let keyCode = integer(), let keySanction = Sanction(rawValue: keyCode), literal(","),
        let keyOwners = owners(), literal(","), let points = integer(), literal(","),
        let seconds = decimal(), literal("]")
      else { return nil }
      let chosen = chosenSanction.map { Answer(sanction: $0, owners: chosenOwners) }
      result.append(
        QuizRecord.Question(
          penaltyID: penalty, chosen: chosen,
          correct: Answer(sanction: keySanction, owners: keyOwners),
          points: points, seconds: seconds))
      if literal(",") { continue }
      guard literal("]") else { return nil }
      return result
    }
  }

  private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func literal(_ text: StaticString) -> Bool {
    let count = text.utf8CodeUnitCount
    guard index + count <= bytes.count else { return false }
    let expected = text.utf8Start
    for offset in 0..<count where bytes[index + offset] != expected[offset] { return false }
    index += count
    return true
  }

  private mutating func integer() -> Int? {
    var negative = false
    if peek == UInt8(ascii: "-") {
      negative = true
      index += 1
    }
    let start = index
    var value = 0
    while let byte = peek, (0x30...0x39).contains(byte), index - start < 18 {
      value = value * 10 + Int(byte - 0x30)
      index += 1
    }
    guard index > start, peek.map({ !(0x30...0x39).contains($0) }) ?? true else { return nil }
    return negative ? -value : value
  }

  private mutating func unsigned() -> UInt64? {
    let start = index
    var value: UInt64 = 0
    while let byte = peek, (0x30...0x39).contains(byte) {
      let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times.addingReportingOverflow(UInt64(byte - 0x30))
      guard !overflow1, !overflow2 else { return nil }
      value = sum
      index += 1
    }
    return index > start ? value : nil
  }

  /// `12.3`, `-0.5` or `12`: the forms the encoder writes.
  private mutating func decimal() -> Double? {
    var negative = false
    if peek == UInt8(ascii: "-") {
      negative = true
      index += 1
    }
    guard let whole = integer(), whole >= 0 else { return nil }
    var value = Double(whole)
    if peek == UInt8(ascii: ".") {
      index += 1
      var scale = 0.1
      let start = index
      while let byte = peek, (0x30...0x39).contains(byte) {
        value += Double(byte - 0x30) * scale
        scale /= 10
        index += 1
      }
      guard index > start else { return nil }
    }
    return negative ? -value : value
  }

  private mutating func boolean() -> Bool? {
    if literal("true") { return true }
    if literal("false") { return false }
    return nil
  }

  /// A string without escapes or control characters; anything else is the general parser's.
  private mutating func string() -> String? {
    guard peek == 0x22 else { return nil }
    index += 1
    let start = index
    while let byte = peek {
      if byte == 0x22 {
        let text = String(
          validating: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        index += 1
        return text
      }
      if byte == 0x5C || byte < 0x20 { return nil }
      index += 1
    }
    return nil
  }

  private mutating func timestamp() -> Date? {
    guard peek == 0x22, index + 22 <= bytes.count, bytes[index + 21] == 0x22,
      let seconds = Timestamp.parseFixed(
        UnsafeBufferPointer(rebasing: bytes[(index + 1)..<(index + 21)]))
    else { return nil }
    index += 22
    return Date(timeIntervalSince1970: Double(seconds))
  }

  private mutating func strings() -> [String]? {
    guard literal("[") else { return nil }
    var items: [String] = []
    if literal("]") { return items }
    while true {
      guard let item = string() else { return nil }
      items.append(item)
      if literal(",") { continue }
      return literal("]") ? items : nil
    }
  }

  private mutating func owners() -> Owners? { string().flatMap(Owners.init(code:)) }
}
