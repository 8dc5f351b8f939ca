/// How the questions of the dive, DD, award, score and scenario kinds are stored: the eighth
/// element of a question's array, after the seven the sanction question has (for a question
/// about no penalty those seven are `0,null,"",0,""`, points and seconds). Described for
/// other readers in /work/team/KINDS-RECORD.md. An older divequiz meets an unknown `type`
/// and skips the line; this one reads every line an older one wrote.
extension RecordWriter {
  /// Appends `,{…}` for a question of the new kinds; false for the kinds `encode` writes
  /// itself (none, rule numbers, true or false).
  static func appendKind(_ extra: QuizRecord.Extra, to out: inout [UInt8]) -> Bool {
    func raw(_ text: String) { out += Array(text.utf8) }
    func string(_ text: String) { JSONText.append(text, to: &out) }
    // A key (with the comma or brace before it) and a string value.
    func field(_ key: String, _ value: String) {
      raw(key)
      string(value)
    }
    func optional(_ text: String?) {
      if let text { string(text) } else { raw("null") }
    }
    func strings(_ items: [String?]) {
      raw("[")
      for (index, item) in items.enumerated() {
        if index > 0 { raw(",") }
        optional(item)
      }
      raw("]")
    }
    switch extra {
    case .rules, .trueFalse:
      return false
    case .choice(let question, let chosen):
      field(",{\"type\":", question.kind.rawValue)
      field(",\"ask\":", question.ask.rawValue)
      field(",\"subject\":", question.subject)
      if let height = question.height {
        field(",\"height\":", height.rawValue)
      }
      raw(",\"options\":")
      strings(question.options)
      raw(",\"correct\":\(question.correct),\"chosen\":")
      raw(chosen.map(String.init) ?? "null")
      raw("}")
    case .score(let question, let given):
      field(",{\"type\":\"scores\",\"dd\":", Tenths.format(tenths: question.request.degree))
      if let dive = question.dive {
        field(",\"dive\":", dive)
      }
      if let height = question.height {
        field(",\"height\":", height.rawValue)
      }
      raw(",\"awards\":[")
      for (index, group) in ScoreRecord.groups(question.request.panel).enumerated() {
        if index > 0 { raw(",") }
        strings(group.map { $0.map(Award.format) })
      }
      raw("],\"penalty\":")
      optional(question.request.penalty.map(ScoreRecord.penaltyText))
      field(",\"expected\":", Decimals.format(hundredths: question.expected))
      raw(",\"given\":")
      optional(given.map { Decimals.format(hundredths: $0) })
      raw("}")
    case .scenario(let question):
      field(",{\"type\":\"scenario\",\"case\":", question.situation.rawValue)
      field(",\"announced\":", question.announced)
      raw(",\"performed\":")
      optional(question.performed)
      field(",\"height\":", question.height.rawValue)
      raw("}")
    case .bank(let question, let chosen):
      // The id and hash say which question; the order, key and numbers how it was asked.
      field(",{\"type\":\"rulebook\",\"id\":", question.id)
      field(",\"hash\":", question.hash)
      field(",\"chapter\":", question.chapter.rawValue)
      field(",\"form\":", question.form.rawValue)
      raw(",\"order\":[" + question.order.map(String.init).joined(separator: ",") + "]")
      raw(",\"rules\":")
      strings(question.rules)
      if let checkedIn = question.checkedIn {
        field(",\"checked\":", checkedIn.text)
      }
      field(",\"correct\":", question.key.text)
      raw(",\"chosen\":")
      optional(chosen?.text)
      raw("}")
    case .own(let question, let given):
      appendOwn(question, given: given, to: &out)
    }
    return true
  }
}

