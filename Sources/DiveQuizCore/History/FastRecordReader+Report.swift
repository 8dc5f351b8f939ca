#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What a report needs of a line laid out as divequiz writes it, read from the bytes with
/// nothing allocated: the header's numbers and the raw judge and edition, the questions
/// checked and packed for `AnswerTally`.
///
/// It accepts a line only where `record()` followed by `RecordLimits` would, and only when
/// every question is a sanction question: any other shape (rule numbers, true or false, a
/// kind added later, another layout, a number out of range) is nil, and the caller decodes
/// that line in full, so the full decoder stays the truth.
package struct ReportLine {
  package var judge: UnsafeBufferPointer<UInt8>
  package var edition: UnsafeBufferPointer<UInt8>
  package var exam: Bool
  package var completed: Bool
  package var start: Int64
  package var end: Int64
  package var score: Int
  package var maximum: Int
  package var passed: Bool
  /// The questions' seconds summed in order from zero, as `QuizRecord.seconds` sums them.
  package var seconds: Double
}

extension FastRecordReader {
  /// The line's report fields, its questions packed into `questions` (emptied first; see
  /// `QuestionBits`); nil for anything `record()` would not read, or would read as another
  /// shape than sanction questions.
  package mutating func reportLine(questions: inout [UInt32]) -> ReportLine? {
    questions.removeAll(keepingCapacity: true)
    guard literal("{\"v\":"), let version = integer(), version == QuizRecord.schemaVersion,
      literal(",\"id\":"), let id = rawString(), RecordLimits.idLength.contains(id.count),
      Self.isUTF8(id),
      literal(",\"judge\":"), let judge = rawString(), Self.isUTF8(judge),
      literal(",\"kind\":"), let kind = rawString(), let exam = Self.exam(kind),
      literal(",\"status\":"), let status = rawString(), let completed = Self.completed(status),
      literal(",\"start\":"), let start = seconds(),
      literal(",\"end\":"), let end = seconds(),
      literal(",\"langs\":"), skipStrings(),
      literal(",\"filters\":"), skipStrings(),
      literal(",\"seed\":"), unsigned() != nil,
      literal(",\"edition\":"), let edition = rawString(), Self.isUTF8(edition),
      literal(",\"size\":"), let size = integer(), RecordLimits.size.contains(size),
      literal(",\"score\":"), let score = integer(),
      literal(",\"max\":"), let maximum = integer(), RecordLimits.maximum.contains(maximum),
      score >= 0, score <= maximum,
      literal(",\"pct\":"), let percent = decimal(), RecordLimits.percent.contains(percent),
      literal(",\"passed\":"), let passed = boolean(),
      literal(",\"seconds\":"), let total = decimal(), RecordLimits.totalSeconds.contains(total),
      let limit = optionalLimit(), limit.map(RecordLimits.minutes.contains) ?? true,
      literal(",\"q\":["), let seconds = sanctionQuestions(expected: size, into: &questions),
      literal("}"), index == bytes.count
    else { return nil }
    return ReportLine(
      judge: judge, edition: edition, exam: exam, completed: completed, start: start, end: end,
      score: score, maximum: maximum, passed: passed, seconds: seconds)
  }

  /// `quiz` or `exam`; nil for a kind this reader leaves to the full decoder.
  @inline(__always)
  private static func exam(_ raw: UnsafeBufferPointer<UInt8>) -> Bool? {
    if equal(raw, "quiz") { return false }
    if equal(raw, "exam") { return true }
    return nil
  }

  @inline(__always)
  private static func completed(_ raw: UnsafeBufferPointer<UInt8>) -> Bool? {
    if equal(raw, "completed") { return true }
    if equal(raw, "abandoned") { return false }
    return nil
  }

  @inline(__always)
  private static func equal(_ raw: UnsafeBufferPointer<UInt8>, _ text: StaticString) -> Bool {
    let count = text.utf8CodeUnitCount
    guard raw.count == count else { return false }
    let wanted = text.utf8Start
    for offset in 0..<count where raw[offset] != wanted[offset] { return false }
    return true
  }

