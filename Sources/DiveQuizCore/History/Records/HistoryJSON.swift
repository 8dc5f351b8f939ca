#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `--json` output of `history` and `report`, for scripts.
package enum HistoryJSON {
  package static func list(_ records: [QuizRecord], names: TraineeNames? = nil) -> String {
    let lines = records.map { item($0, trainee: names?.shown($0.judge)) }
    return "[\n" + lines.joined(separator: ",\n") + (lines.isEmpty ? "]\n" : "\n]\n")
  }

  /// One record as an element of the list: its stored line, indented, with the invisible
  /// characters of its fields escaped for the terminal; `trainee`, the name the trainee is
  /// shown by (merged, most used spelling), is added last, `judge` staying as recorded.
  package static func item(_ record: QuizRecord, trainee: String? = nil) -> String {
    var line = Array(RecordCodec.encode(record).dropLast())
    if let trainee, line.last == 0x7D {
      line.removeLast()
      line += Array(#","trainee":"#.utf8)
      JSONText.append(trainee, to: &line)
      line.append(0x7D)
    }
    return "  " + JSONText.visible(String(decoding: line, as: UTF8.self))
  }

  package static func report(_ report: Report) -> String { encode(report, empty: "{}") }

  /// `trainees --json`: one object per trainee.
  package static func trainees(_ trainees: [Report.Trainee]) -> String {
    encode(trainees, empty: "[]")
  }

  private static func encode(_ value: some Encodable, empty: String) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    guard let data = try? encoder.encode(value) else { return empty + "\n" }
    return JSONText.visible(String(decoding: data, as: UTF8.self)) + "\n"
  }
}