/// The stored words of a score question's panel and penalty.
package enum ScoreRecord {
  /// The panel as stored: one group (individual) or three (diver 1, diver 2,
  /// synchronisation); nil is a missing award.
  package static func groups(_ panel: ScorePanel) -> [[Int?]] {
    switch panel {
    case .individual(let awards): return [awards]
    case .synchro(let one, let two, let sync): return [one, two, sync]
    }
  }

  /// `max 2.0`, `deduct 2.0`: as typed after `score`.
  package static func penaltyText(_ penalty: ScorePenalty) -> String {
    switch penalty {
    case .maximum(let halves): return "max " + Award.format(halves)
    case .deduct(let halves): return "deduct " + Award.format(halves)
    }
  }

  /// Reads `max 2.0` or `deduct 2`.
  package static func penalty(_ text: String) -> ScorePenalty? {
    let words = text.split(separator: " ").map(String.init)
    guard words.count == 2, case .success(let halves) = Award.parse(words[1]) else { return nil }
    switch words[0] {
    case "max": return .maximum(halves)
    case "deduct": return .deduct(halves)
    default: return nil
    }
  }

  /// The panel of stored groups, if it has a panel's shape (5 or 7; 2 + 2 + 5 or 3 + 3 + 5).
  package static func panel(_ groups: [[Int?]]) -> ScorePanel? {
    let counts = groups.map(\.count)
    if counts == [5] || counts == [7] { return .individual(groups[0]) }
    if counts == [2, 2, 5] || counts == [3, 3, 5] {
      return .synchro(diver1: groups[0], diver2: groups[1], synchronisation: groups[2])
    }
    return nil
  }
}

extension RecordParser {
  /// The eighth element of a question of the new kinds; nil when `type` is none of them.
  static func kindExtra(_ node: JSONNode, name: String) throws(LineProblem) -> QuizRecord.Extra? {
    guard let type = node["type"]?.stringValue, let kind = QuestionKind(rawValue: type) else {
      return nil
    }
    func text(_ field: String) throws(LineProblem) -> String {
      guard let value = node[field]?.stringValue else { throw .missingField(name + "." + field) }
      return value
    }
    func optionalText(_ field: String) throws(LineProblem) -> String? {
      guard let value = node[field], value.value != .null else { return nil }
      guard let string = value.stringValue else { throw .missingField(name + "." + field) }
      return string
    }
    func height(_ field: String) throws(LineProblem) -> DiveHeight? {
      guard let word = try optionalText(field) else { return nil }
      guard let height = DiveHeight(rawValue: word) else {
        throw .outOfRange(field: name + "." + field, value: word)
      }
      return height
    }
    func index(_ field: String) throws(LineProblem) -> Int? {
      guard let value = node[field], value.value != .null else { return nil }
      guard case .number(let digits) = value.value, let number = Int(digits) else {
        throw .outOfRange(field: name + "." + field, value: "\(value.value)")
      }
      return number
    }
    switch kind {
    case .dives, .dd, .awards:
      let askWord = try text("ask")
      guard let ask = ChoiceQuestion.Ask(rawValue: askWord), ask.kind == kind else {
        throw .outOfRange(field: name + ".ask", value: askWord)
      }
      guard let items = node["options"]?.arrayValue else { throw .missingField(name + ".options") }
      let options = items.compactMap(\.stringValue)
      guard options.count == items.count else { throw .missingField(name + ".options") }
      guard let correct = try index("correct") else { throw .missingField(name + ".correct") }
      let question = ChoiceQuestion(
        ask: ask, subject: try text("subject"), height: try height("height"), options: options,
        correct: correct)
      if ask == .dd, question.height == nil { throw .missingField(name + ".height") }
      return .choice(question, chosen: try index("chosen"))
    case .scores:
      let ddText = try text("dd")
      guard let degree = Tenths.parse(ddText), degree > 0 else {
        throw .outOfRange(field: name + ".dd", value: ddText)
      }
      guard let groupNodes = node["awards"]?.arrayValue else {
        throw .missingField(name + ".awards")
      }
      var groups: [[Int?]] = []
      for groupNode in groupNodes {
        guard let awards = groupNode.arrayValue else { throw .missingField(name + ".awards") }
        var group: [Int?] = []
        for award in awards {
          if award.value == .null {
            group.append(nil)
            continue
          }
          guard let word = award.stringValue, case .success(let halves) = Award.parse(word) else {
            throw .outOfRange(field: name + ".awards", value: award.stringValue ?? "?")
          }
          group.append(halves)
        }
        groups.append(group)
      }
      guard let panel = ScoreRecord.panel(groups) else {
        throw .outOfRange(field: name + ".awards", value: groups.map { "\($0.count)" }.joined())
      }
      var penalty: ScorePenalty?
      if let word = try optionalText("penalty") {
        guard let read = ScoreRecord.penalty(word) else {
          throw .outOfRange(field: name + ".penalty", value: word)
        }
        penalty = read
      }
      let question = ScoreQuestion(
        request: ScoreRequest(degree: degree, panel: panel, penalty: penalty),
        dive: try optionalText("dive"), height: try height("height"))
      // The stored result must be the sheet's: a line that disagrees was edited.
      let expected = try text("expected")
      guard question.sheet != nil, Decimals.hundredths(expected) == question.expected else {
        throw .outOfRange(field: name + ".expected", value: expected)
      }
      var given: Int?
      if let typed = try optionalText("given") {
        guard let value = Decimals.hundredths(typed) else {
          throw .outOfRange(field: name + ".given", value: typed)
        }
        given = value
      }
      return .score(question, given: given)
    case .scenario:
      let word = try text("case")
      guard let situation = ScenarioQuestion.Situation(rawValue: word) else {
        throw .outOfRange(field: name + ".case", value: word)
      }
      guard let height = try height("height") else { throw .missingField(name + ".height") }
      return .scenario(
        ScenarioQuestion(
          situation: situation, announced: try text("announced"),
          performed: try optionalText("performed"), height: height))
    case .rulebook:
      return .bank(try bankPrompt(node, name: name, text: text), chosen: try bankChosen(node, name))
    case .own:
      return try ownExtra(node, name: name)
    case .sanction, .rules, .truefalse:
      return nil
    }
  }

