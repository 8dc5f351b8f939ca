import Foundation
import XCTest

/// The transcript normaliser masks what changes from run to run and nothing else.
final class SnapshotTests: XCTestCase {
  func testShortIdsAreMaskedByValueAndSeedsAreKept() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("divequiz-ids-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: file) }
    let id = "12345678-0000-4000-8000-00000000abcd"
    try "{\"v\":1,\"id\":\"\(id)\",\"judge\":\"x\"}\n".write(
      to: file, atomically: true, encoding: .utf8)
    let text = "Quiz of 3 questions, seed 87654321.\nSaved as 12345678.\nid \(id)\n"
    XCTAssertEqual(
      Snapshot.normalize(text, histories: [file.path]),
      "Quiz of 3 questions, seed 87654321.\nSaved as <id>.\nid <uuid>\n")
  }
}
