import DiveQuizCore

/// Why the data could not be loaded: a rulebook or a string-table problem.
package enum LoadError: Error, Equatable, Sendable {
  case rules(RulesError)
  case localization(LocalizationError)
}

extension LoadError: UserFacingError {
  package func message(_ catalog: Catalog) -> String {
    switch self {
    case .rules(let error): return error.message(catalog)
    case .localization(let error): return error.message(catalog)
    }
  }
}
