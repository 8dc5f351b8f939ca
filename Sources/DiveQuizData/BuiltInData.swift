/// The rulebook and string tables compiled into the binary, so a copied executable runs anywhere.
public enum BuiltInData {
  /// The bytes of `Resources/divingPenaltiesSummary.json`.
  public static var rules: [UInt8] { PackageResources.divingPenaltiesSummary_json }

  /// The name the rulebook has in messages.
  public static let rulesFileName = "divingPenaltiesSummary.json"

  /// The bytes of `Resources/dives.tsv`: only touched when a dive command first needs them.
  public static var dives: [UInt8] { PackageResources.dives_tsv }

  /// The name the dive catalogue has in messages.
  public static let divesFileName = "dives.tsv"

  /// Each built-in table code with the bytes of `Localization/<code>.strings`.
  ///
  /// Adding a built-in language or region: add its file in `Localization/` and in
  /// `Localization/rulebook/`, their `.embedInCode` lines in `Package.swift`, and its entry in
  /// `EmbeddedStringTables`. A regional table (`es-MX`) holds only the keys whose wording
  /// differs from its language's table.
  public static var tables: [(language: String, bytes: [UInt8])] { PackageResources.tables }
}
