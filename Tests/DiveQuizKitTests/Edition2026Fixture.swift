import Foundation

/// The 63 lines of the penalty summary of the World Aquatics Competition Regulations dated
/// 18 February 2026, as the Diving Rules app's 2026 penalty file prints them (its id, numbers and
/// key), with the 2025 penalty of the same meaning and the divequiz id each line has. This is the
/// tests' own copy of the facts, so an accidental edit of the data file fails a test.
///
/// `rules` are the numbers the app prints; divequiz corrects two lines (see `taught`) and marks
/// the numbers that the app contradicts as doubtful (see `doubtful`).
enum Edition2026Fixture {
  enum Match { case same, split, changedKey, new }

  struct Line {
    var app: Int
    /// As the app's file prints them, `; `-separated.
    var printed: String
    var sanction: Int
    /// `r`, `j` or `rj`.
    var owners: String
    /// The 2025 penalty with the same meaning; nil for a fault new in 2026.
    var former: Int?
    /// The divequiz id: the 2025 id for one line of each 2025 penalty, 49 and up for the rest.
    var id: Int
    var match: Match

    init(
      _ app: Int, _ printed: String, _ sanction: Int, _ owners: String, former: Int?, id: Int,
      _ match: Match
    ) {
      self.app = app
      self.printed = printed
      self.sanction = sanction
      self.owners = owners
      self.former = former
      self.id = id
      self.match = match
    }

    var printedRules: [String] {
      printed.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// The numbers divequiz teaches: the app's, except line 0 (the old number IV.6.4.8, which
    /// the app's checklist gives as 8.5.4 and 8.5.5) and line 5 (11.6.2, a synchronised rule on
    /// an individual line, left out).
    var taught: [String] {
      switch app {
      case 0: return ["8.5.4", "8.5.5"]
      case 5: return printedRules.filter { $0 != "11.6.2" }
      default: return printedRules
      }
    }

    /// Numbers the app contradicts (its checklist, its own English texts, or another line).
    var doubtful: [String] {
      switch app {
      case 0: return ["8.5.4", "8.5.5"]
      case 36, 37: return ["10.2.5.2"]
      case 41: return ["10.5.5.1.2"]
      case 49...53: return printedRules
      default: return []
      }
    }
  }

