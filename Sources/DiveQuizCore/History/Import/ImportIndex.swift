/// Where an import finds the lines that might have the id of the line it is reading: the
/// stored lines (the history's, and those it appended) and the ones it has queued, each kept
/// as its id's 64-bit hash and its place, in memory that does not grow with the history.
///
/// - The latest entries are in an open-addressing table of fixed size; when it is half full,
///   they are sorted and merged with the entries already on disk into one sorted run in a
///   scratch file (two files, used in turn), and the table is emptied.
/// - The run is searched through a fence every 64 entries (8 bytes in memory per 64 entries
///   on disk: 128 KB for a million) and one read of the block that may hold the hash.
/// - A Bloom filter of fixed size in front of both answers "certainly not seen" for most new
///   ids without touching the disk (about 1 in 1,500 answers "maybe" at a million ids).
///
/// The index only ever says where to look: a hash says nothing for sure, so the import reads
/// the lines it points to and compares them (`HistoryImport.look`). Two ids with one hash
/// cost a comparison, never a quiz.
package struct ImportIndex {
  /// Where a line is and how long it is: a queued line by its start in the batch, a stored
  /// one by its offset in the history.
  package struct Place: Equatable, Sendable {
    package var offset: Int
    package var length: Int
    package var pending: Bool

    package init(offset: Int, length: Int, pending: Bool) {
      self.offset = offset
      self.length = length
      self.pending = pending
    }
  }

  /// A place in 64 bits: whether pending (bit 63), offset (bits 24–62, up to 512 GiB), length
  /// (bits 0–23, up to 16 MiB, well over `LineReader.defaultLimit`).
  private static let lengthBits = 24
  package static let largestOffset = (1 << 39) - 1
  package static let largestLength = (1 << lengthBits) - 1
  /// A free slot of the table (no place packs to all ones: lengths stop at 16 MiB - 1).
  private static let free = UInt64.max

  private static func pack(_ place: Place) -> UInt64 {
    (place.pending ? 1 << 63 : 0) | UInt64(truncatingIfNeeded: place.offset) << lengthBits
      | UInt64(truncatingIfNeeded: place.length)
  }

  private static func unpack(_ bits: UInt64) -> Place {
    Place(
      offset: Int(truncatingIfNeeded: (bits & ~(1 << 63)) >> lengthBits),
      length: Int(truncatingIfNeeded: bits & UInt64(largestLength)), pending: bits >> 63 == 1)
  }

  /// One entry as the table holds it (two words side by side), to sort them in place.
  private struct Entry {
    var hash: UInt64
    var place: UInt64
  }

  /// Entries between two fences of the run.
  static let fenceStride = 64
  /// Bytes of one entry on disk: the hash, then the packed place, both little-endian words.
  private static let entryBytes = 16

  private var bloom: [UInt64]
  /// Hash at `2 i`, packed place at `2 i + 1`; a free slot has `free` as its place.
  private var slots: [UInt64]
  private let slotMask: Int
  /// Entries in the table.
  package private(set) var used = 0
  private var files: (current: any ScratchFile, spare: any ScratchFile)
  /// Entries in the run on disk (in `files.current`), in increasing order of hash.
  package private(set) var stored = 0
  /// The hash of every `fenceStride`th entry of the run.
  private var fences: [UInt64] = []

  /// - Parameters:
  ///   - scratch: two empty scratch files, taken in turn for the sorted run.
  ///   - tableSlots: entries the table has room for, a power of two (tests make it small, to
  ///     spill often); 2¹⁸ by default: 4 MiB, as is the Bloom filter.
  package init(scratch: (any ScratchFile, any ScratchFile), tableSlots: Int = 1 << 18) {
    var slots = 1
    while slots < max(16, tableSlots) { slots <<= 1 }
    self.slots = [UInt64](repeating: Self.free, count: 2 * slots)
    slotMask = slots - 1
    bloom = [UInt64](repeating: 0, count: 2 * slots)
    files = (scratch.0, scratch.1)
  }

  /// True once the table is half full: `spill()` should run before more is added, as soon as
  /// no entry is pending.
  package var wantsSpill: Bool { used * 2 >= slotMask + 1 }
  /// True once the table is three quarters full: nothing more may be added before a spill
  /// (the caller appends its batch, making every entry stored, and spills).
  package var isFull: Bool { used * 4 >= (slotMask + 1) * 3 }

  /// Adds an entry. The table must not be full (`isFull`).
  package mutating func insert(_ hash: UInt64, at place: Place) {
    let mask = bloom.count - 1
    let word = Int(truncatingIfNeeded: hash >> 40) & mask
    bloom[word] |= Self.bloomBits(hash)
    var slot = Int(truncatingIfNeeded: hash) & slotMask
    while slots[2 * slot + 1] != Self.free { slot = (slot + 1) & slotMask }
    slots[2 * slot] = hash
    slots[2 * slot + 1] = Self.pack(place)
    used += 1
  }

  /// Adds the entry of a stored line, spilling the table first when it is half full (stored
  /// entries never wait for a batch).
  package mutating func file(_ hash: UInt64, storedAt place: Place) throws(HistoryError) {
    if wantsSpill { try spill() }
    insert(hash, at: place)
  }

  /// Moves the entry of a pending line to where the line now is (pending entries stay in
  /// the table until then: `spill` keeps them there).
  package mutating func update(_ hash: UInt64, from pending: Place, to place: Place) {
    let old = Self.pack(pending)
    var slot = Int(truncatingIfNeeded: hash) & slotMask
    while slots[2 * slot + 1] != Self.free {
      if slots[2 * slot] == hash, slots[2 * slot + 1] == old {
        slots[2 * slot + 1] = Self.pack(place)
        return
      }
      slot = (slot + 1) & slotMask
    }
  }

  /// Three bits of one word, from three other parts of the hash than the word's index.
  @inline(__always)
  private static func bloomBits(_ hash: UInt64) -> UInt64 {
    1 << (hash & 63) | 1 << ((hash >> 6) & 63) | 1 << ((hash >> 12) & 63)
  }

  /// Whether some entry may have `hash`; false is certain.
  package func mayHold(_ hash: UInt64) -> Bool {
    let bits = Self.bloomBits(hash)
    return bloom[Int(truncatingIfNeeded: hash >> 40) & (bloom.count - 1)] & bits == bits
  }

  /// The places of every entry with `hash`, pending or stored (most often none).
  package func places(of hash: UInt64) throws(HistoryError) -> [Place] {
    guard mayHold(hash) else { return [] }
    var found: [Place] = []
    var slot = Int(truncatingIfNeeded: hash) & slotMask
    while slots[2 * slot + 1] != Self.free {
      if slots[2 * slot] == hash { found.append(Self.unpack(slots[2 * slot + 1])) }
      slot = (slot + 1) & slotMask
    }
    try runPlaces(of: hash, into: &found)
    return found
  }

  /// Searches the run: from the block before the first fence at or above `hash` (equal
  /// hashes may end that block), block by block until a larger hash.
  private func runPlaces(of hash: UInt64, into found: inout [Place]) throws(HistoryError) {
    guard stored > 0 else { return }
    var low = 0
    var high = fences.count
    while low < high {
      let middle = (low + high) / 2
      if fences[middle] < hash { low = middle + 1 } else { high = middle }
    }
    var entry = max(0, low - 1) * Self.fenceStride
    var block = [UInt64](repeating: 0, count: 2 * Self.fenceStride)
    while entry < stored {
      let count = min(Self.fenceStride, stored - entry)
      try readEntries(files.current, from: entry, count: count, into: &block)
      for index in 0..<count {
        let value = block[2 * index]
        if value > hash { return }
        if value == hash { found.append(Self.unpack(block[2 * index + 1])) }
      }
      entry += count
    }
  }

  private func readEntries(
    _ file: any ScratchFile, from entry: Int, count: Int, into words: inout [UInt64]
  ) throws(HistoryError) {
    let wanted = count * Self.entryBytes
    var done = 0
    var failure: HistoryError?
    words.withUnsafeMutableBytes { raw in
      while done < wanted {
        do throws(HistoryError) {
          let got = try file.read(
            at: entry * Self.entryBytes + done,
            into: UnsafeMutableRawBufferPointer(rebasing: raw[done..<wanted]))
          guard got > 0 else {
            failure = .cannotRead(path: file.location, reason: "scratch file ends early")
            return
          }
          done += got
        } catch {
          failure = error
          return
        }
      }
    }
    if let failure { throw failure }
    for index in 0..<(2 * count) { words[index] = UInt64(littleEndian: words[index]) }
  }

  /// Merges the table's stored entries into the run (in the other scratch file), then empties
  /// it but for the pending entries (a batch's worth at most), which wait there for `update`.
  package mutating func spill() throws(HistoryError) {
    guard used > 0 else { return }
    // The table's stored entries, moved to its front and sorted there: no copy of them is
    // made. Pending ones are put aside.
    var count = 0
    var waiting: [(hash: UInt64, place: UInt64)] = []
    for slot in 0...slotMask where slots[2 * slot + 1] != Self.free {
      if slots[2 * slot + 1] >> 63 == 1 {
        waiting.append((slots[2 * slot], slots[2 * slot + 1]))
        continue
      }
      slots[2 * count] = slots[2 * slot]
      slots[2 * count + 1] = slots[2 * slot + 1]
      count += 1
    }
    slots.withUnsafeMutableBufferPointer { words in
      guard let base = words.baseAddress else { return }
      UnsafeMutableRawPointer(base).withMemoryRebound(to: Entry.self, capacity: count) {
        var entries = UnsafeMutableBufferPointer(start: $0, count: count)
        entries.sort { $0.hash < $1.hash }
      }
    }
    let chunk = 4096
    var input = [UInt64](repeating: 0, count: 2 * chunk)
    var inputCount = 0
    var inputIndex = 0
    var read = 0
    var output: [UInt64] = []
    output.reserveCapacity(2 * chunk)
    var written = 0
    var newFences: [UInt64] = []
    newFences.reserveCapacity((stored + count) / Self.fenceStride + 1)
    let target = files.spare
    func flush() throws(HistoryError) {
      guard !output.isEmpty else { return }
      for index in output.indices { output[index] = output[index].littleEndian }
      var failure: HistoryError?
      output.withUnsafeBytes { bytes in
        do throws(HistoryError) {
          try target.write(bytes, at: written * Self.entryBytes)
        } catch {
          failure = error
        }
      }
      if let failure { throw failure }
      written += output.count / 2
      output.removeAll(keepingCapacity: true)
    }
    func emit(_ hash: UInt64, _ place: UInt64) throws(HistoryError) {
      if (written + output.count / 2) % Self.fenceStride == 0 { newFences.append(hash) }
      output.append(hash)
      output.append(place)
      if output.count == 2 * chunk { try flush() }
    }
    var next = 0
    while true {
      if inputIndex == inputCount, read < stored {
        inputCount = min(chunk, stored - read)
        try readEntries(files.current, from: read, count: inputCount, into: &input)
        read += inputCount
        inputIndex = 0
      }
      let haveRun = inputIndex < inputCount
      let haveFresh = next < count
      if !haveRun && !haveFresh { break }
      if haveRun && (!haveFresh || input[2 * inputIndex] <= slots[2 * next]) {
        try emit(input[2 * inputIndex], input[2 * inputIndex + 1])
        inputIndex += 1
      } else {
        try emit(slots[2 * next], slots[2 * next + 1])
        next += 1
      }
    }
    try flush()
    files = (files.spare, files.current)
    stored = written
    fences = newFences
    slots.withUnsafeMutableBufferPointer { $0.update(repeating: Self.free) }
    used = 0
    // Their Bloom bits are still set: only the table needs them again.
    for entry in waiting {
      var slot = Int(truncatingIfNeeded: entry.hash) & slotMask
      while slots[2 * slot + 1] != Self.free { slot = (slot + 1) & slotMask }
      slots[2 * slot] = entry.hash
      slots[2 * slot + 1] = entry.place
      used += 1
    }
  }
}
