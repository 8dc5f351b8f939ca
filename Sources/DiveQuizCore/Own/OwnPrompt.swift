/// An instructor's question as asked: which set and question (its hash), the question, and
/// the order its options (or a matching question's answers) were shown in.
///
/// Answers travel as text in the words a trainee types and records keep: option letters in
/// the order shown (`a c`), `true` or `false`, the words typed, a number with a point, and
/// for matching one letter an item (`b a c`).
public struct OwnPrompt: Equatable, Sendable {
  package var set: String
  /// The set's language: the question is shown in it whatever the session speaks.
  package var language: String
  /// `OwnSet.hash`: an edited question is another question to history.
  package var hash: String
  package var question: GiftQuestion
  /// `order[i]` is the file's option (or matching answer) shown at position `i`; empty for
  /// the other forms.
  package var order: [Int]

  package init(set: String, language: String, hash: String, question: GiftQuestion, order: [Int]) {
    self.set = set
    self.language = language
    self.hash = hash
    self.question = question
    self.order = order
  }

  /// Asks `question` of `set` with its options shuffled by `generator` (the quiz's seed).
  package init(
    asking question: GiftQuestion, set: String, language: String, _ generator: inout SplitMix64
  ) {
    var order = Array(0..<Self.shownCount(question.answers))
    generator.shuffle(&order)
    self.init(
      set: set, language: language, hash: OwnSet.hash(question), question: question, order: order)
  }

  /// How many options (or matching answers) a question shows.
  static func shownCount(_ answers: GiftAnswers) -> Int {
    switch answers {
    case .choice(let options): return options.count
    case .matching(let pairs): return pairs.count
    case .truth, .short, .numeric: return 0
    }
  }

  /// The options, or a matching question's answers, in the order shown.
  package var shown: [String] {
    switch question.answers {
    case .choice(let options):
      return order.compactMap { options.indices.contains($0) ? options[$0].text : nil }
    case .matching(let pairs):
      return order.compactMap { pairs.indices.contains($0) ? pairs[$0].right : nil }
    case .truth, .short, .numeric: return []
    }
  }

  /// A matching question's items (its distractors, `=-> answer`, have none).
  package var items: [String] {
    guard case .matching(let pairs) = question.answers else { return [] }
    return pairs.map(\.left).filter { !$0.isEmpty }
  }

  /// The answer that earns full marks, as typed: `a c`, `true`, the first accepted words,
  /// the first range as written, one letter an item.
  package var expected: String {
    switch question.answers {
    case .choice(let options):
      let best = options.map(\.fraction).max() ?? 0
      let positions = order.indices.filter { position in
        let fraction =
          options.indices.contains(order[position]) ? options[order[position]].fraction : 0
        return GiftAnswer.isSeveral(options) ? fraction > 0 : fraction == best
      }
      return positions.prefix(GiftAnswer.isSeveral(options) ? positions.count : 1)
        .map(Prompt.letter).joined(separator: " ")
    case .truth(let value, _, _): return value ? "true" : "false"
    case .short(let answers):
      return answers.max { $0.fraction < $1.fraction }?.text ?? ""
    case .numeric(let ranges):
      // A number the best range accepts, as a trainee would type it: its written value
      // (`22.5` of `22.5:1`), or the middle of `1..5`; never the range itself, which no
      // answer could be.
      guard let best = ranges.max(by: { $0.fraction < $1.fraction }) else { return "" }
      if let value = best.written.split(separator: ":").first.map(String.init),
        !best.written.contains(".."), GiftAnswerParser.number(value) != nil
      {
        return value[...].trimmingSpaces
      }
      return Self.plain((best.low + best.high) / 2)
    case .matching(let pairs):
      let shown = self.shown
      return pairs.filter { !$0.left.isEmpty }.map { pair in
        shown.firstIndex(of: pair.right).map(Prompt.letter) ?? "?"
      }.joined(separator: " ")
    }
  }

