/// The id and answer key of a penalty entry, read and checked: a sanction from 0 to 5 and at
/// least one owner.
struct PenaltyKey {
  let id: Int
  let sanction: Sanction
  let owners: Owners

  /// Reads `id`, `sanctionValue`, `referee` and `judge`, all required.
  init(_ fields: RulebookFields) throws(RulesError) {
    let id = try fields.int("id")
    guard id >= 0 else { throw fields.mistake("id", .integer) }
    self.id = id
    let key = try Override(sanction: nil, referee: nil, judge: nil).resolve(
      fields, id: id, sanctionValue: try fields.int("sanctionValue"),
      referee: try fields.bool("referee"), judge: try fields.bool("judge"))
    self.sanction = key.0
    self.owners = key.1
  }

  private init(id: Int, sanction: Sanction, owners: Owners) {
    self.id = id
    self.sanction = sanction
    self.owners = owners
  }

  /// The key one edition gives: the penalty's own, with what that edition's block overrides
  /// (`"judge": true` in 2025 for #14).
  func overridden(by block: RulebookFields) throws(RulesError) -> PenaltyKey {
    let override = Override(
      sanction: try block.optionalInt("sanctionValue"), referee: try block.optionalBool("referee"),
      judge: try block.optionalBool("judge"))
    let (sanction, owners) = try override.resolve(
      block, id: id, sanctionValue: self.sanction.rawValue,
      referee: self.owners.contains(.referee), judge: self.owners.contains(.judge))
    return PenaltyKey(id: id, sanction: sanction, owners: owners)
  }

  /// Fields an edition may change; nil keeps the penalty's own.
  private struct Override {
    var sanction: Int?
    var referee: Bool?
    var judge: Bool?

    func resolve(
      _ fields: RulebookFields, id: Int, sanctionValue: Int, referee: Bool, judge: Bool
    ) throws(RulesError) -> (Sanction, Owners) {
      let value = sanction ?? sanctionValue
      guard let sanction = Sanction(rawValue: value) else {
        throw .sanctionOutOfRange(
          file: fields.file, line: fields.line(of: "sanctionValue"), id: id, value: value)
      }
      let owners = Owners(referee: self.referee ?? referee, judge: self.judge ?? judge)
      guard !owners.isEmpty else {
        throw .noOwner(file: fields.file, line: fields.node.line, id: id)
      }
      return (sanction, owners)
    }
  }
}
