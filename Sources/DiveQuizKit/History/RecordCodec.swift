import Foundation

/// Writes quiz records as JSON Lines and reads them back, fast.
///
/// Each record is one JSON object on one line, with its fields always in the same order and
/// each question a compact array `[penalty, sanction, owners, key sanction, key owners,
/// points, seconds]`, so people and `jq` can read it, and a reader that expects exactly that
/// layout can skip general JSON parsing. Any line that does not match the layout byte for byte
/// (edited by hand, written by another tool) goes through the general parser instead.
public enum RecordCodec {
  /// Why a stored line could not be read.
  public enum LineProblem: Error, Equatable, Sendable {
    case malformed(JSONParser.SyntaxError.Reason, column: Int)
    case missingField(String)
    case newerSchema(Int)
  }

  // MARK: - Writing

  /// The record as one line, newline included.
  public static func encode(_ record: QuizRecord) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(256 + record.questions.count * 24)
    func raw(_ text: StaticString) {
      out.append(
        contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }
    func string(_ text: String) {
      out.append(0x22)
      for byte in text.utf8 {
        switch byte {
        case 0x22: out += [0x5C, 0x22]
        case 0x5C: out += [0x5C, 0x5C]
        case 0x0A: out += [0x5C, UInt8(ascii: "n")]
        case 0..<0x20, 0x7F:
          out += Array("\\u00".utf8)
          out += Array(String(byte, radix: 16).leftPadded(to: 2).utf8)
        default: out.append(byte)
        }
      }
      out.append(0x22)
    }
    func number(_ value: some BinaryInteger) { out += Array(String(value).utf8) }
    func decimal(_ value: Double) {
      let tenths = Int64((value * 10).rounded())
      let sign = tenths < 0 ? "-" : ""
      let magnitude = tenths.magnitude
      out += Array("\(sign)\(magnitude / 10).\(magnitude % 10)".utf8)
    }
    func strings(_ items: [String]) {
      out.append(UInt8(ascii: "["))
      for (index, item) in items.enumerated() {
        if index > 0 { out.append(UInt8(ascii: ",")) }
        string(item)
      }
      out.append(UInt8(ascii: "]"))
    }
    func owners(_ owners: Owners?) {
      switch owners {
      case .some(.both): raw("\"rj\"")
      case .some(.referee): raw("\"r\"")
      case .some(.judge): raw("\"j\"")
      default: raw("\"\"")
      }
    }

    raw("{\"v\":")
    number(QuizRecord.schemaVersion)
    raw(",\"id\":")
    string(record.id)
    raw(",\"judge\":")
    string(record.judge)
    raw(",\"kind\":")
    string(record.kind)
    raw(",\"status\":")
    string(record.status.rawValue)
    raw(",\"start\":")
    string(Timestamp.format(record.start))
    raw(",\"end\":")
    string(Timestamp.format(record.end))
    raw(",\"langs\":")
    strings(record.languages)
    raw(",\"filters\":")
    strings(record.filters)
    raw(",\"seed\":")
    number(record.seed)
    raw(",\"edition\":")
    string(record.edition)
    raw(",\"size\":")
    number(record.size)
    raw(",\"score\":")
    number(record.score)
    raw(",\"max\":")
    number(record.maximum)
    raw(",\"pct\":")
    decimal(record.percentage)
    raw(",\"passed\":")
    if record.passed { raw("true") } else { raw("false") }
    raw(",\"seconds\":")
    decimal(record.seconds)
    raw(",\"q\":[")
    for (index, question) in record.questions.enumerated() {
      if index > 0 { out.append(UInt8(ascii: ",")) }
      out.append(UInt8(ascii: "["))
      number(question.penaltyID)
      out.append(UInt8(ascii: ","))
      if let chosen = question.chosen { number(chosen.sanction.rawValue) } else { raw("null") }
      out.append(UInt8(ascii: ","))
      owners(question.chosen?.owners)
      out.append(UInt8(ascii: ","))
      number(question.correct.sanction.rawValue)
      out.append(UInt8(ascii: ","))
      owners(question.correct.owners)
      out.append(UInt8(ascii: ","))
      number(question.points)
      out.append(UInt8(ascii: ","))
      decimal(question.seconds)
      switch question.extra {
      case nil:
        break
      case .rules(let options, let correct, let chosen)?:
        raw(",{\"type\":\"rules\",\"options\":")
        strings(options)
        raw(",\"correct\":")
        number(correct)
        raw(",\"chosen\":")
        if let chosen { number(chosen) } else { raw("null") }
        raw("}")
      case .trueFalse(let claim, let isTrue, let chosen)?:
        raw(",{\"type\":\"truefalse\",\"claim\":")
        string(claim.code)
        raw(",\"true\":")
        if isTrue { raw("true") } else { raw("false") }
        raw(",\"chosen\":")
        switch chosen {
        case true?: raw("true")
        case false?: raw("false")
        case nil: raw("null")
        }
        raw("}")
      }
      out.append(UInt8(ascii: "]"))
    }
    raw("]}\n")
    return out
  }

