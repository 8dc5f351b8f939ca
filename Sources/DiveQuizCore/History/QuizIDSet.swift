/// The quiz ids (or record hashes) a history holds, kept as 64-bit hashes, not records: a
/// sorted array of 8 bytes a hash, plus the few inserted since it was last sorted in. A
/// million ids take about 8 MB (a hash set took twice that, and twice again while it grew).
///
/// Two different ids share a hash with a probability of about n² / 2⁶⁵ (3 in 100 million for
/// two million ids); an import would then count the second as already present. The hash is
/// fixed (FNV-1a then a SplitMix finaliser), so a set never depends on the process.
package struct QuizIDSet: Sendable {
  /// Every hash but the recent ones, in increasing order.
  private var sorted: [UInt64] = []
  /// Inserted since the last merge; merged once it holds an eighth of `sorted` (at least
  /// 64 K), so that merges cost little in all and the set stays small.
  private var recent = Set<UInt64>()

  package init() {}

  /// How many different ids were inserted.
  package var count: Int { sorted.count + recent.count }

  /// Inserts an id; false when it (or an id with the same hash) was already there.
  @discardableResult
  package mutating func insert(_ hash: UInt64) -> Bool {
    guard !contains(hash) else { return false }
    recent.insert(hash)
    if recent.count >= max(1 << 16, sorted.count / 8) { merge() }
    return true
  }

  package func contains(_ hash: UInt64) -> Bool {
    recent.contains(hash) || sortedContains(hash)
  }

  /// Hashes are uniform: the place a hash would have in a perfectly even array is close to
  /// its place in this one, so the search starts there and widens only as far as needed.
  private func sortedContains(_ hash: UInt64) -> Bool {
    let count = sorted.count
    guard count > 0 else { return false }
    return sorted.withUnsafeBufferPointer { items in
      let guess = Int(truncatingIfNeeded: hash.multipliedFullWidth(by: UInt64(count)).high)
      var low = guess
      var high = guess
      var step = 64
      // Widen until the hash is inside `low...high` (or the ends are reached).
      while low > 0, items[low] > hash {
        low = max(0, low - step)
        step &*= 2
      }
      step = 64
      while high < count - 1, items[high] < hash {
        high = min(count - 1, high + step)
        step &*= 2
      }
      while low <= high {
        let middle = low + (high - low) / 2
        let value = items[middle]
        if value == hash { return true }
        if value < hash { low = middle + 1 } else { high = middle - 1 }
      }
      return false
    }
  }

  /// Sorts the recent hashes into the array, in place from the end.
  private mutating func merge() {
    let added = recent.sorted()
    recent.removeAll()
    var write = sorted.count + added.count
    var left = sorted.count
    var right = added.count
    sorted.reserveCapacity(write)
    sorted.append(contentsOf: repeatElement(0, count: added.count))
    sorted.withUnsafeMutableBufferPointer { items in
      while right > 0 {
        write -= 1
        if left > 0, items[left - 1] > added[right - 1] {
          left -= 1
          items[write] = items[left]
        } else {
          right -= 1
          items[write] = added[right]
        }
      }
    }
  }

  /// The hash of an id's UTF-8 bytes.
  package static func hash(_ id: String) -> UInt64 {
    var id = id
    return id.withUTF8 { hash($0) }
  }

  package static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var value: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bytes {
      value ^= UInt64(byte)
      value &*= 0x0000_0100_0000_01B3
    }
    value ^= value >> 30
    value &*= 0xBF58_476D_1CE4_E5B9
    value ^= value >> 27
    value &*= 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
