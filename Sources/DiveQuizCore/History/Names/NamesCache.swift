#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The names' cache file beside the history: the census of its first `covered` bytes, so that
/// a command that finds a trainee by name (`history judge`, `progress`, `review`) reads only
/// the lines added since, not the whole history, as the coach's cache does for summaries.
///
/// Trusted only for the same file (device and inode), no shorter than `covered`, with the
/// same bytes just before it; anything else, or a file that does not read as one, is rebuilt.
package struct NamesCache: Codable {
  static let header = Array("divequiz-names-cache 1\n".utf8)

  package var device: UInt64
  package var inode: UInt64
  package var covered: Int
  /// The bytes just before `covered` (`SummaryCache.tailLength` of them).
  package var tail: [UInt8]
  package var census: NameCensus

  package init(identity: FileIdentity, covered: Int, tail: [UInt8], census: NameCensus) {
    (device, inode) = (identity.device, identity.inode)
    (self.covered, self.tail, self.census) = (covered, tail, census)
  }

  package var identity: FileIdentity { FileIdentity(device: device, inode: inode) }

  package func encode() -> [UInt8] {
    guard let body = try? JSONEncoder().encode(self) else { return [] }
    return Self.header + Array(body)
  }

  package static func decode(_ bytes: [UInt8]) -> NamesCache? {
    guard bytes.starts(with: header) else { return nil }
    return try? JSONDecoder().decode(NamesCache.self, from: Data(bytes[header.count...]))
  }
}