  static let lines: [Line] = [
    Line(0, "IV.6.4.8", 0, "r", former: 0, id: 0, .same),
    Line(1, "8.6.5.2; 10.3.4", 0, "rj", former: 1, id: 1, .same),
    Line(2, "8.6.5.3; 10.3.3", 0, "rj", former: 2, id: 2, .same),
    Line(3, "8.6.5.4; 10.4.4", 0, "rj", former: 3, id: 3, .same),
    Line(4, "8.6.5.5; 10.6.6", 0, "rj", former: 4, id: 4, .same),
    Line(5, "8.4.6; 10.1.7; 11.6.2", 0, "rj", former: 5, id: 5, .same),
    Line(6, "8.6.5.6", 0, "r", former: 6, id: 6, .same),
    Line(7, "8.6.5.7", 0, "r", former: 7, id: 7, .same),
    Line(8, "8.7", 0, "r", former: 8, id: 8, .same),
    Line(9, "8.6.5.1", 0, "r", former: 9, id: 9, .same),
    Line(10, "8.5.7", 0, "r", former: 10, id: 10, .same),
    Line(11, "11.2", 0, "rj", former: 11, id: 11, .same),
    Line(12, "11.6.3", 0, "r", former: 12, id: 12, .same),
    Line(13, "11.7.5", 0, "r", former: 13, id: 13, .same),
    Line(14, "11.2", 0, "rj", former: 14, id: 14, .same),
    Line(15, "11.3", 0, "r", former: 46, id: 46, .same),
    Line(16, "11.5", 0, "r", former: 47, id: 47, .same),
    Line(17, "8.6.1.1", 1, "r", former: 15, id: 15, .split),
    Line(18, "8.6.1.2", 1, "r", former: 15, id: 49, .split),
    Line(19, "8.6.3; 8.6.4", 1, "r", former: 16, id: 16, .split),
    Line(20, "8.6.2.1", 1, "r", former: 16, id: 50, .split),
    Line(21, "8.6.2.2", 1, "r", former: 16, id: 51, .split),
    Line(22, "8.6.2.3", 1, "r", former: 16, id: 52, .split),
    Line(23, "11.4", 1, "r", former: 17, id: 17, .same),
    Line(24, "8.4.7; 10.1.4", 2, "rj", former: 18, id: 18, .same),
    Line(25, "10.5.4.2.1", 2, "j", former: 19, id: 19, .split),
    Line(26, "10.5.4.2.1", 2, "j", former: 19, id: 53, .split),
    Line(27, "10.5.4.2.2", 2, "r", former: 19, id: 54, .changedKey),
    Line(28, "10.5.4.1.2", 2, "r", former: 19, id: 55, .changedKey),
    Line(29, "8.6.7.1; 10.6.4", 3, "rj", former: 20, id: 20, .split),
    Line(30, "8.6.7.2; 10.6.3", 3, "rj", former: 20, id: 56, .split),
    Line(31, "8.6.7.3; 10.5.5.1.3", 3, "j", former: 21, id: 21, .same),
    Line(32, "8.6.7.3; 10.5.5.1.3", 3, "j", former: 22, id: 22, .same),
    Line(33, "10.1.6", 4, "j", former: 23, id: 23, .same),
    Line(34, "10.2.2", 4, "j", former: 24, id: 24, .same),
    Line(35, "10.2.3.3", 4, "j", former: 25, id: 25, .same),
    Line(36, "10.2.5.2", 4, "j", former: 26, id: 26, .same),
    Line(37, "10.2.5.2", 4, "j", former: 48, id: 48, .same),
    Line(38, "10.3.2", 4, "j", former: 27, id: 27, .same),
    Line(39, "10.4.6", 4, "j", former: 28, id: 28, .same),
    Line(40, "10.4.7", 4, "j", former: 29, id: 29, .same),
    Line(41, "10.1.6; 10.5.5.1.2", 4, "j", former: 30, id: 30, .same),
    Line(42, "10.1.6; 10.5.5.2.2", 4, "j", former: 31, id: 31, .same),
    Line(43, "10.5.5.2.3", 4, "j", former: 32, id: 32, .same),
    Line(44, "10.1.6; 10.5.5.3.2", 4, "j", former: 33, id: 33, .same),
    Line(45, "10.5.5.3.3", 4, "j", former: 34, id: 34, .same),
    Line(46, "10.5.5.4.2; 10.1.6", 4, "j", former: 35, id: 35, .same),
    Line(47, "10.6.5", 4, "j", former: 36, id: 36, .split),
    Line(48, "10.6.5", 4, "j", former: 36, id: 57, .split),
    Line(49, "11.7.4.1", 4, "j", former: 37, id: 37, .same),
    Line(50, "11.7.4.2", 4, "j", former: 38, id: 38, .same),
    Line(51, "11.7.4.3", 4, "j", former: 39, id: 39, .same),
    Line(52, "11.7.4.4", 4, "j", former: 40, id: 40, .same),
    Line(53, "11.7.4.5", 4, "j", former: 41, id: 41, .same),
    Line(54, "10.1.5", 5, "j", former: 42, id: 42, .same),
    Line(55, "10.5.2", 5, "j", former: 43, id: 43, .same),
    Line(56, "10.5.3", 5, "j", former: 44, id: 44, .same),
    Line(57, "10.6.2", 5, "j", former: 45, id: 45, .split),
    Line(58, "10.6.2", 5, "j", former: 45, id: 58, .split),
    Line(59, "10.6.2", 5, "j", former: 45, id: 59, .split),
    Line(60, "10.6.2", 5, "j", former: 45, id: 60, .split),
    Line(61, "10.6.2", 5, "j", former: 45, id: 61, .split),
    Line(62, "10.6.2", 5, "j", former: nil, id: 62, .new),
  ]

  /// The app's 2026 file for these lines, in its own format, with descriptions written for the
  /// tests (never the app's sentences): `{"penalties": [{"id", "description", "rules":
  /// [{"ruleId"}], "sanctionValue", "referee", "judge"}]}`.
  static func appFile(_ lines: [Line] = lines) -> String {
    let entries = lines.map { line in
      let rules = line.printedRules.map { "{\"ruleId\": \"\($0)\"}" }.joined(separator: ", ")
      return """
            {"id": \(line.app), "description": "\(text(line))",
             "rules": [\(rules)], "sanctionValue": \(line.sanction),
             "referee": \(line.owners.contains("r")), "judge": \(line.owners.contains("j"))}
        """
    }
    return "{\"penalties\": [\n" + entries.joined(separator: ",\n") + "\n]}\n"
  }

  /// The fixture's own English text of a line, unlike any divequiz description; the entry
  /// lines 57–62 carry the app's own texts, the facts issue 28 checks divequiz's lines against.
  static func text(_ line: Line) -> String {
    entryTexts[line.app] ?? "Fixture line \(line.app) of the 2026 file."
  }

  /// The app's 2026 file's English for the six lines citing 10.6.2, as it prints them.
  static let entryTexts: [Int: String] = [
    57: "If the entry is short, at an angle less than vertical.",
    58: "If the entry is long, at an angle exceeding vertical.",
    59: "If at entry the body is twisted.",
    60: "If at entry the body is not straight.",
    61: "If at entry the feet are not together, toes not pointed.",
    62: "If at entry the water’s surface is significantly disturbed.",
  ]
}