  // MARK: - Reading

  /// Reads one line (without its newline): the fast path first, the general parser if the
  /// line is not laid out exactly as this program writes it.
  public static func decode(_ line: UnsafeBufferPointer<UInt8>) -> Result<QuizRecord, LineProblem> {
    var reader = FastReader(bytes: line)
    if let record = reader.record() { return .success(record) }
    return decodeGeneral(line)
  }

  public static func decode(_ line: [UInt8]) -> Result<QuizRecord, LineProblem> {
    line.withUnsafeBufferPointer { decode($0) }
  }

  /// The safe path: any valid JSON object with the fields, in any order.
  static func decodeGeneral(_ line: UnsafeBufferPointer<UInt8>) -> Result<QuizRecord, LineProblem> {
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
          let keyOwners = fields[4].stringValue.flatMap(owners(from:)),
          let points = fields[5].intValue,
          case .number(let secondsText) = fields[6].value, let seconds = Double(secondsText)
        else { throw LineProblem.missingField("q") }
        var chosen: Answer?
        if let code = fields[1].intValue {
          guard let sanction = Sanction(rawValue: code),
            let owners = fields[2].stringValue.flatMap(owners(from:))
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
          filters: try texts("filters"), seed: seed, edition: try text("edition"),
          size: try integer("size"), score: try integer("score"), maximum: try integer("max"),
          passed: passed, questions: questions))
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

  static func owners(from text: String) -> Owners? {
    switch text {
    case "r": return .referee
    case "j": return .judge
    case "rj", "jr": return .both
    case "": return []
    default: return nil
    }
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}

/// Reads a line laid out exactly as `RecordCodec.encode` writes it; gives up (nil) at the first
/// byte that differs, leaving the line to the general parser.
private struct FastReader {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  mutating func record() -> QuizRecord? {
    guard literal("{\"v\":"), let version = integer(), version == QuizRecord.schemaVersion,
      literal(",\"id\":"), let id = string(),
      literal(",\"judge\":"), let judge = string(),
      literal(",\"kind\":"), let kind = string(),
      literal(",\"status\":"), let statusText = string(),
      let status = QuizRecord.Status(rawValue: statusText),
      literal(",\"start\":"), let start = timestamp(),
      literal(",\"end\":"), let end = timestamp(),
      literal(",\"langs\":"), let languages = strings(),
      literal(",\"filters\":"), let filters = strings(),
      literal(",\"seed\":"), let seed = unsigned(),
      literal(",\"edition\":"), let edition = string(),
      literal(",\"size\":"), let size = integer(),
      literal(",\"score\":"), let score = integer(),
      literal(",\"max\":"), let maximum = integer(),
      literal(",\"pct\":"), decimal() != nil,
      literal(",\"passed\":"), let passed = boolean(),
      literal(",\"seconds\":"), decimal() != nil,
      literal(",\"q\":["), let questions = questions(),
      literal("}"), index == bytes.count
    else { return nil }
    return QuizRecord(
      id: id, judge: judge, kind: kind, status: status, start: start, end: end,
      languages: languages, filters: filters, seed: seed, edition: edition, size: size,
      score: score, maximum: maximum, passed: passed, questions: questions)
  }

