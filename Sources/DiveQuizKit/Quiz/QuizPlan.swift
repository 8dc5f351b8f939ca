/// What a quiz was asked for: size, filters and seed, before any drawing.
public struct QuizPlan: Equatable, Sendable {
  /// The size when none is given, as in the mobile app.
  public static let defaultCount = 20

  /// Nil means the default size (or the whole pool if that is smaller).
  public var count: Int?
  public var filters: [QuizFilter]
  /// Nil means "choose one and record it".
  public var seed: UInt64?

  public init(count: Int? = nil, filters: [QuizFilter] = [], seed: UInt64? = nil) {
    self.count = count
    self.filters = filters
    self.seed = seed
  }
}
