import DiveQuizCore
import DiveQuizService

/// Renders a quiz as text: questions, feedback after each answer, and the closing summary.
package struct QuizPresenter: Sendable {
  package let catalog: Catalog
  package let style: Style
  /// Block characters for bars when the terminal speaks UTF-8, `#` otherwise.
  package let unicode: Bool
  /// The console's width: the mistakes list fits it (nil: not fitted).
  package var width: Int?
  /// The edition taught: the rule citations of feedback follow it (`RuleReference`).
  package var edition: EditionID
  /// The rulebook bank's texts in the language in use, when the quiz asks its questions.
  package var bankTexts: Catalog?
  /// The dive tables, read when a wrong answer is taught from them (a DD's working, the
  /// positions a number is tabled in); nil: taught without them.
  package var dives: DiveCatalog?

  package init(catalog: Catalog, style: Style, unicode: Bool, edition: EditionID = "") {
    self.catalog = catalog
    self.style = style
    self.unicode = unicode
    self.edition = edition
  }

  /// The header, description and menu of the current question. Rule numbers are left out:
  /// they would give the owner away.
  ///
  /// - Parameter note: a line under the header (an exam's time left).
  package func question(_ quiz: Quiz, note: String? = nil) -> String {
    guard let prompt = quiz.currentPrompt else { return "" }
    guard let penalty = quiz.current, prompt.kind.drawsPenalties else {
      // Dives, DDs, awards, scores, scenarios: no penalty on screen (a scenario's would give
      // its answer away).
      let kinds = KindPresenter(catalog: catalog, edition: quiz.edition, bankTexts: bankTexts)
      var label = kinds.label(prompt.kind)
      if case .bank(let question) = prompt { label = kinds.bank.label(question) }
      if case .own(let question) = prompt { label = kinds.own.label(question) }
      var lines = [
        "", style.bold(catalog.text("kinds.header", quiz.position + 1, quiz.count, label)),
      ]
      if let note { lines.append(style.dim(note)) }
      lines += kinds.body(prompt)
      if case .scenario = prompt { lines += [""] + sanctionMenu() }
      return lines.joined(separator: "\n") + "\n"
    }
    var lines = [
      "", style.bold(catalog.text("quiz.header", quiz.position + 1, quiz.count, penalty.id)),
    ]
    if let note { lines.append(style.dim(note)) }
    lines.append(penalty.description(catalog))
    if penalty.showsFileEnglish(catalog) {
      lines.append(style.dim(catalog.text("show.untranslated")))
    }
    lines.append("")
    switch prompt {
    case .sanction, .choice, .score, .scenario, .bank, .own:
      lines += sanctionMenu()
    case .rules(let options, _):
      for (index, option) in options.enumerated() {
        lines.append("  \(Self.letter(index))  " + option)
      }
      lines.append(catalog.text("quiz.rules.ask"))
    case .trueFalse(let claim, _):
      lines.append(statement(claim))
      lines.append(catalog.text("quiz.tf.ask"))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func letter(_ index: Int) -> String { Prompt.letter(index) }

  /// The six sanctions, the owners' legend and the request for an answer.
  func sanctionMenu() -> [String] {
    Sanction.allCases.map { "  \($0.rawValue)  " + $0.label(catalog) } + [
      catalog.text("quiz.ownersLegend"), catalog.text("quiz.askAnswer"),
    ]
  }

  /// The statement of a true-or-false question, in the current language.
  func statement(_ claim: Claim) -> String { claim.statement(catalog) }

  /// How an answer scored, the key, the rules and the note.
  package func feedback(_ response: Quiz.Response, penalty: Penalty?, prompt: Prompt = .sanction)
    -> String
  {
    var lines: [String] = []
    switch response.grade {
    case .right:
      lines.append(style.green(catalog.text("quiz.result.right", response.points)))
    case .partlyRight:
      // Half the owners is the only part a sanction or scenario answer can get right; a
      // rulebook or own question earns a share of its marks, which that wording would misname.
      let halfOwners = prompt == .sanction || prompt.kind == .scenario
      lines.append(
        style.yellow(
          catalog.text(
            halfOwners ? "quiz.result.partly" : "quiz.result.partlyMarks", response.points)))
    case .wrong:
      let key = response.reply == nil ? "quiz.result.skipped" : "quiz.result.wrong"
      lines.append(style.red(catalog.text(key)))
    }
    let kinds = KindPresenter(catalog: catalog, edition: edition, bankTexts: bankTexts)
    switch prompt {
    case .sanction: break
    case .bank(let question):
      lines += kinds.bank.feedback(question)
    case .own(let question):
      if response.grade != .right {
        lines.append(catalog.text("kinds.correct", kinds.key(prompt) ?? "?"))
      }
      var given: String?
      if case .text(let typed)? = response.reply { given = typed }
      lines += kinds.own.feedback(question, given: given)
    case .choice(let question):
      lines.append(catalog.text("kinds.correct", kinds.key(prompt) ?? "?"))
      if response.grade != .right { lines += kinds.teach(question, dives: dives) }
    case .score(let question):
      if response.grade != .right { lines += kinds.working(question) }
    case .scenario:
      if let penalty {
        lines.append(
          catalog.text("kinds.scenario.penalty", penalty.id, penalty.description(catalog)))
      }
    case .rules(let options, let correct):
      lines.append(catalog.text("quiz.correctOption", Self.letter(correct), options[correct]))
    case .trueFalse(_, let isTrue):
      lines.append(
        catalog.text("quiz.correctTruth", catalog.text(isTrue ? "quiz.true" : "quiz.false")))
    }
    guard let penalty else { return lines.joined(separator: "\n") + "\n" }
    // One "Correct answer" line: after a rule-number or true-or-false question the key of the
    // sanction is told under its own name.
    let asksSanction = prompt == .sanction || prompt.kind == .scenario
    lines.append(
      catalog.text(
        asksSanction ? "quiz.correct" : "quiz.keyLine", String(penalty.sanction.rawValue),
        code(penalty.owners), penalty.sanction.label(catalog), penalty.owners.label(catalog)))
    lines.append(rules(penalty))
    if let note = penalty.note(catalog) {
      lines.append(catalog.text("quiz.note", note))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The reply as the trainee would read it back (`4 j (-½ to 2, Judges)`, `b) 8.5.4`, `true`).
  package func describe(_ reply: Reply?, prompt: Prompt) -> String {
    if let text = KindPresenter(catalog: catalog, edition: edition, bankTexts: bankTexts).describe(
      reply, prompt: prompt)
    {
      return text
    }
    switch (prompt, reply) {
    case (_, nil): return catalog.text("quiz.skippedAnswer")
    case (_, .sanction(let answer)?): return describe(answer)
    case (.rules(let options, _), .option(let index)?):
      return Self.letter(index) + ") " + (options.indices.contains(index) ? options[index] : "?")
    case (_, .truth(let said)?): return catalog.text(said ? "quiz.true" : "quiz.false")
    default: return "?"
    }
  }

  /// The right reply to a prompt; `key` is the sanction question's key (a stored quiz keeps
  /// the key it was scored with, which may differ from today's rulebook).
  package func describeKey(_ prompt: Prompt, key: Answer) -> String {
    if let text = KindPresenter(catalog: catalog, edition: edition, bankTexts: bankTexts).key(
      prompt)
    {
      return text
    }
    switch prompt {
    case .sanction, .scenario, .choice, .score, .bank, .own: return describe(key)
    case .rules(_, let correct): return describe(.option(correct), prompt: prompt)
    case .trueFalse(_, let isTrue): return describe(.truth(isTrue), prompt: prompt)
    }
  }

  /// The rules of the edition the question came from; where its printed summary table shows
  /// other numbers, those too, since that is the table a judge will have in hand.
  func rules(_ penalty: Penalty) -> String {
    let current = penalty.rulesText(catalog)
    let line =
      penalty.formerRules.isEmpty
      ? catalog.text("quiz.rulesNew", current)
      : catalog.text("quiz.rules", current, penalty.formerRules.joined(separator: ", "))
    guard let printed = penalty.summaryRules else { return line }
    let shown = printed.isEmpty ? catalog.text("show.notListed") : printed.joined(separator: ", ")
    return line + " " + catalog.text("quiz.summaryRules", shown)
  }

  /// Score, pass or fail, the breakdown chart and the list of mistakes.
  package func summary(_ quiz: Quiz) -> String {
    var lines = ["", style.bold(catalog.text(quiz.plan.exam ? "exam.finished" : "quiz.finished"))]
    lines.append(
      catalog.text(
        "quiz.score", quiz.score, quiz.maximum, TextLayout.percent(quiz.percentage, catalog)))
    let passMark = TextLayout.percent(Quiz.passMark * 100, catalog)
    lines.append(
      quiz.passed
        ? style.green(catalog.text("quiz.passed", passMark))
        : style.red(catalog.text("quiz.failed", passMark)))
    lines.append("")
    lines.append(contentsOf: chart(quiz))
    lines.append("")
    let mistakes = quiz.responses.enumerated().filter { $0.element.grade != .right }
    if mistakes.isEmpty {
      lines.append(catalog.text("quiz.noMistakes"))
    } else {
      lines.append(catalog.text("quiz.mistakes"))
      for (index, response) in mistakes {
        let penalty = quiz.penalties[index]
        let prompt = quiz.prompts[index]
        var given = describe(response.reply, prompt: prompt)
        if let late = quiz.late, late.index == index {
          given = catalog.text("quiz.lateAnswer", describe(late.reply, prompt: prompt))
        }
        let key = penalty.map(Answer.init(key:)) ?? QuizRecord.Question.noKey
        let title =
          prompt.kind.drawsPenalties
          ? penalty?.description(catalog) ?? "?"
          : KindPresenter(catalog: catalog, edition: quiz.edition, bankTexts: bankTexts).headline(
            prompt)
        lines += mistake(
          id: penalty.map { "#\($0.id)" } ?? "", title: title, given: given,
          correct: describeKey(prompt, key: key))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One mistake: the id and the description wrapped under itself, then the answer and the
  /// key in aligned columns; under 80 columns, or when they would not stay whole side by
  /// side, the key goes on its own line.
  func mistake(id: String, title: String, given: String, correct: String) -> [String] {
    let head = id.isEmpty ? "  " : "  " + TextLayout.pad(id, 4) + "  "
    let indent = String(repeating: " ", count: DisplayWidth.of(head))
    let description = head + title
    let answer = catalog.text("quiz.mistake.answer", given)
    let key = catalog.text("quiz.mistake.correct", correct)
    guard let width else { return [description, indent + answer + "   " + key] }
    var lines = TextWrapper.lines(description, width: width, indent: indent.count)
    let answerWidth = (width - indent.count) / 2
    let paired = indent + TextLayout.pad(answer, answerWidth) + key
    // Side by side only when both stay whole; otherwise the key on its own line.
    if width >= 80, DisplayWidth.of(answer) + 2 <= answerWidth, DisplayWidth.of(paired) <= width {
      lines.append(paired)
    } else {
      lines += TextWrapper.lines(indent + answer, width: width, indent: indent.count + 2)
      lines += TextWrapper.lines(indent + key, width: width, indent: indent.count + 2)
    }
    return lines
  }

  /// `4 j (-½ to 2, Judges)`.
  package func describe(_ answer: Answer) -> String {
    "\(answer.sanction.rawValue) " + code(answer.owners) + " ("
      + answer.sanction.shortLabel(catalog) + ", " + answer.owners.label(catalog) + ")"
  }

  /// Owners in the one code system of the language, as lists show them and answers take
  /// them: `r+j` in English, `ja+j` in French, `á+j` in Spanish, `ga+g` in Italian.
  func code(_ owners: Owners) -> String { owners.shortLabel(catalog).lowercased() }

  /// The right / partly right / wrong bars, scaled to the quiz size.
  package func chart(_ quiz: Quiz) -> [String] {
    let rows: [(String, Int, (String) -> String)] = [
      (catalog.text("quiz.chart.right"), quiz.count(of: .right), style.green),
      (catalog.text("quiz.chart.partly"), quiz.count(of: .partlyRight), style.yellow),
      (catalog.text("quiz.chart.wrong"), quiz.count(of: .wrong), style.red),
    ]
    let width = rows.map { DisplayWidth.of($0.0) }.max() ?? 0
    let total = max(1, quiz.responses.count)
    let chart = Chart(unicode: unicode)
    return rows.map { label, count, paint in
      let (bar, rest) = chart.bar(Double(count) / Double(total), width: 20)
      return TextLayout.pad(label, width) + "  " + paint(bar) + style.dim(rest) + "  \(count)"
    }
  }

  /// The coach's line after a finished quiz, naming the items the schedule has due today
  /// when there are some.
  func advice(_ advice: Coach.Advice, due: Int? = nil) -> String {
    var text: String
    switch advice {
    case .larger(let size): text = catalog.text("coach.larger", size)
    case .warmUp(let days): text = catalog.text("coach.warmUp", days)
    case .train(let filter, let percent):
      text = catalog.text(
        "coach.train", filterName(filter), filter, TextLayout.percent(percent, catalog))
    case .keepGoing: text = catalog.text("coach.keepGoing")
    }
    if let due, due > 0 { text += " " + catalog.text("coach.due", due) }
    return style.cyan(text) + "\n"
  }

  /// What a filter word covers, as the coach names it: "the referee's penalties", "the
  /// phase Flight"; never the English command word inside a sentence of another language.
  func filterName(_ word: String) -> String {
    if let kind = QuestionKind(rawValue: word), kind != .sanction {
      return catalog.text("coach.kind.\(kind.rawValue)")
    }
    switch QuizFilter(word: word) {
    case .referee?: return catalog.text("coach.filter.referee")
    case .judge?: return catalog.text("coach.filter.judge")
    case .synchro?: return catalog.text("coach.filter.synchro")
    case .individual?: return catalog.text("coach.filter.individual")
    case .phase(let phase)?: return catalog.text("coach.filter.phase", phase.label(catalog))
    case nil: return word
    }
  }

  /// What a new quiz or exam says before its first question: drawn from the weak cards,
  /// fewer questions than asked, the seed to give the same quiz again and an exam's limit.
  func started(_ started: QuizRun.Started) -> String {
    let quiz = started.quiz
    let plan = quiz.plan
    var lines: [String] = []
    if started.focused { lines.append(catalog.text("quiz.focus")) }
    if let due = started.due { lines.append(catalog.text("quiz.due", due)) }
    if let wanted = quiz.draw.cappedFrom {
      // A rulebook quiz runs short of questions in the chapters and edition, not penalties.
      let key = plan.kinds == [.rulebook] ? "bank.capped" : "quiz.capped"
      lines.append(catalog.text(key, quiz.count, wanted))
    }
    let filters = plan.words.map { " " + $0 }.joined()
    let seed = String(started.seed)
    if plan.exam {
      let limit = plan.minutes.map { " time \($0)" } ?? ""
      lines.append(catalog.text("exam.start", quiz.count, seed, filters + limit, quiz.edition))
      if let minutes = plan.minutes { lines.append(catalog.text("exam.limit", minutes)) }
    } else {
      lines.append(catalog.text("quiz.start", quiz.count, seed, filters, quiz.edition))
    }
    if plan.focus { lines.append(catalog.text("quiz.focusReplay")) }
    return lines.joined(separator: "\n") + "\n"
  }

  /// "Time left: 25 min." from ten minutes up; under that, minutes and seconds ("4:05"), so
  /// four seconds never read as a minute.
  static func timeLeft(_ seconds: Double, _ catalog: Catalog) -> String {
    let left = seconds.isFinite ? Int(min(max(0, seconds), 1e9).rounded(.up)) : 0
    guard left < 600 else { return catalog.text("exam.left", (left + 59) / 60) }
    let clock = "\(left / 60):" + (left % 60 < 10 ? "0" : "") + "\(left % 60)"
    return catalog.text("exam.leftClock", clock)
  }
}
