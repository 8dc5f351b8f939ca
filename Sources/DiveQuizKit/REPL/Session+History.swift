#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The history commands: they read the store, never the terminal, and report through the
/// session's console.
extension Session {
  /// Reads the history, keeping the records that pass `keep`; unreadable lines are reported
  /// (unless `quiet`) and skipped, never repaired.
  func loadHistory(quiet: Bool = false, keep: (QuizRecord) -> Bool = { _ in true })
    -> [QuizRecord]?
  {
    guard let history else { return [] }
    do {
      var records: [QuizRecord] = []
      let skipped = HistoryContents.scan(try history.main.read()) {
        if keep($0) { records.append($0) }
      }
      if !quiet {
        for line in skipped {
          warn(line.message(catalog, file: history.main.location) + "\n")
        }
      }
      return records
    } catch {
      complain(error)
      return nil
    }
  }

  /// The current trainee's quizzes only (however the name was spelled): a federation's
  /// history is not held whole for one trainee's advice or focused draw.
  func ownHistory(quiet: Bool = false) -> [QuizRecord]? {
    let judge = NameKey.of(configuration.judge)
    return loadHistory(quiet: quiet) { NameKey.of($0.judge) == judge }
  }

  /// Sums the report while the history is read; only `last N` needs the records in order.
  func buildReport(_ query: HistoryQuery) -> Report? {
    guard query.last == nil, let history else {
      return loadHistory().map { Report.build(query.apply($0), seed: query.seed) }
    }
    do {
      var builder = Report.Builder(seed: query.seed)
      let skipped = HistoryContents.scan(try history.main.read()) { record in
        if query.matches(record) { builder.add(record) }
      }
      for line in skipped {
        warn(line.message(catalog, file: history.main.location) + "\n")
      }
      return builder.finish()
    } catch {
      complain(error)
      return nil
    }
  }

  func review(_ id: String?) -> Bool {
    guard let records = loadHistory() else { return false }
    let record: QuizRecord?
    if let id {
      let matches = records.filter { $0.id.hasPrefix(id.lowercased()) }
      guard matches.count <= 1 else {
        complain(HistoryLookupError.ambiguous(id, count: matches.count))
        return false
      }
      record = matches.first
      guard record != nil else {
        complain(HistoryLookupError.notFound(id))
        return false
      }
    } else {
      let mine = records.filter { $0.judge == configuration.judge }
      // The latest to end; among equals, the one written last.
      record =
        (mine.isEmpty ? records : mine).enumerated()
        .max { ($0.element.end, $0.offset) < ($1.element.end, $1.offset) }?.element
    }
    guard let record else {
      say(catalog.text("history.empty") + "\n")
      return true
    }
    say(historyText.review(record))
    return true
  }

  func importFiles(_ paths: [String]) -> Bool {
    guard let history, let existing = loadHistory(quiet: true) else { return false }
    var known = Set(existing.map(\.id))
    var lines: [UInt8] = []
    var added = 0
    var skipped = 0
    var unreadable = 0
    for path in paths {
      let contents: HistoryContents
      do {
        contents = HistoryContents.parse(try history.open(path).read())
      } catch {
        complain(error)
        return false
      }
      for problem in contents.skipped {
        warn(problem.message(catalog, file: path) + "\n")
      }
      unreadable += contents.skipped.count
      for record in contents.records {
        if known.insert(record.id).inserted {
          lines += RecordCodec.encode(record)
          added += 1
        } else {
          skipped += 1
        }
      }
    }
    do {
      if !lines.isEmpty { try history.main.append(lines) }
    } catch {
      complain(error)
      return false
    }
    say(catalog.text("import.summary", added, skipped, unreadable) + "\n")
    return true
  }

  func save(to path: String?) -> Bool {
    guard let history else { return false }
    guard !unsaved.isEmpty else {
      say(catalog.text("save.nothing") + "\n")
      return true
    }
    let storage = path.map(history.open) ?? history.main
    do {
      try storage.append(unsaved.flatMap(RecordCodec.encode))
      say(catalog.text("save.done", unsaved.count, storage.location) + "\n")
      unsaved.removeAll()
      return true
    } catch {
      complain(error)
      return false
    }
  }

  /// The coach's line after a finished quiz, from the trainee's whole history.
  func advise() {
    guard let mine = ownHistory(quiet: true) else { return }
    let text: String
    switch Coach.advise(mine, rulebook: rulebook) {
    case .larger(let size): text = catalog.text("coach.larger", size)
    case .warmUp(let days): text = catalog.text("coach.warmUp", days)
    case .train(let filter, let percent):
      text = catalog.text("coach.train", filter, TextLayout.percent(percent, catalog))
    case .keepGoing: text = catalog.text("coach.keepGoing")
    }
    say(configuration.style.cyan(text) + "\n")
  }

  /// Writes an ended quiz; on failure keeps it for `save` and says so.
  func store(_ current: Quiz) {
    guard let history else { return }
    let record = QuizRecord(
      quiz: current, id: makeID(), judge: configuration.judge, end: clock(),
      languages: quizLanguages.isEmpty ? [catalog.language] : quizLanguages)
    do {
      try history.main.append(RecordCodec.encode(record))
      say(catalog.text("history.saved", HistoryPresenter.shortID(record.id)) + "\n")
      if record.status == .completed { advise() }
    } catch {
      unsaved.append(record)
      complain(error)
      warn(catalog.text("history.keptInMemory", unsaved.count) + "\n")
    }
  }
}
