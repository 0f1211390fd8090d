/// Finds date-format fields that are almost always mistakes (spec format §1, "Date formats").
///
/// Patterns are Unicode date-format patterns (UTS #35, "Date Field Symbol Table"), as `DateFormatter` reads them:
/// runs of one ASCII letter are fields, text in single quotes is literal (`''` is a quote). The classic
/// mistakes write a field that exists but means something else, so `DateFormatter` accepts the pattern and
/// silently sends wrong dates:
///
/// - `YYYY` next to `MM`/`dd`: the week-based year, which differs from the calendar year around New Year
///   (2019-12-30 is in week-year 2020); meant `yyyy`.
/// - `DD` next to `MM`: the day of the year (February 1 is day 32); meant `dd`.
/// - `mm` in the date part (`yyyy-mm-dd`): minutes; meant `MM`.
/// - `MM` in the time part (`HH:MM:ss`): the month; meant `mm`.
/// - `hh` without `a`: the 12-hour clock with nothing telling AM from PM; meant `HH`.
/// - `SS` right after minutes (`HH:mm:SS`): fractions of a second; meant `ss`.
struct DatePatternLint {
    /// One field: a run of one letter, and where it starts in the pattern's characters.
    struct Field {
        var letter: Character
        var count: Int
        var offset: Int
    }

    /// A likely mistake: what the field means, and the pattern with every mistake fixed.
    struct Finding: Equatable {
        var field: String
        var meaning: String
        var replacement: String
    }

    let pattern: String
    let fields: [Field]

    init(_ pattern: String) {
        self.pattern = pattern
        var fields: [Field] = []
        var quoted = false
        for (offset, character) in pattern.enumerated() {
            if character == "'" {
                quoted.toggle()
                continue
            }
            guard !quoted, character.isASCII, character.isLetter else { continue }
            if let last = fields.last, last.letter == character, last.offset + last.count == offset {
                fields[fields.count - 1].count += 1
            } else {
                fields.append(Field(letter: character, count: 1, offset: offset))
            }
        }
        self.fields = fields
    }

    /// The letters UTS #35's Date Field Symbol Table defines. Any other unquoted ASCII letter (`T`, `o`, `f`) is not
    /// a field: `DateFormatter` then formats and parses nothing, so literal text must be quoted (`'T'`).
    private static let fieldLetters = Set("GyYuUrQqMLlwWdDFgEecabBhHKkjJCmsSAzZOvVXx")

    /// The fields whose letter is not a date field symbol, in pattern order.
    var unknownFields: [Field] { fields.filter { !Self.fieldLetters.contains($0.letter) } }

    private static let dateLetters: Set<Character> = ["y", "Y", "u", "M", "L", "d", "D"]
    private static let hourLetters: Set<Character> = ["H", "h", "k", "K"]

    private func has(_ letters: Set<Character>) -> Bool { fields.contains { letters.contains($0.letter) } }

    /// Whether some field outside quotes is a year, month, day or hour: a pattern without one (`iso`
    /// mistyped, `'T'`, `mm:ss`) cannot describe a point in time.
    var hasDateOrTimeField: Bool { has(["y", "Y", "u", "M", "L", "d", "D", "H", "h", "k", "K"]) }

    /// Each field that is likely a mistake, with the letter it should have.
    private func mistakes() -> [(field: Field, meaning: String, intended: Character)] {
        var found: [(Field, String, Character)] = []
        for (index, field) in fields.enumerated() {
            let previous = index > 0 ? fields[index - 1] : nil
            let next = index + 1 < fields.count ? fields[index + 1] : nil
            let hourBefore = fields[..<index].contains(where: { Self.hourLetters.contains($0.letter) })
            let nextToDate = [previous, next].contains(where: { $0.map { Self.dateLetters.contains($0.letter) } ?? false })
            let afterHour = previous.map { Self.hourLetters.contains($0.letter) } ?? false
            switch field.letter {
            case "Y" where has(["M", "L", "d"]) && !has(["w"]):
                found.append((field, "the week-based year, which differs from the calendar year around New Year", "y"))
            case "D" where has(["M", "L"]):
                found.append((field, "the day of the year", "d"))
            case "m" where !hourBefore && !has(["M", "L"]) && nextToDate:
                found.append((field, "minutes, in the date part", "M"))
            case "M" where afterHour || next?.letter == "s":
                found.append((field, "the month, in the time part", "m"))
            case "h" where !has(["a", "b", "B"]):
                found.append((field, "the 12-hour clock, and no 'a' tells AM from PM", "H"))
            case "S" where previous?.letter == "m" && !has(["s"]):
                found.append((field, "fractions of a second, where seconds are expected", "s"))
            default:
                break
            }
        }
        return found
    }

    /// The likely mistakes, each with the pattern that fixes all of them. Fixing one can reveal another
    /// (`YYYY-mm-DD`: once `mm` is the month, `YYYY` and `DD` sit next to it), so fixes repeat until none is left.
    func findings() -> [Finding] {
        var found: [(field: String, meaning: String)] = []
        var current = self
        for _ in 0..<4 {
            let mistakes = current.mistakes()
            guard !mistakes.isEmpty else { break }
            var characters = Array(current.pattern)
            for mistake in mistakes {
                found.append((String(repeating: mistake.field.letter, count: mistake.field.count), mistake.meaning))
                for offset in mistake.field.offset..<(mistake.field.offset + mistake.field.count) {
                    characters[offset] = mistake.intended
                }
            }
            current = DatePatternLint(String(characters))
        }
        return found.map { Finding(field: $0.field, meaning: $0.meaning, replacement: current.pattern) }
    }
}
