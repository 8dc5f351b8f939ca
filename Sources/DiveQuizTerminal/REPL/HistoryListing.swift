import DiveQuizCore
import DiveQuizService

/// `history` as a stream: the JSON array or the table written out in batches while the
/// service reads, so the records are never held (`last N`: only those N, read from the end).
struct HistoryListing {
  let service: TrainerService
  let presenter: HistoryPresenter
  let query: HistoryQuery
  /// Who is who: every row shows the trainee's name as the class list does.
  let names: TraineeNames
  /// Takes lines already laid out (or data): written as they are.
  let output: (String) -> Void

  /// Output is handed over in pieces of about this size.
  static let batch = 1 << 16
  /// Up to this many listed quizzes, the second pass reads their lines one by one.
  static let rereadLines = 1 << 16

  /// The JSON list; true (it cannot fail half-way).
  func json() throws(TrainerError) -> Bool {
    if let last = query.last {
      output(HistoryJSON.list(try service.desk.newest(last, matching: query), names: names))
      return true
    }
    var out = ""
    var count = 0
    try service.desk.records(matching: query) { record in
      out +=
        (count == 0 ? "[\n" : ",\n")
        + HistoryJSON.item(record, trainee: names.shown(record.judge))
      count += 1
      flush(&out)
      return true
    }
    output(out + (count == 0 ? "[]\n" : "\n]\n"))
    return true
  }

  /// The newest `query.last` quizzes as a table: read from the end, held, laid out at once.
  func newest(_ last: Int) throws(TrainerError) {
    let records = try service.desk.newest(last, matching: query)
    let list = presenter.list(records.map { names.shownRecord($0) })
    output(TextWrapper.wrap(list, width: presenter.width))
  }

  /// What the table's first pass learns, showing nothing: how many quizzes, the columns'
  /// widths, the zones' offsets met, and where the lines are while they are few.
  struct Measured {
    var count = 0
    var offsets: [String] = []
    var widths = [Int](repeating: 0, count: HistoryPresenter.table.columns.count)
    /// Where the listed lines start, while they are few: the second pass then reads only them.
    var lines: [Int]? = []
  }

  /// The table's first pass, so that the columns fit the widest cells without holding the
  /// records. It shows nothing, so the service may run it again (`withNamesCheckedByRead`).
  func measure() throws(TrainerError) -> Measured {
    var measured = Measured()
    try service.desk.locatedRecords(matching: query) { record, line in
      measured.count += 1
      if measured.lines != nil { measured.lines?.append(line) }
      if measured.count > Self.rereadLines { measured.lines = nil }
      presenter.noteOffset(of: record, in: &measured.offsets)
      TextTable.measure(presenter.row(names.shownRecord(record)), into: &measured.widths)
      return true
    }
    return measured
  }

  /// The table's second pass, laid out by `measured`. A failure during it goes to `failed`
  /// before the footer is written; returns false then.
  func table(_ measured: Measured, failed: (TrainerError) -> Void) -> Bool {
    guard measured.count > 0 else {
      output(TextWrapper.wrap(presenter.list([]), width: presenter.width))
      return true
    }
    let layout = HistoryPresenter.table.layout(
      contentWidths: measured.widths, width: presenter.width)
    var out = presenter.header(measured.offsets) + "\n"
    var finished = true
    func add(_ record: QuizRecord) {
      out += presenter.line(presenter.row(names.shownRecord(record)), layout) + "\n"
      flush(&out)
    }
    do {
      if let lines = measured.lines {
        try service.desk.records(at: lines, add)
      } else {
        try service.desk.records(matching: query, quiet: true) { record in
          add(record)
          return true
        }
      }
    } catch {
      failed(error)
      finished = false
    }
    output(out + presenter.footer(measured.count) + "\n")
    return finished
  }

  private func flush(_ out: inout String) {
    guard out.utf8.count >= Self.batch else { return }
    output(out)
    out = ""
  }
}
