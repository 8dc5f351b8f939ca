/// Who applies a penalty: the referee, the judges, or both.
public struct Owners: OptionSet, Hashable, Sendable {
  /// The owners as bits: 1 the referee, 2 the judges.
  public let rawValue: Int
  /// Owners from their bits (`OptionSet`).
  public init(rawValue: Int) { self.rawValue = rawValue }

  package static let referee = Owners(rawValue: 1)
  package static let judge = Owners(rawValue: 2)
  package static let both: Owners = [.referee, .judge]

  /// Builds the set from the data file's two flags.
  package init(referee: Bool, judge: Bool) {
    self = []
    if referee { insert(.referee) }
    if judge { insert(.judge) }
  }

  /// `r`, `j`, `rj` or empty: how answers are typed and how records store owners. Every
  /// writer and reader of the code goes through `appendCode` and `init?(codeBytes:)`.
  package var code: String {
    var bytes: [UInt8] = []
    appendCode(to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the code's letters, for writers that build their text as bytes.
  @inline(__always)
  package func appendCode(to bytes: inout [UInt8]) {
    if contains(.referee) { bytes.append(UInt8(ascii: "r")) }
    if contains(.judge) { bytes.append(UInt8(ascii: "j")) }
  }

  /// Reads a stored code; `jr` is accepted, anything else is not owners.
  package init?(code: String) {
    self.init(codeBytes: Array(code.utf8))
  }

  /// Reads a stored code from its bytes, with no string made.
  @inline(__always)
  package init?<Bytes: Collection<UInt8>>(codeBytes raw: Bytes) where Bytes.Index == Int {
    let r = UInt8(ascii: "r")
    let j = UInt8(ascii: "j")
    let start = raw.startIndex
    switch raw.count {
    case 0: self = []
    case 1 where raw[start] == r: self = .referee
    case 1 where raw[start] == j: self = .judge
    case 2
    where (raw[start] == r && raw[start + 1] == j) || (raw[start] == j && raw[start + 1] == r):
      self = .both
    default: return nil
    }
  }

  /// A quoted code (`""`, `"r"`, `"j"`, `"rj"` or `"jr"`) at `from`, as the history's fast
  /// readers meet it inside a line: the owners and the byte after the closing quote; nil for
  /// anything else. No byte is read past the first that does not fit, so a line's closing
  /// `}` stops it: the one place the readers' bytes are taken for owners.
  @inline(__always)
  package static func quoted(at from: UnsafePointer<UInt8>) -> (
    owners: Owners, next: UnsafePointer<UInt8>
  )? {
    let quote: UInt8 = 0x22
    let r = UInt8(ascii: "r")
    let j = UInt8(ascii: "j")
    guard from[0] == quote else { return nil }
    let first = from[1]
    if first == quote { return ([], from + 2) }
    guard first == r || first == j else { return nil }
    let second = from[2]
    if second == quote { return (first == r ? .referee : .judge, from + 3) }
    guard second == (first == r ? j : r), from[3] == quote else { return nil }
    return (.both, from + 4)
  }

  /// "Referee", "Judges" or "Referee and judges" in the catalog's language.
  package func label(_ catalog: Catalog) -> String {
    switch self {
    case .referee: return catalog.text("Owner-referee")
    case .judge: return catalog.text("Owner-judge")
    case .both: return catalog.text("Owner-both")
    default: return "—"
    }
  }

  /// Compact letters for tables: `R`, `J` or `R+J` (localized letters).
  package func shortLabel(_ catalog: Catalog) -> String {
    var parts: [String] = []
    if contains(.referee) { parts.append(catalog.text("Owner-referee-short")) }
    if contains(.judge) { parts.append(catalog.text("Owner-judge-short")) }
    return parts.isEmpty ? "—" : parts.joined(separator: "+")
  }
}
