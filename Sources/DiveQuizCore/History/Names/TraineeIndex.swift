#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Every trainee in a set of quizzes, one entry per person however the name was typed or
/// merged (`TraineeNames`), shown with the name `TraineeNames` gives.
///
/// Fed one record at a time while the history is read, so a federation's history is summed,
/// never held; what it keeps grows with the number of trainees and months only. Tallies are
/// kept by name key and joined by identity only when asked, so a merge recorded after the
/// quizzes counts them all.
package struct TraineeIndex {
  private struct Tally {
    var quizzes = 0
    var exams = 0
    var completed = 0
    var abandoned = 0
    var percentSum = 0.0
    var best: Double?
    var passed = 0
    var secondsSum = 0.0
    var last = Date.distantPast
    var months = Months()
    var kinds = KindTally()

    mutating func add(_ quiz: Quiz, month: Int) {
      if quiz.exam { exams += 1 } else { quizzes += 1 }
      kinds.join(quiz.kinds)
      last = max(last, quiz.end)
      if quiz.completed {
        let percent = quiz.percentage
        completed += 1
        percentSum += percent
        best = max(best ?? percent, percent)
        if quiz.passed { passed += 1 }
        secondsSum += quiz.seconds
        months.add(month, sum: percent, count: 1)
      } else {
        abandoned += 1
      }
    }

    mutating func join(_ other: Tally) {
      quizzes += other.quizzes
      exams += other.exams
      completed += other.completed
      abandoned += other.abandoned
      percentSum += other.percentSum
      if let theirs = other.best { best = max(best ?? theirs, theirs) }
      passed += other.passed
      secondsSum += other.secondsSum
      last = max(last, other.last)
      kinds.join(other.kinds)
      for (month, value) in zip(other.months.keys, other.months.values) {
        months.add(month, sum: value.sum, count: value.count)
      }
    }
  }

  /// A trainee's completed quizzes by month, the months in order: adding a quiz is a binary
  /// search among a few dozen months, where a dictionary hashed every quiz's month.
  private struct Months {
    private(set) var keys: [Int] = []
    private(set) var values: [(sum: Double, count: Int)] = []

    /// Adds to `month`'s sums (from 0 for a new month, in the order of the calls).
    mutating func add(_ month: Int, sum: Double, count: Int) {
      // Halving without a branch on the comparison (a select): in a history not in time
      // order, which half holds the month is a coin toss the processor would mispredict.
      var low = 0
      var length = keys.count
      while length > 1 {
        let half = length / 2
        low = keys[low + half - 1] < month ? low + half : low
        length -= half
      }
      if length == 1, keys[low] < month { low += 1 }
      if low == keys.count || keys[low] != month {
        keys.insert(month, at: low)
        values.insert((0, 0), at: low)
      }
      values[low].sum += sum
      values[low].count += count
    }
  }

  /// What a trainee's tally takes of one quiz: a decoded record's fields, or the same read
  /// from a line's bytes (`ReportChunk`), so both sum the same doubles in the same order.
  public struct Quiz {
    var exam: Bool
    var completed: Bool
    var start: Date
    var end: Date
    var percentage: Double
    var passed: Bool
    /// Time spent answering, summed question by question from zero as `QuizRecord.seconds`.
    var seconds: Double
    /// The quiz's questions by kind.
    var kinds: KindTally

    package init(
      exam: Bool, completed: Bool, start: Date, end: Date, percentage: Double, passed: Bool,
      seconds: Double, kinds: KindTally
    ) {
      self.exam = exam
      self.completed = completed
      self.start = start
      self.end = end
      self.percentage = percentage
      self.passed = passed
      self.seconds = seconds
      self.kinds = kinds
    }
  }

  /// Tallies by name key: the key's place in `tallies`.
  private var slots: [String: Int] = [:]
  private var tallies: [Tally] = []
  /// The names of the whole history, when the caller read them first; else `census`'s.
  private var given: TraineeNames?
  /// The spellings of the records added, for the shown names when none were given.
  private var census = NameCensus()
  /// Each spelling met and its key, so a name is folded once, not once per record.
  private var keys: [String: String] = [:]

  /// Months are the reader's: a quiz at 00:30 on 1 March in Paris counts in March.
  private let time: LocalTime
  /// The zone's offset through each day (UTC) met, by the day's low bits: the day's high bits
  /// as a tag and the offset, or `mixed` for a day whose offset changes. Offsets change on
  /// the hour, so a day's 24 hours asked once tell; a history's quizzes fall on a few hundred
  /// days, whose entries stay in the processor's cache where one per hour (2 years are 17,520
  /// hours) missed it on most quizzes of a history not in time order.
  private var days: [(tag: Int32, offset: Int32)] = []
  private static let daySlotBits = 15
  private static let mixed = Int32.min
  /// The offset by hour, for the few days whose offset changes (and any day whose slot holds
  /// another), by the hour's low bits.
  private var zones: [(hour: Int64, offset: Int)] = []
  private static let zoneSlots = 1 << 15

  /// - Parameters:
  ///   - names: who is who in the whole history (merges, most used spellings); nil to decide
  ///     from the records added alone.
  ///   - time: the reader's zone, for the months.
  package init(names: TraineeNames? = nil, time: LocalTime = .utc) {
    self.given = names
    self.time = time
  }

  /// Local days and their months, in a table indexed by the day's low bits: a history's
  /// quizzes fall on a few hundred days, so the calendar's arithmetic is done once per day,
  /// not once per quiz.
  private var dayMonths: [(day: Int64, month: Int)] = []
  private static let daySlots = 1 << 12

  /// The local month of `date`, as `Timestamp.monthKey` numbers it.
  private mutating func localMonth(_ date: Date) -> Int {
    let interval = date.timeIntervalSince1970
    // Any instant a record holds is a whole number of seconds; anything else is worked out
    // in full every time.
    guard interval.magnitude < 1e15, interval == interval.rounded(.down) else {
      return Timestamp.monthKey(date.addingTimeInterval(Double(time.offsetSeconds(at: date))))
    }
    let seconds = Int64(interval)
    let local = seconds + Int64(offset(at: seconds))
    let day = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
    if dayMonths.isEmpty { dayMonths = Array(repeating: (Int64.min, 0), count: Self.daySlots) }
    let daySlot = Int(truncatingIfNeeded: day) & (Self.daySlots - 1)
    if dayMonths[daySlot].day != day {
      let (year, month, _) = Timestamp.civil(fromDays: day)
      dayMonths[daySlot] = (day, year * 100 + month)
    }
    return dayMonths[daySlot].month
  }

  /// The zone's offset at `seconds` since 1970 (less than 10^15 from it).
  private mutating func offset(at seconds: Int64) -> Int {
    let day = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    if days.isEmpty { days = Array(repeating: (Int32.min, 0), count: 1 << Self.daySlotBits) }
    let slot = Int(truncatingIfNeeded: day) & ((1 << Self.daySlotBits) - 1)
    // |day| < 2^35, so the tag fits; Int32.min is no tag, since day >> 15 > -2^21.
    let tag = Int32(truncatingIfNeeded: day >> Int64(Self.daySlotBits))
    if days[slot].tag == tag, days[slot].offset != Self.mixed { return Int(days[slot].offset) }
    if days[slot].tag == Int32.min {
      // First met: the day's hours asked once. A slot another day holds is left to it, so a
      // history spread over centuries asks no more per quiz than the hour table below.
      days[slot] = (tag, dayOffset(day))
      if days[slot].offset != Self.mixed { return Int(days[slot].offset) }
    }
    return hourOffset(at: seconds)
  }

  /// The offset through UTC day `day`, or `mixed` when its hours differ.
  private func dayOffset(_ day: Int64) -> Int32 {
    let start = day * 86_400
    let first = time.offsetSeconds(at: Date(timeIntervalSince1970: Double(start)))
    for hour in 1..<24 {
      let at = Date(timeIntervalSince1970: Double(start + Int64(hour) * 3600))
      if time.offsetSeconds(at: at) != first { return Self.mixed }
    }
    return Int32(exactly: first) ?? Self.mixed
  }

  /// The offset at `seconds`, by hour.
  private mutating func hourOffset(at seconds: Int64) -> Int {
    let hour = seconds >= 0 ? seconds / 3600 : (seconds - 3599) / 3600
    if zones.isEmpty { zones = Array(repeating: (Int64.min, 0), count: Self.zoneSlots) }
    let slot = Int(truncatingIfNeeded: hour) & (Self.zoneSlots - 1)
    if zones[slot].hour != hour {
      zones[slot] = (hour, time.offsetSeconds(at: Date(timeIntervalSince1970: Double(seconds))))
    }
    return zones[slot].offset
  }

  /// Who is who, once known: a reader that learns the names while it adds the quizzes
  /// (`Report.Builder.use(names:)`) gives them before the tallies are joined.
  package mutating func use(_ names: TraineeNames) { given = names }

  /// The names in use: those given, or those of the records added.
  package var names: TraineeNames { given ?? census.resolved() }

  /// How many different trainees were seen.
  public var count: Int { joined().count }

  /// Counts one stored quiz for its trainee, whatever the spelling of the name. A quiz
  /// abandoned before its first answer is not counted.
  package mutating func add(_ record: QuizRecord) {
    guard !record.isEmptyAbandon else { return }
    add(
      Quiz(
        exam: record.kind == .exam, completed: record.status == .completed, start: record.start,
        end: record.end, percentage: record.percentage, passed: record.passed,
        seconds: record.status == .completed ? record.seconds : 0, kinds: Self.kinds(of: record)),
      judge: record.judge, slot: slot(of: record.judge))
  }

  private static func kinds(of record: QuizRecord) -> KindTally {
    var kinds = KindTally()
    kinds.add(record)
    return kinds
  }

  /// Where the tally of the trainee spelled `judge` is: a reader that meets a spelling again
  /// and again folds it once (`add(_:judge:slot:)`).
  package mutating func slot(of judge: String) -> Int {
    let key: String
    if let known = keys[judge] {
      key = known
    } else {
      key = NameKey.of(judge)
      // Bounded, so a history of all-different names costs no more than its trainees.
      if keys.count < 10_000 { keys[judge] = key }
    }
    if let slot = slots[key] { return slot }
    slots[key] = tallies.count
    tallies.append(Tally())
    return tallies.count - 1
  }

  /// Counts one quiz (not an abandon before its first answer) of `judge`, whose tally is at
  /// `slot` (from `slot(of:)`).
  package mutating func add(_ quiz: Quiz, judge: String, slot: Int) {
    if given == nil { census.note(judge) }
    // In place: the tally's months are not copied for every record.
    let month = localMonth(quiz.start)
    tallies[slot].add(quiz, month: month)
  }

  /// The tallies joined by identity, with each identity's shown name.
  private func joined() -> [(identity: String, name: String, tally: Tally)] {
    let names = self.names
    var byIdentity: [String: Tally] = [:]
    for (key, slot) in slots {
      byIdentity[names.identity(ofKey: key), default: Tally()].join(tallies[slot])
    }
    // Each name's key made once, not twice per comparison of the sort.
    typealias Entry = (key: String, identity: String, name: String, tally: Tally)
    var entries: [Entry] = byIdentity.map { identity, tally in
      let name = names.shownName(identity: identity) ?? identity
      return (NameKey.of(name), identity, name, tally)
    }
    entries.sort { (a: Entry, b: Entry) -> Bool in
      a.key != b.key ? a.key < b.key : a.identity < b.identity
    }
    return entries.map { ($0.identity, $0.name, $0.tally) }
  }

  /// One summary per trainee, in alphabetical order (accents and case aside).
  package func trainees() -> [Report.Trainee] {
    joined().map { _, name, tally in
      let completed = Double(tally.completed)
      return Report.Trainee(
        judge: name, quizzes: tally.quizzes, exams: tally.exams,
        completed: tally.completed, abandoned: tally.abandoned,
        averagePercent: tally.completed > 0 ? tally.percentSum / completed : nil,
        bestPercent: tally.best,
        passRate: tally.completed > 0 ? Double(tally.passed) * 100 / completed : nil,
        lastQuiz: Timestamp.format(tally.last),
        months: zip(tally.months.keys, tally.months.values).map { month, value in
          Report.Month(
            month: Timestamp.monthName(month), averagePercent: value.sum / Double(value.count),
            quizzes: value.count)
        }, kinds: tally.kinds.stats)
    }
  }

  /// Each trainee's average over completed quizzes, for the ranking of a report without seed.
  func averages() -> [(judge: String, percent: Double, seconds: Double, quizzes: Int)] {
    joined().filter { $0.tally.completed > 0 }.map {
      let count = Double($0.tally.completed)
      return ($0.name, $0.tally.percentSum / count, $0.tally.secondsSum / count, $0.tally.completed)
    }
  }
}
