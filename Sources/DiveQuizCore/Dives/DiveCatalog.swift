/// One tabled (dive, position, height) with its degree of difficulty and the components of
/// the formula A + B + C + D + E (rule 1.6.1), all in tenths.
package struct DiveEntry: Equatable, Sendable {
  package let code: DiveCode
  package let height: DiveHeight
  /// The DD as the table prints it, in tenths (`34` for 3.4).
  package let dd: Int
  /// A (somersaults), B (flight position), C (twists), D (approach), E (unnatural entry), in
  /// tenths; nil where the component table says the combination is not possible although
  /// the DD table prints a DD (208B and 208C at 5 m).
  package let components: [Int?]
  /// The line of the data file, for messages.
  package let line: Int

  package init(code: DiveCode, height: DiveHeight, dd: Int, components: [Int?], line: Int) {
    self.code = code
    self.height = height
    self.dd = dd
    self.components = components
    self.line = line
  }

  /// A + B + C + D + E, or nil when a component is not possible.
  package var formulaSum: Int? {
    var sum = 0
    for component in components {
      guard let component else { return nil }
      sum += component
    }
    return sum
  }

  /// The component letters, in the formula's order.
  package static let componentLetters = ["A", "B", "C", "D", "E"]
}

/// Every tabled dive, from `Resources/dives.tsv` or a file given with `--dives`.
///
/// The tables are those of one rulebook edition (`edition`), whatever edition of the penalty
/// summary is taught: the dive tables of later editions could not be read.
package struct DiveCatalog: Sendable {
  /// The file name messages give.
  package let file: String
  /// The edition the tables come from, and the day it came into force (`YYYY-MM-DD`).
  package let edition: EditionID
  package let inForceFrom: String
  /// In file order.
  package let entries: [DiveEntry]
  /// Component A by height and half somersaults; nil: not possible from that height.
  package let somersaults: [DiveHeight: [Int: Int?]]
  private let byNumber: [DiveNumber: [Int]]
  /// Every number tabled, in the rulebook's order (group, then digits).
  package let numbers: [DiveNumber]

  package init(
    file: String, edition: EditionID, inForceFrom: String, entries: [DiveEntry],
    somersaults: [DiveHeight: [Int: Int?]]
  ) {
    self.file = file
    self.edition = edition
    self.inForceFrom = inForceFrom
    self.entries = entries
    self.somersaults = somersaults
    var byNumber: [DiveNumber: [Int]] = [:]
    for (index, entry) in entries.enumerated() {
      byNumber[entry.code.number, default: []].append(index)
    }
    self.byNumber = byNumber
    self.numbers = byNumber.keys.sorted()
  }

  /// The lowest and highest DD the tables hold, in tenths; nil without entries. What a
  /// `score` line may use as its DD: a dive outside it exists in no table.
  package var degreeRange: ClosedRange<Int>? {
    guard let lowest = entries.map(\.dd).min(), let highest = entries.map(\.dd).max() else {
      return nil
    }
    return lowest...highest
  }

  /// An empty catalogue (a broken build: the problem was reported, the session goes on).
  package static func empty(file: String) -> DiveCatalog {
    DiveCatalog(file: file, edition: "", inForceFrom: "", entries: [], somersaults: [:])
  }

  /// Every tabled row of a number, by height then position.
  package func entries(for number: DiveNumber) -> [DiveEntry] {
    (byNumber[number] ?? []).map { entries[$0] }.sorted {
      ($0.height, $0.code.position) < ($1.height, $1.code.position)
    }
  }

  /// The tabled row of a dive at a height.
  package func entry(_ code: DiveCode, at height: DiveHeight) -> DiveEntry? {
    (byNumber[code.number] ?? []).lazy.map { entries[$0] }.first {
      $0.code.position == code.position && $0.height == height
    }
  }

  /// Whether component A allows the number's somersaults from a height: false where the
  /// component table says "not possible", nil where it says nothing.
  package func somersaultsPossible(_ number: DiveNumber, at height: DiveHeight) -> Bool? {
    guard let value = somersaults[height]?[number.halfSomersaults] else { return nil }
    return value != nil
  }
}
