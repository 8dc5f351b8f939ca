/// The words of a question that every front end and every export share.
extension Prompt {
  /// The letter of the rule option at `index` (`a` for the first); `?` past the alphabet.
  package static func letter(_ index: Int) -> String {
    index < 26 ? String(Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8(index)))) : "?"
  }
}

extension Claim {
  /// The statement of a true-or-false question, in the catalog's language.
  package func statement(_ catalog: Catalog) -> String {
    switch self {
    case .sanction(let sanction): return catalog.text("quiz.tf.sanction", sanction.label(catalog))
    case .owners(let owners):
      // "Only the referee", never a bare "Referee": the referee also applies what both apply.
      switch owners {
      case .referee: return catalog.text("quiz.tf.owners.referee")
      case .judge: return catalog.text("quiz.tf.owners.judges")
      case .both: return catalog.text("quiz.tf.owners.both")
      default: return catalog.text("quiz.tf.owners", owners.label(catalog))
      }
    }
  }
}
