/// Which rules file a quiz was taken with, when it was not divequiz's own (`--rules FILE`):
/// the file's name and a hash of its bytes. A penalty's id means another penalty in another
/// file (the app's files number their lines their own way), so a record that carries a mark
/// is reviewed with that file's texts or not at all, and counted apart in reports.
package struct RulesFileMark: Equatable, Hashable, Sendable {
  /// The file's name without its folder, as given; shown through the sanitiser.
  package var name: String
  /// Sixteen hexadecimal digits of `StableHash` over the file's bytes.
  package var hash: String
}

extension RulesFileMark {
  /// The mark of a file read from `path`.
  package init(path: String, bytes: [UInt8]) {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let value = bytes.withUnsafeBufferPointer { StableHash.hash($0) }
    let digits = String(value, radix: 16)
    self.init(name: name, hash: String(repeating: "0", count: 16 - digits.count) + digits)
  }
}
