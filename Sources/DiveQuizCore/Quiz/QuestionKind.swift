/// What a question asks about a penalty.
public enum QuestionKind: String, CaseIterable, Sendable {
  /// The sanction (one of six) and who applies it: the mobile app's question.
  case sanction
  /// Which rule number the penalty comes under, among four.
  case rules
  /// Whether a statement about the penalty's sanction or owners is true.
  case truefalse
}
