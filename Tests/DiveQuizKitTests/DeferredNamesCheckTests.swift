import DiveQuizCore
import DiveQuizService
import DiveQuizTestSupport
import Foundation
import XCTest

/// `progress` on a large history uses the kept names before their bytes are hashed, the read
/// of the trainee's quizzes hashing them as it goes: what it shows must still be what names
/// read afresh give, whatever was edited in place since the names were kept.
final class DeferredNamesCheckTests: XCTestCase {
  private func lines(_ judges: [String]) -> [UInt8] {
    judges.enumerated().flatMap { number, judge in
      RecordCodec.encode(
        SampleHistory.record(
          "q\(number)-\(judge)", judge: judge,
          questions: [SampleHistory.question(3, chosen: nil, key: SampleHistory.failed)]))
    }
  }

  /// Two quizzes of `first` and of `second` around enough other quizzes for a parallel read.
  private func history(_ first: String, _ second: String) -> [UInt8] {
    let other = lines(["Someone Else"])
    let copies = ParallelReader.threshold / other.count + 1
    return lines([first, second, first])
      + Array([[UInt8]](repeating: other, count: copies).joined()) + lines([second])
  }

  private func service(_ main: MemoryHistoryStorage) throws -> TrainerService {
    TrainerService(
      rules: RulesSource(try TestData.editions()),
      history: HistoryFiles(main: main, system: MemoryFileSystem([main]), recoveryFolder: "/s"),
      clock: { Date(timeIntervalSince1970: 0) }, seedSource: { 1 }, makeID: { nil })
  }

  private func completed(_ name: String, _ service: TrainerService) throws -> Int {
    try service.desk.progress(of: name, named: true, limit: 5).completed
  }

  func testProgressShowsWhatFreshNamesGiveAfterAnEditInPlace() throws {
    let main = MemoryHistoryStorage(location: "/h.jsonl", bytes: history("Ann", "Bbo"))
    XCTAssertGreaterThan(main.bytes.count, ParallelReader.threshold)
    let session = try service(main)
    XCTAssertEqual(try completed("Ann", session), 2)
    // The names are kept (in the session and beside the history) and cover every byte: the
    // next command uses them, checked by its own read.
    XCTAssertEqual(try completed("Bbo", try service(main)), 2)
    let kept = try XCTUnwrap(main.namesCache)

    // A typo fixed in place: same size, same inode, the kept names now out of date.
    let fixed = history("Ann", "Bob")
    XCTAssertEqual(fixed.count, main.bytes.count)
    main.rewriteInPlace(fixed)
    // The new name, which the kept names do not know, is found once they are read again…
    XCTAssertEqual(try completed("Bob", session), 2, "within the session")
    main.namesCache = kept
    XCTAssertEqual(try completed("Bob", try service(main)), 2, "from the cache file")
    // … and the old one, which they still hold, is no longer there.
    main.namesCache = kept
    XCTAssertThrowsError(try completed("Bbo", try service(main))) { error in
      guard case TrainerError.trainee(.unknown(let typed, _))? = error as? TrainerError else {
        return XCTFail("\(error)")
      }
      XCTAssertEqual(typed, "Bbo")
    }
    // A name both know is read with the names made afresh too.
    main.namesCache = kept
    XCTAssertEqual(try completed("Ann", try service(main)), 2)
  }

  /// What `history judge NAME` measures in its first pass (`withNamesCheckedByRead`): the
  /// quizzes of the trainee the names read afresh find, after an edit in place.
  func testAListingReadWithKeptNamesIsReadAgainWhenTheyChanged() throws {
    let main = MemoryHistoryStorage(location: "/h.jsonl", bytes: history("Ann", "Bbo"))
    XCTAssertEqual(try completed("Ann", try service(main)), 2)
    let kept = try XCTUnwrap(main.namesCache)
    main.rewriteInPlace(history("Ann", "Bob"))
    for (typed, expected) in [("Bob", ["q1-Bob", "q0-Bob"]), ("Ann", ["q0-Ann", "q2-Ann"])] {
      main.namesCache = kept
      let desk = try service(main).desk
      var reads = 0
      let ids = try desk.withNamesCheckedByRead { names throws(TrainerError) -> [String] in
        reads += 1
        var ids: [String] = []
        try desk.locatedRecords(matching: try desk.resolved(HistoryQuery(judge: typed), in: names))
        { record, _ in
          ids.append(record.id)
          return true
        }
        return ids
      }
      XCTAssertEqual(ids, expected, typed)
      // Twice: with the kept names (Bob unknown to them; Ann known, but the bytes changed),
      // then with the names read afresh.
      XCTAssertEqual(reads, 2, typed)
    }
  }

  /// An edit that moves quizzes from one trainee to another without changing any name the
  /// kept census holds (the alias lines and spellings are the same): the count follows the bytes.
  func testProgressCountsTheQuizzesTheBytesHoldNow() throws {
    let main = MemoryHistoryStorage(location: "/h.jsonl", bytes: history("Ann", "Bob"))
    XCTAssertEqual(try completed("Ann", try service(main)), 2)
    let kept = try XCTUnwrap(main.namesCache)
    // The same names, swapped: Ann now has the second quiz and the last, Bob the others.
    main.rewriteInPlace(history("Bob", "Ann"))
    main.namesCache = kept
    let session = try service(main)
    XCTAssertEqual(try completed("Ann", session), 2)
    XCTAssertEqual(
      try session.desk.progress(of: "Ann", named: true, limit: 5).latest.map(\.id).first, "q1-Ann")
  }
}
