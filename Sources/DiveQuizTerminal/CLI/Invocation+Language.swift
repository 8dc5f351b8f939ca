import DiveQuizCore

extension Invocation {
  /// The value of `--lang` if the arguments give one, even when they hold a mistake
  /// elsewhere: a usage error is then reported in the language asked for.
  package static func languageOption(_ arguments: [String]) -> String? {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" { return nil }
      if argument == "--lang", index + 1 < arguments.count { return arguments[index + 1] }
      if argument.hasPrefix("--lang=") { return String(argument.dropFirst("--lang=".count)) }
      index += 1
    }
    return nil
  }
}
