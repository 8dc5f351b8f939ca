/// How an own question is stored: the set's name, the question's hash, its GIFT lines (so a
/// review shows it as it was asked, whatever the file says later), its category, the order
/// its options were shown in and the answer given. Described with the other kinds in
/// /work/team/KINDS-RECORD.md's terms: the eighth element of the question's array.
extension RecordWriter {
  static func appendOwn(_ question: OwnPrompt, given: String?, to out: inout [UInt8]) {
    func raw(_ text: String) { out += Array(text.utf8) }
    func string(_ text: String) { JSONText.append(text, to: &out) }
    raw(",{\"type\":\"own\",\"set\":")
    string(question.set)
    raw(",\"lang\":")
    string(question.language)
    raw(",\"hash\":")
    string(question.hash)
    if let category = question.question.category {
      raw(",\"category\":")
      string(category)
    }
    raw(",\"gift\":")
    string(question.question.source)
    raw(",\"order\":[" + question.order.map(String.init).joined(separator: ",") + "]")
    raw(",\"given\":")
    if let given { string(given) } else { raw("null") }
    raw("}")
  }
}

extension RecordParser {
  /// An own question as stored: its lines parsed again and checked against the hash, so a
  /// hand-edited line that no longer makes the question is skipped with its reason.
  static func ownExtra(_ node: JSONNode, name: String) throws(LineProblem) -> QuizRecord.Extra {
    func text(_ field: String) throws(LineProblem) -> String {
      guard let value = node[field]?.stringValue else { throw .missingField(name + "." + field) }
      return value
    }
    let set = try text("set")
    guard OwnSet.isValidName(set) else { throw .outOfRange(field: name + ".set", value: set) }
    let source = try text("gift")
    let hash = try text("hash")
    let parsed: [GiftQuestion]
    do throws(GiftProblems) {
      parsed = try GiftParser.parse(source)
    } catch {
      throw .outOfRange(field: name + ".gift", value: String(source.prefix(40)))
    }
    guard parsed.count == 1, var question = parsed.first, OwnSet.hash(question) == hash else {
      throw .outOfRange(field: name + ".hash", value: hash)
    }
    if let category = node["category"], category.value != .null {
      guard let word = category.stringValue else { throw .missingField(name + ".category") }
      question.category = word
    }
    guard let items = node["order"]?.arrayValue else { throw .missingField(name + ".order") }
    let count = OwnPrompt.shownCount(question.answers)
    var order: [Int] = []
    var seen = Set<Int>()
    for item in items {
      guard case .number(let digits) = item.value, let index = Int(digits),
        (0..<count).contains(index), seen.insert(index).inserted
      else { throw .outOfRange(field: name + ".order", value: "\(item.value)") }
      order.append(index)
    }
    guard order.count == count else {
      throw .outOfRange(field: name + ".order", value: String(order.count))
    }
    var given: String?
    if let value = node["given"], value.value != .null {
      guard let word = value.stringValue else { throw .missingField(name + ".given") }
      given = word
    }
    let prompt = OwnPrompt(
      set: set, language: try text("lang"), hash: hash, question: question, order: order)
    return .own(prompt, given: given)
  }
}
