import Foundation
import XCTest

/// The layers hold: the compiler refuses a core that imports the terminal or the system
/// module (they depend on it); this test also holds the service to the core alone, which
/// SwiftPM cannot enforce once the other modules are built, and keeps the core and the
/// service off standard output and input.
final class ModuleBoundaryTests: XCTestCase {
  private let sources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources")

  private func files(_ module: String) throws -> [(name: String, text: String)] {
    let folder = sources.appendingPathComponent(module)
    let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: folder.path))
    return try enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.map {
      ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
    }
  }

  func testTheCoreAndTheServiceImportNoFrontEndAndNeverPrint() throws {
    let allowed: [String: Set<String>] = [
      // No platform module: what the core needs of the system (limits, files) is told to it.
      "DiveQuizCore": ["Foundation", "FoundationEssentials", "Dispatch"],
      "DiveQuizService": ["DiveQuizCore", "Foundation", "FoundationEssentials", "Dispatch"],
    ]
    for (module, modules) in allowed {
      let sources = try files(module)
      XCTAssertGreaterThan(sources.count, 5, module)
      for (name, text) in sources {
        for line in text.split(separator: "\n") {
          let words = line.split(separator: " ")
          if words.first == "import" || words.first == "@testable" {
            let imported = String(words.last ?? "")
            XCTAssertTrue(modules.contains(imported), "\(module)/\(name) imports \(imported)")
          }
          for call in ["print(", "readLine(", "FileHandle.standard", "fputs(", "fwrite("] {
            XCTAssertFalse(line.contains(call), "\(module)/\(name): \(line)")
          }
        }
      }
    }
  }

  /// What an app may call stays small enough to read and is all documented: at most 200
  /// `public` lines in the core and the service together, each under a `///` comment
  /// (attributes may stand between). `scripts/api-listing.py --check` holds the exact list.
  func testThePublicSurfaceIsSmallAndDocumented() throws {
    var count = 0
    for module in ["DiveQuizCore", "DiveQuizService"] {
      for (name, text) in try files(module) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
          var code = line.drop { $0 == " " }
          while code.hasPrefix("@"), let space = code.firstIndex(of: " ") {
            code = code[code.index(after: space)...]
          }
          guard code.hasPrefix("public ") else { continue }
          count += 1
          var above = index - 1
          while above >= 0, lines[above].drop(while: { $0 == " " }).hasPrefix("@") { above -= 1 }
          let comment = above >= 0 ? lines[above].drop { $0 == " " } : ""
          XCTAssertTrue(comment.hasPrefix("///"), "\(module)/\(name):\(index + 1) has no ///")
        }
      }
    }
    XCTAssertLessThanOrEqual(count, 200, "public lines in the core and the service")
    XCTAssertGreaterThan(count, 20, "the count reads the files")
  }

  /// Terminal layout (columns, display widths, line breaking) belongs to the terminal: the
  /// core hands out values and words, never their place on a screen.
  func testTheCoreHoldsNoTerminalLayout() throws {
    for (name, text) in try files("DiveQuizCore") {
      for word in ["DisplayWidth", "TextLayout", "LineBreak", "TextTable"] {
        XCTAssertFalse(
          text.split(separator: "\n").contains { !$0.contains("//") && $0.contains(word) },
          "DiveQuizCore/\(name) uses \(word)")
      }
    }
  }

  /// Public is for another front end: the terminal, the system side and the test doubles
  /// serve this package alone, so they declare nothing `public` (`package` at most).
  func testOnlyTheFrontEndsAPIIsPublic() throws {
    for module in ["DiveQuizTerminal", "DiveQuizSystem", "DiveQuizTestSupport", "divequiz"] {
      for (name, text) in try files(module) {
        for line in text.split(separator: "\n") {
          let code = line.drop { $0 == " " }
          guard !code.hasPrefix("//") else { continue }
          XCTAssertFalse(
            code.split(separator: " ").contains { $0 == "public" || $0.hasPrefix("public(") },
            "\(module)/\(name): \(line)")
        }
      }
    }
  }
}
