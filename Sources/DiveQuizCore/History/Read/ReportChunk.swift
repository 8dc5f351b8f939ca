#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A stretch of history summed for a report where it was read (a worker thread of
/// `ParallelReader.fold`), straight from the bytes: the answers counted (whole counts, which
/// join in any order), and per quiz what its trainee's tally needs, in file order, so that
/// `Report.Builder.add(_:)` sums the percentages and seconds in the order a reader of whole
/// records does and gets the same doubles.
///
/// A line the byte reader does not take (`FastRecordReader.reportLine`) is decoded in full
/// and kept whole; a damaged one is kept as its problem, for the caller to report.
package struct ReportChunk: Sendable {
  package enum Entry: Sendable {
    /// A quiz read from the bytes; `judge` indexes `judges`.
    case quiz(Quiz)
    /// Boxed: a decoded line is rare, and a record inline would make every entry its size.
    indirect case record(QuizRecord)
    case problem(RecordCodec.LineProblem, offset: Int, number: Int?)
  }

  package struct Quiz: Sendable {
    var judge: Int
    var exam: Bool
    var completed: Bool
    var start: Int64
    var end: Int64
    var percentage: Double
    var passed: Bool
    var seconds: Double
    /// Its questions, all sanction questions, by kind.
    var kinds: KindTally
  }

  package private(set) var entries: [Entry] = []
  /// The spellings of the names met, each once.
  package private(set) var judges: [String] = []
  /// Per spelling in `judges`: the quizzes `NameCensus.read` counts under it (every line
  /// whose name it reads, damaged or not), so a report needs no census pass of its own.
  package private(set) var uses: [Int] = []
  /// Names the census counts that `judges` does not hold (written with escapes).
  package private(set) var otherUses: [String] = []
  /// Decisions about names, in file order, for the census.
  package private(set) var aliases: [AliasRecord] = []
  /// Quizzes read from the bytes (not those decoded), by edition id as records give it.
  package private(set) var editions: [EditionID] = []
  package private(set) var editionCounts: [Int] = []
  package private(set) var quizzes = 0
  package private(set) var answers = AnswerTally()

  /// Per reader, not handed on: which raw spelling or edition is which, and the questions
  /// of the line being read.
  package struct Scratch {
    var judgeBytes = ByteInterner()
    var editionBytes = ByteInterner()
    var questions = PackedQuestions()

    package init() {}
  }

  /// - Parameter capacity: the lines expected, so that the entries are not copied as they
  ///   grow (they were a twentieth of a report's work).
  package init(capacity: Int = 0) {
    entries.reserveCapacity(capacity)
  }

  /// The lines a chunk of `bytes` holds at most, about: a record is hundreds of bytes.
  package static func capacity(bytes: Int) -> Int { bytes / 256 }

  /// Adds one line: read from its bytes when laid out as divequiz writes it with sanction
  /// questions only, decoded in full otherwise.
  package mutating func add(_ line: HistoryLine, scratch: inout Scratch) {
    guard line.overlong == nil else {
      entries.append(
        .problem(.tooLong(line.overlong ?? 0), offset: line.offset, number: line.number))
      return
    }
    var reader = FastRecordReader(bytes: line.bytes)
    if let read = reader.reportLine(questions: &scratch.questions) {
      add(read, judge: judge(read.judge, &scratch), &scratch)
      return
    }
    // As `NameCensus.read` counts the line.
    var noted = false
    if let raw = FastRecordReader.judge(in: line.bytes) {
      uses[judge(raw, &scratch)] += 1
      noted = true
    } else if let alias = AliasRecord.decode(line.bytes) {
      aliases.append(alias)
    }
    switch RecordCodec.decode(line) {
    case .success(let record):
      if !noted { otherUses.append(record.judge) }
      entries.append(.record(record))
    case .failure(let problem):
      entries.append(.problem(problem, offset: line.offset, number: line.number))
    }
  }

  /// The place of a raw spelling in `judges` (added when new).
  private mutating func judge(_ raw: UnsafeBufferPointer<UInt8>, _ scratch: inout Scratch) -> Int {
    let (index, new) = scratch.judgeBytes.index(of: raw)
    if new {
      judges.append(String(decoding: raw, as: UTF8.self))
      uses.append(0)
    }
    return index
  }

  private mutating func add(_ line: ReportLine, judge: Int, _ scratch: inout Scratch) {
    uses[judge] += 1
    // An abandon before the first answer is not counted (`QuizRecord.isEmptyAbandon`).
    if !line.completed && scratch.questions.isEmpty { return }
    let (edition, new) = scratch.editionBytes.index(of: line.edition)
    if new {
      editions.append(EditionID(stored: String(decoding: line.edition, as: UTF8.self)))
      editionCounts.append(0)
    }
    editionCounts[edition] += 1
    quizzes += 1
    let kinds = scratch.questions.withQuestions { answers.addSanctions($0) }
    entries.append(
      .quiz(
        Quiz(
          judge: judge, exam: line.exam, completed: line.completed, start: line.start,
          end: line.end,
          percentage: QuizRecord.percentage(score: line.score, maximum: line.maximum),
          passed: line.passed, seconds: line.completed ? line.seconds : 0, kinds: kinds)))
  }

  /// What the census gains from this chunk (names counted, decisions in order).
  package func note(in census: inout NameCensus) {
    for (judge, count) in zip(judges, uses) where count > 0 { census.note(judge, count: count) }
    for judge in otherUses { census.note(judge) }
    for alias in aliases { census.apply(alias) }
  }
}

