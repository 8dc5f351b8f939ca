import DiveQuizCore

extension Completer {
  /// After `dive NUMBER`: the heights; after `dives`: the filter words; after `score`:
  /// `sync`, `max`, `deduct`.
  func diveWords(_ command: CommandName, before: [String], offer: ([String]) -> Completion)
    -> Completion
  {
    let heights = DiveHeight.allCases.map(\.rawValue)
    switch command {
    case .dive: return before.count >= 2 ? offer(heights) : .none
    case .dives:
      return offer(
        DiveGroup.allCases.map(\.word) + heights + ["springboard", "platform"]
          + DiveFilter.positionWords.keys.sorted())
    default: return before.count == 2 ? offer(["sync"]) : offer(["max", "deduct"])
    }
  }
}
