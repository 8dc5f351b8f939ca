import DiveQuizCore

/// The instructors' own question sets: added from a file after a whole check, listed, removed,
/// and gathered for an own quiz in one language.
package final class OwnQuestions {
  /// Where the sets are kept (nil: none can be added).
  package var library: OwnLibrary?

  init() {}

  /// `questions add FILE`: checks the whole file and keeps a copy under the file's name (a
  /// set of that name in another language is replaced). Nothing is kept when the file has
  /// any problem.
  package func add(file: String, language: String) throws(TrainerError) -> OwnSetSummary {
    guard let library else { throw .noHistory }
    let base = file.split(separator: "/").last.map(String.init) ?? file
    let name = base.hasSuffix(".gift") ? String(base.dropLast(5)) : base
    guard OwnSet.isValidName(name) else { throw .own(.badName(name)) }
    let bytes: [UInt8]
    do {
      bytes = try library.read(file, false)
    } catch {
      throw .own(.unreadable(file: file, Self.refusal(error)))
    }
    let set = try Self.parseSet(bytes, file: file, name: name, language: language)
    let others = try storedFiles(library).filter { $0.name == name && $0.language != language }
    let target = library.path(set.fileName)
    do {
      try library.write(target, bytes)
    } catch {
      throw .own(.notStored(Self.failure(error, path: target)))
    }
    for other in others {
      try? library.remove(library.path(OwnSet.fileName(name: other.name, language: other.language)))
    }
    return Self.summary(set)
  }

  /// `questions`: the kept sets, by name.
  package func sets() throws(TrainerError) -> [OwnSetSummary] {
    try loadSets().map(Self.summary)
  }

  /// `questions remove NAME`.
  package func remove(_ name: String) throws(TrainerError) {
    guard let library else { throw .noHistory }
    let files = try storedFiles(library)
    let matching = files.filter { $0.name == name }
    guard !matching.isEmpty else {
      throw .own(.unknownSet(name, known: files.map(\.name)))
    }
    for file in matching {
      let path = library.path(OwnSet.fileName(name: file.name, language: file.language))
      do {
        try library.remove(path)
      } catch {
        throw .own(.notStored(Self.failure(error, path: path)))
      }
    }
  }

  /// The sets an own quiz in `language` draws from, and the others' names.
  func pool(language: String) throws(TrainerError) -> OwnPool {
    let sets = try loadSets()
    return OwnPool(
      language: language, sets: sets.filter { $0.language == language },
      elsewhere: sets.filter { $0.language != language }.map { $0.name + " (" + $0.language + ")" })
  }

  /// Every kept set, parsed; a copy damaged since it was added is reported with its place.
  func loadSets() throws(TrainerError) -> [OwnSet] {
    guard let library else { return [] }
    var sets: [OwnSet] = []
    for file in try storedFiles(library) {
      let path = library.path(OwnSet.fileName(name: file.name, language: file.language))
      let bytes: [UInt8]
      do {
        bytes = try library.read(path, true)
      } catch {
        throw .own(.unreadable(file: path, Self.refusal(error)))
      }
      sets.append(try Self.parseSet(bytes, file: path, name: file.name, language: file.language))
    }
    return sets
  }

  private func storedFiles(_ library: OwnLibrary) throws(TrainerError) -> [(
    name: String, language: String
  )] {
    do {
      return try library.list().compactMap(OwnSet.parseFileName).sorted { $0.name < $1.name }
    } catch {
      throw .own(.unreadable(file: library.folder, Self.refusal(error)))
    }
  }

  /// The set a file's bytes make, or every problem with its line and column.
  static func parseSet(_ bytes: [UInt8], file: String, name: String, language: String)
    throws(TrainerError) -> OwnSet
  {
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw .own(
        .problems(
          file: file, [GiftProblem(line: UTF8Lines.firstInvalid(bytes), column: 1, .badUTF8)]))
    }
    do throws(GiftProblems) {
      let questions = try GiftParser.parse(text)
      return OwnSet(name: name, language: language, questions: questions)
    } catch {
      throw .own(.problems(file: file, error.problems))
    }
  }

  private static func summary(_ set: OwnSet) -> OwnSetSummary {
    var categories: [String] = []
    var seen = Set<String>()
    for question in set.questions {
      if let category = question.category, seen.insert(category).inserted {
        categories.append(category)
      }
    }
    return OwnSetSummary(
      name: set.name, language: set.language, questions: set.questions.count,
      categories: categories)
  }

  /// A read's error as the guards word it.
  private static func refusal(_ error: any Error) -> FileReadError {
    (error as? FileReadError) ?? .system(String(describing: error))
  }

  /// A write's or removal's error as the history's writer words it.
  private static func failure(_ error: any Error, path: String) -> HistoryError {
    (error as? HistoryError) ?? .cannotWrite(path: path, reason: String(describing: error))
  }
}
