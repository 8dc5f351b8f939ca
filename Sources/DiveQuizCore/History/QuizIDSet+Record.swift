#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The hash of a whole record, from its fields, as equal for two records as their lines
/// written by divequiz would be: what tells an identical quiz from a conflicting one without
/// writing the line again.
extension QuizIDSet {
  package static func hash(record: QuizRecord) -> UInt64 {
    var hasher = FieldHasher()
    hasher.add(record.id)
    hasher.add(record.judge)
    hasher.add(record.kind.word)
    hasher.add(record.status.rawValue)
    hasher.add(record.start.timeIntervalSince1970.bitPattern)
    hasher.add(record.end.timeIntervalSince1970.bitPattern)
    hasher.add(UInt64(record.languages.count))
    for language in record.languages { hasher.add(language) }
    hasher.add(UInt64(record.filters.count))
    for filter in record.filters { hasher.add(filter) }
    hasher.add(record.seed)
    hasher.add(record.edition)
    for number in [record.size, record.score, record.maximum, record.limit ?? -1] {
      hasher.add(UInt64(bitPattern: Int64(number)))
    }
    hasher.add(record.passed ? 1 : 0)
    for question in record.questions {
      hasher.add(UInt64(bitPattern: Int64(question.penaltyID)))
      hasher.add(UInt64(bitPattern: Int64(question.chosen?.sanction.rawValue ?? -1)))
      hasher.add(UInt64(bitPattern: Int64(question.chosen?.owners.rawValue ?? 0xFF)))
      hasher.add(UInt64(bitPattern: Int64(question.correct.sanction.rawValue)))
      hasher.add(UInt64(bitPattern: Int64(question.correct.owners.rawValue)))
      hasher.add(UInt64(bitPattern: Int64(question.points)))
      hasher.add(question.seconds.bitPattern)
      switch question.extra {
      case nil:
        hasher.add(0)
      case .rules(let options, let correct, let chosen)?:
        hasher.add(1)
        for option in options { hasher.add(option) }
        hasher.add(UInt64(bitPattern: Int64(correct)))
        hasher.add(UInt64(bitPattern: Int64(chosen ?? -1)))
      case .trueFalse(let claim, let isTrue, let chosen)?:
        hasher.add(2)
        hasher.add(claim.code)
        hasher.add(isTrue ? 1 : 0)
        hasher.add(chosen.map { $0 ? 1 : 0 } ?? 2)
      case let extra?:
        // The new kinds: their stored bytes say all they hold.
        hasher.add(3)
        var bytes: [UInt8] = []
        _ = RecordWriter.appendKind(extra, to: &bytes)
        hasher.add(String(decoding: bytes, as: UTF8.self))
      }
    }
    // A last avalanche, so that every bit of the result depends on every field.
    var value = hasher.value
    value ^= value >> 30
    value &*= 0xBF58_476D_1CE4_E5B9
    value ^= value >> 27
    value &*= 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }

  /// A multiply-and-shift mix over each field, a whole 64-bit word at a time (strings eight
  /// bytes a step, their length first, so that `ab`,`c` and `a`,`bc` differ): a record's
  /// hash is computed for every line an import reads, so it costs a few steps a field, not
  /// one per byte. Never stored: only compared within one run.
  private struct FieldHasher {
    var value: UInt64 = 0xCBF2_9CE4_8422_2325

    @inline(__always)
    mutating func add(_ number: UInt64) {
      value = (value ^ number) &* 0x9E37_79B9_7F4A_7C15
      value ^= value >> 29
    }

    mutating func add(_ text: String) {
      var text = text
      text.withUTF8 { bytes in
        add(UInt64(bytes.count))
        var word: UInt64 = 0
        var filled: UInt64 = 0
        for byte in bytes {
          word |= UInt64(byte) << (filled * 8)
          filled += 1
          if filled == 8 {
            add(word)
            (word, filled) = (0, 0)
          }
        }
        if filled > 0 { add(word) }
      }
    }
  }
}
