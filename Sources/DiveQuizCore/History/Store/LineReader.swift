/// Splits a stored history into lines a chunk at a time, first to last or last to first, so
/// memory is one chunk whatever the file's size.
///
/// A line longer than `limit` is never held: it is skipped to its end and reported by length,
/// so one damaged megabyte-long line cannot make a reader grow.
package struct LineReader: Sendable {
  /// Bytes read at a time.
  package static let defaultChunk = 1 << 20
  /// The longest line held; a record of divequiz is a few kilobytes.
  package static let defaultLimit = 1 << 20

  let chunk: Int
  let limit: Int

  package init(chunk: Int = defaultChunk, limit: Int = defaultLimit) {
    self.chunk = max(1, chunk)
    self.limit = max(1, limit)
  }

  private var capacity: Int { max(chunk, limit + 1) }

  /// Visits the non-blank lines of `source` from `start` to `end`, first to last; `visit`
  /// returns false to stop.
  ///
  /// - Parameters:
  ///   - firstNumber: the number of the line at `start`.
  ///   - startingBefore: only lines that start before this offset (a chunk of a parallel
  ///     read); the reading stops at the first line starting at or after it, blank or not.
  ///   - read: sees every byte read, in file order, with the offset of the first (a parallel
  ///     read hashes them there, `ContentDigest.Stream`).
  /// - Returns: false when `visit` stopped the reading.
  @discardableResult
  package func forward(
    _ source: any HistorySnapshot, from start: Int = 0, to end: Int? = nil, firstNumber: Int = 1,
    startingBefore bound: Int = .max, read: ((UnsafeRawBufferPointer, Int) -> Void)? = nil,
    _ visit: (HistoryLine) -> Bool
  ) throws(HistoryError) -> Bool {
    let end = min(end ?? source.size, source.size)
    guard start < end else { return true }
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 16)
    defer { buffer.deallocate() }
    let bytes = buffer.bindMemory(to: UInt8.self)
    var filled = 0
    var lineStart = 0
    var scanned = 0
    var origin = start  // file offset of bytes[0]
    var number = firstNumber
    var skipped: (offset: Int, length: Int)?

    func emit(_ from: Int, _ to: Int) -> Bool {
      defer { number += 1 }
      if skipped != nil || to - from > limit {
        let skip = skipped ?? (origin + from, 0)
        skipped = nil
        let line = HistoryLine(
          bytes: UnsafeBufferPointer(start: nil, count: 0), offset: skip.offset, number: number,
          overlong: skip.length + (to - from))
        return visit(line)
      }
      var stop = to
      if stop > from, bytes[stop - 1] == 0x0D { stop -= 1 }
      guard stop > from else { return true }
      let line = HistoryLine(
        bytes: UnsafeBufferPointer(rebasing: bytes[from..<stop]), offset: origin + from,
        number: number, overlong: nil)
      return visit(line)
    }

    while true {
      while scanned < filled, let newline = Self.newline(in: bytes, from: scanned, to: filled) {
        if skipped == nil, origin + lineStart >= bound { return true }
        let keepGoing = emit(lineStart, newline)
        lineStart = newline + 1
        if !keepGoing { return false }
        // Blank lines (a file of millions of them) are counted in a tight loop, not visited.
        while lineStart < filled, bytes[lineStart] == 0x0A, origin + lineStart < bound {
          lineStart += 1
          number += 1
        }
        scanned = lineStart
      }
      scanned = filled
      if skipped == nil, origin + lineStart >= bound { return true }
      if origin + filled >= end {
        // The last line has no line break: cut off by a crash, or written by hand.
        if skipped != nil || lineStart < filled { return emit(lineStart, filled) }
        return true
      }
      if filled - lineStart > limit {
        skipped = (
          skipped?.offset ?? origin + lineStart, (skipped?.length ?? 0) + filled - lineStart
        )
        lineStart = filled
      }
      // Keep the partial line, at the front, and fill the rest.
      let kept = filled - lineStart
      if lineStart > 0, kept > 0, let base = buffer.baseAddress {
        // Raw `copyMemory` is `memmove`: the regions may overlap.
        UnsafeMutableRawPointer(base).copyMemory(from: base + lineStart, byteCount: kept)
      }
      origin += lineStart
      filled = kept
      scanned = kept
      lineStart = 0
      // A chunk at a time: a reader of part of a file (a worker's share) reads little past it.
      let wanted = min(capacity - filled, chunk, end - (origin + filled))
      let got = try Self.fill(
        source, at: origin + filled,
        into: UnsafeMutableRawBufferPointer(rebasing: buffer[filled..<(filled + wanted)]))
      if got == 0 {
        // The file is shorter than its snapshot said: nothing more to read.
        if skipped != nil || filled > 0 { return emit(0, filled) }
        return true
      }
      read?(UnsafeRawBufferPointer(rebasing: buffer[filled..<(filled + got)]), origin + filled)
      filled += got
    }
  }

  /// Visits the non-blank lines of `source` between `start` and `end`, last to first; line
  /// numbers are not known this way (nil).
  ///
  /// - Returns: false when `visit` stopped the reading.
  @discardableResult
  package func backward(
    _ source: any HistorySnapshot, from start: Int = 0, to end: Int? = nil,
    _ visit: (HistoryLine) -> Bool
  ) throws(HistoryError) -> Bool {
    let end = min(end ?? source.size, source.size)
    guard start < end else { return true }
    let capacity = self.capacity
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 16)
    defer { buffer.deallocate() }
    let bytes = buffer.bindMemory(to: UInt8.self)
    var low = capacity
    var high = capacity
    var origin = end - capacity  // file offset of bytes[0]
    var skippedEnd: Int?  // file offset where an overlong line ends

    func emit(_ from: Int, _ to: Int) -> Bool {
      if skippedEnd != nil || to - from > limit {
        let lineEnd = skippedEnd ?? origin + to
        skippedEnd = nil
        let line = HistoryLine(
          bytes: UnsafeBufferPointer(start: nil, count: 0), offset: origin + from, number: nil,
          overlong: lineEnd - (origin + from))
        return visit(line)
      }
      var stop = to
      if stop > from, bytes[stop - 1] == 0x0D { stop -= 1 }
      guard stop > from else { return true }
      return visit(
        HistoryLine(
          bytes: UnsafeBufferPointer(rebasing: bytes[from..<stop]), offset: origin + from,
          number: nil, overlong: nil))
    }

    while true {
      var index = high
      while index > low, bytes[index - 1] != 0x0A { index -= 1 }
      if index > low {
        // bytes[index - 1] is a line break: the line after it is whole.
        if !emit(index, high) { return false }
        high = index - 1
        continue
      }
      if origin + low <= start { return emit(low, high) }
      if high - low > limit {
        skippedEnd = skippedEnd ?? origin + high
        high = low
      }
      let kept = high - low
      if kept > 0, low < capacity - kept, let base = buffer.baseAddress {
        UnsafeMutableRawPointer(base + capacity - kept).copyMemory(
          from: base + low, byteCount: kept)
      }
      origin += high - capacity
      low = capacity - kept
      high = capacity
      let wanted = min(low, origin + low - start)
      let got = try Self.fill(
        source, at: origin + low - wanted,
        into: UnsafeMutableRawBufferPointer(rebasing: buffer[(low - wanted)..<low]))
      // A file cut shorter than its snapshot (by hand) has nothing more to give.
      guard got == wanted else { return true }
      low -= wanted
    }
  }

  /// The line that starts at `offset`, without its line break, read a few kilobytes at a
  /// time: for a second look at lines a first pass picked out. Nil past the end of `source`
  /// or for a line longer than the limit.
  package func line(in source: any HistorySnapshot, at offset: Int) throws(HistoryError) -> [UInt8]?
  {
    let piece = UnsafeMutableRawBufferPointer.allocate(byteCount: 4096, alignment: 16)
    defer { piece.deallocate() }
    var bytes: [UInt8] = []
    var position = offset
    while position < source.size, bytes.count <= limit {
      let wanted = min(piece.count, source.size - position)
      let got = try Self.fill(
        source, at: position, into: UnsafeMutableRawBufferPointer(rebasing: piece[0..<wanted]))
      guard got > 0 else { break }
      let read = UnsafeRawBufferPointer(rebasing: piece[0..<got])
      if let newline = read.firstIndex(of: 0x0A) {
        bytes += read[0..<newline]
        if bytes.last == 0x0D { bytes.removeLast() }
        return bytes
      }
      bytes += read
      position += got
    }
    return bytes.isEmpty || bytes.count > limit ? nil : bytes
  }

  /// The 1-based number of the line starting at `offset`: counted only when a reader from
  /// the end has to report a line.
  package func lineNumber(of offset: Int, in source: any HistorySnapshot) throws(HistoryError)
    -> Int
  {
    1 + (try lineBreaks(in: source, from: 0, to: offset))
  }

  /// How many line breaks `source` holds between `start` and `end`.
  package func lineBreaks(in source: any HistorySnapshot, from start: Int, to end: Int)
    throws(HistoryError) -> Int
  {
    var count = 0
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunk, alignment: 16)
    defer { buffer.deallocate() }
    let bytes = buffer.bindMemory(to: UInt8.self)
    var position = start
    let end = min(end, source.size)
    while position < end {
      let got = try Self.fill(
        source, at: position,
        into: UnsafeMutableRawBufferPointer(rebasing: buffer[0..<min(chunk, end - position)]))
      guard got > 0 else { break }
      var index = 0
      while index < got, let newline = Self.newline(in: bytes, from: index, to: got) {
        count += 1
        index = newline + 1
      }
      position += got
    }
    return count
  }

  /// The first line break in `bytes[from..<to]`.
  @inline(__always)
  static func newline(in bytes: UnsafeMutableBufferPointer<UInt8>, from: Int, to: Int) -> Int? {
    guard let base = bytes.baseAddress else { return nil }
    return Bytes.index(of: 0x0A, in: base, from: from, to: to)
  }

  /// Reads until `buffer` is full or the file ends.
  package static func fill(
    _ source: any HistorySnapshot, at offset: Int, into buffer: UnsafeMutableRawBufferPointer
  ) throws(HistoryError) -> Int {
    var done = 0
    while done < buffer.count {
      let got = try source.read(
        at: offset + done, into: UnsafeMutableRawBufferPointer(rebasing: buffer[done...]))
      if got <= 0 { break }
      done += got
    }
    return done
  }
}
