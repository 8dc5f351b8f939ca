/// Who applies a penalty: the referee, the judges, or both.
public struct Owners: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let referee = Owners(rawValue: 1)
  public static let judge = Owners(rawValue: 2)
  public static let both: Owners = [.referee, .judge]

  /// Builds the set from the data file's two flags.
  public init(referee: Bool, judge: Bool) {
    self = []
    if referee { insert(.referee) }
    if judge { insert(.judge) }
  }

  /// `r`, `j`, `rj` or empty: how answers are typed and how records store owners.
  public var code: String {
    (contains(.referee) ? "r" : "") + (contains(.judge) ? "j" : "")
  }

  /// Reads a stored code; `jr` is accepted, anything else is not owners.
  public init?(code: String) {
    switch code {
    case "r": self = .referee
    case "j": self = .judge
    case "rj", "jr": self = .both
    case "": self = []
    default: return nil
    }
  }

  /// "Referee", "Judges" or "Referee and judges" in the catalog's language.
  public func label(_ catalog: Catalog) -> String {
    switch self {
    case .referee: return catalog.text("Owner-referee")
    case .judge: return catalog.text("Owner-judge")
    case .both: return catalog.text("Owner-both")
    default: return "—"
    }
  }

  /// Compact letters for tables: `R`, `J` or `R+J` (localized letters).
  public func shortLabel(_ catalog: Catalog) -> String {
    var parts: [String] = []
    if contains(.referee) { parts.append(catalog.text("Owner-referee-short")) }
    if contains(.judge) { parts.append(catalog.text("Owner-judge-short")) }
    return parts.isEmpty ? "—" : parts.joined(separator: "+")
  }
}
