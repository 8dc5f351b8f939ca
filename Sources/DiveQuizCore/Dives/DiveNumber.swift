/// A dive number without its position letter, read digit by digit as rules 1.5.1–1.5.7 say.
///
/// Everything a name needs comes from the digits: the group, the flying action or the
/// direction, the half somersaults and the half twists. A value exists only when the digits
/// are well formed, so the namer and the catalogue never meet `5X3` or `708`.
package struct DiveNumber: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The digits as written: `5253`, `1011`, `600`.
  package let digits: String
  package let group: DiveGroup
  /// The take-off direction of a twisting or armstand dive (second digit; armstand 0 is the
  /// armstand dive itself, 600), or nil for the four somersault groups.
  package let direction: DiveGroup?
  /// Second digit 1 in groups 1–4 (rule 1.5.3).
  package let flying: Bool
  package let halfSomersaults: Int
  /// Zero unless a twisting or armstand dive has a fourth digit (rule 1.5.7).
  package let halfTwists: Int

  /// What is wrong with a number, for the message that refuses it.
  /// Each raw value ends the key of the sentence that explains it (`dives.number.group`).
  package enum Problem: String, Error, Equatable, Sendable {
    /// Not 3 or 4 digits.
    case length
    /// First digit outside 1–6.
    case group
    /// Second digit not allowed in that group.
    case secondDigit = "second"
    /// No somersault where the group needs one, or a 4-digit number in groups 1–4 whose
    /// half somersaults are under 10 (those take three digits).
    case somersaults
    /// A twisting dive without twists.
    case twists
  }

  /// Reads `5253`; fails with why the digits cannot be a dive number.
  package static func parse(_ text: some StringProtocol) -> Result<DiveNumber, Problem> {
    let values = text.compactMap { $0.isASCII ? $0.wholeNumberValue : nil }
    guard values.count == text.count, values.count == 3 || values.count == 4 else {
      return .failure(.length)
    }
    guard let group = DiveGroup(rawValue: values[0]) else { return .failure(.group) }
    let second = values[1]
    switch group {
    case .forward, .back, .reverse, .inward:
      guard second <= 1 else { return .failure(.secondDigit) }
      let half = values.count == 4 ? values[2] * 10 + values[3] : values[2]
      guard half >= 1, values.count == 3 || half >= 10 else { return .failure(.somersaults) }
      return .success(
        DiveNumber(
          digits: String(text), group: group, direction: nil, flying: second == 1,
          halfSomersaults: half, halfTwists: 0))
    case .twisting:
      guard let direction = DiveGroup(rawValue: second), direction.rawValue <= 4 else {
        return .failure(.secondDigit)
      }
      guard values.count == 4 else { return .failure(.twists) }
      guard values[2] >= 1 else { return .failure(.somersaults) }
      guard values[3] >= 1 else { return .failure(.twists) }
      return .success(
        DiveNumber(
          digits: String(text), group: group, direction: direction, flying: false,
          halfSomersaults: values[2], halfTwists: values[3]))
    case .armstand:
      // 600 is the armstand dive; otherwise the second digit is the direction, and 4
      // (inward) is the 2025 edition's addition to rule 1.5.5.
      if second == 0 {
        guard values.count == 3, values[2] == 0 else { return .failure(.secondDigit) }
        return .success(
          DiveNumber(
            digits: String(text), group: group, direction: nil, flying: false,
            halfSomersaults: 0, halfTwists: 0))
      }
      guard let direction = DiveGroup(rawValue: second), direction.rawValue <= 4 else {
        return .failure(.secondDigit)
      }
      guard values[2] >= 1 else { return .failure(.somersaults) }
      let twists = values.count == 4 ? values[3] : 0
      guard values.count == 3 || twists >= 1 else { return .failure(.twists) }
      return .success(
        DiveNumber(
          digits: String(text), group: group, direction: direction, flying: false,
          halfSomersaults: values[2], halfTwists: twists))
    }
  }

  package var description: String { digits }

  /// The direction the dive rotates from: its own group for groups 1–4, the second digit for
  /// twisting and armstand dives.
  package var takeOff: DiveGroup { direction ?? group }

  package static func < (lhs: DiveNumber, rhs: DiveNumber) -> Bool {
    (lhs.group.rawValue, lhs.digits.count, lhs.digits)
      < (rhs.group.rawValue, rhs.digits.count, rhs.digits)
  }
}

/// A dive number with its position: `5253B`.
package struct DiveCode: Hashable, Sendable, CustomStringConvertible {
  package let number: DiveNumber
  package let position: DivePosition

  package init(number: DiveNumber, position: DivePosition) {
    self.number = number
    self.position = position
  }

  package var description: String { number.digits + position.rawValue }
}
