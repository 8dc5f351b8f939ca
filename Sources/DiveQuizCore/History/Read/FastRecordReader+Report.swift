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

/// The numbers every fast reader checks between a record's `edition` and its questions, each
/// against `RecordLimits` as the full reader checks them.
package struct RecordTotals {
  package var size: Int
  package var score: Int
  package var maximum: Int
  package var passed: Bool
  package var limit: Int?
}

extension FastRecordReader {
  /// `size` to the time limit, checked; nil where the full reader would refuse the line.
  @inline(__always)
  mutating func totals() -> RecordTotals? {
    guard
      literal(",\"size\":"), let size = integer(), RecordLimits.size.contains(size),
      literal(",\"score\":"), let score = integer(),
      literal(",\"max\":"), let maximum = integer(), RecordLimits.maximum.contains(maximum),
      score >= 0, score <= maximum,
      literal(",\"pct\":"), let percent = decimal(), RecordLimits.percent.contains(percent),
      literal(",\"passed\":"), let passed = boolean(),
      literal(",\"seconds\":"), let total = decimal(), RecordLimits.totalSeconds.contains(total),
      let limit = optionalLimit(), limit.map(RecordLimits.minutes.contains) ?? true
    else { return nil }
    return RecordTotals(size: size, score: score, maximum: maximum, passed: passed, limit: limit)
  }

  /// The line's report fields, its questions packed into `questions` (emptied first; see
  /// `QuestionBits`); nil for anything `record()` would not read, or would read as another
  /// shape than sanction questions.
  package mutating func reportLine(questions: inout PackedQuestions) -> ReportLine? {
    questions.removeAll()
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
      let totals = totals(),
      literal(",\"q\":["), let seconds = sanctionQuestions(expected: totals.size, into: &questions),
      literal("}"), index == bytes.count,
      // A stored summary that disagrees with the answers goes to the full decoder, which
      // shows the answers' figures.
      Self.agrees(totals, status: completed ? .completed : .abandoned, questions)
    else { return nil }
    return ReportLine(
      judge: judge, edition: edition, exam: exam, completed: completed, start: start, end: end,
      score: totals.score, maximum: totals.maximum, passed: totals.passed, seconds: seconds)
  }

