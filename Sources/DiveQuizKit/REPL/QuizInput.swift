/// What the trainee typed while a question is on screen.
public enum QuizInput: Equatable, Sendable {
  case answer(Answer)
  /// A rule-number option, 0-based (typed a–d or 1–4).
  case option(Int)
  case truth(Bool)
  case skip
  case repeatQuestion
  case language(String?)
  /// `edition [ID]`: shows or switches the session's edition; the quiz keeps its own.
  case edition(String?)
  case help
  case abort
  case quit

  /// Why a line is not a valid answer; the question is asked again.
  public enum Problem: Error, Equatable, Sendable {
    case empty
    case badSanction(String)
    case badOwners(String)
    case missingOwners
    case extraWords(String)
    case badOption(String)
    case badTruth(String)
  }

  /// Reads an answer to a question of `kind`, or one of the quiz words.
  public static func parse(_ line: String, kind: QuestionKind) -> Result<QuizInput, Problem> {
    let words = CommandParser.words(of: line)
    guard kind != .sanction, let first = words.first?.lowercased(),
      !["skip", "repeat", "help", "?", "abort", "quit", "exit", "lang", "edition"].contains(first)
    else { return parse(line) }
    guard words.count == 1 else { return .failure(.extraWords(words[1])) }
    switch kind {
    case .rules:
      let letters = ["a", "b", "c", "d"]
      if let index = letters.firstIndex(of: first) { return .success(.option(index)) }
      if let number = Int(first), (1...4).contains(number) { return .success(.option(number - 1)) }
      return .failure(.badOption(words[0]))
    case .truefalse:
      // `v` too: vrai, verdadero, vero; `f` already reads as false in all four languages.
      if ["t", "true", "v"].contains(first) { return .success(.truth(true)) }
      if ["f", "false"].contains(first) { return .success(.truth(false)) }
      return .failure(.badTruth(words[0]))
    case .sanction:
      return parse(line)
    }
  }

  /// Reads `<code> <owners>` (`3 rj`, `3rj`, `0 R`) or one of the quiz words.
  public static func parse(_ line: String) -> Result<QuizInput, Problem> {
    let words = CommandParser.words(of: line)
    guard let first = words.first?.lowercased() else { return .failure(.empty) }
    switch first {
    case "skip": return words.count == 1 ? .success(.skip) : .failure(.extraWords(words[1]))
    case "repeat":
      return words.count == 1 ? .success(.repeatQuestion) : .failure(.extraWords(words[1]))
    case "help", "?": return .success(.help)
    case "abort": return words.count == 1 ? .success(.abort) : .failure(.extraWords(words[1]))
    case "quit", "exit": return words.count == 1 ? .success(.quit) : .failure(.extraWords(words[1]))
    case "lang":
      guard words.count <= 2 else { return .failure(.extraWords(words[2])) }
      return .success(.language(words.count == 2 ? words[1] : nil))
    case "edition":
      guard words.count <= 2 else { return .failure(.extraWords(words[2])) }
      return .success(.edition(words.count == 2 ? words[1] : nil))
    default:
      break
    }
    let joined: String
    switch words.count {
    case 1: joined = first
    case 2: joined = first + words[1].lowercased()
    default: return .failure(.extraWords(words[2]))
    }
    let digits = joined.prefix { $0.isASCII && $0.isNumber }
    guard !digits.isEmpty else { return .failure(.badSanction(words[0])) }
    guard let code = Int(digits), let sanction = Sanction(rawValue: code) else {
      return .failure(.badSanction(String(digits)))
    }
    let letters = joined.dropFirst(digits.count)
    guard !letters.isEmpty else { return .failure(.missingOwners) }
    var owners: Owners = []
    for letter in letters {
      switch letter {
      case "r" where !owners.contains(.referee): owners.insert(.referee)
      case "j" where !owners.contains(.judge): owners.insert(.judge)
      default: return .failure(.badOwners(String(letters)))
      }
    }
    return .success(.answer(Answer(sanction: sanction, owners: owners)))
  }
}

extension QuizInput.Problem: UserFacingError {
  public func message(_ catalog: Catalog) -> String {
    switch self {
    case .empty: return catalog.text("quiz.problem.empty")
    case .badSanction(let word):
      return catalog.text("quiz.problem.sanction", Sanitizer.visible(word))
    case .badOwners(let word): return catalog.text("quiz.problem.owners", Sanitizer.visible(word))
    case .missingOwners: return catalog.text("quiz.problem.missingOwners")
    case .extraWords(let word): return catalog.text("quiz.problem.extra", Sanitizer.visible(word))
    case .badOption(let word): return catalog.text("quiz.problem.option", Sanitizer.visible(word))
    case .badTruth(let word): return catalog.text("quiz.problem.truth", Sanitizer.visible(word))
    }
  }
}