  private mutating func questions() -> [QuizRecord.Question]? {
    var result: [QuizRecord.Question] = []
    if peek == UInt8(ascii: "]") {
      index += 1
      return result
    }
    while true {
      guard literal("["), let penalty = integer(), literal(",") else { return nil }
      var chosenSanction: Sanction?
      if literal("null") {
        chosenSanction = nil
      } else {
        guard let code = integer(), let sanction = Sanction(rawValue: code) else { return nil }
        chosenSanction = sanction
      }
      guard literal(","), let chosenOwners = owners(), literal(","),
        let keyCode = integer(), let keySanction = Sanction(rawValue: keyCode), literal(","),
        let keyOwners = owners(), literal(","), let points = integer(), literal(","),
        let seconds = decimal(), literal("]")
      else { return nil }
      let chosen = chosenSanction.map { Answer(sanction: $0, owners: chosenOwners) }
      result.append(
        QuizRecord.Question(
          penaltyID: penalty, chosen: chosen,
          correct: Answer(sanction: keySanction, owners: keyOwners),
          points: points, seconds: seconds))
      if literal(",") { continue }
      guard literal("]") else { return nil }
      return result
    }
  }

  private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func literal(_ text: StaticString) -> Bool {
    let count = text.utf8CodeUnitCount
    guard index + count <= bytes.count else { return false }
    let expected = text.utf8Start
    for offset in 0..<count where bytes[index + offset] != expected[offset] { return false }
    index += count
    return true
  }

  private mutating func integer() -> Int? {
    var negative = false
    if peek == UInt8(ascii: "-") {
      negative = true
      index += 1
    }
    let start = index
    var value = 0
    while let byte = peek, (0x30...0x39).contains(byte), index - start < 18 {
      value = value * 10 + Int(byte - 0x30)
      index += 1
    }
    guard index > start, peek.map({ !(0x30...0x39).contains($0) }) ?? true else { return nil }
    return negative ? -value : value
  }

  private mutating func unsigned() -> UInt64? {
    let start = index
    var value: UInt64 = 0
    while let byte = peek, (0x30...0x39).contains(byte) {
      let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times.addingReportingOverflow(UInt64(byte - 0x30))
      guard !overflow1, !overflow2 else { return nil }
      value = sum
      index += 1
    }
    return index > start ? value : nil
  }

  /// `12.3`, `-0.5` or `12`: the forms the encoder writes.
  private mutating func decimal() -> Double? {
    var negative = false
    if peek == UInt8(ascii: "-") {
      negative = true
      index += 1
    }
    guard let whole = integer(), whole >= 0 else { return nil }
    var value = Double(whole)
    if peek == UInt8(ascii: ".") {
      index += 1
      var scale = 0.1
      let start = index
      while let byte = peek, (0x30...0x39).contains(byte) {
        value += Double(byte - 0x30) * scale
        scale /= 10
        index += 1
      }
      guard index > start else { return nil }
    }
    return negative ? -value : value
  }

  private mutating func boolean() -> Bool? {
    if literal("true") { return true }
    if literal("false") { return false }
    return nil
  }

  /// A string without escapes or control characters; anything else is the general parser's.
  private mutating func string() -> String? {
    guard peek == 0x22 else { return nil }
    index += 1
    let start = index
    while let byte = peek {
      if byte == 0x22 {
        let text = String(
          validating: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        index += 1
        return text
      }
      if byte == 0x5C || byte < 0x20 { return nil }
      index += 1
    }
    return nil
  }

  private mutating func timestamp() -> Date? {
    guard peek == 0x22, index + 22 <= bytes.count, bytes[index + 21] == 0x22,
      let seconds = Timestamp.parseFixed(
        UnsafeBufferPointer(rebasing: bytes[(index + 1)..<(index + 21)]))
    else { return nil }
    index += 22
    return Date(timeIntervalSince1970: Double(seconds))
  }

  private mutating func strings() -> [String]? {
    guard literal("[") else { return nil }
    var items: [String] = []
    if literal("]") { return items }
    while true {
      guard let item = string() else { return nil }
      items.append(item)
      if literal(",") { continue }
      return literal("]") ? items : nil
    }
  }

  private mutating func owners() -> Owners? {
    if literal("\"rj\"") { return .both }
    if literal("\"j\"") { return .judge }
    if literal("\"r\"") { return .referee }
    if literal("\"\"") { return [] }
    return nil
  }
}