  /// Whether the stored totals are what the packed answers give.
  @inline(__always)
  private static func agrees(
    _ totals: RecordTotals, status: QuizRecord.Status, _ questions: PackedQuestions
  ) -> Bool {
    let points = questions.withQuestions { $0.reduce(0) { $0 + Int($1 >> 24 & 0xF) } }
    let summary = QuizRecord.derived(status: status, size: totals.size, points: points)
    return summary.score == totals.score && summary.maximum == totals.maximum
      && summary.passed == totals.passed
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
    var at = 0
    // Eight bytes at a time, while eight are left: is any byte's high bit set?
    if let base = raw.baseAddress {
      while at + 8 <= raw.count {
        let word = UnsafeRawPointer(base + at).loadUnaligned(as: UInt64.self)
        if word & 0x8080_8080_8080_8080 != 0 { break }
        at += 8
      }
    }
    for byte in raw[at...] where byte >= 0x80 {
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
  /// The hot loop of a report: one pass over the bytes with no call, no allocation and no
  /// bounds check. It is stricter than `question(into:)` (no sign, a penalty of at most four
  /// digits, points of at most two): what it refuses goes to the full decoder, which never
  /// differs from it on what it takes.
  ///
  /// Bounds are kept by a sentinel instead: the line must end with `}` (as `reportLine`
  /// requires anyway), and every byte the scan steps past has been matched against a digit
  /// or one of `[],".` and the letters of `null`, `r` and `j`, never `}`. So the byte after
  /// one stepped past is at most the last, and every read is within the line. (The owners'
  /// codes are also read four bytes at once, only where four are left before the line's end.)
  private mutating func sanctionQuestions(
    expected: Int, into packed: inout PackedQuestions
  ) -> Double? {
    guard let base = bytes.baseAddress, index < bytes.count, base[bytes.count - 1] == 0x7D
    else { return nil }
    if base[index] == 0x5D {
      index += 1
      return 0
    }
    let (start, lineEnd) = (base + index, base + bytes.count)
    guard
      let read = TenthSeconds.withTable({ seconds in
        packed.fill(
          expected,
          {
            Self.scanSanctions(
              start, lineEnd: lineEnd, expected: expected, seconds: seconds, into: $0)
          })
      })
    else { return nil }
    index = base.distance(to: read.end)
    return read.seconds
  }

  /// The loop of `sanctionQuestions`, all in locals (a closure's captured variables would live
  /// in memory): the questions from `start`, their number, the byte after
  /// the closing `]`, and their seconds summed in order.
  ///
  /// Each question is read by `commonQuestion` (fixed comparisons, for the shapes divequiz
  /// writes), or by `slowQuestion` when that refuses it; both read the same values where
  /// both take a question.
  @inline(__always)
  private static func scanSanctions(
    _ start: UnsafePointer<UInt8>, lineEnd: UnsafePointer<UInt8>, expected: Int,
    seconds: UnsafeBufferPointer<Double>, into out: UnsafeMutableBufferPointer<UInt32>
  ) -> (count: Int, value: (end: UnsafePointer<UInt8>, seconds: Double))? {
    var at = start
    var total = 0.0
    var count = 0
    while count < expected {
      guard let question = commonQuestion(at, end: lineEnd, seconds: seconds) ?? slowQuestion(at)
      else {
        return nil
      }
      total += question.seconds
      out[count] = question.bits
      count += 1
      at = question.next
      if at[0] == 0x2C {
        at += 1
        continue
      }
      guard at[0] == 0x5D else { return nil }
      return (count, (at + 1, total))
    }
    return nil
  }

  /// One question at `at` (its `[`), byte by byte: packed, its seconds, and the byte after
  /// its `]`; nil where `question(into:)` would refuse it or read another shape.
  @inline(__always)
  package static func slowQuestion(
    _ start: UnsafePointer<UInt8>
  ) -> (bits: UInt32, seconds: Double, next: UnsafePointer<UInt8>)? {
    var at = start
    guard at[0] == 0x5B, let penalty = digits(at + 1, most: 4), penalty.next[0] == 0x2C
    else { return nil }
    at = penalty.next + 1
    var chosen = QuestionBits.skipped
    if at[0] == UInt8(ascii: "n"), at[1] == UInt8(ascii: "u"), at[2] == UInt8(ascii: "l"),
      at[3] == UInt8(ascii: "l")
    {
      at += 4
    } else {
      guard at[0] &- 0x30 < 6 else { return nil }
      chosen = Int(at[0] &- 0x30)
      at += 1
    }
    guard at[0] == 0x2C, let chosenOwners = Owners.quoted(at: at + 1), chosenOwners.next[0] == 0x2C,
      chosenOwners.next[1] &- 0x30 < 6, chosenOwners.next[2] == 0x2C,
      let correctOwners = Owners.quoted(at: chosenOwners.next + 3), correctOwners.next[0] == 0x2C,
      let points = digits(correctOwners.next + 1, most: 2),
      RecordLimits.points.contains(points.value), points.next[0] == 0x2C
    else { return nil }
    let correct = Int(chosenOwners.next[1] &- 0x30)
    // The seconds as `decimal()` reads them: whole digits, then maybe a point and more.
    at = points.next + 1
    let wholeStart = at
    var mantissa: Int64 = 0
    while at[0] &- 0x30 < 10 {
      mantissa = mantissa &* 10 &+ Int64(at[0] &- 0x30)
      at += 1
    }
    let wholeCount = at - wholeStart
    guard wholeCount > 0, wholeStart[0] != 0x30 || wholeCount == 1 else { return nil }
    var fraction = 0
    if at[0] == 0x2E {
      at += 1
      let point = at
      while at[0] &- 0x30 < 10 {
        mantissa = mantissa &* 10 &+ Int64(at[0] &- 0x30)
        at += 1
      }
      fraction = at - point
      guard fraction > 0 else { return nil }
    }
    guard wholeCount + fraction <= 15, at[0] == 0x5D else { return nil }
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
    let bits = QuestionBits.pack(
      penalty: penalty.value, chosen: chosen, chosenOwners: chosenOwners.owners,
      correct: correct, correctOwners: correctOwners.owners, points: points.value)
    return (bits, Double(mantissa) / scale, at + 1)
  }

  /// Up to `most` digits, no leading zero: the value and the byte after it.
  @inline(__always)
  private static func digits(
    _ from: UnsafePointer<UInt8>, most: Int
  ) -> (value: Int, next: UnsafePointer<UInt8>)? {
    var at = from
    var value = 0
    while true {
      let digit = at[0] &- 0x30
      guard digit < 10 else { break }
      value = value &* 10 &+ Int(digit)
      at += 1
      guard at - from <= most else { return nil }
    }
    let count = at - from
    guard count > 0, from[0] != 0x30 || count == 1 else { return nil }
    return (value, at)
  }
}
