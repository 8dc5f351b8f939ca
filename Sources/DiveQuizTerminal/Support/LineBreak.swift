/// Where a line of text may break besides spaces: the part of Unicode's line-breaking rules
/// (UAX #14) that Chinese and Japanese need.
///
/// Chinese puts no spaces between words, so a line may break between any two ideographs (or
/// kana, or other wide characters), and between an ideograph and a Latin word or number next
/// to it. It never breaks before closing punctuation (`，。、；：？！）」』` …) or after opening
/// punctuation (`（「『`), so a comma never starts a line and a bracket never ends one.
package enum LineBreak {
  /// Punctuation no line may start with (UAX #14 classes CL, CP, EX, IS, NS): the closing
  /// marks of CJK and Latin text, the iteration and prolonged-sound marks, small kana.
  package static let closing: Set<Character> = Set(
    "，。、；：？！）」』】〕〗〙〛〉》”’…‥·・ー々〻～％‰,.;:?!)]}"
      + "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ")
  /// Punctuation no line may end with (class OP): opening brackets and quotation marks.
  package static let opening: Set<Character> = Set("（「『【〔〖〘〚〈《“‘([{")

  /// True when a line may break between `previous` and `next` though no space stands there.
  ///
  /// - Parameter afterWide: `previous` is a wide character, or closing punctuation that
  ///   follows one (`字。`): a Latin word may start a new line after it.
  package static func allowed(between previous: Character, and next: Character, afterWide: Bool)
    -> Bool
  {
    if closing.contains(next) || opening.contains(previous) { return false }
    if DisplayWidth.of(next) == 2 { return true }
    return afterWide
  }
}