  /// What `string()` checks, without making the string: ASCII at once, anything else
  /// validated (rare in ids and languages, and then only the non-ASCII bytes cost).
  @inline(__always)
  private static func isUTF8(_ raw: UnsafeBufferPointer<UInt8>) -> Bool {
    for byte in raw where byte >= 0x80 {
      return String(validating: raw, as: UTF8.self) != nil
    }
    return true
  }

  /// A fixed-form timestamp as seconds since 1970, as `timestamp()` reads it.
  @inline(__always)
  private mutating func seconds() -> Int64? {
    guard peek == 0x22, index + 22 <= bytes.count, bytes[index + 21] == 0x22,
      let seconds = Timestamp.parseFixed(
        UnsafeBufferPointer(rebasing: bytes[(index + 1)..<(index + 21)]))
    else { return nil }
    index += 22
    return seconds
  }

  /// A list of strings as `strings()` reads it, nothing kept.
  private mutating func skipStrings() -> Bool {
    guard character(0x5B) else { return false }
    if character(0x5D) { return true }
    while true {
      guard let item = rawString(), Self.isUTF8(item) else { return false }
      if character(0x2C) { continue }
      return character(0x5D)
    }
  }

  /// At most `expected` sanction questions, each as `question(into:)` reads it and within
  /// `RecordLimits`, packed into `into`; their seconds summed, or nil.
  ///
  /// The hot loop of a report: one pass over the bytes with no call and no allocation. It is
  /// stricter than `question(into:)` (no sign, a penalty of at most four digits, points of at
  /// most two): what it refuses goes to the full decoder, which never differs from it on what
  /// it takes.
  private mutating func sanctionQuestions(expected: Int, into packed: inout [UInt32]) -> Double? {
    guard let base = bytes.baseAddress else { return nil }
    let end = bytes.count
    var at = index
    var total = 0.0
    if at < end, base[at] == 0x5D {
      index = at + 1
      return total
    }
    /// Up to `most` digits, no leading zero: the value and the position after it.
    @inline(__always)
    func digits(_ from: Int, most: Int) -> (value: Int, next: Int)? {
      var at = from
      var value = 0
      while at < end, at - from <= most {
        let digit = base[at] &- 0x30
        guard digit < 10 else { break }
        value = value &* 10 &+ Int(digit)
        at &+= 1
      }
      let count = at - from
      guard count > 0, count <= most, base[from] != 0x30 || count == 1 else { return nil }
      return (value, at)
    }
    /// `""`, `"r"`, `"j"`, `"rj"` or `"jr"`, as `Owners(codeBytes:)` reads them.
    @inline(__always)
    func owners(_ from: Int) -> (owners: Owners, next: Int)? {
      guard from + 1 < end, base[from] == 0x22 else { return nil }
      let first = base[from + 1]
      if first == 0x22 { return ([], from + 2) }
      guard from + 2 < end else { return nil }
      let second = base[from + 2]
      let r = UInt8(ascii: "r")
      let j = UInt8(ascii: "j")
      if second == 0x22 {
        if first == r { return (.referee, from + 3) }
        if first == j { return (.judge, from + 3) }
        return nil
      }
      guard from + 3 < end, base[from + 3] == 0x22,
        (first == r && second == j) || (first == j && second == r)
      else { return nil }
      return (.both, from + 4)
    }
    while packed.count < expected {
      guard at < end, base[at] == 0x5B, let penalty = digits(at + 1, most: 4),
        penalty.next < end, base[penalty.next] == 0x2C
      else { return nil }
      at = penalty.next + 1
      var chosen = QuestionBits.skipped
      if at + 4 <= end, base[at] == UInt8(ascii: "n"), base[at + 1] == UInt8(ascii: "u"),
        base[at + 2] == UInt8(ascii: "l"), base[at + 3] == UInt8(ascii: "l")
      {
        at += 4
      } else {
        guard at < end, base[at] &- 0x30 < 6 else { return nil }
        chosen = Int(base[at] &- 0x30)
        at += 1
      }
      guard at < end, base[at] == 0x2C, let chosenOwners = owners(at + 1),
        chosenOwners.next + 2 < end, base[chosenOwners.next] == 0x2C,
        base[chosenOwners.next + 1] &- 0x30 < 6, base[chosenOwners.next + 2] == 0x2C,
        let correctOwners = owners(chosenOwners.next + 3), correctOwners.next < end,
        base[correctOwners.next] == 0x2C,
        let points = digits(correctOwners.next + 1, most: 2),
        RecordLimits.points.contains(points.value), points.next < end,
        base[points.next] == 0x2C
      else { return nil }
      let correct = Int(base[chosenOwners.next + 1] &- 0x30)
      // The seconds as `decimal()` reads them: whole digits, then maybe a point and more.
      at = points.next + 1
      let wholeStart = at
      var mantissa: Int64 = 0
      while at < end, base[at] &- 0x30 < 10 {
        mantissa = mantissa &* 10 &+ Int64(base[at] &- 0x30)
        at += 1
      }
      let wholeCount = at - wholeStart
      guard wholeCount > 0, base[wholeStart] != 0x30 || wholeCount == 1 else { return nil }
      var fraction = 0
      if at < end, base[at] == 0x2E {
        at += 1
        let point = at
        while at < end, base[at] &- 0x30 < 10 {
          mantissa = mantissa &* 10 &+ Int64(base[at] &- 0x30)
          at += 1
        }
        fraction = at - point
        guard fraction > 0 else { return nil }
      }
      guard wholeCount + fraction <= 15, at < end, base[at] == 0x5D else { return nil }
      var scale = 1.0
      var limit = Int64(RecordLimits.questionSeconds.upperBound)
      for _ in 0..<fraction {
        scale *= 10
        limit &*= 10
      }
      // In range as whole numbers (never negative: no sign is read), so the division below
      // waits for nothing; at most 15 digits, `mantissa / 10^fraction` is exact enough that
      // the two comparisons agree.
      guard mantissa <= limit else { return nil }
      at += 1
      total += Double(mantissa) / scale
      packed.append(
        QuestionBits.pack(
          penalty: penalty.value, chosen: chosen, chosenOwners: chosenOwners.owners,
          correct: correct, correctOwners: correctOwners.owners, points: points.value))
      guard at < end else { return nil }
      if base[at] == 0x2C {
        at += 1
        continue
      }
      guard base[at] == 0x5D else { return nil }
      index = at + 1
      return total
    }
    return nil
  }
}

