import DiveQuizCore

/// What the trainee typed while a question is on screen.
package enum QuizInput: Equatable, Sendable {
  case answer(Answer)
  /// A rule-number option, 0-based (typed a–d or 1–4).
  case option(Int)
  case truth(Bool)
  /// A typed number, in hundredths (a score).
  case number(Int)
  /// Several options, 0-based (a rulebook question of several answers).
  case options([Int])
  /// An own question's answer, in the words `OwnPrompt` keeps.
  case text(String)
  case skip
  case repeatQuestion
  case language(String?)
  /// `edition [ID]`: shows or switches the session's edition; the quiz keeps its own.
  case edition(String?)
  case help
  case abort
  case quit
  /// `clear`: the screen is cleared and the question shown again.
  case clear

  /// Why a line is not a valid answer; the question is asked again.
  package enum Problem: Error, Equatable, Sendable {
    case empty
    case badSanction(String)
    case badOwners(String)
    case missingOwners
    case extraWords(String)
    case badOption(String)
    /// A rule number that two or more options hold (`8.5.4` in `8.5.4` and `8.5.4, 8.5.6`).
    case ambiguousOption(String)
    /// Who applies it, but no sanction code (`j`).
    case missingSanction
    /// No answer, but one edit or two from a quiz word (`hlep` → `help`).
    case nearWord(String, suggestion: String)
    case badTruth(String)
    /// Not a number with at most two decimals (`45`, `59.64`, `59,64`).
    case badNumber(String)
    /// Not a number, where a rulebook question asks one (no score: no two-decimal rule).
    case badAnswerNumber(String)
    /// None of a dive, DD or award question's options.
    case badChoice(String)
    /// Not one of a positions question's numbered options, nor positions.
    case badPositions(String)
    /// Nothing typed where a score (`number`) or an option of a dive question was due.
    case emptyKind(number: Bool)
    /// A command that cannot run while a question is on screen (`show 5`).
    case commandInQuiz(String)
  }

  /// Reads an answer to `prompt` in the words of `vocabulary`, or one of the quiz words
  /// (`skip`, `repeat`, `help`, `abort`, `quit`, `lang [CODE]`, `edition [ID]`).
  package static func parse(_ typed: String, prompt: Prompt, vocabulary: AnswerVocabulary)
    -> Result<QuizInput, Problem>
  {
    let line = AnswerVocabulary.normalized(typed)
    let words = CommandParser.words(of: line)
    guard let first = words.first?.lowercased() else {
      switch prompt {
      case .choice: return .failure(.emptyKind(number: false))
      case .score: return .failure(.emptyKind(number: true))
      case .bank(let question):
        return .failure(.emptyKind(number: question.form == .number))
      default: return .failure(.empty)
      }
    }
    switch first {
    case "skip": return words.count == 1 ? .success(.skip) : .failure(.extraWords(words[1]))
    case "repeat":
      return words.count == 1 ? .success(.repeatQuestion) : .failure(.extraWords(words[1]))
    case "help", "?": return .success(.help)
    case "abort": return words.count == 1 ? .success(.abort) : .failure(.extraWords(words[1]))
    case "quit", "exit": return words.count == 1 ? .success(.quit) : .failure(.extraWords(words[1]))
    case "clear": return words.count == 1 ? .success(.clear) : .failure(.extraWords(words[1]))
    case "lang":
      guard words.count <= 2 else { return .failure(.extraWords(words[2])) }
      return .success(.language(words.count == 2 ? words[1] : nil))
    case "edition":
      guard words.count <= 2 else { return .failure(.extraWords(words[2])) }
      return .success(.edition(words.count == 2 ? words[1] : nil))
    default:
      break
    }
    let answer: Result<QuizInput, Problem>
    switch prompt {
    case .sanction:
      answer = AnswerReader.sanction(line, vocabulary: vocabulary).map(QuizInput.answer)
    case .rules(let options, _):
      answer = AnswerReader.option(line, options: options).map(QuizInput.option)
    case .trueFalse:
      answer = AnswerReader.truth(line, vocabulary: vocabulary).map(QuizInput.truth)
    case .choice(let question):
      answer = AnswerReader.choice(line, question: question).map(QuizInput.option)
    case .score:
      answer = AnswerReader.number(line).map(QuizInput.number)
    case .scenario:
      answer = AnswerReader.sanction(line, vocabulary: vocabulary).map(QuizInput.answer)
    case .bank(let question):
      answer = AnswerReader.bank(line, question: question, vocabulary: vocabulary)
    case .own(let question):
      answer = AnswerReader.own(line, question: question, vocabulary: vocabulary)
    }
    // A command word is only taken for one when the line is no answer: `judge 4` answers.
    guard case .failure = answer else { return answer }
    if let command = CommandName(word: first) { return .failure(.commandInQuiz(command.rawValue)) }
    // A misspelt quiz word (`sikp`): its letters only, so no answer is ever read as one.
    if words.count == 1, first.allSatisfy(\.isLetter),
      let word = EditDistance.nearest(to: first, in: CommandGrammar.quizWords + ["exit"])
    {
      return .failure(.nearWord(words[0], suggestion: word))
    }
    return answer
  }
}

extension QuizInput.Problem: UserFacingError {
  package func message(_ catalog: Catalog) -> String {
    switch self {
    case .empty: return catalog.text("quiz.problem.empty")
    case .badSanction(let word):
      return catalog.text("quiz.problem.sanction", Sanitizer.visible(word))
    case .badOwners(let word): return catalog.text("quiz.problem.owners", Sanitizer.visible(word))
    case .missingOwners: return catalog.text("quiz.problem.missingOwners")
    case .extraWords(let word): return catalog.text("quiz.problem.extra", Sanitizer.visible(word))
    case .badOption(let word): return catalog.text("quiz.problem.option", Sanitizer.visible(word))
    case .ambiguousOption(let typed):
      return catalog.text("quiz.problem.ambiguous", Sanitizer.visible(typed, limit: 40))
    case .missingSanction: return catalog.text("quiz.problem.noCode")
    case .nearWord(let word, let suggestion):
      return catalog.text("quiz.problem.nearWord", Sanitizer.visible(word, limit: 40), suggestion)
    case .badTruth(let word): return catalog.text("quiz.problem.truth", Sanitizer.visible(word))
    case .badNumber(let word):
      return catalog.text("kinds.problem.number", Sanitizer.visible(word))
    case .badAnswerNumber(let word):
      return catalog.text("bank.problem.typed", Sanitizer.visible(word))
    case .badChoice(let word):
      return catalog.text("kinds.problem.choice", Sanitizer.visible(word))
    case .badPositions(let word):
      return catalog.text("kinds.problem.positions", Sanitizer.visible(word))
    case .emptyKind(let number):
      return catalog.text(number ? "kinds.problem.emptyNumber" : "kinds.problem.emptyChoice")
    case .commandInQuiz(let command): return catalog.text("quiz.problem.command", command)
    }
  }
}
