/// `dive NUMBER[POSITION] [HEIGHT]`: one dive, all its positions when none is given, all
/// its heights when none is given.
package struct DiveQuery: Equatable, Sendable {
  package var number: DiveNumber
  package var position: DivePosition?
  package var height: DiveHeight?

  /// Reads `5253B`, `5253`, `5253 B`, then a height (`3m`, `7.5`, `10m`), in that order.
  package static func parse(_ words: [String]) -> Result<DiveQuery, DiveInputError> {
    guard let first = words.first else { return .failure(.missingNumber) }
    var digits = Substring(first)
    var position: DivePosition?
    if let last = digits.last, last.isLetter {
      guard let letter = DivePosition(letter: String(last)) else {
        return .failure(.badPosition(String(last)))
      }
      position = letter
      digits = digits.dropLast()
    }
    let number: DiveNumber
    switch DiveNumber.parse(digits) {
    case .success(let parsed): number = parsed
    case .failure(let problem): return .failure(.badNumber(first, problem))
    }
    var query = DiveQuery(number: number, position: position)
    for word in words.dropFirst() {
      if query.position == nil, word.count == 1, let letter = DivePosition(letter: word) {
        query.position = letter
      } else if query.height == nil, let height = DiveHeight(word: word) {
        query.height = height
      } else {
        return .failure(.badWord(word))
      }
    }
    return .success(query)
  }
}

/// What narrows `dives`: groups, heights, positions, DD ranges. Words of one kind widen
/// (`back reverse`), different kinds narrow (`back 10m`), as with penalties.
package struct DiveFilter: Equatable, Sendable {
  package var groups: Set<DiveGroup> = []
  package var heights: Set<DiveHeight> = []
  package var positions: Set<DivePosition> = []
  /// Inclusive, in tenths.
  package var degrees: [ClosedRange<Int>] = []

  package init() {}

  /// Reads filter words: `forward` … `armstand`, `1m` … `10m`, `springboard`, `platform`,
  /// `straight`, `pike`, `tuck`, `free`, a DD (`3.2`) or a DD range (`3.0-3.5`).
  package static func parse(_ words: [String]) -> Result<DiveFilter, DiveInputError> {
    var filter = DiveFilter()
    for word in words {
      let lowered = word.lowercased()
      if let group = DiveGroup.allCases.first(where: { $0.word == lowered }) {
        filter.groups.insert(group)
      } else if lowered == "springboard" {
        filter.heights.formUnion([.one, .three])
      } else if lowered == "platform" {
        filter.heights.formUnion([.five, .sevenAndHalf, .ten])
      } else if let height = DiveHeight(word: lowered), lowered.hasSuffix("m") {
        filter.heights.insert(height)
      } else if let position = Self.positionWords[lowered] {
        filter.positions.insert(position)
      } else if let range = Self.degreeRange(lowered) {
        filter.degrees.append(range)
      } else {
        return .failure(.badFilter(word))
      }
    }
    return .success(filter)
  }

  package static let positionWords: [String: DivePosition] = [
    "straight": .straight, "pike": .pike, "tuck": .tuck, "free": .free,
  ]

  static func degreeRange(_ word: String) -> ClosedRange<Int>? {
    let parts = word.split(separator: "-", omittingEmptySubsequences: false)
    if parts.count == 1, let value = Tenths.parse(parts[0]) { return value...value }
    guard parts.count == 2, let low = Tenths.parse(parts[0]),
      let high = Tenths.parse(parts[1]), low <= high
    else { return nil }
    return low...high
  }

  /// Whether a tabled row passes.
  package func admits(_ entry: DiveEntry) -> Bool {
    (groups.isEmpty || groups.contains(entry.code.number.group))
      && (heights.isEmpty || heights.contains(entry.height))
      && (positions.isEmpty || positions.contains(entry.code.position))
      && (degrees.isEmpty || degrees.contains { $0.contains(entry.dd) })
  }
}

/// Why a `dive` or `dives` line cannot be read.
package enum DiveInputError: Error, Equatable, Sendable {
  case missingNumber
  case badNumber(String, DiveNumber.Problem)
  case badPosition(String)
  /// A word after the number that is neither a position nor a height.
  case badWord(String)
  case badFilter(String)
}

extension DiveInputError: UserFacingError {
  package func message(_ catalog: Catalog) -> String {
    switch self {
    case .missingNumber: return catalog.text("dive.error.missing")
    case .badNumber(let text, let problem):
      return catalog.text(
        "dive.error.number", Sanitizer.visible(text), DiveNumberText.problem(problem, catalog))
    case .badPosition(let text): return catalog.text("dive.error.position", Sanitizer.visible(text))
    case .badWord(let text): return catalog.text("dive.error.word", Sanitizer.visible(text))
    case .badFilter(let text): return catalog.text("dive.error.filter", Sanitizer.visible(text))
    }
  }
}
