import DiveQuizCore
import XCTest

/// The writers of `export questions`: GIFT's escapes and weights, Moodle's fractions and
/// escaped XML, Anki's header, columns and tags, each on a question made here.
final class InteropWriterTests: XCTestCase {
  private func choice(_ rights: [Bool], text: String = "Q") -> InteropQuestion {
    InteropQuestion(
      name: "q-1", category: ["divequiz 2025", "Rulebook"], text: text,
      answer: .choice(
        rights.enumerated().map { InteropOption(text: "opt \($0.offset)", right: $0.element) }),
      feedback: "Why", tags: ["kind::rulebook", "edition::2025"])
  }

  // MARK: - Fractions

  func testOneRightOptionIsWorthAllAndTheOthersNothing() {
    XCTAssertEqual(choice([false, true, false, false]).fractions, ["0", "100", "0", "0"])
  }

  func testSeveralRightOptionsShareAHundredAndTheWrongOnesMinusAHundred() {
    let fractions = choice([true, false, true, true, false]).fractions
    XCTAssertEqual(fractions, ["33.33333", "-50", "33.33333", "33.33333", "-50"])
    let positive = fractions.compactMap(Double.init).filter { $0 > 0 }.reduce(0, +)
    XCTAssertEqual(positive, 100, accuracy: 0.0001)
    XCTAssertEqual(choice([true, true, false, false, false]).fractions.first, "50")
    XCTAssertEqual(choice([true, true, true, true, false]).fractions.last, "-100")
  }

  func testShareUsesMoodlesFiveDecimals() {
    XCTAssertEqual(InteropQuestion.share(6), "16.66667")
    XCTAssertEqual(InteropQuestion.share(7), "14.28571")
    XCTAssertEqual(InteropQuestion.share(8), "12.5")
    XCTAssertEqual(InteropQuestion.share(0), "0")
  }

  // MARK: - GIFT

  func testGIFTEscapesItsSpecialCharactersAndLineBreaks() {
    XCTAssertEqual(
      GIFTWriter.escape("At 4:30 {a} = #1 ~x \\ end\nnext"),
      "At 4\\:30 \\{a\\} \\= \\#1 \\~x \\\\ end\\nnext")
  }

  func testGIFTWritesCategoriesAndEachForm() {
    let truth = InteropQuestion(
      name: "t", category: ["divequiz 2025", "A/B"], text: "True?", answer: .truth(false),
      feedback: "", tags: [])
    let number = InteropQuestion(
      name: "n", category: ["divequiz 2025", "A/B"], text: "How long?",
      answer: .number(150, tolerance: 0), feedback: "Rule: 5.1", tags: [])
    let text = GIFTWriter.write([choice([true, false]), truth, number])
    XCTAssertEqual(
      text,
      """
      $CATEGORY: divequiz 2025/Rulebook

      ::q-1::Q{
      =opt 0
      ~opt 1
      ####Why
      }

      $CATEGORY: divequiz 2025/A//B

      ::t::True?{
      FALSE
      }

      ::n::How long?{
      #1.5:0
      ####Rule\\: 5.1
      }


      """)
  }

  func testGIFTWeighsEveryOptionOfAMultipleAnswerQuestion() {
    let block = GIFTWriter.block(choice([true, true, false]))
    XCTAssertTrue(block.contains("\n~%50%opt 0\n~%50%opt 1\n~%-100%opt 2\n"), block)
    XCTAssertFalse(block.contains("\n="), block)
  }

  // MARK: - Moodle XML

  func testMoodleXMLEscapesTextAndSetsSingleAndFractions() {
    var question = choice([true, true, false], text: "A < B & \"C\"")
    question.category = ["divequiz 2025", "R&D"]
    let xml = MoodleXMLWriter.write([question])
    XCTAssertTrue(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<quiz>\n"), xml)
    XCTAssertTrue(xml.contains("<text>$course$/top/divequiz 2025/R&amp;D</text>"), xml)
    XCTAssertTrue(xml.contains("<text>A &lt; B &amp; &quot;C&quot;</text>"), xml)
    XCTAssertTrue(xml.contains("<single>false</single>"), xml)
    XCTAssertTrue(xml.contains("<answer fraction=\"-100\" format=\"plain_text\">"), xml)
    XCTAssertEqual(xml.components(separatedBy: "<answer fraction=\"50\"").count, 3, xml)
    XCTAssertTrue(xml.hasSuffix("</quiz>\n"))
  }

  func testMoodleTypesFollowTheAnswer() {
    XCTAssertEqual(MoodleXMLWriter.type(of: choice([true, false])), "multichoice")
    var truth = choice([true])
    truth.answer = .truth(true)
    XCTAssertEqual(MoodleXMLWriter.type(of: truth), "truefalse")
    truth.answer = .number(6000, tolerance: 0)
    XCTAssertEqual(MoodleXMLWriter.type(of: truth), "numerical")
    XCTAssertTrue(
      MoodleXMLWriter.write([truth]).contains("<text>60</text><tolerance>0</tolerance>"))
  }

  // MARK: - Anki

  func testAnkiHeaderColumnsAndTags() {
    var question = choice([false, true], text: "Tab\there <b>\nnext \"q\"")
    question.tags = ["kind::rulebook", "chapter::two words"]
    let text = AnkiWriter.write([question], words: AnkiWriter.Words { $0 ? "wahr" : "falsch" })
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertEqual(
      Array(lines.prefix(4)),
      ["#separator:tab", "#html:true", "#columns:Front\tBack\tTags", "#tags column:3"])
    let fields = lines[4].split(separator: "\t", omittingEmptySubsequences: false)
    XCTAssertEqual(fields.count, 3, String(lines[4]))
    XCTAssertEqual(
      fields[0], "Tab here &lt;b&gt;<br>next &quot;q&quot;<br>a) opt 0<br>b) opt 1")
    XCTAssertEqual(fields[1], "<b>b) opt 1</b><br>Why")
    XCTAssertEqual(fields[2], "kind::rulebook chapter::two_words")
    XCTAssertEqual(lines.count, 6)
  }

  func testAnkiSaysTruthInTheLanguageGiven() {
    var question = choice([true])
    question.answer = .truth(false)
    let row = AnkiWriter.row(question, words: AnkiWriter.Words { $0 ? "wahr" : "falsch" })
    XCTAssertEqual(row[1], "<b>falsch</b><br>Why")
  }
}
