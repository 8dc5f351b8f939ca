/// A word that narrows which penalties a quiz or a listing draws from.
///
/// Filters of one group widen each other (`entry flight` is either phase); different groups
/// narrow (`referee synchro` is the referee's synchro penalties).
public enum QuizFilter: Hashable, Sendable {
  /// Penalties the referee applies.
  case referee
  /// Penalties the judges apply.
  case judge
  /// Synchronised diving penalties.
  case synchro
  /// Individual diving penalties.
  case individual
  /// Penalties of one part of the dive.
  case phase(Phase)

  /// Reads a filter word; command words stay English in every language.
  package init?(word: String) {
    switch word.lowercased() {
    case "referee": self = .referee
    case "judge", "judges": self = .judge
    case "synchro", "synchronised", "synchronized": self = .synchro
    case "individual": self = .individual
    case "synchronization": self = .phase(.synchronisation)
    default:
      guard let phase = Phase(rawValue: word.lowercased()) else { return nil }
      self = .phase(phase)
    }
  }

  /// The word that reads back as this filter.
  package var word: String {
    switch self {
    case .referee: return "referee"
    case .judge: return "judge"
    case .synchro: return "synchro"
    case .individual: return "individual"
    case .phase(let phase): return phase.rawValue
    }
  }

  private enum Group { case owner, discipline, phase }

  private var group: Group {
    switch self {
    case .referee, .judge: return .owner
    case .synchro, .individual: return .discipline
    case .phase: return .phase
    }
  }

  private func admits(_ penalty: Penalty) -> Bool {
    switch self {
    case .referee: return penalty.owners.contains(.referee)
    case .judge: return penalty.owners.contains(.judge)
    case .synchro: return penalty.discipline == .synchronised
    case .individual: return penalty.discipline == .individual
    case .phase(let phase): return penalty.phase == phase
    }
  }

  /// The penalties that pass every group of `filters`, in rulebook order.
  package static func apply(_ filters: [QuizFilter], to penalties: [Penalty]) -> [Penalty] {
    let groups = Dictionary(grouping: filters, by: \.group)
    return penalties.filter { penalty in
      groups.values.allSatisfy { group in group.contains { $0.admits(penalty) } }
    }
  }
}
