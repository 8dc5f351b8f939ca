#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A look at a stored line's bytes that tells, before it is decoded, that the line cannot
/// match a query (its judge, seed, kind, edition or dates are other ones), so a narrowed read
/// decodes only the lines that may match, as `grep` would find them. The decoded record is
/// still checked with `HistoryQuery.matches`: this only ever says "certainly not".
///
/// A line is passed over only when it is laid out as divequiz writes it (`{"v":…` to `]}`,
/// no escape anywhere, so every `"key":` in it is a key) and every occurrence of the field
/// holds a plain value that differs; any other line is decoded, and reported if damaged.
package struct QueryPrefilter: Sendable {
  /// The name keys a matching judge folds to (a merged trainee has several; `trainees A`
  /// over a large class, thousands): a raw name is folded once and looked up, so a read
  /// stays linear however many keys match.
  private let judge: Set<[UInt8]>?
  /// The same keys when they are few (one trainee, a merge): each compared as the raw name
  /// is folded, with nothing made (`NameKey.plainName`).
  private let fewJudges: [[UInt8]]?
  private let seed: [UInt8]?
  private let kind: [UInt8]?
  /// The names a matching record may store for the edition (`EditionID.storedNames`),
  /// lowercased: a line's bytes are compared with them, case aside, and no text is made.
  private let edition: [[UInt8]]?
  /// `"start"` as stored (`2026-01-02T03:04:05Z`) must be at least this, and below `before`.
  private let from: [UInt8]?
  private let before: [UInt8]?

  /// The query it was made from, to make it again (`copied()`).
  private let query: HistoryQuery

  /// nil when the query does not narrow the history by any field a line shows.
  package init?(_ query: HistoryQuery) {
    self.query = query
    judge = query.nameKeys.map { Set($0.map { Array($0.utf8) }) }
    fewJudges = judge.flatMap { $0.count <= 8 ? Array($0) : nil }
    seed = query.seed.map { Array(String($0).utf8) }
    kind = query.kind.map { Array($0.word.utf8) }
    edition = query.edition.flatMap { wanted in
      // A query outside ASCII (only an app could make one) is left to the decoder.
      wanted.text.utf8.allSatisfy { $0 < 0x80 }
        ? wanted.storedNames.map { Array($0.lowercased().utf8) } : nil
    }
    from = query.since.map { Array(Timestamp.format($0).utf8) }
    before = query.until.map {
      let end = ($0.timeIntervalSince1970 + 86_400).rounded(.up)
      return Array(Timestamp.format(Date(timeIntervalSince1970: end)).utf8)
    }
    if judge == nil, seed == nil, kind == nil, edition == nil, from == nil, before == nil {
      return nil
    }
  }

  /// The same filter made again from its query: new storage that no other thread retains.
  func copied() -> QueryPrefilter { QueryPrefilter(query) ?? self }

  /// False only when the line certainly does not match.
  package func mayMatch(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = line.baseAddress, line.count > 8, line[0] == 0x7B, line[1] == 0x22,
      line[line.count - 2] == 0x5D, line[line.count - 1] == 0x7D,
      Bytes.index(of: 0x5C, in: base, from: 0, to: line.count) == nil
    else { return true }
    // The questions come last; when they hold no key at all (no `:`, as in every sanction
    // question), only the fields before them can hold what is looked for.
    var line = line
    if let questions = Self.find(",\"q\":[", in: line, from: 0),
      Bytes.index(of: 0x3A, in: base, from: questions + 6, to: line.count) == nil
    {
      line = UnsafeBufferPointer(rebasing: line[0..<questions])
    }
    // Locals for the closures: one that reached for `self` copied the whole filter.
    let few = fewJudges
    if let judge,
      !any(line, "\"judge\":\"", { raw, _ in Self.judge(raw, matches: judge, few: few) })
    {
      return false
    }
    if let seed, !any(line, "\"seed\":", { raw, after in Self.number(raw, after, equals: seed) }) {
      return false
    }
    if let kind, !any(line, "\"kind\":\"", { raw, _ in Self.same(raw, kind) }) { return false }
    if let edition,
      !any(
        line, "\"edition\":\"",
        { raw, _ in edition.contains { Self.sameIgnoringCase(raw, $0) } })
    {
      return false
    }
    let (from, before) = (from, before)
    if from != nil || before != nil,
      !any(
        line, "\"start\":\"",
        { raw, _ in
          guard raw.count == 20, raw[19] == UInt8(ascii: "Z") else { return true }
          if let from, raw.lexicographicallyPrecedes(from) { return false }
          if let before, !raw.lexicographicallyPrecedes(before) { return false }
          return true
        })
    {
      return false
    }
    return true
  }

  /// Whether a raw judge folds to one of the keys; nil when only the full folding can say.
  @inline(__always)
  private static func judge(
    _ raw: UnsafeBufferPointer<UInt8>, matches judge: Set<[UInt8]>, few fewJudges: [[UInt8]]?
  ) -> Bool? {
    guard let fewJudges else { return NameKey.plain(raw).map { judge.contains($0) } }
    for key in fewJudges {
      guard let folds = NameKey.plainName(raw, folds: key) else { return nil }
      if folds { return true }
    }
    return false
  }

  /// Whether some occurrence of `key` may hold a matching value: `test` gets the raw value
  /// (up to the closing quote for a string key, the digits for a number) and the byte after
  /// it. No occurrence at all: true (the decoder says what is missing).
  @inline(__always)
  private func any(
    _ line: UnsafeBufferPointer<UInt8>, _ key: StaticString,
    _ test: (UnsafeBufferPointer<UInt8>, UInt8?) -> Bool?
  ) -> Bool {
    let isString =
      key.utf8CodeUnitCount > 0
      && key.utf8Start[key.utf8CodeUnitCount - 1] == UInt8(ascii: "\"")
    var at = 0
    var found = false
    while let hit = Self.find(key, in: line, from: at) {
      found = true
      let start = hit + key.utf8CodeUnitCount
      var end = start
      if isString {
        while end < line.count, line[end] != 0x22 { end += 1 }
        guard end < line.count else { return true }
      } else {
        while end < line.count, (0x30...0x39).contains(line[end]) { end += 1 }
      }
      let raw = UnsafeBufferPointer(rebasing: line[start..<end])
      if test(raw, end < line.count ? line[end] : nil) ?? true { return true }
      at = end
    }
    return !found
  }

  /// Where `key` next occurs in `line` at or after `from`: a `memchr` for its first letter
  /// (rarer than its quotes and commas), then a comparison of the whole key.
  @inline(__always)
  static func find(_ key: StaticString, in line: UnsafeBufferPointer<UInt8>, from: Int)
    -> Int?
  {
    guard let base = line.baseAddress else { return nil }
    let length = key.utf8CodeUnitCount
    var probe = 0
    while probe < length - 1, !(0x61...0x7A).contains(key.utf8Start[probe]) { probe += 1 }
    var at = from + probe
    // The probe at `index` means the key would end at `index - probe + length`.
    while at - probe + length <= line.count,
      let index = Bytes.index(
        of: key.utf8Start[probe], in: base, from: at, to: line.count - length + probe + 1)
    {
      if Bytes.equal(base + index - probe, key.utf8Start, count: length) { return index - probe }
      at = index + 1
    }
    return nil
  }

  /// A plain number equal to `wanted`; nil (may match) for any other form (`4711.0`, `1e3`).
  private static func number(
    _ raw: UnsafeBufferPointer<UInt8>, _ after: UInt8?, equals wanted: [UInt8]
  )
    -> Bool?
  {
    guard !raw.isEmpty, after == UInt8(ascii: ",") || after == UInt8(ascii: "}") else {
      return nil
    }
    return same(raw, wanted)
  }

  private static func same(_ raw: UnsafeBufferPointer<UInt8>, _ wanted: [UInt8]) -> Bool {
    raw.count == wanted.count && raw.elementsEqual(wanted)
  }

  /// `raw` equals `lowered` (ASCII, lowercase) with ASCII letters in either case; any byte
  /// outside ASCII may lowercase to something else, so the line may match.
  private static func sameIgnoringCase(_ raw: UnsafeBufferPointer<UInt8>, _ lowered: [UInt8])
    -> Bool
  {
    guard raw.allSatisfy({ $0 < 0x80 }) else { return true }
    return raw.count == lowered.count
      && zip(raw, lowered).allSatisfy { byte, low in
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 == low : byte == low
      }
  }
}
