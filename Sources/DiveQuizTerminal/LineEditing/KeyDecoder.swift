import DiveQuizCore

/// Turns the bytes a terminal sends into keys: UTF-8 text, control characters, escape
/// sequences (arrows, Home/End, Delete, Ctrl- and Alt-arrows, Alt-B/F) and bracketed paste.
///
/// Bytes arrive in arbitrary pieces, so a sequence cut in two waits for its end; a lone Escape
/// is only known by the silence after it, which the terminal side reports with `flush()`.
package struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []
  private var pasting = false
  /// How far `pending` was searched for the end of a paste: a paste that arrives in many
  /// reads is searched once through, not from its start at every read (which made a 10 MB
  /// paste quadratic).
  private var pasteSearched = 0
  /// Bytes of the paste dropped so far: a paste longer than a line may be is not kept, only
  /// its last bytes (where the end marker may have begun).
  private var pasteDropped = 0
  /// A CR just ended a line: a LF right after it is the same Enter.
  private var afterCarriageReturn = false

  package init() {}

  /// True when the bytes so far end in the middle of a key: wait briefly, then `flush()`.
  package var isWaiting: Bool { !pending.isEmpty && !pasting }

  /// The keys the new bytes complete.
  package mutating func feed(_ bytes: [UInt8]) -> [Key] {
    pending += bytes
    var keys: [Key] = []
    while !pending.isEmpty {
      if pasting {
        guard
          let end = Self.find(
            [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E], in: pending, from: max(0, pasteSearched - 5))
        else {
          pasteSearched = pending.count
          if pasteDropped > 0 || pending.count > ConsoleLimits.lineLength + 5 {
            // Too long for a line: counted, not kept (a 10 MB paste held whole, then drawn,
            // took minutes to answer).
            let drop = pending.count - 5
            pasteDropped += drop
            pending.removeSubrange(..<drop)
            pasteSearched = pending.count
          }
          break
        }
        // Over a line's length whether or not its bytes were dropped on the way: a paste
        // that ends within the read that would have tipped it over is just as long.
        if pasteDropped > 0 || end > ConsoleLimits.lineLength {
          keys.append(.overlongPaste(pasteDropped + end))
        } else {
          keys.append(.paste(Self.decodeText(pending[..<end])))
        }
        pending.removeSubrange(..<(end + 6))
        pasting = false
        pasteSearched = 0
        pasteDropped = 0
        continue
      }
      guard let (key, length) = next() else { break }
      pending.removeSubrange(..<length)
      append(key, to: &keys)
    }
    return keys
  }

  /// Ends a sequence left waiting: a lone Escape is the Escape key; a broken sequence or a
  /// cut-off character is dropped or shown as U+FFFD.
  package mutating func flush() -> [Key] {
    guard !pending.isEmpty, !pasting else { return [] }
    let bytes = pending
    pending = []
    if bytes == [0x1B] { return [.escape] }
    if bytes.first == 0x1B { return [.unknown] }
    return [.text("\u{FFFD}")]
  }

  private mutating func append(_ key: Key, to keys: inout [Key]) {
    // Typed text in one read (a fast typist, or a paste the terminal did not bracket) is
    // one key, so the screen is redrawn once.
    if case .text(let more) = key, case .text(let text)? = keys.last {
      keys[keys.count - 1] = .text(text + more)
    } else {
      keys.append(key)
    }
  }

  /// The key at the start of `pending` and how many bytes it takes, or nil if incomplete.
  private mutating func next() -> (Key, Int)? {
    let first = pending[0]
    let wasCarriageReturn = afterCarriageReturn
    afterCarriageReturn = first == 0x0D
    switch first {
    case 0x1B: return escapeSequence()
    case 0x0D: return (.enter, 1)
    case 0x0A: return wasCarriageReturn ? (.unknown, 1) : (.enter, 1)
    case 0x00..<0x20, 0x7F: return (Self.control(first), 1)
    case 0x20..<0x80: return (.text(String(UnicodeScalar(first))), 1)
    default: return utf8Character()
    }
  }

  static func control(_ byte: UInt8) -> Key {
    switch byte {
    case 0x01: return .home
    case 0x02: return .left
    case 0x03: return .interrupt
    case 0x04: return .controlD
    case 0x05: return .end
    case 0x06: return .right
    case 0x07: return .cancel
    case 0x08, 0x7F: return .backspace
    case 0x09: return .tab
    case 0x0B: return .killToEnd
    case 0x0C: return .clearScreen
    case 0x0E: return .down
    case 0x10: return .up
    case 0x12: return .search
    case 0x15: return .killToStart
    case 0x17: return .killWordBack
    case 0x19: return .yank
    default: return .unknown
    }
  }

  private mutating func escapeSequence() -> (Key, Int)? {
    guard pending.count >= 2 else { return nil }
    switch pending[1] {
    case UInt8(ascii: "["): return controlSequence()
    case UInt8(ascii: "O"):
      guard pending.count >= 3 else { return nil }
      let keys: [UInt8: Key] = [
        UInt8(ascii: "A"): .up, UInt8(ascii: "B"): .down, UInt8(ascii: "C"): .right,
        UInt8(ascii: "D"): .left, UInt8(ascii: "H"): .home, UInt8(ascii: "F"): .end,
        // rxvt's Ctrl-arrows.
        UInt8(ascii: "c"): .wordRight, UInt8(ascii: "d"): .wordLeft,
      ]
      return (keys[pending[2]] ?? .unknown, 3)
    case UInt8(ascii: "b"), UInt8(ascii: "B"): return (.wordLeft, 2)
    case UInt8(ascii: "f"), UInt8(ascii: "F"): return (.wordRight, 2)
    case UInt8(ascii: "d"), UInt8(ascii: "D"): return (.killWordForward, 2)
    case 0x7F, 0x08: return (.killWordBack, 2)
    case 0x1B: return (.escape, 1)
    case 0x20..<0x7F: return (.unknown, 2)
    default: return (.escape, 1)
    }
  }

  /// `ESC [ parameters final`: arrows (with modifiers), Home/End, Delete, paste start.
  private mutating func controlSequence() -> (Key, Int)? {
    var index = 2
    while index < pending.count, !(0x40...0x7E).contains(pending[index]) {
      // Not a sequence after all (or an absurdly long one): drop the introducer.
      guard index < 32, (0x20...0x3F).contains(pending[index]) else { return (.unknown, 2) }
      index += 1
    }
    guard index < pending.count else { return nil }
    let parameters = String(decoding: pending[2..<index], as: UTF8.self)
      .split(separator: ";").map { Int($0) ?? 0 }
    let modified = parameters.count >= 2 && parameters[1] > 1
    let key: Key
    switch pending[index] {
    case UInt8(ascii: "A"): key = .up
    case UInt8(ascii: "B"): key = .down
    case UInt8(ascii: "C"): key = modified ? .wordRight : .right
    case UInt8(ascii: "D"): key = modified ? .wordLeft : .left
    case UInt8(ascii: "H"): key = .home
    case UInt8(ascii: "F"): key = .end
    case UInt8(ascii: "~"):
      switch parameters.first ?? 0 {
      case 1, 7: key = .home
      case 4, 8: key = .end
      case 3: key = modified ? .killWordForward : .delete
      case 200:
        pasting = true
        key = .unknown
      default: key = .unknown
      }
    default: key = .unknown
    }
    return (key, index + 1)
  }

  private func utf8Character() -> (Key, Int)? {
    let first = pending[0]
    let length: Int
    switch first {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return (.text("\u{FFFD}"), 1)
    }
    var index = 1
    while index < min(length, pending.count) {
      guard pending[index] & 0xC0 == 0x80 else { return (.text("\u{FFFD}"), index) }
      index += 1
    }
    guard pending.count >= length else { return nil }
    return (.text(Self.decodeText(Array(pending[..<length]))), length)
  }

  /// Pasted or typed bytes as text: invalid UTF-8 becomes U+FFFD, control characters (a
  /// pasted tab or line break, a C1 control such as U+009B) become spaces, so nothing pasted
  /// can run or move the cursor.
  static func decodeText(_ bytes: some Collection<UInt8>) -> String {
    var text = ""
    var lastWasReturn = false
    for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
      if scalar == "\n", lastWasReturn {
        lastWasReturn = false
        continue
      }
      lastWasReturn = scalar == "\r"
      // Bidirectional controls too: a pasted RLO would show the line in another order.
      if Sanitizer.isControl(scalar) || Sanitizer.isBidiControl(scalar) {
        text.unicodeScalars.append(" ")
      } else {
        text.unicodeScalars.append(scalar)
      }
    }
    return text
  }

  private static func find(_ needle: [UInt8], in haystack: [UInt8], from first: Int = 0) -> Int? {
    guard haystack.count >= needle.count, first <= haystack.count - needle.count else {
      return nil
    }
    var start = first
    while start <= haystack.count - needle.count {
      // Only where the needle's first byte stands: a pasted megabyte holds few ESCs.
      guard let next = haystack[start...].firstIndex(of: needle[0]),
        next <= haystack.count - needle.count
      else { return nil }
      if haystack[next..<(next + needle.count)].elementsEqual(needle) { return next }
      start = next + 1
    }
    return nil
  }
}
