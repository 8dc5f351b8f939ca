/// The cells of a sanction question's row, written byte by byte: an export of a federation's
/// history is tens of millions of these rows, and building each cell as a string first cost
/// most of the export's time. `renderedQuestionCells` is the general way; a test checks that
/// both write the same bytes.
extension ExportWriter {
  /// Each column's JSON key (`"seconds": `) as bytes.
  static let jsonKeyBytes = jsonKeys.map { Array($0.utf8) }

  /// Appends the fifteen cells from `question` to `seconds` of a sanction question's row.
  mutating func appendSanctionCells(_ question: QuizRecord.Question, number position: Int) {
    let json = form == .json
    let comma = form != .csvDecimalComma
    var column = ExportRow.questionStart
    func next() {
      if column > ExportRow.questionStart {
        bytes.append(comma ? 0x2C : 0x3B)
        if json { bytes.append(0x20) }
      }
      if json { bytes += Self.jsonKeyBytes[column] }
      column += 1
    }
    func quote() { if json { bytes.append(0x22) } }
    func answer(_ answer: Answer?) {
      next()
      quote()
      if let answer {
        bytes.append(0x30 &+ UInt8(truncatingIfNeeded: answer.sanction.rawValue))
        owners(answer.owners)
      }
      quote()
    }
    func owners(_ owners: Owners) { owners.appendCode(to: &bytes) }
    func emptyText() {
      next()
      quote()
      quote()
    }
    let chosen = question.chosen
    next()
    digits(position)  // question
    next()
    digits(question.penaltyID)
    next()
    quote()
    append("sanction")
    quote()
    next()
    bytes += askedCell
    answer(chosen)
    answer(question.correct)
    next()
    append(chosen == nil ? "true" : "false")  // skipped
    next()
    if let chosen { digits(chosen.sanction.rawValue) } else if json { append("null") }
    next()
    quote()
    if let chosen { owners(chosen.owners) }
    quote()
    next()
    digits(question.correct.sanction.rawValue)
    next()
    quote()
    owners(question.correct.owners)
    quote()
    emptyText()  // chosen_rule
    emptyText()  // correct_rule
    next()
    digits(question.points)
    next()
    tenths(question.seconds, point: comma ? 0x2E : 0x2C)
  }

  mutating func append(_ text: StaticString) {
    bytes += UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
  }

  /// A whole number in decimal.
  mutating func digits(_ value: Int) {
    if value < 0 { bytes.append(0x2D) }
    digits(value.magnitude)
  }

  private mutating func digits(_ magnitude: UInt) {
    var divisor: UInt = 1
    while divisor <= magnitude / 10 { divisor *= 10 }
    var rest = magnitude
    while divisor > 0 {
      bytes.append(0x30 + UInt8(rest / divisor))
      rest %= divisor
      divisor /= 10
    }
  }

  /// `Tenths.format`, with `point` as the decimal separator.
  mutating func tenths(_ value: Double, point: UInt8) {
    let tenths = Tenths.scaled(value)
    if tenths < 0 { bytes.append(0x2D) }
    let magnitude = tenths.magnitude
    digits(UInt(magnitude / 10))
    bytes.append(point)
    bytes.append(0x30 + UInt8(magnitude % 10))
  }
}