  /// A rulebook question as stored: every field checked, so a hand-edited line that no
  /// longer makes a question is skipped with its reason.
  private static func bankPrompt(
    _ node: JSONNode, name: String, text: (String) throws(LineProblem) -> String
  ) throws(LineProblem) -> BankPrompt {
    let id = try text("id")
    let chapterWord = try text("chapter")
    guard let chapter = BankChapter(rawValue: chapterWord) else {
      throw .outOfRange(field: name + ".chapter", value: chapterWord)
    }
    let formWord = try text("form")
    guard let form = BankForm(rawValue: formWord) else {
      throw .outOfRange(field: name + ".form", value: formWord)
    }
    guard let items = node["order"]?.arrayValue else { throw .missingField(name + ".order") }
    var order: [Int] = []
    for item in items {
      guard case .number(let digits) = item.value, let index = Int(digits),
        (0..<form.optionCount).contains(index), !order.contains(index)
      else { throw .outOfRange(field: name + ".order", value: "\(item.value)") }
      order.append(index)
    }
    guard order.count == form.optionCount else {
      throw .outOfRange(field: name + ".order", value: String(order.count))
    }
    let correct = try text("correct")
    guard let key = BankKey.parse(correct, form: form) else {
      throw .outOfRange(field: name + ".correct", value: correct)
    }
    guard let ruleItems = node["rules"]?.arrayValue else { throw .missingField(name + ".rules") }
    let rules = ruleItems.compactMap(\.stringValue)
    guard rules.count == ruleItems.count else { throw .missingField(name + ".rules") }
    var checkedIn: EditionID?
    if let value = node["checked"], value.value != .null {
      guard let word = value.stringValue else { throw .missingField(name + ".checked") }
      checkedIn = EditionID(stored: word)
    }
    return BankPrompt(
      id: id, hash: try text("hash"), chapter: chapter, form: form, order: order, key: key,
      rules: rules, checkedIn: checkedIn)
  }

  /// The answer given to a stored rulebook question; nil when it was skipped. Several
  /// options given to a question of one are kept as given (and scored 0 then).
  private static func bankChosen(_ node: JSONNode, _ name: String) throws(LineProblem) -> BankKey? {
    guard let value = node["chosen"], value.value != .null else { return nil }
    guard let word = value.stringValue, let formWord = node["form"]?.stringValue,
      let form = BankForm(rawValue: formWord),
      let key = BankKey.parse(word, form: form, given: true)
    else { throw .outOfRange(field: name + ".chosen", value: value.stringValue ?? "?") }
    return key
  }
}
