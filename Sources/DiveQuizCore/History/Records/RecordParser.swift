/// Reads a record from any valid JSON object with the fields, in any order: the safe path for
/// lines edited by hand or written by another tool.
enum RecordParser {
  typealias LineProblem = RecordCodec.LineProblem

  /// The safe path: any valid JSON object with the fields, in any order.
  static func decode(_ line: UnsafeBufferPointer<UInt8>) -> Result<QuizRecord, LineProblem> {
    let root: JSONNode
    do {
      root = try JSONParser.parse(line)
    } catch {
      return .failure(.malformed(error.reason, column: error.column))
    }
    do throws(LineProblem) {
      let version = try whole(root["v"], "v")
      guard version <= QuizRecord.rulesFileSchema else {
        throw LineProblem.newerSchema(version)
      }
      guard version >= 1 else { throw LineProblem.outOfRange(field: "v", value: String(version)) }
      var record = try record(root)
      if let file = root["rulesFile"] {
        guard let name = file["name"]?.stringValue, let hash = file["hash"]?.stringValue,
          !name.isEmpty, !hash.isEmpty
        else { throw LineProblem.missingField("rulesFile") }
        record.rulesFile = RulesFileMark(name: name, hash: hash)
      }
      if let problem = RecordLimits.problem(record) { throw problem }
      return .success(record)
    } catch {
      return .failure(error)
    }
  }

  private static func record(_ root: JSONNode) throws(LineProblem) -> QuizRecord {
    func text(_ name: String) throws(LineProblem) -> String {
      guard let value = root[name]?.stringValue else { throw .missingField(name) }
      return value
    }
    func texts(_ name: String) throws(LineProblem) -> [String] {
      guard let items = root[name]?.arrayValue else { throw .missingField(name) }
      return try items.map { item throws(LineProblem) in
        guard let value = item.stringValue else { throw .missingField(name) }
        return value
      }
    }
    let id = try text("id")
    let judge = try text("judge")
    guard let status = QuizRecord.Status(rawValue: try text("status")) else {
      throw .missingField("status")
    }
    guard let start = Timestamp.parse(try text("start")) else { throw .missingField("start") }
    guard let end = Timestamp.parse(try text("end")) else { throw .missingField("end") }
    guard case .number(let seedText)? = root["seed"]?.value else { throw .missingField("seed") }
    guard let seed = UInt64(seedText) else {
      throw .outOfRange(field: "seed", value: seedText)
    }
    guard let passed = root["passed"]?.boolValue else { throw .missingField("passed") }
    // Written by divequiz but recomputed on reading: checked only so that no file can hide a
    // number that would trap a tool reading it.
    if let node = root["pct"] { _ = try decimal(node, "pct", RecordLimits.percent) }
    if let node = root["seconds"] { _ = try decimal(node, "seconds", RecordLimits.totalSeconds) }
    guard let items = root["q"]?.arrayValue else { throw .missingField("q") }
    var questions: [QuizRecord.Question] = []
    questions.reserveCapacity(items.count)
    for (index, item) in items.enumerated() {
      questions.append(try question(item, name: "q[\(index)]"))
    }
    return QuizRecord(
      id: id, judge: judge, kind: QuizKind(root["kind"]?.stringValue ?? "quiz"),
      status: status, start: start, end: end, languages: try texts("langs"),
      filters: try texts("filters"), seed: seed,
      // Records from before editions name the 2024 edition by its old id.
      edition: EditionID(stored: try text("edition")),
      size: try whole(root["size"], "size"), score: try whole(root["score"], "score"),
      maximum: try whole(root["max"], "max"), passed: passed,
      limit: try root["limit"].flatMap { node throws(LineProblem) in
        node.value == .null ? nil : try whole(node, "limit")
      }, questions: questions)
  }

  /// One question: `[penalty, sanction, owners, key sanction, key owners, points, seconds]`
  /// and, for other kinds, what was asked.
  private static func question(_ item: JSONNode, name: String) throws(LineProblem)
    -> QuizRecord.Question
  {
    guard let fields = item.arrayValue, fields.count >= 7,
      let keySanction = Sanction(rawValue: try whole(fields[3], name)),
      let keyOwners = fields[4].stringValue.flatMap(Owners.init(code:))
    else { throw .missingField("q") }
    let penalty = try whole(fields[0], name)
    let points = try whole(fields[5], name + ".points")
    let seconds = try decimal(fields[6], name + ".seconds", RecordLimits.questionSeconds)
    var chosen: Answer?
    if fields[1].value != .null {
      guard let sanction = Sanction(rawValue: try whole(fields[1], name)),
        let owners = fields[2].stringValue.flatMap(Owners.init(code:))
      else { throw .missingField("q") }
      chosen = Answer(sanction: sanction, owners: owners)
    }
    let extra = fields.count >= 8 ? try Self.extra(fields[7], name: name) : nil
    return QuizRecord.Question(
      penaltyID: penalty, chosen: chosen,
      correct: Answer(sanction: keySanction, owners: keyOwners),
      points: points, seconds: seconds, extra: extra)
  }

  /// The eighth element of a question: what a rule-number or true-or-false question asked.
  static func extra(_ node: JSONNode, name: String = "q") throws(LineProblem) -> QuizRecord.Extra {
    if let extra = try kindExtra(node, name: name) { return extra }
    switch node["type"]?.stringValue {
    case "rules":
      guard let items = node["options"]?.arrayValue, let correctNode = node["correct"] else {
        throw .missingField("q")
      }
      let options = items.compactMap(\.stringValue)
      guard options.count == items.count else { throw .missingField("q") }
      let correct = try whole(correctNode, name + ".correct")
      var chosen: Int?
      if let chosenNode = node["chosen"], chosenNode.value != .null {
        chosen = try whole(chosenNode, name + ".chosen")
      }
      return .rules(options: options, correct: correct, chosen: chosen)
    case "truefalse":
      guard let claim = node["claim"]?.stringValue.flatMap(Claim.init(code:)),
        let isTrue = node["true"]?.boolValue
      else { throw .missingField("q") }
      return .trueFalse(claim: claim, isTrue: isTrue, chosen: node["chosen"]?.boolValue)
    default:
      throw .missingField("q")
    }
  }

  /// A whole number; one written as `10.0` or `1e1` counts, one beyond 64 bits or with a
  /// fraction is out of range (ranges themselves are `RecordLimits`').
  private static func whole(_ node: JSONNode?, _ name: String) throws(LineProblem) -> Int {
    guard case .number(let text)? = node?.value else { throw .missingField(name) }
    if let value = Int(text) { return value }
    if let double = Double(text), double.rounded() == double, let value = Int(exactly: double) {
      return value
    }
    throw .outOfRange(field: name, value: text)
  }

  /// A decimal number inside `range` (which leaves out infinities and NaN).
  private static func decimal(_ node: JSONNode, _ name: String, _ range: ClosedRange<Double>)
    throws(LineProblem) -> Double
  {
    guard case .number(let text) = node.value else { throw .missingField(name) }
    guard let value = Double(text), range.contains(value) else {
      throw .outOfRange(field: name, value: text)
    }
    return value
  }
}
