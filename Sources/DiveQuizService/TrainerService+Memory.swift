import DiveQuizCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The spaced-repetition schedule of the current trainee (`due`, `quiz due`, the coach's due
/// count): one pass over the history, the trainee found as the trainee list finds them.
///
/// Every edition counts: a penalty keeps its id across editions, so what a trainee learnt of
/// it in 2025 still holds in 2026 — unless the key itself changed, and then the older answers
/// were about another fact and are left out. Rule numbers are renumbered between editions,
/// so a rule-number answer counts only in its own edition.
extension TrainerService {
  /// The schedule today of `trainee` (the current one when nil), with the target recall in
  /// force.
  package func memorySchedule(of trainee: String? = nil) throws(TrainerError) -> MemorySchedule {
    let judge = trainee ?? self.judge
    var query = HistoryQuery(judge: judge)
    // Merges and renames apply, as in `progress`: every name counted as this trainee.
    if let names = try? storedNames() {
      query.judgeKeys = Set(names.members(identity: names.identity(of: judge)))
    }
    var book = MemoryBook()
    let rulebook = self.rulebook
    let edition = rulebook.editionID
    if let history {
      let snapshot = try openSnapshot(history.main)
      try readForward(
        snapshot, file: history.main.location, quiet: true, wanted: prefilter(query)
      ) { record, offset in
        guard query.matches(record) else { return true }
        let sameEdition = Edition.currentID(ofStored: record.edition) == edition
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
    return book.schedule(time: time, now: clock(), target: targetRecall)
  }

  /// The items of the edition taught: every penalty's key and (where none is doubtful) its
  /// rule numbers, every Part Four question the edition asks, and the dive, DD, award and
  /// score items the trainee has met.
  package func scheduledItems(_ schedule: MemorySchedule) -> [MemoryItem] {
    var items = rulebook.penalties.map { MemoryItem(topic: .key, subject: String($0.id)) }
    items += rulebook.penalties.filter { $0.askableRules != nil }.map {
      MemoryItem(topic: .rules, subject: String($0.id))
    }
    let bank = self.bank
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
