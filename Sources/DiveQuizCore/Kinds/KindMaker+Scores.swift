/// Score questions: a panel as a secretary receives it, from a tabled dive's DD.
extension KindMaker {
  /// A panel of 5 or 7 judges, or a synchronised one of 9 or 11 (at 3 m and 10 m, the
  /// synchronised events' heights); now and then a missing award or a penalty.
  package func scores(_ generator: inout SplitMix64) -> Prompt {
    let entry = entries[generator.uniform(below: entries.count)]
    let synchroHeight = entry.height == .three || entry.height == .ten
    let shapes = synchroHeight ? [[5], [7], [2, 2, 5], [3, 3, 5]] : [[5], [7]]
    let shape = shapes[generator.uniform(below: shapes.count)]
    // A dive of a quality, each judge within a point of it; synchronisation judged apart.
    var groups: [[Int?]] = []
    let quality = 8 + generator.uniform(below: 10)
    for (index, count) in shape.enumerated() {
      let centre = index == 2 ? 8 + generator.uniform(below: 10) : quality
      groups.append(
        (0..<count).map { _ in min(Award.maximum, max(0, centre + generator.uniform(below: 5) - 2))
        })
    }
    if generator.uniform(below: 6) == 0 {
      let line = generator.uniform(below: groups.count)
      groups[line][generator.uniform(below: groups[line].count)] = nil
    }
    var penalty: ScorePenalty?
    switch generator.uniform(below: 8) {
    case 0: penalty = .maximum(4)
    case 1: penalty = .maximum(9)
    case 2: penalty = .deduct(4)
    default: penalty = nil
    }
    let panel = ScoreRecord.panel(groups) ?? .individual(groups.first ?? [])
    return .score(
      ScoreQuestion(
        request: ScoreRequest(degree: entry.dd, panel: panel, penalty: penalty),
        dive: entry.code.description, height: entry.height))
  }
}
