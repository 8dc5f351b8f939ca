import DiveQuizCore

/// The coach: the current trainee's summary for the advice after a quiz and `quiz N focus`,
/// and the spaced-repetition schedule for `due` and `quiz due`.
///
/// The summary counts only the quizzes of the edition taught: a penalty keeps its id across
/// editions, but its numbers and sometimes its key change, so a 2025 answer says little about
/// 2026. The schedule counts every edition — what a trainee learnt of a penalty in 2025 still
/// holds in 2026 — unless the key itself changed, and then the older answers were about
/// another fact and are left out; rule numbers are renumbered between editions, so a
/// rule-number answer counts only in its own edition.
public final class TraineeCoach {
  let context: TrainerContext

  init(_ context: TrainerContext) {
    self.context = context
  }

  /// The current trainee's summary (their quizzes however the name was spelled, in the
  /// edition taught): from the cache beside the history, brought up to date with the records
  /// stored since, so finishing a quiz reads a few hundred bytes, not the whole history.
  package func traineeSummary() throws(TrainerError) -> TraineeSummary {
    let judge = NameKey.of(context.judge)
    let (edition, clock) = (context.rulebook.editionID, context.clock)
    return try context.read(or: TraineeSummary()) { reader throws(HistoryReader.Failure) in
      try reader.traineeSummary(judge: judge, edition: edition, clock: clock)
    }
  }

  /// The coach's advice after a finished quiz, from the trainee's summary; nil when the
  /// history cannot be read.
  public func advice() -> Coach.Advice? {
    guard let summary = try? traineeSummary() else { return nil }
    return Coach.advise(summary, rulebook: context.rulebook)
  }

  /// The schedule today of `trainee` (the current one when nil), with the target recall in
  /// force.
  package func memorySchedule(of trainee: String? = nil) throws(TrainerError) -> MemorySchedule {
    let judge = trainee ?? context.judge
    // As in `progress`: the kept names checked by the read itself, and the read made again
    // with names read afresh in the rare case their bytes changed.
    let schedule = try memorySchedule(of: judge, names: try? context.namesCheckedByNextRead())
    if try !context.namesChangedSince() { return schedule }
    return try memorySchedule(of: judge, names: try? context.names())
  }

  private func memorySchedule(of judge: String, names: TraineeNames?) throws(TrainerError)
    -> MemorySchedule
  {
    var query = HistoryQuery(judge: judge)
    // Merges and renames apply, as in `progress`: every name counted as this trainee.
    if let names {
      query.judgeKeys = Set(names.members(identity: names.identity(of: judge)))
    }
    var book = MemoryBook()
    let rulebook = context.rulebook
    let edition = rulebook.editionID
    try context.read(or: ()) { reader throws(HistoryReader.Failure) in
      try reader.records(matching: query, quiet: true) { record, offset in
        let sameEdition = record.edition == edition
        book.add(record, sequence: offset) { item, question in
          switch item.topic {
          case .key:
            guard let penalty = rulebook.penalty(id: question.penaltyID) else { return false }
            return sameEdition || question.correct == Answer(key: penalty)
          case .rules: return sameEdition
          // A Part Four question is the same fact in every edition that asks it (its
          // wording hash is part of the item); the edition's own are listed below. An
          // instructor's own question stays out: `quiz due` cannot draw it by item.
          case .dives, .dd, .awards, .scores, .rulebook: return true
          case .own: return false
          }
        }
        return true
      }
    }
    return book.schedule(time: context.time, now: context.clock(), target: context.targetRecall)
  }

  /// The items of the edition taught: every penalty's key and (where none is doubtful) its
  /// rule numbers, every Part Four question the edition asks, and the dive, DD, award and
  /// score items the trainee has met.
  package func scheduledItems(_ schedule: MemorySchedule) -> [MemoryItem] {
    let rulebook = context.rulebook
    var items = rulebook.penalties.map { MemoryItem(topic: .key, subject: String($0.id)) }
    items += rulebook.penalties.filter { $0.askableRules != nil }.map {
      MemoryItem(topic: .rules, subject: String($0.id))
    }
    let bank = context.bank
    items += bank.questions(in: rulebook.editionID).map { MemorySchedule.item($0, in: bank) }
    // Own questions (issue 30) would join here: their topic's items as `rulebook`'s above.
    items += schedule.cards.keys.filter { $0.penaltyID == nil && $0.topic != .rulebook }.sorted()
    return items
  }

  /// How many items are due today for the current trainee; nil when the history cannot be
  /// read.
  package func dueToday() -> Int? {
    guard let schedule = try? memorySchedule() else { return nil }
    return schedule.dueCounts(among: scheduledItems(schedule)).first
  }
}