/// One sanction question in 32 bits, between the check of a whole line and its count: a
/// line is counted only once all of it has been read.
///
/// Penalty id (0–9999) in bits 0–13, chosen sanction 14–16 (7 skipped), its owners 17–18,
/// the key's sanction 19–21, its owners 22–23, points (0–10) 24–27.
package struct QuestionBits {
  /// The chosen sanction of a skipped question.
  static let skipped = 7

  let bits: UInt32

  @inline(__always)
  init(_ bits: UInt32) { self.bits = bits }

  @inline(__always)
  static func pack(
    penalty: Int, chosen: Int, chosenOwners: Owners, correct: Int, correctOwners: Owners,
    points: Int
  ) -> UInt32 {
    UInt32(truncatingIfNeeded: penalty) | UInt32(truncatingIfNeeded: chosen) << 14
      | UInt32(truncatingIfNeeded: chosenOwners.rawValue) << 17
      | UInt32(truncatingIfNeeded: correct) << 19
      | UInt32(truncatingIfNeeded: correctOwners.rawValue) << 22
      | UInt32(truncatingIfNeeded: points) << 24
  }

  var penalty: Int { Int(bits & 0x3FFF) }
  /// Nil when skipped.
  var chosen: Int? {
    let code = Int(bits >> 14 & 7)
    return code == Self.skipped ? nil : code
  }
  var chosenOwners: Int { Int(bits >> 17 & 3) }
  var correct: Int { Int(bits >> 19 & 7) }
  var correctOwners: Int { Int(bits >> 22 & 3) }
  var points: Int { Int(bits >> 24 & 0xF) }

  /// Counts the question in `tally`, one by one.
  func count(in tally: inout AnswerTally) {
    tally.addSanction(
      penalty: penalty, chosen: chosen, chosenOwners: Owners(rawValue: chosenOwners),
      correct: correct, correctOwners: Owners(rawValue: correctOwners), points: points)
  }
}
