import Foundation
import XCTest

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `export questions` through the built binary: Moodle XML read back by an XML parser (its
/// categories, types and fractions as Moodle requires them), GIFT read back by a small
/// parser of its grammar, Anki's header and columns, the file written privately and the
/// history refused.
final class QuestionExportEndToEndTests: XCTestCase {
  private func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("divequiz-questions-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  func testMoodleXMLInFrenchHasCategoriesTypesAndFractions() throws {
    let directory = try folder()
    let file = directory.appendingPathComponent("banque.xml").path
    let result = try BinaryRunner.run(
      ["export", "questions", "moodle-xml", file, "--lang", "fr"])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stdout.hasPrefix("Questions écrites : "), result.stdout)
    let attributes = try FileManager.default.attributesOfItem(atPath: file)
    XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)
    let document = try XMLDocument(contentsOf: URL(fileURLWithPath: file), options: [])
    let root = try XCTUnwrap(document.rootElement())
    XCTAssertEqual(root.name, "quiz")
    let questions = root.elements(forName: "question")
    var types: [String: Int] = [:]
    var categories: [String] = []
    for question in questions {
      let type = question.attribute(forName: "type")?.stringValue ?? ""
      types[type, default: 0] += 1
      if type == "category" {
        categories.append(try XCTUnwrap(question.elements(forName: "category").first?.stringValue))
        continue
      }
      let name = question.elements(forName: "name").first?.stringValue ?? "?"
      XCTAssertFalse((question.elements(forName: "questiontext").first?.stringValue ?? "").isEmpty)
      let fractions = question.elements(forName: "answer").compactMap {
        $0.attribute(forName: "fraction")?.stringValue.flatMap(Double.init)
      }
      switch type {
      case "multichoice":
        let single = question.elements(forName: "single").first?.stringValue
        let positive = fractions.filter { $0 > 0 }
        if single == "true" {
          XCTAssertEqual(positive, [100], name)
          XCTAssertEqual(fractions.filter { $0 == 0 }.count, fractions.count - 1, name)
        } else {
          XCTAssertEqual(single, "false", name)
          XCTAssertGreaterThan(positive.count, 1, name)
          XCTAssertEqual(positive.reduce(0, +), 100, accuracy: 0.001, name)
          XCTAssertEqual(fractions.filter { $0 < 0 }.reduce(0, +), -100, accuracy: 0.001, name)
        }
      case "truefalse":
        XCTAssertEqual(fractions.sorted(), [0, 100], name)
      case "numerical":
        XCTAssertEqual(fractions, [100], name)
      default:
        XCTFail("unexpected type \(type)")
      }
      let feedback = question.elements(forName: "generalfeedback").first?.stringValue ?? ""
      if name.hasPrefix("penalty-") || name.hasPrefix("bank-") {
        // Every rule cited names its edition.
        XCTAssertTrue(feedback.contains("de l'édition 20"), "\(name): \(feedback)")
      }
    }
    XCTAssertGreaterThan(types["multichoice"] ?? 0, 100, "\(types)")
    XCTAssertGreaterThan(types["truefalse"] ?? 0, 0, "\(types)")
    XCTAssertGreaterThan(types["numerical"] ?? 0, 0, "\(types)")
    XCTAssertTrue(categories.contains { $0.hasPrefix("$course$/top/divequiz 20") }, "\(categories)")
    XCTAssertTrue(categories.contains { $0.hasSuffix("/Sanction") }, "\(categories)")
    XCTAssertGreaterThan(categories.count, 10, "\(categories)")
  }

  func testGIFTParsesAndHoldsAsManyQuestionsAsTheXML() throws {
    let gift = try BinaryRunner.run(["export", "questions", "gift", "--edition", "2025"])
    XCTAssertEqual(gift.status, 0, gift.stderr)
    let blocks = try GIFTShape.questions(gift.stdout)
    let xml = try BinaryRunner.run(["export", "questions", "moodle-xml", "--edition", "2025"])
    let count = xml.stdout.components(separatedBy: "<question type=\"").count - 1
    let categories = xml.stdout.components(separatedBy: "<question type=\"category\">").count - 1
    XCTAssertEqual(blocks, count - categories)
    XCTAssertTrue(gift.stdout.contains("of the 2025 edition"), String(gift.stdout.prefix(2000)))
    XCTAssertFalse(gift.stdout.contains("of the 2026 edition"))
  }

  func testAnkiInGermanFollowsTheTextImportFormat() throws {
    let result = try BinaryRunner.run(["export", "questions", "anki", "--lang", "de", "rulebook"])
    XCTAssertEqual(result.status, 0, result.stderr)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    XCTAssertEqual(
      Array(lines.prefix(4)),
      ["#separator:tab", "#html:true", "#columns:Front\tBack\tTags", "#tags column:3"])
    XCTAssertGreaterThan(lines.count, 50)
    for line in lines.dropFirst(4) {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      XCTAssertEqual(fields.count, 3, line)
      XCTAssertFalse(line.contains("\""), line)
      let tags = fields.last.map { $0.split(separator: " ").map(String.init) } ?? []
      XCTAssertTrue(tags.contains("kind::rulebook"), line)
      XCTAssertTrue(tags.contains { $0.hasPrefix("chapter::") }, line)
      XCTAssertTrue(tags.contains { $0.hasPrefix("edition::20") }, line)
    }
    XCTAssertTrue(result.stdout.contains("<b>wahr</b>") || result.stdout.contains("<b>falsch</b>"))
  }

  func testTheHistoryAndUnknownFormatsAreRefused() throws {
    let directory = try folder()
    let history = directory.appendingPathComponent("history.jsonl").path
    let first = try BinaryRunner.run(
      ["quiz", "1", "seed", "3"], input: "skip\n",
      environment: ["DIVEQUIZ_HISTORY": history])
    XCTAssertEqual(first.status, 0, first.stderr)
    let before = try Data(contentsOf: URL(fileURLWithPath: history))
    let refused = try BinaryRunner.run(
      ["export", "questions", "gift", history], environment: ["DIVEQUIZ_HISTORY": history])
    XCTAssertEqual(refused.status, 1)
    XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: history)), before)
    let unknown = try BinaryRunner.run(["export", "questions", "pdf"])
    XCTAssertEqual(unknown.status, 64, unknown.stderr)
    XCTAssertTrue(unknown.stdout.isEmpty)
  }
}

