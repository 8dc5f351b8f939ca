import DiveQuizCore
import DiveQuizService
import DiveQuizTestSupport
import Foundation
import XCTest

/// The names' cache beside the history: a command that finds a trainee reads only the lines
/// added since the cache was written, and a cache that does not fit the file is rebuilt.
final class NamesCacheTests: XCTestCase {
  private func lines(_ judges: [String]) -> [UInt8] {
    judges.enumerated().flatMap { number, judge in
      RecordCodec.encode(
        SampleHistory.record(
          "q\(number)", judge: judge,
          questions: [SampleHistory.question(3, chosen: nil, key: SampleHistory.failed)]))
    }
  }

  private func service(_ main: MemoryHistoryStorage) throws -> TrainerService {
    TrainerService(
      rules: RulesSource(try TestData.editions()),
      history: HistoryFiles(main: main, system: MemoryFileSystem([main]), recoveryFolder: "/s"),
      clock: { Date(timeIntervalSince1970: 0) }, seedSource: { 1 }, makeID: { nil })
  }

  private func names(_ service: TrainerService) throws -> [String] {
    try service.desk.storedNames().all.sorted()
  }

  func testACommandReadsOnlyWhatWasAddedSinceTheCacheAndRebuildsOneThatDoesNotFit() throws {
    let main = MemoryHistoryStorage(location: "/h.jsonl", bytes: lines(["Ann", "Bob"]))
    XCTAssertEqual(try names(try service(main)), ["Ann", "Bob"])
    let written = try XCTUnwrap(main.namesCache)
    var cache = try XCTUnwrap(NamesCache.decode(written))
    XCTAssertEqual(cache.covered, main.bytes.count)

    // A census that says more than the file: used as it is, so the file was not read again.
    cache.census.note("Zoe")
    main.namesCache = cache.encode()
    try main.append(lines(["Cy"]))
    XCTAssertEqual(try names(try service(main)), ["Ann", "Bob", "Cy", "Zoe"])
    // … and brought up to date for the next command.
    XCTAssertEqual(NamesCache.decode(try XCTUnwrap(main.namesCache))?.covered, main.bytes.count)

    // A digest that differs: rebuilt from the file.
    var stale = cache
    stale.hash ^= 1
    main.namesCache = stale.encode()
    XCTAssertEqual(try names(try service(main)), ["Ann", "Bob", "Cy"])
    // Another file (a new inode) with other bytes of the same length, a damaged cache:
    // rebuilt. (The same bytes again would fit the cache: it is checked by content.)
    main.namesCache = cache.encode()
    main.replace(lines(["Ann", "Ben"]))
    XCTAssertEqual(try names(try service(main)), ["Ann", "Ben"])
    main.namesCache = Array("divequiz-names-cache 2\n{\"covered\":".utf8)
    XCTAssertEqual(try names(try service(main)), ["Ann", "Ben"])
  }

  /// A typo fixed in place (same inode, same size) shows the fixed name, from the cache file
  /// and within one session; a new file on the same inode shows only its own trainees.
  func testACacheIsCheckedByTheBytesItCoveredNotByInodeOrSize() throws {
    let main = MemoryHistoryStorage(location: "/h.jsonl", bytes: lines(["Ann", "Bbo"]))
    let session = try service(main)
    XCTAssertEqual(try names(session), ["Ann", "Bbo"])
    let fixed = lines(["Ann", "Bob"])
    XCTAssertEqual(fixed.count, main.bytes.count)
    main.rewriteInPlace(fixed)
    XCTAssertEqual(try names(session), ["Ann", "Bob"], "the census kept in the session")
    main.rewriteInPlace(lines(["Ann", "Bbo"]))
    _ = try names(try service(main))
    main.rewriteInPlace(fixed)
    XCTAssertEqual(try names(try service(main)), ["Ann", "Bob"], "the cache file")

    // Deleted and replaced by a new history that gets the same inode, longer than the old.
    main.rewriteInPlace(lines(["Zed", "Yan", "Xia"]))
    XCTAssertEqual(try names(try service(main)), ["Xia", "Yan", "Zed"])
  }

  /// The digest reads the bytes it covers in one pass, whatever the stops, and any byte
  /// changed changes it.
  func testTheDigestCoversEveryByte() {
    let bytes = (0..<5000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
    let snapshot = BytesSnapshot(bytes)
    let stops = [0, 1, 7, 8, 9, 4095, 5000]
    let together = ContentDigest.of(snapshot, at: stops)
    for (stop, digest) in zip(stops, together) {
      XCTAssertEqual(digest, ContentDigest.of(snapshot, length: stop))
      XCTAssertEqual(digest?.length, stop)
    }
    XCTAssertNil(ContentDigest.of(snapshot, length: 5001))
    let whole = ContentDigest.of(snapshot, length: 5000)
    for position in [0, 7, 8, 2048, 4999] {
      var changed = bytes
      changed[position] ^= 0x20
      XCTAssertNotEqual(ContentDigest.of(BytesSnapshot(changed), length: 5000), whole)
    }
  }
}
