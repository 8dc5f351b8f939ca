/// The rulebook question bank: Part Four of the World Aquatics rules as questions, the 2026
/// checklists, and their texts in every language (string tables of their own, looked up
/// through the program's fallback chain: `es-MX` → `es` → English).
package struct QuestionBank: Sendable {
  package let questions: [BankQuestion]
  package let checklist: [ChecklistDuty]
  /// The bank's texts: English parsed, the other tables when first switched to.
  package let texts: Catalog
  /// The question file's name, for messages.
  package let file: String
  private let index: [String: Int]

  package init(questions: [BankQuestion], checklist: [ChecklistDuty], texts: Catalog, file: String)
  {
    self.questions = questions
    self.checklist = checklist
    self.texts = texts
    self.file = file
    var index: [String: Int] = [:]
    for (position, question) in questions.enumerated() { index[question.id] = position }
    self.index = index
  }

  /// A bank with nothing in it: what a session goes on with if the built-in bank failed to
  /// load (a broken build, reported when it happened).
  package static let empty = QuestionBank(
    questions: [], checklist: [], texts: .keysOnly, file: "rulebook/questions.tsv")

  /// Parses the bank's files; the texts are parsed as `Catalog(sources:)` does (English
  /// now, the others on first use).
  package static func load(
    questions: [UInt8], questionsFile: String, checklist: [UInt8], checklistFile: String,
    tables: [StringTableSource]
  ) throws(BankLoadError) -> QuestionBank {
    let parsed: [BankQuestion]
    let duties: [ChecklistDuty]
    do throws(BankError) {
      parsed = try BankParser.questions(questions, file: questionsFile)
      duties = try BankParser.checklist(checklist, file: checklistFile)
    } catch {
      throw .data(error)
    }
    let texts: Catalog
    do throws(LocalizationError) {
      texts = try Catalog(sources: tables)
    } catch {
      throw .texts(error)
    }
    return QuestionBank(questions: parsed, checklist: duties, texts: texts, file: questionsFile)
  }

  package func question(id: String) -> BankQuestion? { index[id].map { questions[$0] } }

  /// The questions asked under `edition` in `chapters` (every chapter when empty), in bank
  /// order.
  package func questions(in edition: EditionID, chapters: [BankChapter] = []) -> [BankQuestion] {
    questions.filter {
      $0.isAsked(in: edition) && (chapters.isEmpty || chapters.contains($0.chapter))
    }
  }

  /// The texts in `language` (a table code), parsed now if need be; English if the bank has
  /// no table for it.
  package func texts(in language: String) -> Catalog {
    (try? texts.switching(to: language)) ?? texts
  }

  /// What makes a stored answer this question and not an edited one: a hash of its form,
  /// key and English texts, eight hex digits. A question corrected in the data gets a new
  /// hash, so history counts it as a new question.
  package func hash(_ question: BankQuestion) -> String {
    var text = question.id + "\t" + question.form.rawValue + "\t" + question.key.text
    for key in question.textKeys {
      text += "\t" + (texts.englishText(key) ?? "")
    }
    let value = StableHash.hash(text)
    let hex = String(value >> 32, radix: 16)
    return String(repeating: "0", count: 8 - hex.count) + hex
  }
}

/// Why the bank could not be loaded: a damaged line of its files, or a table that does not
/// parse.
package enum BankLoadError: Error, Equatable, Sendable, UserFacingError {
  case data(BankError)
  case texts(LocalizationError)

  package func message(_ catalog: Catalog) -> String {
    switch self {
    case .data(let error): return error.message(catalog)
    case .texts(let error): return error.message(catalog)
    }
  }
}

/// The bank, parsed when a command first needs it.
package typealias QuestionBankSource = Deferred<QuestionBank>
