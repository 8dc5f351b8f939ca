/// The per-kind columns of `export … per quiz`, after the quiz's totals: for every kind of
/// question, in `QuestionKind` order, how many the quiz holds and the points they scored
/// (`dd_questions`, `dd_points`), 0 for a kind it does not hold, so every row has every column
/// and a spreadsheet can sum a kind down the class. The maximum of a kind is its questions ×
/// `Grade.maximumPoints`.
extension ExportRow {
  package static let kindColumns = KindTally.kinds.flatMap {
    [$0.rawValue + "_questions", $0.rawValue + "_points"]
  }

  /// The cells of `kindColumns` for one quiz's tally.
  static func kindCells(_ tally: KindTally) -> [String] {
    KindTally.kinds.flatMap { kind -> [String] in
      let counts = tally.counts(of: kind)
      return [String(counts.questions), String(counts.points)]
    }
  }
}
