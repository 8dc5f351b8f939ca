/// A trainee's answer to one question: exactly one sanction and who applies it.
public struct Answer: Hashable, Sendable {
  package var sanction: Sanction
  package var owners: Owners

  /// An answer: one sanction and who applies it.
  public init(sanction: Sanction, owners: Owners) {
    self.sanction = sanction
    self.owners = owners
  }

  /// The answer the key gives for a penalty.
  public init(key penalty: Penalty) {
    self.init(sanction: penalty.sanction, owners: penalty.owners)
  }

  /// `4j`, `0rj`: how the trainee would type it.
  package var typed: String {
    "\(sanction.rawValue)" + owners.code
  }
}