/// Raw spellings met in a chunk, each once, found again by their bytes with no string made:
/// an open-addressed table of indices over one byte arena.
package struct ByteInterner {
  private var arena: [UInt8] = []
  private var spans: [(start: Int, count: Int)] = []
  private var table = [Int32](repeating: -1, count: 256)
  /// The index found last.
  private var last = -1

  package init() {}

  /// The index of `raw` (in order of first sight), and whether it is new.
  package mutating func index(of raw: UnsafeBufferPointer<UInt8>) -> (Int, new: Bool) {
    // The same as the line before (an edition, mostly): no hash.
    if last >= 0, holds(last, raw) { return (last, false) }
    let mask = table.count - 1
    var slot = Int(truncatingIfNeeded: StableHash.hash(raw)) & mask
    while true {
      let found = Int(table[slot])
      if found < 0 { break }
      if holds(found, raw) {
        last = found
        return (found, false)
      }
      slot = (slot + 1) & mask
    }
    let index = spans.count
    spans.append((arena.count, raw.count))
    arena.append(contentsOf: raw)
    table[slot] = Int32(truncatingIfNeeded: index)
    if 2 * spans.count > table.count { grow() }
    last = index
    return (index, true)
  }

  /// Whether the spelling at `index` is `raw`, byte for byte.
  @inline(__always)
  private func holds(_ index: Int, _ raw: UnsafeBufferPointer<UInt8>) -> Bool {
    let span = spans[index]
    guard span.count == raw.count else { return false }
    return arena.withUnsafeBufferPointer { arena in
      guard let stored = arena.baseAddress, let wanted = raw.baseAddress else { return true }
      return Bytes.equal(stored + span.start, wanted, count: span.count)
    }
  }

  private mutating func grow() {
    var larger = [Int32](repeating: -1, count: 2 * table.count)
    let mask = larger.count - 1
    arena.withUnsafeBufferPointer { arena in
      for (index, span) in spans.enumerated() {
        var slot =
          Int(
            truncatingIfNeeded: StableHash.hash(
              UnsafeBufferPointer(rebasing: arena[span.start..<(span.start + span.count)])))
          & mask
        while larger[slot] >= 0 { slot = (slot + 1) & mask }
        larger[slot] = Int32(truncatingIfNeeded: index)
      }
    }
    table = larger
  }
}

extension Report.Builder {
  /// Who is who, learnt while the chunks were added (`ReportChunk.note(in:)`): for a builder
  /// made with placeholder names, before `finish`.
  package mutating func use(names: TraineeNames) { trainees.use(names) }

  /// Adds a chunk summed from the bytes, as `add(_:)` would each of its records; its
  /// problems go to `problem`, in order.
  package mutating func add(
    _ chunk: ReportChunk, problem: (RecordCodec.LineProblem, Int, Int?) -> Void
  ) {
    quizzes += chunk.quizzes
    for (edition, count) in zip(chunk.editions, chunk.editionCounts) {
      editions[edition, default: 0] += count
    }
    answers.join(chunk.answers)
    // Each spelling's tally is found once per chunk, not once per quiz.
    var slots = [Int?](repeating: nil, count: chunk.judges.count)
    for entry in chunk.entries {
      switch entry {
      case .quiz(let quiz):
        let judge = chunk.judges[quiz.judge]
        let slot = slots[quiz.judge] ?? trainees.slot(of: judge)
        slots[quiz.judge] = slot
        trainees.add(
          TraineeIndex.Quiz(
            exam: quiz.exam, completed: quiz.completed,
            start: Date(timeIntervalSince1970: Double(quiz.start)),
            end: Date(timeIntervalSince1970: Double(quiz.end)), percentage: quiz.percentage,
            passed: quiz.passed, seconds: quiz.seconds, kinds: quiz.kinds), judge: judge,
          slot: slot)
      case .record(let record):
        add(record)
      case .problem(let reason, let offset, let number):
        problem(reason, offset, number)
      }
    }
  }
}
