/// Reads what stands between a question's `{` and `}`: its kind of question, its answers
/// with their marks and feedback, and the general feedback after `####`.
enum GiftAnswerParser {
  typealias Unit = GiftParser.Unit
  typealias Read = Result<(GiftAnswers, String?), GiftProblem>

  /// Options are answered by letter, `a` to `z`.
  static let maximumOptions = 26

  /// One `=` or `~` item: where it starts, its mark, its text and its feedback.
  struct Item {
    var marker: Character
    var start: Int
    var fraction: Double
    var text: String
    var feedback: String?
    var arrow: (left: String, right: String)?
  }

  static func answers(_ units: [Unit], open: Int, close: Int) -> Read {
    func fail(_ at: Int, _ reason: GiftProblem.Reason) -> Read {
      let unit = units[min(at, units.count - 1)]
      return .failure(GiftProblem(line: unit.line, column: unit.column, reason))
    }
    var end = close
    var general: String?
    if let marks = GiftParser.find(units, "####", from: open + 1, before: close) {
      general = GiftParser.text(units[(marks + 4)..<close])
      end = marks
    }
    let first = GiftParser.skipSpace(units, from: open + 1)
    guard first < end else { return fail(open, .essay) }
    if GiftParser.isMarker(units, at: first, "#") {
      return numeric(units, from: first + 1, to: end, fail: fail).map { ($0.0, general) }
    }
    if let truth = truth(units, from: first, to: end, fail: fail) {
      return truth.map { ($0.0, general) }
    }
    let items: [Item]
    switch self.items(units, from: first, to: end, numbers: false) {
    case .success(let read): items = read
    case .failure(let problem): return .failure(problem)
    }
    if items.contains(where: { $0.arrow != nil }) {
      if let bad = items.first(where: { $0.arrow == nil || $0.marker != "=" }) {
        return fail(bad.start, .matchingMixed)
      }
      guard items.count >= 2 else { return fail(open, .matchingTooFew) }
      guard items.count <= maximumOptions else {
        return fail(open, .tooManyOptions(limit: maximumOptions))
      }
      let pairs = items.compactMap { $0.arrow.map { GiftPair(left: $0.left, right: $0.right) } }
      return .success((.matching(pairs), general))
    }
    let answers = items.map {
      GiftAnswer(text: $0.text, fraction: $0.fraction, feedback: $0.feedback)
    }
    guard answers.contains(where: { $0.fraction > 0 }) else { return fail(open, .noRightAnswer) }
    if items.contains(where: { $0.marker == "~" }) {
      guard answers.count >= 2 else { return fail(open, .tooFewOptions) }
      guard answers.count <= maximumOptions else {
        return fail(open, .tooManyOptions(limit: maximumOptions))
      }
      return .success((.choice(answers), general))
    }
    return .success((.short(answers), general))
  }

  /// `T`, `TRUE`, `F`, `FALSE` (any case), then up to two feedbacks: nil when the answers
  /// are not a truth.
  static func truth(
    _ units: [Unit], from start: Int, to end: Int, fail: (Int, GiftProblem.Reason) -> Read
  ) -> Read? {
    let hash = GiftParser.findMarker(units, "#", from: start).map { min($0, end) } ?? end
    let word = GiftParser.text(units[start..<hash]).lowercased()
    let value: Bool
    switch word {
    case "t", "true": value = true
    case "f", "false": value = false
    default: return nil
    }
    var feedbacks: [String] = []
    var index = hash
    while index < end {
      let next = GiftParser.findMarker(units, "#", from: index + 1).map { min($0, end) } ?? end
      feedbacks.append(GiftParser.text(units[(index + 1)..<next]))
      index = next
    }
    guard feedbacks.count <= 2 else { return fail(hash, .tooManyFeedbacks) }
    let wrong = feedbacks.first.flatMap { $0.isEmpty ? nil : $0 }
    let right = feedbacks.count > 1 ? (feedbacks[1].isEmpty ? nil : feedbacks[1]) : nil
    return .success((.truth(value, wrongFeedback: wrong, rightFeedback: right), nil))
  }

