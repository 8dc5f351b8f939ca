#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The names' cache file beside the history: the census of its first `covered` bytes, so that
/// a command that finds a trainee by name (`history judge`, `progress`, `review`) reads only
/// the lines added since, not the whole history, as the coach's cache does for summaries.
///
/// Trusted only while the history's first `covered` bytes hash as they did (`ContentDigest`),
/// whatever the file's inode and size say; anything else, or a file that does not read as
/// one, is rebuilt. Version 1 trusted the inode and the bytes just before `covered`: a name
/// fixed in place kept its typo, and a new file on a reused inode showed the old trainees.
package struct NamesCache: Codable {
  static let header = Array("divequiz-names-cache 2\n".utf8)

  package var covered: Int
  package var hash: UInt64
  package var census: NameCensus

  package init(digest: ContentDigest, census: NameCensus) {
    (covered, hash, self.census) = (digest.length, digest.hash, census)
  }

  package var digest: ContentDigest { ContentDigest(length: covered, hash: hash) }

  package func encode() -> [UInt8] {
    guard let body = try? JSONEncoder().encode(self) else { return [] }
    return Self.header + Array(body)
  }

  package static func decode(_ bytes: [UInt8]) -> NamesCache? {
    guard bytes.starts(with: header) else { return nil }
    return try? JSONDecoder().decode(NamesCache.self, from: Data(bytes[header.count...]))
  }
}
