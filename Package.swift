// swift-tools-version:6.0
import PackageDescription

/// divequiz: a terminal trainer for the penalty summary of the World Aquatics diving rules.
///
/// The rulebook data and the string tables live at the top of the repository (`Resources/`,
/// `Localization/`) so that judges who edit them never have to look inside `Sources/`; the
/// `DiveQuizData` target embeds them in the binary so a copied executable needs nothing beside it.
let package = Package(
  name: "divequiz",
  products: [
    .executable(name: "divequiz", targets: ["divequiz"]),
    .library(name: "DiveQuizKit", targets: ["DiveQuizKit"]),
  ],
  targets: [
    .target(
      name: "DiveQuizData",
      path: ".",
      // Everything else at the top level belongs to other targets or to people, not here.
      exclude: [
        "Sources/DiveQuizKit", "Sources/DiveQuizTestSupport", "Sources/DiveQuizSystem",
        "Sources/divequiz", "Tests",
        "scripts", "README.md", ".ci",
      ],
      sources: ["Sources/DiveQuizData"],
      resources: [
        .embedInCode("Resources/divingPenaltiesSummary.json"),
        .embedInCode("Localization/en.strings"),
        .embedInCode("Localization/fr.strings"),
        .embedInCode("Localization/es.strings"),
        .embedInCode("Localization/it.strings"),
      ]
    ),
    .target(name: "DiveQuizKit"),
    .target(name: "DiveQuizTestSupport", dependencies: ["DiveQuizKit"]),
    // The file system side of the program (history files, data files), kept out of the library.
    .target(name: "DiveQuizSystem", dependencies: ["DiveQuizKit"]),
    .executableTarget(
      name: "divequiz", dependencies: ["DiveQuizKit", "DiveQuizData", "DiveQuizSystem"]),
    .testTarget(
      name: "DiveQuizKitTests",
      dependencies: ["DiveQuizKit", "DiveQuizData", "DiveQuizTestSupport", "DiveQuizSystem"]
    ),
    .testTarget(
      name: "DiveQuizEndToEndTests",
      dependencies: ["DiveQuizKit"],
      exclude: ["Snapshots", "Scripts"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
