/// Why `trainees rename`, `merge` or `unmerge` changed nothing.
public enum NameChangeError: Error, Equatable, Sendable {
  /// A name that finds no trainee, or several.
  case lookup(TraineeLookupError)
  /// The new name is empty (or only spaces, hyphens and apostrophes).
  case emptyName
  /// The new name is longer than a trainee's name may be.
  case nameTooLong(Int, limit: Int)
  /// A rename onto the name of another trainee: that is a merge.
  case alreadyTrainee(String)
  /// A rename to the name already shown.
  case sameName(String)
  /// A merge of a trainee into themselves.
  case sameTrainee(String, String)
  /// An unmerge of a name nothing was merged with.
  case notMerged(String)
}

extension NameChangeError: UserFacingError {
  package func message(_ catalog: Catalog) -> String {
    func visible(_ name: String) -> String { TraineeName.visible(name) }
    switch self {
    case .lookup(let error): return error.message(catalog)
    case .emptyName: return catalog.text("trainees.error.empty")
    case .nameTooLong(let length, let limit):
      return catalog.text("trainees.error.long", length, limit)
    case .alreadyTrainee(let name): return catalog.text("trainees.error.taken", visible(name))
    case .sameName(let name): return catalog.text("trainees.error.sameName", visible(name))
    case .sameTrainee(let name, let target):
      return catalog.text("trainees.error.same", visible(name), visible(target))
    case .notMerged(let name): return catalog.text("trainees.error.notMerged", visible(name))
    }
  }
}
