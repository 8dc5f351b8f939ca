/// A trainee's answer to one question: exactly one sanction and who applies it.
public struct Answer: Hashable, Sendable {
  public var sanction: Sanction
  public var owners: Owners

  public init(sanction: Sanction, owners: Owners) {
    self.sanction = sanction
    self.owners = owners
  }

  /// The answer the key gives for a penalty.
  public init(key penalty: Penalty) {
    self.init(sanction: penalty.sanction, owners: penalty.owners)
  }

  /// `4j`, `0rj`: how the trainee would type it.
  public var typed: String {
    "\(sanction.rawValue)" + owners.code
  }
}
