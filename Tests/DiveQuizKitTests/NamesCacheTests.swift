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
    try service.storedNames().all.sorted()
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

    // Bytes before the covered offset that differ: rebuilt from the file.
    var stale = cache
    stale.tail[stale.tail.count - 2] ^= 1
    main.namesCache = stale.encode()
    XCTAssertEqual(try names(try service(main)), ["Ann", "Bob", "Cy"])
    // Another file (a new inode), a damaged cache: rebuilt.
    main.namesCache = cache.encode()
    main.replace(lines(["Ann", "Bob"]))
    XCTAssertEqual(try names(try service(main)), ["Ann", "Bob"])
    main.namesCache = Array("divequiz-names-cache 1\n{\"device\":".utf8)
    XCTAssertEqual(try names(try service(main)), ["Ann", "Bob"])
  }
}
