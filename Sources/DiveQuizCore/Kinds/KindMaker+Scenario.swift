/// Scenario questions: an announced dive against what was performed, tied to a penalty of
/// the summary.
extension KindMaker {
  /// The situations whose penalty `penalties` holds (the edition's, after the quiz's penalty
  /// filters), in a fixed order.
  package static func situations(admitted penalties: [Penalty]) -> [ScenarioQuestion.Situation] {
    let ids = Set(penalties.map(\.id))
    return ScenarioQuestion.Situation.allCases.filter { ids.contains($0.penaltyID) }
  }

  /// A scenario among `situations`, with dives from the catalogue; nil when the catalogue
  /// holds no dive any of them can use.
  package func scenario(
    _ situations: [ScenarioQuestion.Situation], _ generator: inout SplitMix64
  ) -> ScenarioQuestion? {
    var left = situations
    while !left.isEmpty {
      let situation = left.remove(at: generator.uniform(below: left.count))
      if let question = scenario(situation, &generator) { return question }
    }
    return nil
  }

  private func scenario(
    _ situation: ScenarioQuestion.Situation, _ generator: inout SplitMix64
  ) -> ScenarioQuestion? {
    let synchro = [.synchroNumber, .synchroPosition, .synchroEarly].contains(situation)
    let heights: [DiveHeight] = synchro ? [.three, .ten] : [.one, .three, .ten]
    let height = heights[generator.uniform(below: heights.count)]
    let here = catalog.entries.filter { $0.height == height }
    func pick<Item>(_ items: [Item]) -> Item? {
      items.isEmpty ? nil : items[generator.uniform(below: items.count)]
    }
    switch situation {
    case .position, .partPosition, .synchroPosition:
      let numbers = Dictionary(grouping: here, by: \.code.number).filter { $0.value.count >= 2 }
      guard let number = pick(numbers.keys.sorted()), let rows = numbers[number] else {
        return nil
      }
      var positions = rows.map(\.code.position).sorted()
      let announced = positions.remove(at: generator.uniform(below: positions.count))
      guard let performed = pick(positions) else { return nil }
      return ScenarioQuestion(
        situation: situation, announced: DiveCode(number: number, position: announced).description,
        performed: DiveCode(number: number, position: performed).description, height: height)
    case .number, .synchroNumber:
      guard let entry = pick(here) else { return nil }
      let others = here.filter {
        $0.code.number != entry.code.number && $0.code.number.group == entry.code.number.group
          && $0.code.position == entry.code.position
      }
      guard let other = pick(others) else { return nil }
      return ScenarioQuestion(
        situation: situation, announced: entry.code.description,
        performed: other.code.description, height: height)
    case .feetFirst, .headFirst:
      // Groups 1 to 5: an odd number of half somersaults enters head first.
      let headFirst = situation == .feetFirst
      let rows = here.filter {
        $0.code.number.group != .armstand && ($0.code.number.halfSomersaults % 2 == 1) == headFirst
      }
      guard let entry = pick(rows) else { return nil }
      return ScenarioQuestion(
        situation: situation, announced: entry.code.description, height: height)
    case .flyingOne, .flyingMore:
      let rows = here.filter {
        $0.code.number.flying
          && (situation == .flyingOne
            ? $0.code.number.halfSomersaults == 2 : $0.code.number.halfSomersaults >= 3)
      }
      guard let entry = pick(rows) else { return nil }
      return ScenarioQuestion(
        situation: situation, announced: entry.code.description, height: height)
    case .synchroEarly:
      guard let entry = pick(here) else { return nil }
      return ScenarioQuestion(
        situation: situation, announced: entry.code.description, height: height)
    }
  }
}
