#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The coach's cache file beside the history: per trainee, the summary of the history up to a
/// byte offset. Since a history is only ever appended to, a summary stays exact for the bytes
/// it covers; the records after them are read and added, and the cache written back. An entry
/// is used only while the bytes it covers hash the same (`ContentDigest`): a file edited in
/// place, cut shorter or replaced (even on the same inode) makes it stale; a cache that cannot
/// be read is simply rebuilt.
package struct SummaryCache: Equatable {
  package struct Entry: Equatable {
    /// The trainee's name key, then U+001F and the edition.
    package var judge: String
    /// The history's first bytes the summary covers, by length and hash.
    package var digest: ContentDigest
    /// When the entry was last used (seconds since 1970), to drop the least used.
    package var used: Double
    package var summary: TraineeSummary

    package init(
      judge: String, digest: ContentDigest, used: Double, summary: TraineeSummary
    ) {
      self.judge = judge
      self.digest = digest
      self.used = used
      self.summary = summary
    }
  }

  /// Version 2 keys entries by trainee and edition; version 3 adds each answer's kind
  /// (`id:right:kind`, the kind left out for sanction questions); version 4 checks an entry
  /// by the hash of the bytes it covers instead of the file's inode and last bytes. An older
  /// file is simply rebuilt.
  package static let header = "divequiz-coach-cache 4"
  /// Trainees kept; a shared machine rarely has more at once.
  package static let maximumEntries = 16
  package var entries: [Entry] = []

  package init() {}

  /// The entry for `judge`, to be checked against the file before it is used.
  package func entry(for judge: String) -> Entry? {
    entries.first { $0.judge == judge }
  }

  /// Puts `entry` in, replacing the judge's old one; entries made from other bytes fail
  /// their check and are replaced when used, or dropped as the least used.
  package mutating func store(_ entry: Entry) {
    entries.removeAll { $0.judge == entry.judge }
    entries.append(entry)
    entries.sort { $0.used > $1.used }
    if entries.count > Self.maximumEntries {
      entries.removeLast(entries.count - Self.maximumEntries)
    }
  }

  // MARK: - The file

  package func encode() -> [UInt8] {
    var lines = [Self.header]
    for entry in entries {
      let summary = entry.summary
      lines.append(
        [
          "entry", hex(Array(entry.judge.utf8)), String(entry.digest.length),
          String(entry.digest.hash), String(entry.used),
        ].joined(separator: " "))
      for (id, track) in summary.penalties.sorted(by: { $0.key < $1.key }) {
        lines.append(
          (["p", String(id), String(track.lastSeen.timeIntervalSince1970), key(track.lastMistake)]
            + [String(track.rights.count)] + track.rights.map(key)).joined(separator: " "))
      }
      for quiz in summary.completed {
        lines.append(
          ["c", key(quiz.key), quiz.passed ? "1" : "0", String(quiz.size)].joined(separator: " "))
      }
      for quiz in summary.latest {
        lines.append(
          ["l", key(quiz.key), String(quiz.end.timeIntervalSince1970)].joined(separator: " "))
      }
      for quiz in summary.recent {
        lines.append(
          (["r", key(quiz.key)] + quiz.answers.map(Self.answerWord))
            .joined(separator: " "))
      }
    }
    return Array((lines.joined(separator: "\n") + "\n").utf8)
  }

  /// Reads a cache file; anything unexpected gives an empty cache (it is rebuilt).
  package static func decode(_ bytes: [UInt8]) -> SummaryCache {
    var lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").makeIterator()
    guard lines.next() == Substring(header) else { return SummaryCache() }
    var cache = SummaryCache()
    while let line = lines.next() {
      var words = line.split(separator: " ").makeIterator()
      guard let kind = words.next() else { return SummaryCache() }
      if kind == "entry" {
        guard let judge = words.next().flatMap(unhex).map({ String(decoding: $0, as: UTF8.self) }),
          let covered = words.next().flatMap({ Int($0) }), covered >= 0,
          let hash = words.next().flatMap({ UInt64($0) }),
          let used = words.next().flatMap({ Double($0) })
        else { return SummaryCache() }
        cache.entries.append(
          Entry(
            judge: judge, digest: ContentDigest(length: covered, hash: hash), used: used,
            summary: TraineeSummary()))
        continue
      }
      guard !cache.entries.isEmpty,
        read(kind, &words, into: &cache.entries[cache.entries.count - 1].summary)
      else { return SummaryCache() }
    }
    return cache
  }

  private static func read(
    _ kind: Substring, _ words: inout IndexingIterator<[Substring]>,
    into summary: inout TraineeSummary
  ) -> Bool {
    func number() -> Double? { words.next().flatMap { Double($0) } }
    func whole() -> Int? { words.next().flatMap { Int($0) } }
    func key() -> TraineeSummary.Key?? {
      guard let start = words.next() else { return nil }
      if start == "-" {
        _ = words.next()
        _ = words.next()
        return .some(nil)
      }
      guard let seconds = Double(start), let sequence = whole(), let question = whole() else {
        return nil
      }
      return .some(
        TraineeSummary.Key(
          start: Date(timeIntervalSince1970: seconds), sequence: sequence, question: question))
    }
    switch kind {
    case "p":
      guard let id = whole(), let seen = number(), let mistake = key(), let count = whole(),
        (0...FocusSchedule.topBox).contains(count)
      else { return false }
      var rights: [TraineeSummary.Key] = []
      for _ in 0..<count {
        guard let right = key(), let right else { return false }
        rights.append(right)
      }
      summary.penalties[id] = TraineeSummary.PenaltyTrack(
        lastSeen: Date(timeIntervalSince1970: seen), lastMistake: mistake, rights: rights)
    case "c":
      guard let quiz = key(), let quiz, let passed = whole(), let size = whole() else {
        return false
      }
      summary.completed.append(TraineeSummary.Completed(key: quiz, passed: passed == 1, size: size))
    case "l":
      guard let quiz = key(), let quiz, let end = number() else { return false }
      summary.latest.append(TraineeSummary.Ended(key: quiz, end: Date(timeIntervalSince1970: end)))
    case "r":
      guard let quiz = key(), let quiz else { return false }
      var answers: [TraineeSummary.Answer] = []
      while let word = words.next() {
        let parts = word.split(separator: ":")
        guard parts.count == 2 || parts.count == 3, let id = Int(parts[0]),
          let right = Int(parts[1])
        else {
          return false
        }
        var kind = QuestionKind.sanction
        if parts.count == 3 {
          guard let named = QuestionKind(rawValue: String(parts[2])) else { return false }
          kind = named
        }
        answers.append(TraineeSummary.Answer(penaltyID: id, right: right == 1, kind: kind))
      }
      summary.recent.append(TraineeSummary.Answers(key: quiz, answers: answers))
    default:
      return false
    }
    return true
  }

  private func key(_ key: TraineeSummary.Key?) -> String {
    guard let key else { return "- - -" }
    return "\(key.start.timeIntervalSince1970) \(key.sequence) \(key.question)"
  }

  private func hex(_ bytes: [UInt8]) -> String {
    guard !bytes.isEmpty else { return "-" }
    let digits = Array("0123456789abcdef".utf8)
    var out: [UInt8] = []
    for byte in bytes {
      out.append(digits[Int(byte >> 4)])
      out.append(digits[Int(byte & 0x0F)])
    }
    return String(decoding: out, as: UTF8.self)
  }

  private static func unhex(_ text: Substring) -> [UInt8]? {
    if text == "-" { return [] }
    let digits = Array(text.utf8)
    guard digits.count % 2 == 0 else { return nil }
    var bytes: [UInt8] = []
    var index = 0
    while index < digits.count {
      guard let high = value(digits[index]), let low = value(digits[index + 1]) else { return nil }
      bytes.append(high << 4 | low)
      index += 2
    }
    return bytes
  }

  private static func value(_ digit: UInt8) -> UInt8? {
    switch digit {
    case 0x30...0x39: return digit - 0x30
    case 0x61...0x66: return digit - 0x61 + 10
    default: return nil
    }
  }

  /// `12:1`, or `0:0:scores` for another kind than the sanction question.
  private static func answerWord(_ answer: TraineeSummary.Answer) -> String {
    let word = "\(answer.penaltyID):\(answer.right ? 1 : 0)"
    return answer.kind == .sanction ? word : word + ":" + answer.kind.rawValue
  }
}
