#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The history commands: they stream the store (never holding it whole), never touch the
/// terminal, and report through the session's console.
extension Session {
  /// Output is handed to the console in pieces of about this size.
  static let outputBatch = 1 << 16

  /// `history`: one line per stored quiz in the order stored; `last N` reads from the end.
  func listHistory(_ query: HistoryQuery, json: Bool) -> Bool {
    guard let history else {
      say(json ? HistoryJSON.list([]) : historyText.list([]))
      return true
    }
    guard let snapshot = openSnapshot(history.main) else { return false }
    let file = history.main.location
    if let last = query.last {
      guard let records = newest(last, matching: query, in: snapshot, file: file) else {
        return false
      }
      say(json ? HistoryJSON.list(records) : historyText.list(records))
      return true
    }
    var out = ""
    func flush(_ force: Bool = false) {
      if force || out.utf8.count >= Self.outputBatch {
        say(out)
        out = ""
      }
    }
    if json {
      var count = 0
      let end = readForward(snapshot, file: file) { record, _ in
        guard query.matches(record) else { return true }
        out += (count == 0 ? "[\n" : ",\n") + HistoryJSON.item(record)
        count += 1
        flush()
        return true
      }
      out += count == 0 ? "[]\n" : "\n]\n"
      flush(true)
      return end == .finished
    }
    // Two passes, so that the columns fit the longest name without holding the records.
    var count = 0
    var width = 0
    let measured = readForward(snapshot, file: file) { record, _ in
      if query.matches(record) {
        count += 1
        width = max(width, historyText.nameWidth(record))
      }
      return true
    }
    guard measured == .finished else { return false }
    guard count > 0 else {
      say(historyText.list([]))
      return true
    }
    let end = readForward(snapshot, file: file, quiet: true) { record, _ in
      guard query.matches(record) else { return true }
      out += historyText.line(record, nameWidth: width) + "\n"
      flush()
      return true
    }
    out += historyText.footer(count) + "\n"
    flush(true)
    return end == .finished
  }

  /// The newest `count` matching records in the order stored, read from the end of the file.
  func newest(
    _ count: Int, matching query: HistoryQuery, in snapshot: any HistorySnapshot, file: String
  ) -> [QuizRecord]? {
    var found: [QuizRecord] = []
    let end = readBackward(snapshot, file: file) { record, _ in
      if query.matches(record) { found.append(record) }
      return found.count < count
    }
    return end == .finished ? found.reversed() : nil
  }

  /// Sums the report while the history is read; `last N` reads only the newest from the end.
  func buildReport(_ query: HistoryQuery) -> Report? {
    guard let history else { return Report.build([], seed: query.seed) }
    guard let snapshot = openSnapshot(history.main) else { return nil }
    if let last = query.last {
      return newest(last, matching: query, in: snapshot, file: history.main.location).map {
        Report.build($0, seed: query.seed)
      }
    }
    var builder = Report.Builder(seed: query.seed)
    let end = readForward(snapshot, file: history.main.location) { record, _ in
      if query.matches(record) { builder.add(record) }
      return true
    }
    return end == .finished ? builder.finish() : nil
  }

  /// `review [ID]`: a quiz by id prefix, or the trainee's last one stored (anyone's when the
  /// trainee has none).
  func review(_ id: String?) -> Bool {
    guard let history else {
      say(catalog.text("history.empty") + "\n")
      return true
    }
    guard let snapshot = openSnapshot(history.main) else { return false }
    let file = history.main.location
    var record: QuizRecord?
    if let id {
      let prefix = id.lowercased()
      var matches = 0
      let end = readForward(snapshot, file: file) { candidate, _ in
        if candidate.id.hasPrefix(prefix) {
          matches += 1
          record = record ?? candidate
        }
        return true
      }
      guard end == .finished else { return false }
      guard matches <= 1 else {
        complain(HistoryLookupError.ambiguous(id, count: matches))
        return false
      }
      guard record != nil else {
        complain(HistoryLookupError.notFound(id))
        return false
      }
    } else {
      var latest: QuizRecord?
      let judge = configuration.judge
      let end = readBackward(snapshot, file: file) { candidate, _ in
        latest = latest ?? candidate
        guard candidate.judge == judge else { return true }
        record = candidate
        return false
      }
      guard end == .finished else { return false }
      record = record ?? latest
    }
    guard let record else {
      say(catalog.text("history.empty") + "\n")
      return true
    }
    say(historyText.review(record))
    return true
  }

  /// `progress`: one trainee's completed quizzes, the latest 60 drawn, read in one pass.
  func progress(_ judge: String) -> Bool {
    let query = HistoryQuery(judge: judge)
    var latest: [(key: TraineeSummary.Key, record: QuizRecord)] = []
    var completed = 0
    if let history {
      guard let snapshot = openSnapshot(history.main) else { return false }
      let end = readForward(snapshot, file: history.main.location) { record, offset in
        guard record.status == .completed, query.matches(record) else { return true }
        completed += 1
        let key = TraineeSummary.Key(start: record.start, sequence: offset)
        let position = latest.firstIndex { $0.key > key } ?? latest.endIndex
        latest.insert((key, record), at: position)
        if latest.count > ProgressPresenter.shown { latest.removeFirst() }
        return true
      }
      guard end == .finished else { return false }
    }
    say(progressText.progress(latest: latest.map(\.record), completed: completed, judge: judge))
    return true
  }

  /// `export`: one row per answered question, written while the history is read; a file is
  /// only put in place once whole.
  func export(_ format: Command.ExportFormat, to file: String?) -> Bool {
    guard let history else { return false }
    guard let snapshot = openSnapshot(history.main) else { return false }
    var sink: (any FileSink)?
    if let file {
      do {
        sink = try history.system.createFile(file, protecting: history.main.location)
      } catch {
        complain(error)
        return false
      }
    }
    var out = format == .csv ? Exporter.csvHeader : Exporter.jsonOpening
    var rows = 0
    var failure: HistoryError?
    func flush() {
      guard let sink else {
        say(out)
        out = ""
        return
      }
      do {
        try sink.write(Array(out.utf8))
      } catch {
        failure = failure ?? error
      }
      out = ""
    }
    let end = readForward(snapshot, file: history.main.location) { record, _ in
      switch format {
      case .csv: Exporter.appendCSV(record, to: &out)
      case .json: Exporter.appendJSON(record, first: rows == 0, to: &out)
      }
      rows += record.questions.count
      if out.utf8.count >= 4 * Self.outputBatch { flush() }
      return failure == nil
    }
    out += format == .csv ? "" : Exporter.jsonClosing
    flush()
    guard end == .finished, failure == nil else {
      sink?.discard()
      if let failure { complain(failure) }
      return false
    }
    guard let sink, let file else { return true }
    do {
      try sink.commit()
    } catch {
      complain(error)
      return false
    }
    say(catalog.text("export.written", rows, Sanitizer.visible(file, limit: 300)) + "\n")
    return true
  }
}
