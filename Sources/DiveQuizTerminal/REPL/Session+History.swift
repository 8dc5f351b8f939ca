import DiveQuizCore

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
  /// Up to this many listed quizzes, `history` reads its second pass line by line.
  static let rereadLines = 1 << 16

  /// `history`: one line per stored quiz in the order stored; `last N` reads from the end.
  func listHistory(_ query: HistoryQuery, json: Bool) -> Bool {
    guard let history else {
      json ? emit(HistoryJSON.list([])) : say(historyText.list([]))
      return true
    }
    guard let (query, names) = resolved(query.inLocalDays(configuration.time)) else {
      return false
    }
    // Every row shows the trainee's name as the class list does.
    func shown(_ record: QuizRecord) -> QuizRecord {
      var record = record
      record.judge = names.shown(record.judge)
      return record
    }
    guard let snapshot = openSnapshot(history.main) else { return false }
    let file = history.main.location
    if let last = query.last {
      guard let records = newest(last, matching: query, in: snapshot, file: file) else {
        return false
      }
      json
        ? emit(HistoryJSON.list(records, names: names)) : say(historyText.list(records.map(shown)))
      return true
    }
    var out = ""
    // Lines already laid out: data (JSON) written as it is, text without further wrapping.
    func flush(_ force: Bool = false) {
      if force || out.utf8.count >= Self.outputBatch {
        emit(out)
        out = ""
      }
    }
    if json {
      var count = 0
      let end = readForward(snapshot, file: file, wanted: prefilter(query)) { record, _ in
        guard query.matches(record) else { return true }
        out +=
          (count == 0 ? "[\n" : ",\n")
          + HistoryJSON.item(record, trainee: names.shown(record.judge))
        count += 1
        flush()
        return true
      }
      guard end == .finished else { return false }
      out += count == 0 ? "[]\n" : "\n]\n"
      flush(true)
      return true
    }
    // Two passes, so that the columns fit the widest cells without holding the records.
    let presenter = historyText
    var count = 0
    var offsets: [String] = []
    var widths = [Int](repeating: 0, count: HistoryPresenter.table.columns.count)
    // Where the listed lines start, while they are few: the second pass then reads only them.
    var lines: [Int]? = []
    let measured = readForward(snapshot, file: file, wanted: prefilter(query)) { record, line in
      guard query.matches(record) else { return true }
      count += 1
      if lines != nil { lines?.append(line) }
      if count > Self.rereadLines { lines = nil }
      presenter.noteOffset(of: record, in: &offsets)
      TextTable.measure(presenter.row(shown(record)), into: &widths)
      return true
    }
    guard measured == .finished else { return false }
    guard count > 0 else {
      say(presenter.list([]))
      return true
    }
    let layout = HistoryPresenter.table.layout(contentWidths: widths, width: presenter.width)
    out = presenter.header(offsets) + "\n"
    if let lines {
      for offset in lines {
        if shouldStop() { return false }
        let bytes: [UInt8]?
        do {
          bytes = try LineReader().line(in: snapshot, at: offset)
        } catch {
          complain(error)
          return false
        }
        guard let bytes, case .success(let record) = RecordCodec.decode(bytes) else { continue }
        out += presenter.line(presenter.row(shown(record)), layout) + "\n"
        flush()
      }
      out += presenter.footer(count) + "\n"
      flush(true)
      return true
    }
    let end = readForward(snapshot, file: file, quiet: true, wanted: prefilter(query)) {
      record, _ in
      guard query.matches(record) else { return true }
      out += presenter.line(presenter.row(shown(record)), layout) + "\n"
      flush()
      return true
    }
    out += presenter.footer(count) + "\n"
    flush(true)
    return end == .finished
  }

  /// The newest `count` matching records in the order stored, read from the end of the file.
  func newest(
    _ count: Int, matching query: HistoryQuery, in snapshot: any HistorySnapshot, file: String
  ) -> [QuizRecord]? {
    var found: [QuizRecord] = []
    let end = readBackward(snapshot, file: file, wanted: prefilter(query)) { record, _ in
      if query.matches(record) { found.append(record) }
      return found.count < count
    }
    return end == .finished ? found.reversed() : nil
  }

  /// Sums the report while the history is read; `last N` reads only the newest from the end.
  /// The query's `judge` is resolved first (a unique start of a name will do).
  func buildReport(_ query: HistoryQuery) -> Report? {
    guard let history else { return Report.build([], seed: query.seed) }
    guard let (query, names) = resolved(query) else { return nil }
    guard let snapshot = openSnapshot(history.main) else { return nil }
    var builder = Report.Builder(
      seed: query.seed, names: names, attempt: query.attempt ?? .first, kind: query.kind)
    if let last = query.last {
      guard let records = newest(last, matching: query, in: snapshot, file: history.main.location)
      else { return nil }
      for record in records { builder.add(record) }
      return builder.finish()
    }
    let end = readForward(snapshot, file: history.main.location, wanted: prefilter(query)) {
      record, _ in
      if query.matches(record) { builder.add(record) }
      return true
    }
    return end == .finished ? builder.finish() : nil
  }

  /// `review [ID]`: a quiz by id prefix, or the trainee's last one stored (anyone's when the
  /// trainee has none).
  func review(_ id: String?, among: String? = nil) -> Bool {
    guard let history else {
      say(catalog.text("history.empty") + "\n")
      return true
    }
    guard let snapshot = openSnapshot(history.main) else { return false }
    let file = history.main.location
    var record: QuizRecord?
    if let id {
      let prefix = id.lowercased()
      let chooser = among.map { ReviewChooser($0, time: configuration.time) }
      var matches = 0
      var ids: Set<String> = []
      let end = readForward(snapshot, file: file) { candidate, _ in
        if candidate.id.hasPrefix(prefix), chooser?.matches(candidate) ?? true {
          matches += 1
          ids.insert(candidate.id)
          record = record ?? candidate
        }
        return true
      }
      guard end == .finished else { return false }
      guard matches <= 1 else {
        if ids.count == 1, let only = ids.first {
          complain(HistoryLookupError.sameID(only, count: matches))
        } else {
          complain(HistoryLookupError.ambiguous(id, count: matches))
        }
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
    var shown = record
    shown.judge = storedNames(quiet: true)?.shown(record.judge) ?? record.judge
    say(historyText.review(shown))
    return true
  }

  /// `progress`: one trainee's completed quizzes, the latest 60 drawn, read in one pass;
  /// a name given (`named`) that matches no quiz gets the closest stored names.
  func progress(_ judge: String, named: Bool) -> Bool {
    var query = HistoryQuery(judge: judge)
    if named {
      guard let found = resolved(query) else { return false }
      query = found.query
    } else if let names = storedNames(quiet: true) {
      query.judgeKeys = Set(names.members(identity: names.identity(of: judge)))
    }
    let judge = query.judge ?? judge
    var latest: [(key: TraineeSummary.Key, record: QuizRecord)] = []
    var completed = 0
    var matched = 0
    if let history {
      guard let snapshot = openSnapshot(history.main) else { return false }
      let end = readForward(snapshot, file: history.main.location, wanted: prefilter(query)) {
        record, offset in
        guard query.matches(record) else { return true }
        matched += 1
        guard record.status == .completed else { return true }
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
}
