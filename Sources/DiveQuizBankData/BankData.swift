import DiveQuizData

/// The rulebook question bank compiled into the binary: `Resources/rulebook/` and
/// `Localization/rulebook/`. Each property is read only when a command first needs the bank,
/// so start-up never touches these bytes.
public enum BankData {
  /// The bytes of `Resources/rulebook/questions.tsv`.
  public static var questions: [UInt8] { PackageResources.questions_tsv }
  /// The name the question file has in messages.
  public static let questionsFileName = "rulebook/questions.tsv"

  /// The bytes of `Resources/rulebook/checklists.tsv`.
  public static var checklists: [UInt8] { PackageResources.checklists_tsv }
  public static let checklistsFileName = "rulebook/checklists.tsv"

  /// Each language with the bytes of `Localization/rulebook/<code>.strings`; `es-MX` holds
  /// only the keys whose Mexican wording differs from `es`, as the program's own table does.
  public static var tables: [(language: String, bytes: [UInt8])] { PackageResources.tables }
}

extension PackageResources: EmbeddedStringTables {}
