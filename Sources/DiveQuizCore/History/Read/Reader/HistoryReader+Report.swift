/// The report over the whole history, summed from the bytes where they are read: no record
/// is made for a line laid out as divequiz writes it with sanction questions only
/// (`ReportChunk`), every other line is decoded in full, and the sums come out as a reader of
/// whole records gives them (`ReportFastPathTests` holds the two side by side).
extension HistoryReader {
  /// The report over every stored quiz, damaged lines reported as every read reports them;
  /// on several threads for a large history. The names are counted in the same pass (what
  /// `names()` would read first) and kept for the reads that follow.
  package func wholeReport(time: LocalTime) throws(Failure) -> Report {
    // Placeholder names: the real ones are known at the end of the pass.
    var builder = Report.Builder(names: TraineeNames(), time: time)
    var census = NameCensus()
    let snapshot = try snapshot()
    var stopped = false
    var numbers = Renumbering(snapshot)
    func take(_ chunk: ReportChunk) -> Bool {
      if shouldStop() {
        stopped = true
        return false
      }
      chunk.note(in: &census)
      builder.add(chunk) { problem, offset, number in
        guard problem != .alias else { return }
        report(problem, at: number ?? numbers.number(at: offset))
      }
      return true
    }
    let workers = ParallelReader.availableWorkers
    // The digest of the bytes the census covers: chained from the hashes the workers made of
    // each chunk as they read it, else hashed after the pass (see `ContentDigest`).
    var chain: ContentDigest.Chain? = ContentDigest.Chain()
    do {
      if workers > 1, snapshot.size >= ParallelReader.threshold {
        // Chunks of 4 MB: each costs a lookup of its trainees' tallies and names, and a
        // chunk's sums stay a few megabytes (`ReportChunk` keeps no line).
        let reader = ParallelReader(workers: workers, chunk: 4 << 20)
        let capacity = ReportChunk.capacity(bytes: reader.chunk)
        func takeHashed(_ chunk: ReportChunk, _ blocks: [UInt64]?) -> Bool {
          if let blocks {
            for block in blocks { chain?.add(block) }
          } else {
            chain = nil
          }
          return take(chunk)
        }
        try reader.fold(
          snapshot, hashing: true,
          into: { (ReportChunk(capacity: capacity), ReportChunk.Scratch()) },
          line: { folded, line in folded.0.add(line, scratch: &folded.1) },
          finish: { $0.0 }, takeHashed)
      } else {
        // One thread: a chunk of lines at a time, the stop request looked at between chunks.
        chain = nil
        var chunk = ReportChunk()
        var scratch = ReportChunk.Scratch()
        var count = 0
        try LineReader().forward(snapshot) { line in
          chunk.add(line, scratch: &scratch)
          count += 1
          guard count == Self.linesBetweenChecks else { return true }
          // A new chunk, and a new scratch with it: its spellings index the chunk's names.
          defer { (chunk, scratch, count) = (ReportChunk(), ReportChunk.Scratch(), 0) }
          return take(chunk)
        }
        if !stopped { _ = take(chunk) }
      }
    } catch {
      throw .history(error)
    }
    if stopped { throw .stopped }
    var progress = NameCensus.Progress(
      location: file, identity: snapshot.identity, covered: snapshot.size, census: census)
    let names = census.resolved()
    progress.names = names
    progress.digest =
      chain.map { ContentDigest(length: snapshot.size, hash: $0.finish(length: snapshot.size)) }
      ?? ContentDigest.of(snapshot, length: snapshot.size)
    self.census = progress
    keepNames(progress)
    builder.use(names: names)
    return builder.finish()
  }
}
