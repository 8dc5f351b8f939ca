/// A quiz asked for by id that is not in the history, or not uniquely.
public enum HistoryLookupError: Error, Equatable, Sendable {
  /// No stored quiz's id starts with these characters.
  case notFound(String)
  /// The characters start the ids of `count` different quizzes: type more of the id.
  case ambiguous(String, count: Int)
  /// Several stored quizzes carry this very id (imported from histories that collided).
  case sameID(String, count: Int)
}

extension HistoryLookupError: UserFacingError {
  package func message(_ catalog: Catalog) -> String {
    switch self {
    case .notFound(let id): return catalog.text("review.notFound", Sanitizer.visible(id))
    case .ambiguous(let id, let count):
      return catalog.text("review.ambiguous", Sanitizer.visible(id), count)
    case .sameID(let id, let count):
      return catalog.text("review.sameID", count, Sanitizer.visible(id, limit: 36))
    }
  }
}
