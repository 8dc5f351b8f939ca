import DiveQuizCore

/// The lines typed at the prompt, oldest first, as Up and Ctrl-R go through them: the last
/// 1,000, never the same line twice in a row, blank lines left out.
package struct InputHistory: Equatable, Sendable {
  package static let limit = 1_000
  package private(set) var lines: [String]

  package init(_ lines: [String] = []) {
    self.lines = []
    for line in lines { add(line) }
  }

  /// Adds a line; false when it is blank or repeats the last one.
  @discardableResult
  package mutating func add(_ line: String) -> Bool {
    guard line.contains(where: { $0 != " " && $0 != "\t" }), line != lines.last,
      !line.contains("\n")
    else { return false }
    lines.append(line)
    if lines.count > Self.limit { lines.removeFirst(lines.count - Self.limit) }
    return true
  }

  /// Reads the file: one line per entry; anything unreadable is shown as U+FFFD, never fatal.
  package static func parse(_ bytes: [UInt8]) -> InputHistory {
    // The file may have been edited by anyone: a recalled line never carries an escape.
    InputHistory(
      String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline).map {
        Sanitizer.terminal($0)
      })
  }

  package func encoded() -> [UInt8] {
    lines.isEmpty ? [] : Array((lines.joined(separator: "\n") + "\n").utf8)
  }
}