  /// The share of the marks an answer earns, from 0 to 1: the option's mark (one to choose),
  /// the chosen options' marks added (several to tick), the best accepted answer or range
  /// the words or number fall in, the share of items matched rightly. Below 0 counts as 0,
  /// above 1 as 1.
  package func fraction(_ given: String?) -> Double {
    guard let given else { return 0 }
    let earned: Double
    switch question.answers {
    case .choice(let options):
      let chosen = Self.letters(given).compactMap { position -> GiftAnswer? in
        guard order.indices.contains(position), options.indices.contains(order[position])
        else { return nil }
        return options[order[position]]
      }
      if !GiftAnswer.isSeveral(options), chosen.count != 1 { return 0 }
      earned = chosen.reduce(0) { $0 + $1.fraction }
    case .truth(let value, _, _):
      earned = given == (value ? "true" : "false") ? 1 : 0
    case .short(let answers):
      earned = matching(given, answers)?.fraction ?? 0
    case .numeric(let ranges):
      earned = number(given, ranges)?.fraction ?? 0
    case .matching(let pairs):
      let asked = pairs.filter { !$0.left.isEmpty }
      let chosen = Self.letters(given)
      let shown = self.shown
      var right = 0
      for (index, pair) in asked.enumerated() where index < chosen.count {
        if shown.indices.contains(chosen[index]), shown[chosen[index]] == pair.right { right += 1 }
      }
      earned = asked.isEmpty ? 0 : Double(right) / Double(asked.count)
    }
    return min(1, max(0, earned))
  }

  /// Points on the project's scale of 10 a question: the fraction times 10, to the nearest
  /// whole point (a half up), so `~%50%` earns 5 and a third of the marks 3.
  package func points(_ given: String?) -> Int {
    let tenths = (fraction(given) * Double(Grade.maximumPoints)).rounded(.toNearestOrAwayFromZero)
    return min(Grade.maximumPoints, max(0, Int(exactly: tenths) ?? 0))
  }

  /// The feedback the file writes for an answer: each chosen option's, the right or wrong
  /// one of a truth, the accepted answer's or range's; the general feedback last.
  package func feedback(_ given: String?) -> [String] {
    var lines: [String] = []
    if let given {
      switch question.answers {
      case .choice(let options):
        for position in Self.letters(given)
        where order.indices.contains(position) && options.indices.contains(order[position]) {
          if let text = options[order[position]].feedback { lines.append(text) }
        }
      case .truth(let value, let wrong, let right):
        if let text = given == (value ? "true" : "false") ? right : wrong { lines.append(text) }
      case .short(let answers):
        if let text = matching(given, answers)?.feedback { lines.append(text) }
      case .numeric(let ranges):
        if let text = number(given, ranges)?.feedback { lines.append(text) }
      case .matching:
        break
      }
    }
    if let general = question.generalFeedback { lines.append(general) }
    return lines
  }

  /// Letters `a`, `b`… (one or more, spaces between) as 0-based positions.
  package static func letters(_ text: String) -> [Int] {
    text.split(separator: " ").compactMap { word in
      guard word.unicodeScalars.count == 1, let scalar = word.unicodeScalars.first,
        (0x61...0x7A).contains(scalar.value)
      else { return nil }
      return Int(scalar.value) - 0x61
    }
  }

  /// The best accepted answer the words match, case and spacing aside.
  private func matching(_ given: String, _ answers: [GiftAnswer]) -> GiftAnswer? {
    let typed = Self.folded(given)
    return answers.filter { Self.folded($0.text) == typed }.max { $0.fraction < $1.fraction }
  }

  private func number(_ given: String, _ ranges: [GiftRange]) -> GiftRange? {
    guard let value = GiftAnswerParser.number(given) else { return nil }
    return ranges.filter { $0.accepts(value) }.max { $0.fraction < $1.fraction }
  }

  /// A number as typed (`3,5` or `3.5`) in the words records keep, nil when it is none.
  package static func typedNumber(_ text: String) -> String? {
    let plain = String(text.map { $0 == "," ? "." : $0 })
    return GiftAnswerParser.number(plain) == nil ? nil : plain
  }

  /// `3` for 3.0, `2.5` for 2.5: a number as typed, without a point when it is whole.
  static func plain(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15, let whole = Int(exactly: value) {
      return String(whole)
    }
    return String(value)
  }

  /// The best range as a judge reads it: `22.5` for `22.5:0`, `22.5 ± 1` for `22.5:1`,
  /// `1–5` for `1..5`.
  package var numberKey: String? {
    guard case .numeric(let ranges) = question.answers,
      let best = ranges.max(by: { $0.fraction < $1.fraction })
    else { return nil }
    if best.written.contains("..") { return Self.plain(best.low) + "–" + Self.plain(best.high) }
    let margin = (best.high - best.low) / 2
    return margin == 0 ? expected : expected + " ± " + Self.plain(margin)
  }

  static func folded(_ text: String) -> String {
    text.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
      .joined(separator: " ")
  }
}
