#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads a line laid out exactly as `RecordWriter` writes it; gives up (nil) at the first
/// byte that differs, leaving the line to the general parser.
package struct FastRecordReader {
  package let bytes: UnsafeBufferPointer<UInt8>
  package var index = 0

  package init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// The raw trainee name of a line laid out as divequiz writes it, without decoding the rest;
  /// nil for any other layout, or a name with escapes (such lines are decoded in full).
  package static func judge(in line: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
    var reader = FastRecordReader(bytes: line)
    guard reader.literal("{\"v\":"), reader.integer() != nil, reader.literal(",\"id\":"),
      reader.rawString() != nil, reader.literal(",\"judge\":")
    else { return nil }
    return reader.rawString()
  }

  /// The raw id of a line laid out as divequiz writes it, without decoding the rest.
  package static func id(in line: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
    var reader = FastRecordReader(bytes: line)
    guard reader.literal("{\"v\":"), reader.integer() != nil, reader.literal(",\"id\":") else {
      return nil
    }
    return reader.rawString()
  }

  package mutating func record() -> QuizRecord? {
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
      literal(",\"pct\":"), let percent = decimal(), RecordLimits.percent.contains(percent),
      literal(",\"passed\":"), let passed = boolean(),
      literal(",\"seconds\":"), let total = decimal(), RecordLimits.totalSeconds.contains(total),
      let limit = optionalLimit(),
      literal(",\"q\":["), let questions = questions(expected: size),
      literal("}"), index == bytes.count
    else { return nil }
    return QuizRecord(
      id: id, judge: judge, kind: QuizKind(kind), status: status, start: start, end: end,
      languages: languages, filters: filters, seed: seed,
      edition: EditionID(stored: edition), size: size,
      score: score, maximum: maximum, passed: passed, limit: limit, questions: questions)
  }

  /// An exam's `"limit":N`, written only when there is one: `.some(nil)` when absent, nil
  /// when the bytes after the key are not a number.
  mutating func optionalLimit() -> Int?? {
    guard literal(",\"limit\":") else { return .some(nil) }
    guard let minutes = integer() else { return nil }
    return .some(minutes)
  }

  /// The questions, at most `expected` (the record's size: more is the general parser's to
  /// report), each made in place in the array, never copied into it.
  mutating func questions(expected: Int) -> [QuizRecord.Question]? {
    if peek == UInt8(ascii: "]") {
      index += 1
      return []
    }
    var failed = false
    let result = [QuizRecord.Question](unsafeUninitializedCapacity: max(0, min(expected, 10_000))) {
      buffer, count in
      while true {
        guard count < buffer.count, let base = buffer.baseAddress, question(into: base + count)
        else {
          failed = true
          return
        }
        count += 1
        if character(0x2C) { continue }
        failed = !character(0x5D)
        return
      }
    }
    return failed ? nil : result
  }

  /// One question: `[penalty,sanction|null,"owners",key sanction,"key owners",points,seconds]`,
  /// made where it goes (initialised at `slot`); false, with `slot` untouched, if the bytes
  /// are not one.
  @inline(__always)
  mutating func question(into slot: UnsafeMutablePointer<QuizRecord.Question>) -> Bool {
    guard character(0x5B), let penalty = integer(), character(0x2C) else { return false }
    var chosenSanction: Sanction?
    if !literal("null") {
      guard let code = integer(), let sanction = Sanction(rawValue: code) else { return false }
      chosenSanction = sanction
    }
    guard character(0x2C), let chosenOwners = owners(), character(0x2C),
      let keyCode = integer(), let keySanction = Sanction(rawValue: keyCode), character(0x2C),
      let keyOwners = owners(), character(0x2C), let points = integer(), character(0x2C),
      let seconds = decimal(), character(0x5D)
    else { return false }
    slot.initialize(
      to: QuizRecord.Question(
        penaltyID: penalty,
        chosen: chosenSanction.map { Answer(sanction: $0, owners: chosenOwners) },
        correct: Answer(sanction: keySanction, owners: keyOwners), points: points,
        seconds: seconds))
    return true
  }

  var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

  /// Consumes `text` if the line continues with it.
  @inline(__always)
  mutating func literal(_ text: StaticString) -> Bool {
    let count = text.utf8CodeUnitCount
    guard index + count <= bytes.count, let base = bytes.baseAddress else { return false }
    let wanted = UnsafeRawPointer(text.utf8Start)
    let have = UnsafeRawPointer(base + index)
    // The keys (`,"seconds":`) are 4 to 16 bytes: two loads of a word each, the first bytes
    // and the last (overlapping), instead of a comparison per byte; `count` is a constant
    // where this is inlined, so only one branch remains.
    func same<Word: FixedWidthInteger>(_: Word.Type) -> Bool {
      let size = MemoryLayout<Word>.size
      return have.loadUnaligned(as: Word.self) == wanted.loadUnaligned(as: Word.self)
        && (have + count - size).loadUnaligned(as: Word.self)
          == (wanted + count - size).loadUnaligned(as: Word.self)
    }
    if count >= 8, count <= 16 {
      guard same(UInt64.self) else { return false }
    } else if count >= 4, count < 8 {
      guard same(UInt32.self) else { return false }
    } else {
      for offset in 0..<count
      where have.load(fromByteOffset: offset, as: UInt8.self)
        != wanted.load(fromByteOffset: offset, as: UInt8.self)
      { return false }
    }
    index += count
    return true
  }

  /// Consumes one expected byte.
  @inline(__always)
  mutating func character(_ byte: UInt8) -> Bool {
    guard index < bytes.count, bytes[index] == byte else { return false }
    index += 1
    return true
  }

  /// A JSON integer of at most 18 digits (so it never overflows), without leading zeros.
  @inline(__always)
  mutating func integer() -> Int? {
    var at = index
    let end = bytes.count
    let negative = at < end && bytes[at] == 0x2D
    if negative { at += 1 }
    let start = at
    var value = 0
    while at < end, at - start < 19 {
      let digit = bytes[at] &- 0x30
      guard digit < 10 else { break }
      value = value &* 10 &+ Int(digit)
      at += 1
    }
    let count = at - start
    guard count > 0, count <= 18, bytes[start] != 0x30 || count == 1 else { return nil }
    index = at
    return negative ? -value : value
  }

  @inline(__always)
  mutating func unsigned() -> UInt64? {
    var at = index
    let end = bytes.count
    let start = at
    var value: UInt64 = 0
    while at < end {
      let digit = bytes[at] &- 0x30
      guard digit < 10 else { break }
      let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times.addingReportingOverflow(UInt64(digit))
      guard !overflow1, !overflow2 else { return nil }
      value = sum
      at += 1
    }
    guard at > start, bytes[start] != 0x30 || at - start == 1 else { return nil }
    index = at
    return value
  }

  /// `12.3`, `-0.5` or `12`: the forms the encoder writes.
  ///
  /// The digits are read as one whole number and divided by a power of ten; both are exact in
  /// a double, so the quotient is the correctly rounded value, as the general parser gives it
  /// (`0.3` is the double nearest 0.3, not `3 * 0.1`). Longer forms go to the general parser.
  @inline(__always)
  mutating func decimal() -> Double? {
    var at = index
    let end = bytes.count
    let negative = at < end && bytes[at] == 0x2D
    if negative { at += 1 }
    let start = at
    var mantissa: Int64 = 0
    while at < end {
      let digit = bytes[at] &- 0x30
      guard digit < 10 else { break }
      mantissa = mantissa &* 10 &+ Int64(digit)
      at += 1
    }
    let whole = at - start
    // JSON: no leading zero.
    guard whole > 0, bytes[start] != 0x30 || whole == 1 else { return nil }
    var fraction = 0
    if at < end, bytes[at] == 0x2E {
      at += 1
      let point = at
      while at < end {
        let digit = bytes[at] &- 0x30
        guard digit < 10 else { break }
        mantissa = mantissa &* 10 &+ Int64(digit)
        at += 1
      }
      fraction = at - point
      guard fraction > 0 else { return nil }
    }
    // Exact: at most 15 digits in all, so the whole number and 10^fraction are exact doubles.
    guard whole + fraction <= 15 else { return nil }
    var scale = 1.0
    for _ in 0..<fraction { scale *= 10 }
    index = at
    let value = Double(mantissa) / scale
    return negative ? -value : value
  }

  @inline(__always)
  mutating func boolean() -> Bool? {
    if literal("true") { return true }
    if literal("false") { return false }
    return nil
  }

  /// The bytes of a string without escapes or control characters.
  @inline(__always)
  mutating func rawString() -> UnsafeBufferPointer<UInt8>? {
    var at = index
    let end = bytes.count
    guard at < end, bytes[at] == 0x22 else { return nil }
    at += 1
    let start = at
    // Eight bytes at a time while eight are left: names and ids are tens of bytes.
    if let base = bytes.baseAddress {
      while at + 8 <= end {
        let word = UInt64(littleEndian: UnsafeRawPointer(base + at).loadUnaligned(as: UInt64.self))
        let stops = Self.stops(in: word)
        if stops == 0 {
          at += 8
          continue
        }
        // The lowest flagged byte is the first stop (a false flag only ever follows a true one).
        at += stops.trailingZeroBitCount >> 3
        break
      }
    }
    while at < end {
      let byte = bytes[at]
      if byte == 0x22 {
        index = at + 1
        return UnsafeBufferPointer(rebasing: bytes[start..<at])
      }
      if byte == 0x5C || byte < 0x20 { return nil }
      at += 1
    }
    return nil
  }

  /// The high bit of each byte of `word` that ends a raw string or refuses it: a quote, a
  /// backslash or a control character (the classic "has less than" and "has zero" tests).
  @inline(__always)
  static func stops(in word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    func zero(_ x: UInt64) -> UInt64 { (x &- ones) & ~x & highs }
    let control = (word &- ones &* 0x20) & ~word & highs
    return control | zero(word ^ (ones &* 0x22)) | zero(word ^ (ones &* 0x5C))
  }

  /// A string without escapes or control characters; anything else is the general parser's.
  /// Invalid UTF-8 is left to the general parser too, which reports it.
  @inline(__always)
  mutating func string() -> String? {
    guard let raw = rawString() else { return nil }
    if raw.allSatisfy({ $0 < 0x80 }) { return String(decoding: raw, as: UTF8.self) }
    return String(validating: raw, as: UTF8.self)
  }

  @inline(__always)
  mutating func timestamp() -> Date? {
    guard peek == 0x22, index + 22 <= bytes.count, bytes[index + 21] == 0x22,
      let seconds = Timestamp.parseFixed(
        UnsafeBufferPointer(rebasing: bytes[(index + 1)..<(index + 21)]))
    else { return nil }
    index += 22
    return Date(timeIntervalSince1970: Double(seconds))
  }

  mutating func strings() -> [String]? {
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

  /// `""`, `"r"`, `"j"`, `"rj"` or `"jr"`, read from the bytes (no string is made).
  @inline(__always)
  mutating func owners() -> Owners? {
    rawString().flatMap { Owners(codeBytes: $0) }
  }
}
