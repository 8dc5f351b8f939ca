/// Who is who in the history (`TraineeNames`): the census of every name and alias line, read
/// only for what the file gained since the last time.
extension HistoryReader {
  /// Every trainee in the history by their names.
  ///
  /// A census kept (by this reader, or in the cache beside the history) is used only while
  /// the bytes it was read from hash the same (`ContentDigest`): the check and the digest of
  /// the grown file are one sequential read.
  package func names() throws(Failure) -> TraineeNames {
    try names(deferringCheck: false)
  }

  /// `names()`, except that a kept census covering the whole of a large history is used
  /// before its bytes are hashed: the next forward read of every line (`records(matching:)`)
  /// hashes them as it goes, and `namesChangedSince()` then says whether they still hash the
  /// same. A query about one trainee so reads the history once, not twice (the check was
  /// half of `progress`); its caller reads again with `names()` in the rare case they did not.
  package func names(deferringCheck: Bool) throws(Failure) -> TraineeNames {
    let snapshot = try snapshot()
    deferredCheck = nil
    namesChanged = false
    var progress = NameCensus.Progress(
      location: file, identity: snapshot.identity, covered: 0, census: NameCensus())
    var candidates: [NameCensus.Progress] = []
    if let known = census, known.location == file, known.digest != nil {
      candidates.append(known)
    }
    if let cached = storage.readCache(.names).flatMap(NamesCache.decode) {
      var fromFile = progress
      fromFile.covered = cached.covered
      fromFile.digest = cached.digest
      fromFile.census = cached.census
      candidates.append(fromFile)
    }
    // The first kept census whose bytes still read the same, checked with the digest of
    // the whole file in the same pass.
    var whole: ContentDigest?
    if deferringCheck, snapshot.size >= ParallelReader.threshold,
      ParallelReader.availableWorkers > 1,
      let candidate = candidates.first(where: { $0.covered == snapshot.size }),
      let digest = candidate.digest
    {
      deferredCheck = digest
      let names = candidate.names ?? candidate.census.resolved()
      var kept = candidate
      kept.names = names
      census = kept
      return names
    }
    for candidate in candidates where candidate.covered <= snapshot.size {
      let digests = ContentDigest.of(snapshot, at: [candidate.covered, snapshot.size])
      whole = digests[1]
      if let digest = digests[0], digest == candidate.digest {
        progress = candidate
        break
      }
    }
    if progress.digest == nil || progress.covered < snapshot.size {
      try readLines(snapshot, from: progress.covered, firstNumber: 0) { line in
        progress.census.read(line)
        return true
      }
      progress.covered = snapshot.size
      progress.digest = whole ?? ContentDigest.of(snapshot, length: snapshot.size)
      progress.names = nil
      keepNames(progress)
    }
    if let names = progress.names {
      census = progress
      return names
    }
    let names = progress.census.resolved()
    progress.names = names
    census = progress
    return names
  }

  /// Writes the census to the names' cache beside the history, for the next command.
  func keepNames(_ progress: NameCensus.Progress) {
    guard let digest = progress.digest, digest.length == progress.covered else { return }
    storage.writeCache(.names, NamesCache(digest: digest, census: progress.census).encode())
  }

  /// After a read that followed `names(deferringCheck: true)`: whether the bytes the names
  /// came from changed, so that what was read with them must be read again (the kept census is
  /// then dropped, and `names()` reads it afresh). A read that did not hash every byte leaves
  /// the check to this call, which then reads the file itself.
  package func namesChangedSince() throws(Failure) -> Bool {
    defer { (deferredCheck, namesChanged) = (nil, false) }
    if let expected = deferredCheck {
      let snapshot = try snapshot()
      if ContentDigest.of(snapshot, length: expected.length) != expected { namesChanged = true }
    }
    if namesChanged { census = nil }
    return namesChanged
  }

  /// A forward read's part of a deferred check: the digest its workers made of the whole
  /// file, compared with the one the names were kept under.
  func settleDeferredCheck(_ digest: ContentDigest) {
    guard let expected = deferredCheck else { return }
    deferredCheck = nil
    if digest != expected { namesChanged = true }
  }
}
