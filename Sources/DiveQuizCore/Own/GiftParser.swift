/// Reads Moodle's GIFT format: questions separated by blank lines, `//` comment lines,
/// `$CATEGORY:` lines, `::title::`, one `{…}` of answers a question, and the escapes
/// `\~ \= \# \{ \} \:` (`\n` a new line, `\\` a backslash).
///
/// The whole file is checked: every problem is returned with its line and column, and a
/// file with any problem gives no question at all, so a set is never half loaded.
package enum GiftParser {
  /// The most questions one set holds: a bank of a whole course is a few hundred.
  package static let maximumQuestions = 2000

  /// One character of a question after escapes are read: an escaped one is never a marker.
  struct Unit {
    var character: Character
    var escaped: Bool
    var line: Int
    var column: Int
  }

  /// The questions of `text`, or every problem found in it.
  package static func parse(_ text: String) throws(GiftProblems) -> [GiftQuestion] {
    var questions: [GiftQuestion] = []
    var problems: [GiftProblem] = []
    var category: String?
    var block: [(number: Int, text: Substring)] = []
    func flush() {
      defer { block.removeAll() }
      guard let first = block.first else { return }
      var lines = block[...]
      let head = first.text.drop { $0 == " " || $0 == "\t" }
      if head.hasPrefix("$CATEGORY:") {
        let name = head.dropFirst("$CATEGORY:".count).trimmingSpaces
        if name.isEmpty {
          problems.append(GiftProblem(line: first.number, column: 1, .emptyCategory))
        } else {
          category = name
        }
        lines = lines.dropFirst()
        guard !lines.isEmpty else { return }
      }
      switch question(lines, category: category) {
      case .success(let made):
        questions.append(made)
      case .failure(let problem):
        problems.append(problem)
      }
    }
    var number = 0
    for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      number += 1
      let trimmed = line.trimmingSpaces
      if trimmed.hasPrefix("//") { continue }
      if trimmed.isEmpty { flush() } else { block.append((number, line)) }
    }
    flush()
    if questions.count > maximumQuestions {
      problems.append(
        GiftProblem(line: number, column: 1, .tooManyQuestions(limit: maximumQuestions)))
    }
    if problems.isEmpty, questions.isEmpty {
      problems.append(GiftProblem(line: max(1, number), column: 1, .noQuestions))
    }
    guard problems.isEmpty else { throw GiftProblems(problems: problems) }
    return questions
  }

  /// The question of one block of lines.
  static func question(
    _ lines: ArraySlice<(number: Int, text: Substring)>, category: String?
  ) -> Result<GiftQuestion, GiftProblem> {
    let units = Self.units(lines)
    let start = lines.first?.number ?? 1
    var index = skipSpace(units, from: 0)
    func problem(_ at: Int, _ reason: GiftProblem.Reason) -> Result<GiftQuestion, GiftProblem> {
      let unit = at < units.count ? units[at] : units.last
      return .failure(GiftProblem(line: unit?.line ?? start, column: unit?.column ?? 1, reason))
    }
    var title: String?
    if isMarker(units, at: index, "::") {
      guard let end = find(units, "::", from: index + 2) else {
        return problem(index, .unclosedTitle)
      }
      title = text(units[(index + 2)..<end])
      index = skipSpace(units, from: end + 2)
    }
    if isMarker(units, at: index, "[") {
      var end = index + 1
      while end < units.count, units[end].character != "]", end - index < 12 { end += 1 }
      let name = String(units[(index + 1)..<min(end, units.count)].map(\.character)).lowercased()
      if end < units.count, units[end].character == "]" {
        if name == "html" || name == "markdown" { return problem(index, .format(name)) }
        if name == "moodle" || name == "plain" { index = end + 1 }
      }
    }
    guard let open = findMarker(units, "{", from: index) else {
      if let stray = findMarker(units, "}", from: index) { return problem(stray, .strayClosing) }
      return problem(index, .description)
    }
    if let stray = findMarker(units, "}", from: index), stray < open {
      return problem(stray, .strayClosing)
    }
    var close = open + 1
    while close < units.count, !(units[close].character == "}" && !units[close].escaped) {
      if units[close].character == "{", !units[close].escaped {
        return problem(close, .nestedOpening)
      }
      close += 1
    }
    guard close < units.count else { return problem(open, .unclosedAnswers) }
    if let second = findMarker(units, "{", from: close + 1) {
      return problem(second, .secondAnswers)
    }
    if let stray = findMarker(units, "}", from: close + 1) { return problem(stray, .strayClosing) }
    let before = text(units[index..<open])
    let after = text(units[(close + 1)...])
    // Answers mid-sentence are GIFT's missing word: the blank stands where they were.
    let shown = after.isEmpty ? before : before + " _____ " + after
    guard !before.isEmpty || !after.isEmpty else { return problem(index, .emptyText) }
    let answers: (GiftAnswers, String?)
    switch GiftAnswerParser.answers(units, open: open, close: close) {
    case .success(let read): answers = read
    case .failure(let failure): return .failure(failure)
    }
    let source = lines.map { String($0.text) }.joined(separator: "\n")
    return .success(
      GiftQuestion(
        title: title.flatMap { $0.isEmpty ? nil : $0 }, text: shown, category: category,
        answers: answers.0, generalFeedback: answers.1, line: start, source: source))
  }

  /// The block's characters, escapes read, lines joined by an unescaped new line.
  static func units(_ lines: ArraySlice<(number: Int, text: Substring)>) -> [Unit] {
    var units: [Unit] = []
    for (position, line) in lines.enumerated() {
      if position > 0 {
        units.append(Unit(character: "\n", escaped: false, line: line.number, column: 0))
      }
      var column = 0
      var pendingBackslash = false
      for character in line.text {
        column += 1
        if pendingBackslash {
          pendingBackslash = false
          switch character {
          case "~", "=", "#", "{", "}", ":", "\\":
            units.append(
              Unit(character: character, escaped: true, line: line.number, column: column - 1))
            continue
          case "n":
            units.append(
              Unit(character: "\n", escaped: true, line: line.number, column: column - 1))
            continue
          default:
            // Any other backslash stands for itself, as Moodle leaves it.
            units.append(
              Unit(character: "\\", escaped: true, line: line.number, column: column - 1))
          }
        }
        if character == "\\" {
          pendingBackslash = true
          continue
        }
        units.append(Unit(character: character, escaped: false, line: line.number, column: column))
      }
      if pendingBackslash {
        units.append(Unit(character: "\\", escaped: true, line: line.number, column: column))
      }
    }
    return units
  }

  static func isSpace(_ unit: Unit) -> Bool {
    !unit.escaped && (unit.character == " " || unit.character == "\t" || unit.character == "\n")
  }

  static func skipSpace(_ units: [Unit], from start: Int) -> Int {
    var index = start
    while index < units.count, isSpace(units[index]) { index += 1 }
    return index
  }

  /// Whether the unescaped characters of `marker` stand at `index`.
  static func isMarker(_ units: [Unit], at index: Int, _ marker: String) -> Bool {
    var position = index
    for character in marker {
      guard position < units.count, units[position].character == character,
        !units[position].escaped
      else { return false }
      position += 1
    }
    return true
  }

  /// The first place at or after `start` where `marker` stands unescaped.
  static func find(_ units: [Unit], _ marker: String, from start: Int, before end: Int? = nil)
    -> Int?
  {
    let limit = end ?? units.count
    var index = start
    while index < limit {
      if isMarker(units, at: index, marker) { return index }
      index += 1
    }
    return nil
  }

  static func findMarker(_ units: [Unit], _ marker: Character, from start: Int) -> Int? {
    units[min(start, units.count)...].firstIndex { $0.character == marker && !$0.escaped }
  }

  /// The text of some units, white space at both ends removed and runs of it folded (an
  /// escaped new line kept).
  static func text(_ units: ArraySlice<Unit>) -> String {
    var result = ""
    var space = false
    for unit in units {
      if isSpace(unit) {
        space = !result.isEmpty
        continue
      }
      if space { result.append(" ") }
      space = false
      result.append(unit.character)
    }
    return result
  }
}

extension Substring {
  /// Without spaces and tabs at either end.
  var trimmingSpaces: String {
    let isSpace = { (character: Character) in character == " " || character == "\t" }
    return String(self.drop(while: isSpace).reversed().drop(while: isSpace).reversed())
  }
}