/// Enough of GIFT's grammar to say a file is GIFT: categories, then blocks
/// `::name::text{answers}` whose special characters outside the syntax are escaped.
enum GIFTShape {
  struct Problem: Error, CustomStringConvertible {
    var description: String
  }

  /// The number of questions in `text`; throws at the first block that is not GIFT.
  static func questions(_ text: String) throws -> Int {
    var count = 0
    for block in text.components(separatedBy: "\n\n") where !block.isEmpty {
      if block.hasPrefix("$CATEGORY: ") {
        guard !block.contains("\n") else { throw Problem(description: "category: \(block)") }
        continue
      }
      let lines = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      guard let head = lines.first, head.hasPrefix("::"), head.hasSuffix("{"),
        lines.last == "}", lines.count >= 3
      else { throw Problem(description: "block: \(block)") }
      // The name ends at the first unescaped `::`; nothing after it but the opening brace is
      // unescaped syntax.
      let body = String(head.dropFirst(2).dropLast())
      let specials = unescaped(body)
      guard specials.count == 2, specials.allSatisfy({ $0 == ":" }) else {
        throw Problem(description: "head: \(head) \(specials)")
      }
      for answer in lines.dropFirst().dropLast() {
        if answer == "TRUE" || answer == "FALSE" { continue }
        if answer.hasPrefix("####") {
          guard unescaped(String(answer.dropFirst(4))).isEmpty else {
            throw Problem(description: "feedback: \(answer)")
          }
          continue
        }
        guard let mark = answer.first, "=~#".contains(mark) else {
          throw Problem(description: "answer: \(answer)")
        }
        var rest = String(answer.dropFirst())
        if mark == "~", rest.hasPrefix("%"), let end = rest.dropFirst().firstIndex(of: "%") {
          guard Double(rest[rest.index(after: rest.startIndex)..<end]) != nil else {
            throw Problem(description: "weight: \(answer)")
          }
          rest = String(rest[rest.index(after: end)...])
        }
        let syntax = unescaped(rest)
        // `#` starts an option's feedback; a number answer holds `:` before its tolerance.
        guard syntax.filter({ $0 != "#" }).allSatisfy({ $0 == ":" && mark == "#" }),
          syntax.filter({ $0 == "#" }).count <= 1
        else { throw Problem(description: "answer syntax: \(answer) \(syntax)") }
      }
      count += 1
    }
    return count
  }

  /// The special characters of `text` not escaped by a backslash.
  static func unescaped(_ text: String) -> [Character] {
    var found: [Character] = []
    var escaped = false
    for character in text {
      if escaped {
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if "~=#{}:".contains(character) {
        found.append(character)
      }
    }
    return found
  }
}