  /// The `=` and `~` items from `start` to `end`.
  static func items(_ units: [Unit], from start: Int, to end: Int, numbers: Bool)
    -> Result<[Item], GiftProblem>
  {
    func fail(_ at: Int, _ reason: GiftProblem.Reason) -> Result<[Item], GiftProblem> {
      let unit = units[min(at, units.count - 1)]
      return .failure(GiftProblem(line: unit.line, column: unit.column, reason))
    }
    var markers: [Int] = []
    for index in start..<end where !units[index].escaped {
      let character = units[index].character
      if character == "=" || (character == "~" && !numbers) { markers.append(index) }
    }
    guard let firstMarker = markers.first else {
      return fail(start, .textBeforeAnswer(GiftParser.text(units[start..<end])))
    }
    let before = GiftParser.text(units[start..<firstMarker])
    guard before.isEmpty else { return fail(start, .textBeforeAnswer(before)) }
    var items: [Item] = []
    for (position, marker) in markers.enumerated() {
      let stop = position + 1 < markers.count ? markers[position + 1] : end
      var index = marker + 1
      var fraction: Double = units[marker].character == "=" ? 1 : 0
      if GiftParser.isMarker(units, at: index, "%") {
        guard let closing = GiftParser.find(units, "%", from: index + 1, before: stop) else {
          return fail(index, .badWeight(GiftParser.text(units[index..<stop])))
        }
        let written = GiftParser.text(units[(index + 1)..<closing])
        guard let percent = number(written), (-100...100).contains(percent) else {
          return fail(index, .badWeight(written))
        }
        fraction = percent / 100
        index = closing + 1
      }
      let hash = GiftParser.find(units, "#", from: index, before: stop) ?? stop
      let text = GiftParser.text(units[index..<hash])
      guard !text.isEmpty else { return fail(marker, .emptyAnswer) }
      let feedback = hash < stop ? GiftParser.text(units[(hash + 1)..<stop]) : ""
      var item = Item(
        marker: units[marker].character, start: marker, fraction: fraction, text: text,
        feedback: feedback.isEmpty ? nil : feedback)
      if !numbers, let arrow = GiftParser.find(units, "->", from: index, before: hash) {
        let left = GiftParser.text(units[index..<arrow])
        let right = GiftParser.text(units[(arrow + 2)..<hash])
        guard !right.isEmpty else { return fail(arrow, .emptyAnswer) }
        item.arrow = (left, right)
      }
      items.append(item)
    }
    return .success(items)
  }

  /// `{#…}`: one answer (`3.5:0.5`, `1..5`, `4`, feedback after `#`) or several, each after
  /// `=` with an optional mark.
  static func numeric(
    _ units: [Unit], from start: Int, to end: Int, fail: (Int, GiftProblem.Reason) -> Read
  ) -> Read {
    let first = GiftParser.skipSpace(units, from: start)
    var items: [Item] = []
    if first < end, GiftParser.isMarker(units, at: first, "=") {
      switch self.items(units, from: first, to: end, numbers: true) {
      case .success(let read): items = read
      case .failure(let problem): return .failure(problem)
      }
    } else {
      let hash = GiftParser.find(units, "#", from: first, before: end) ?? end
      let text = GiftParser.text(units[first..<hash])
      let feedback = hash < end ? GiftParser.text(units[(hash + 1)..<end]) : ""
      items = [
        Item(
          marker: "=", start: first, fraction: 1, text: text,
          feedback: feedback.isEmpty ? nil : feedback)
      ]
    }
    var ranges: [GiftRange] = []
    for item in items {
      guard let (low, high) = range(item.text) else {
        let reason: GiftProblem.Reason =
          rangeReadsAsNumbers(item.text) ? .badRange(item.text) : .badNumber(item.text)
        return fail(item.start, reason)
      }
      ranges.append(
        GiftRange(
          low: low, high: high, fraction: item.fraction, feedback: item.feedback,
          written: item.text))
    }
    guard ranges.contains(where: { $0.fraction > 0 }) else { return fail(start, .noRightAnswer) }
    return .success((.numeric(ranges), nil))
  }

  /// `a..b`, `a:margin`, `a`: the numbers accepted, nil when they are not numbers or the
  /// range is backwards.
  static func range(_ text: String) -> (Double, Double)? {
    if let (low, high) = halves(text, "..") {
      guard let low = number(low), let high = number(high), low <= high else { return nil }
      return (low, high)
    }
    let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
    guard parts.count <= 2, let value = number(parts[0]) else { return nil }
    guard parts.count == 2 else { return (value, value) }
    guard let margin = number(parts[1]), margin >= 0 else { return nil }
    return (value - margin, value + margin)
  }

  /// Whether `text` is made of numbers but orders them wrongly (`5..1`, `3:-1`).
  static func rangeReadsAsNumbers(_ text: String) -> Bool {
    guard let (one, two) = halves(text, "..") ?? halves(text, ":") else { return false }
    return number(one) != nil && number(two) != nil
  }

  /// The text before and after the first `separator`, nil without one.
  static func halves(_ text: String, _ separator: String) -> (String, String)? {
    let characters = Array(text)
    let mark = Array(separator)
    guard characters.count >= mark.count else { return nil }
    for index in 0...(characters.count - mark.count)
    where Array(characters[index..<(index + mark.count)]) == mark {
      return (String(characters[..<index]), String(characters[(index + mark.count)...]))
    }
    return nil
  }

  /// A finite decimal number with a point (`-3.5`, `1e3`), nil otherwise.
  static func number(_ text: String) -> Double? {
    let trimmed = text[...].trimmingSpaces
    guard !trimmed.isEmpty,
      trimmed.unicodeScalars.allSatisfy({ "0123456789.+-eE".unicodeScalars.contains($0) }),
      let value = Double(trimmed), value.isFinite
    else { return nil }
    return value
  }
}
