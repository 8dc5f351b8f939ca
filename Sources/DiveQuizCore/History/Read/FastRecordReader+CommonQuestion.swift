extension FastRecordReader {
  /// One sanction question `[penalty,sanction|null,"owners",key,"key owners",points,seconds]`
  /// at `at` (its `[`), if it has a shape divequiz writes nearly always: a penalty of one to
  /// three digits, points `0`–`9` or `10`, seconds of one to three whole digits and one
  /// decimal (`12.3`). Packed (`QuestionBits`), its seconds, the byte after its `]`; nil for
  /// any other shape, which `slowQuestion` reads instead (it takes every question this takes,
  /// and reads the same values: `ReportFastPathTests` holds the two side by side).
  ///
  /// Why: a report reads twenty million questions at 1M quizzes. `slowQuestion` loops over
  /// digits of any count and works out a power of ten for the seconds; here each field is a
  /// few fixed byte comparisons, with no loop. Points can be written `10` and no other pair of
  /// digits (`RecordLimits.points` is 0–10), and seconds with one decimal are tenths.
  ///
  /// Like `slowQuestion` it needs no bounds: the line ends with `}`, and each byte is read only
  /// once the one before it has matched a digit or one of `[],".` and the letters of `null`,
  /// `r` and `j`, never `}`.
  ///
  /// `end` is one past the line's last byte: where four bytes are left, the owners' codes are
  /// read a word at a time (`ownersWord`), with no branch on which code it is.
  package static func commonQuestion(
    _ at: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>
  ) -> (bits: UInt32, seconds: Double, next: UnsafePointer<UInt8>)? {
    TenthSeconds.withTable { commonQuestion(at, end: end, seconds: $0) }
  }

  /// `commonQuestion(_:)` with the seconds looked up in `seconds` (`TenthSeconds`), which
  /// the caller fetches once for a line's questions.
  @inline(__always)
  static func commonQuestion(
    _ at: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>, seconds: UnsafeBufferPointer<Double>
  ) -> (bits: UInt32, seconds: Double, next: UnsafePointer<UInt8>)? {
    let comma: UInt8 = 0x2C
    guard at[0] == 0x5B else { return nil }
    // The penalty: one to three digits, no leading zero.
    var penalty = UInt32(at[1] &- 0x30)
    guard penalty < 10 else { return nil }
    var p = at + 2
    if p[0] != comma {
      let second = UInt32(p[0] &- 0x30)
      guard second < 10, penalty != 0 else { return nil }
      penalty = penalty &* 10 &+ second
      p += 1
      if p[0] != comma {
        let third = UInt32(p[0] &- 0x30)
        guard third < 10, p[1] == comma else { return nil }
        penalty = penalty &* 10 &+ third
        p += 1
      }
    }
    p += 1
    // The chosen sanction, 0–5, or `null`.
    var chosen = UInt32(truncatingIfNeeded: QuestionBits.skipped)
    let sanction = UInt32(p[0] &- 0x30)
    if sanction < 6 {
      chosen = sanction
      p += 1
    } else {
      guard p[0] == UInt8(ascii: "n"), p[1] == UInt8(ascii: "u"), p[2] == UInt8(ascii: "l"),
        p[3] == UInt8(ascii: "l")
      else { return nil }
      p += 4
    }
    // Its owners, `,key,`, the key's owners, a comma.
    guard p[0] == comma, let chosenOwners = owners(p + 1, end: end) else { return nil }
    p = chosenOwners.next
    // The comma first: on a line cut after the owners (`"r"}`), `p[1]` is past the line.
    guard p[0] == comma else { return nil }
    let correct = UInt32(p[1] &- 0x30)
    guard correct < 6, p[2] == comma, let correctOwners = owners(p + 3, end: end) else {
      return nil
    }
    p = correctOwners.next
    guard p[0] == comma else { return nil }
    // The points: one digit, or `10`.
    var points = UInt32(p[1] &- 0x30)
    guard points < 10 else { return nil }
    if p[2] == comma {
      p += 3
    } else {
      guard points == 1, p[2] == UInt8(ascii: "0"), p[3] == comma else { return nil }
      points = 10
      p += 4
    }
    // The seconds: one to three whole digits (no leading zero), a point, one digit, `]`.
    var tenths = UInt32(p[0] &- 0x30)
    guard tenths < 10 else { return nil }
    p += 1
    if p[0] != 0x2E {
      let second = UInt32(p[0] &- 0x30)
      guard second < 10, tenths != 0 else { return nil }
      tenths = tenths &* 10 &+ second
      p += 1
      if p[0] != 0x2E {
        let third = UInt32(p[0] &- 0x30)
        guard third < 10, p[1] == 0x2E else { return nil }
        tenths = tenths &* 10 &+ third
        p += 1
      }
    }
    let decimal = UInt32(p[1] &- 0x30)
    guard decimal < 10, p[2] == 0x5D else { return nil }
    // At most 999.9 seconds, within `RecordLimits.questionSeconds` (a test holds it).
    tenths = tenths &* 10 &+ decimal
    let bits =
      penalty | chosen &<< 14 | chosenOwners.owners &<< 17 | correct &<< 19
      | correctOwners.owners &<< 22 | points &<< 24
    return (bits, seconds[Int(tenths)], p + 3)
  }

  /// The owners' code at `from` (`Owners.quoted`), as the bits a packed question holds.
  @inline(__always)
  private static func owners(
    _ from: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>
  ) -> (owners: UInt32, next: UnsafePointer<UInt8>)? {
    if from.distance(to: end) >= 4 { return ownersWord(from) }
    // No closure (`map`): this runs for every question of a million-quiz report.
    guard let found = Owners.quoted(at: from) else { return nil }
    return (UInt32(truncatingIfNeeded: found.owners.rawValue), found.next)
  }

  /// `Owners.quoted` from the four bytes at `from` (all readable): `""`, `"r"`, `"j"`, `"rj"`
  /// or `"jr"` compared as whole words, the answer picked without a branch.
  ///
  /// Why: a code is one or two letters as the answer goes, so a reader that branches on its
  /// length guesses wrong about half the time, twice a question.
  @inline(__always)
  private static func ownersWord(
    _ from: UnsafePointer<UInt8>
  ) -> (owners: UInt32, next: UnsafePointer<UInt8>)? {
    let word = UInt32(littleEndian: UnsafeRawPointer(from).loadUnaligned(as: UInt32.self))
    // Little-endian: the first byte is the lowest. `"` is 0x22, `r` 0x72, `j` 0x6A.
    let none = word & 0xFFFF == 0x2222
    let referee = word & 0xFF_FFFF == 0x22_7222
    let judge = word & 0xFF_FFFF == 0x22_6A22
    let both = word == 0x226A_7222 || word == 0x2272_6A22
    guard none || referee || judge || both else { return nil }
    let r = UInt32(truncatingIfNeeded: Owners.referee.rawValue)
    let j = UInt32(truncatingIfNeeded: Owners.judge.rawValue)
    let owners = (referee || both ? r : 0) | (judge || both ? j : 0)
    let length = 2 + (none ? 0 : 1) + (both ? 1 : 0)
    return (owners, from + length)
  }
}

/// Seconds written with one decimal, as doubles: entry `t` is `Double(t) / 10`, the double
/// `slowQuestion` and the full decoder make of the same digits.
///
/// Why a table: a division takes a dozen cycles and made each question wait on the one before
/// (the conversion ahead of it depends on the register the last quotient left); at twenty
/// million questions that was a fifth of `commonQuestion`. A load from these 80 KB does not
/// wait.
enum TenthSeconds {
  /// `commonQuestion` reads at most three whole digits and one decimal: 0.0 to 999.9.
  static let count = 10_000
  private static let table: [Double] = (0..<count).map { Double($0) / 10 }

  /// Lends the table to `body`: `seconds[t]` is `Double(t) / 10` for `t` below `count`.
  @inline(__always)
  static func withTable<R>(_ body: (UnsafeBufferPointer<Double>) -> R) -> R {
    table.withUnsafeBufferPointer(body)
  }
}
