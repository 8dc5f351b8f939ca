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
    guard let version = root["v"]?.intValue else { return .failure(.missingField("v")) }
    guard version <= QuizRecord.schemaVersion else { return .failure(.newerSchema(version)) }
    func text(_ name: String) throws(LineProblem) -> String {
      guard let value = root[name]?.stringValue else { throw .missingField(name) }
      return value
    }
    func integer(_ name: String) throws(LineProblem) -> Int {
      guard let value = root[name]?.intValue else { throw .missingField(name) }
      return value
    }
    func texts(_ name: String) throws(LineProblem) -> [String] {
      guard let items = root[name]?.arrayValue else { throw .missingField(name) }
      return try items.map { item throws(LineProblem) in
        guard let value = item.stringValue else { throw .missingField(name) }
        return value
      }
    }
    do throws(LineProblem) {
      let id = try text("id")
      let judge = try text("judge")
      guard let status = QuizRecord.Status(rawValue: try text("status")) else {
        throw LineProblem.missingField("status")
      }
      guard let start = Timestamp.parse(try text("start")) else {
        throw LineProblem.missingField("start")
      }
      guard let end = Timestamp.parse(try text("end")) else {
        throw LineProblem.missingField("end")
      }
      guard case .number(let seedText) = root["seed"]?.value, let seed = UInt64(seedText) else {
        throw LineProblem.missingField("seed")
      }
      guard let passed = root["passed"]?.boolValue else { throw LineProblem.missingField("passed") }
      guard let items = root["q"]?.arrayValue else { throw LineProblem.missingField("q") }
      var questions: [QuizRecord.Question] = []
      for item in items {
        guard let fields = item.arrayValue, fields.count >= 7,
          let penalty = fields[0].intValue,
          let keySanction = fields[3].intValue.flatMap(Sanction.init(rawValue:)),
          let keyOwners = fields[4].stringValue.flatMap(Owners.init(code:)),
          let points = fields[5].intValue,
          case .number(let secondsText) = fields[6].value, let seconds = Double(secondsText)
        else { throw LineProblem.missingField("q") }
        var chosen: Answer?
        if let code = fields[1].intValue {
          guard let sanction = Sanction(rawValue: code),
            let owners = fields[2].stringValue.flatMap(Owners.init(code:))
          else { throw LineProblem.missingField("q") }
          chosen = Answer(sanction: sanction, owners: owners)
        }
        var extra: QuizRecord.Extra?
        if fields.count >= 8 {
          extra = try Self.extra(fields[7])
        }
        questions.append(
          QuizRecord.Question(
            penaltyID: penalty, chosen: chosen,
            correct: Answer(sanction: keySanction, owners: keyOwners),
            points: points, seconds: seconds, extra: extra))
      }
      return .success(
        QuizRecord(
          id: id, judge: judge, kind: root["kind"]?.stringValue ?? "quiz",
          status: status, start: start, end: end, languages: try texts("langs"),
          filters: try texts("filters"), seed: seed,
          // Records from before editions name the 2024 edition by its old id.
          edition: Edition.currentID(ofStored: try text("edition")),
          size: try integer("size"), score: try integer("score"), maximum: try integer("max"),
          passed: passed, limit: root["limit"]?.intValue, questions: questions))
    } catch {
      return .failure(error)
    }
  }

  /// The eighth element of a question: what a rule-number or true-or-false question asked.
  static func extra(_ node: JSONNode) throws(LineProblem) -> QuizRecord.Extra {
    switch node["type"]?.stringValue {
    case "rules":
      guard let items = node["options"]?.arrayValue, let correct = node["correct"]?.intValue else {
        throw .missingField("q")
      }
      let options = items.compactMap(\.stringValue)
      guard options.count == items.count, options.indices.contains(correct) else {
        throw .missingField("q")
      }
      return .rules(options: options, correct: correct, chosen: node["chosen"]?.intValue)
    case "truefalse":
      guard let claim = node["claim"]?.stringValue.flatMap(Claim.init(code:)),
        let isTrue = node["true"]?.boolValue
      else { throw .missingField("q") }
      return .trueFalse(claim: claim, isTrue: isTrue, chosen: node["chosen"]?.boolValue)
    default:
      throw .missingField("q")
    }
  }
}
