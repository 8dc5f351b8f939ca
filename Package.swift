// swift-tools-version:6.0
import PackageDescription

/// Upcoming language rules every target follows: imports say what a file uses, and
/// existential types are spelled `any`.
let strictness: [SwiftSetting] = [
  .enableUpcomingFeature("MemberImportVisibility"),
  .enableUpcomingFeature("ExistentialAny"),
]

/// divequiz: a terminal trainer for the penalty summary of the World Aquatics diving rules.
///
/// The rulebook data and the string tables live at the top of the repository (`Resources/`,
/// `Localization/`) so that judges who edit them never have to look inside `Sources/`; the
/// `DiveQuizData` target embeds them in the binary so a copied executable needs nothing beside it.
let package = Package(
  name: "divequiz",
  products: [
    .executable(name: "divequiz", targets: ["divequiz"]),
    .library(name: "DiveQuizCore", targets: ["DiveQuizCore"]),
    .library(name: "DiveQuizService", targets: ["DiveQuizService"]),
    // For an app's own tests: a history and files in memory, a clock and ids to predict.
    .library(name: "DiveQuizTestKit", targets: ["DiveQuizTestKit"]),
  ],
  targets: [
    .target(
      name: "DiveQuizData",
      resources: [
        .embedInCode("../../Resources/divingPenaltiesSummary.json"),
        .embedInCode("../../Resources/dives.tsv"),
        .embedInCode("../../Localization/en.strings"),
        .embedInCode("../../Localization/fr.strings"),
        .embedInCode("../../Localization/es.strings"),
        .embedInCode("../../Localization/it.strings"),
        .embedInCode("../../Localization/de.strings"),
        .embedInCode("../../Localization/es-MX.strings"),
        .embedInCode("../../Localization/zh-Hans.strings"),
      ],
      swiftSettings: strictness
    ),
    // The rulebook question bank (Part Four as questions, the 2026 checklists) and its texts:
    // a target of its own because its tables share their file names with the program's, and
    // so that nothing of it is touched until a command asks for the bank.
    .target(
      name: "DiveQuizBankData",
      // For `EmbeddedStringTables`: the list of languages both targets' tables share.
      dependencies: ["DiveQuizData"],
      resources: [
        .embedInCode("../../Resources/rulebook/questions.tsv"),
        .embedInCode("../../Resources/rulebook/checklists.tsv"),
        .embedInCode("../../Localization/rulebook/en.strings"),
        .embedInCode("../../Localization/rulebook/fr.strings"),
        .embedInCode("../../Localization/rulebook/es.strings"),
        .embedInCode("../../Localization/rulebook/it.strings"),
        .embedInCode("../../Localization/rulebook/de.strings"),
        .embedInCode("../../Localization/rulebook/es-MX.strings"),
        .embedInCode("../../Localization/rulebook/zh-Hans.strings"),
      ],
      swiftSettings: strictness
    ),
    // Rules, string tables, quizzes, history, training and report models: no terminal, no
    // console, no file system; it never prints.
    .target(name: "DiveQuizCore", swiftSettings: strictness),
    // What a session does, for any front end: quizzes, storing, coaching, the instructor's
    // queries, import and export. Returns values and typed errors, never text.
    .target(name: "DiveQuizService", dependencies: ["DiveQuizCore"], swiftSettings: strictness),
    // The terminal front end: command parser, presenters, the REPL session, the line editor,
    // completion and the command line.
    .target(
      name: "DiveQuizTerminal", dependencies: ["DiveQuizCore", "DiveQuizService"],
      swiftSettings: strictness),
    // The file system side of the program (history files, data files), kept out of the core.
    .target(name: "DiveQuizSystem", dependencies: ["DiveQuizCore"], swiftSettings: strictness),
    // What an app embedding divequiz tests with; the core only, no terminal.
    .target(name: "DiveQuizTestKit", dependencies: ["DiveQuizCore"], swiftSettings: strictness),
    // The terminal's test doubles (a scripted console and signals), on top of the kit.
    .target(
      name: "DiveQuizTestSupport",
      dependencies: ["DiveQuizCore", "DiveQuizTerminal", "DiveQuizTestKit"],
      swiftSettings: strictness),
    .executableTarget(
      name: "divequiz",
      dependencies: [
        "DiveQuizCore", "DiveQuizTerminal", "DiveQuizData", "DiveQuizBankData", "DiveQuizSystem",
      ],
      swiftSettings: strictness),
    .testTarget(
      name: "DiveQuizKitTests",
      dependencies: [
        "DiveQuizCore", "DiveQuizService", "DiveQuizTerminal", "DiveQuizData",
        "DiveQuizBankData", "DiveQuizTestSupport", "DiveQuizTestKit", "DiveQuizSystem",
      ],
      // Facts copied from the reference tables, and golden layouts at 40 and 80 columns
      // (NarrowLayoutTests), read by the tests through their path.
      exclude: ["Fixtures", "Layouts"],
      swiftSettings: strictness
    ),
    // An app's use of divequiz: the core and the service only, the history in memory.
    .testTarget(
      name: "DiveQuizEmbeddingTests",
      dependencies: ["DiveQuizCore", "DiveQuizService", "DiveQuizData", "DiveQuizTestKit"],
      // Compiled as if from another package, so `package` declarations stay out of its
      // reach: it builds only while the public surface is enough for an app.
      packageAccess: false,
      swiftSettings: strictness
    ),
    .testTarget(
      name: "DiveQuizEndToEndTests",
      // The binary under test: built before these tests run.
      dependencies: ["DiveQuizCore", "DiveQuizTerminal", "divequiz"],
      exclude: ["Snapshots", "Scripts"],
      swiftSettings: strictness
    ),
  ],
  swiftLanguageModes: [.v6]
)
