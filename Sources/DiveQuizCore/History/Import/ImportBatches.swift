/// The records an import appends, cut into batches of whole records of about `size` bytes:
/// each batch is one locked, flushed append, and a request to end is honoured between two.
package struct ImportBatches: Sequence, IteratorProtocol {
  /// About a megabyte: few enough appends to stay fast, small enough to stop promptly.
  package static let defaultSize = 1 << 20

  private let lengths: [Int]
  private let size: Int
  private var position = 0

  /// - Parameter lengths: the byte length of each record, in the order appended.
  package init(_ lengths: [Int], size: Int = defaultSize) {
    self.lengths = lengths
    self.size = Swift.max(1, size)
  }

  /// The indices of the next batch's records.
  package mutating func next() -> Range<Int>? {
    guard position < lengths.count else { return nil }
    let start = position
    var bytes = 0
    while position < lengths.count, position == start || bytes + lengths[position] <= size {
      bytes += lengths[position]
      position += 1
    }
    return start..<position
  }
}
