/// A multiple-choice question about a dive, a degree of difficulty or an award band: the
/// `dives`, `dd` and `awards` kinds. Everything on screen is rebuilt from these fields in the
/// language of the moment, so a stored question replays in any language.
public struct ChoiceQuestion: Equatable, Sendable {
  /// What is asked, and how `subject` and `options` read.
  package enum Ask: String, CaseIterable, Sendable {
    /// `subject` a dive code (`5253B`); options dive codes, shown by their names.
    case name
    /// `subject` a dive code, shown by its name; options dive codes, shown as numbers.
    case number
    /// `subject` a number without position (`5253`); options sets of position letters
    /// (`BC`, `D`, `ABC`, `ABCD`): where rule 1.6.4 allows the number.
    case positions
    /// `subject` a dive code at `height`; options DDs written with one decimal (`3.3`).
    case dd
    /// `subject` an award (`6.5`); options band ids of rule 8.1.1 (`AwardBand`).
    case band
    /// `subject` a band id; options award ranges (`7.0-8.0`, `10.0`).
    case range

    /// The kind of question this ask belongs to.
    package var kind: QuestionKind {
      switch self {
      case .name, .number, .positions: return .dives
      case .dd: return .dd
      case .band, .range: return .awards
      }
    }
  }

  package var ask: Ask
  package var subject: String
  /// The height of a `dd` question; nil for the others.
  package var height: DiveHeight?
  package var options: [String]
  /// Index of the right option.
  package var correct: Int

  package init(
    ask: Ask, subject: String, height: DiveHeight? = nil, options: [String], correct: Int
  ) {
    self.ask = ask
    self.subject = subject
    self.height = height
    self.options = options
    self.correct = correct
  }

  package var kind: QuestionKind { ask.kind }

  /// The right option as stored (`5253B`, `3.3`, `good`).
  package var answer: String { options.indices.contains(correct) ? options[correct] : "" }
}

/// A `scores` question: a panel's awards, the DD and perhaps a penalty; the trainee types
/// the dive's score. The expected score is worked out by `ScoreSheet`, never stored apart
/// from how it was computed.
public struct ScoreQuestion: Equatable, Sendable {
  package var request: ScoreRequest
  /// The dive the DD belongs to, when one was named (`107B` at `3m`).
  package var dive: String?
  package var height: DiveHeight?

  package init(request: ScoreRequest, dive: String? = nil, height: DiveHeight? = nil) {
    self.request = request
    self.dive = dive
    self.height = height
  }

  /// The secretaries' sheet; nil only for a request no panel can have (a damaged record).
  package var sheet: ScoreSheet? {
    if case .success(let sheet) = ScoreSheet.compute(request) { return sheet }
    return nil
  }

  /// The right score in hundredths.
  package var expected: Int { sheet?.score ?? 0 }
}

/// A `scenario` question: what the diver announced, what happened, and so which penalty of
/// the summary applies; answered with its sanction and who applies it, like a sanction
/// question.
public struct ScenarioQuestion: Equatable, Sendable {
  /// The situations, each tied to one penalty of the summary.
  package enum Situation: String, CaseIterable, Sendable {
    /// The dive is clearly performed in another position (penalty 18).
    case position
    /// Part of the dive is performed in another position (penalty 42).
    case partPosition
    /// Another dive number is performed (penalty 5).
    case number
    /// A head-first dive enters feet first (penalty 6).
    case feetFirst
    /// A feet-first dive enters head or hands first (penalty 7).
    case headFirst
    /// A flying dive of one somersault: no straight position for a quarter somersault (21).
    case flyingOne
    /// A flying dive of more somersaults: no straight position for half a somersault (22).
    case flyingMore
    /// Synchronised: one diver performs another number (penalty 11).
    case synchroNumber
    /// Synchronised: one diver performs another position (penalty 14).
    case synchroPosition
    /// Synchronised: one diver enters before the other has left the board (penalty 46).
    case synchroEarly

    /// The penalty of the summary this situation is.
    package var penaltyID: Int {
      switch self {
      case .position: return 18
      case .partPosition: return 42
      case .number: return 5
      case .feetFirst: return 6
      case .headFirst: return 7
      case .flyingOne: return 21
      case .flyingMore: return 22
      case .synchroNumber: return 11
      case .synchroPosition: return 14
      case .synchroEarly: return 46
      }
    }

    /// Whether the situation names a second dive (`performed`).
    package var namesPerformed: Bool {
      switch self {
      case .position, .partPosition, .number, .synchroNumber, .synchroPosition: return true
      default: return false
      }
    }
  }

  package var situation: Situation
  /// The dive announced (`205B`).
  package var announced: String
  /// The dive performed, for situations that name one (`205C`).
  package var performed: String?
  /// The event's height (`3m`, `10m`).
  package var height: DiveHeight

  package init(
    situation: Situation, announced: String, performed: String? = nil, height: DiveHeight
  ) {
    self.situation = situation
    self.announced = announced
    self.performed = performed
    self.height = height
  }
}
