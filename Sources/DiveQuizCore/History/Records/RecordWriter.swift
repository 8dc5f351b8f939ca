/// Writes a quiz record as one JSON line, fields always in the same order, so that
/// `FastRecordReader` can read it back without general JSON parsing.
enum RecordWriter {
  /// The record as one line, newline included.
  package static func encode(_ record: QuizRecord) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(256 + record.questions.count * 24)
    func raw(_ text: StaticString) {
      out.append(
        contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }
    func string(_ text: String) { JSONText.append(text, to: &out) }
    func number(_ value: some BinaryInteger) { out += Array(String(value).utf8) }
    func decimal(_ value: Double) { out += Array(Tenths.format(value).utf8) }
    func strings(_ items: [String]) {
      out.append(UInt8(ascii: "["))
      for (index, item) in items.enumerated() {
        if index > 0 { out.append(UInt8(ascii: ",")) }
        string(item)
      }
      out.append(UInt8(ascii: "]"))
    }
    func owners(_ owners: Owners?) { string(owners?.code ?? "") }

    raw("{\"v\":")
    number(record.rulesFile == nil ? QuizRecord.schemaVersion : QuizRecord.rulesFileSchema)
    raw(",\"id\":")
    string(record.id)
    raw(",\"judge\":")
    string(record.judge)
    raw(",\"kind\":")
    string(record.kind.word)
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
    string(record.edition.text)
    if let file = record.rulesFile {
      raw(",\"rulesFile\":{\"name\":")
      string(file.name)
      raw(",\"hash\":")
      string(file.hash)
      raw("}")
    }
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
    if let limit = record.limit {
      raw(",\"limit\":")
      number(limit)
    }
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
      case let extra? where appendKind(extra, to: &out):
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
      case .choice?, .score?, .scenario?, .bank?, .own?:
        break
      }
      out.append(UInt8(ascii: "]"))
    }
    raw("]}\n")
    return out
  }
}
