#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `--json` output of `history` and `report`, for scripts.
public enum HistoryJSON {
  public static func list(_ records: [QuizRecord]) -> String {
    let lines = records.map(item)
    return "[\n" + lines.joined(separator: ",\n") + (lines.isEmpty ? "]\n" : "\n]\n")
  }

  /// One record as an element of the list: its stored line, indented, with the invisible
  /// characters of its fields escaped for the terminal.
  public static func item(_ record: QuizRecord) -> String {
    "  " + JSONText.visible(String(decoding: RecordCodec.encode(record).dropLast(), as: UTF8.self))
  }

  public static func report(_ report: Report) -> String { encode(report, empty: "{}") }

  /// `trainees --json`: one object per trainee.
  public static func trainees(_ trainees: [Report.Trainee]) -> String {
    encode(trainees, empty: "[]")
  }

  private static func encode(_ value: some Encodable, empty: String) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    guard let data = try? encoder.encode(value) else { return empty + "\n" }
    return JSONText.visible(String(decoding: data, as: UTF8.self)) + "\n"
  }
}
