import EndpointSpec
import Testing

/// Issue 14, item 1: date patterns that are almost always mistakes are refused, with the likely intended pattern.
@Suite("Date format patterns")
struct SpecDatePatternTests {
    static func lint(_ dates: String) -> [String] {
        diagnostics("api: D\ndates: \(dates)\nendpoints:\n  ping: {method: GET, path: /ping}\n")
    }

    static func error(_ pattern: String, _ field: String, _ meaning: String, _ intended: String) -> String {
        "bad.yaml:2:8: error: date format '\(pattern)': '\(field)' is \(meaning); did you mean '\(intended)'? "
            + "(if the pattern is meant as written: {format: \"\(pattern)\", as_written: true})"
    }

    @Test("The issue's pattern: YYYY next to MM and dd is the week-based year")
    func weekBasedYear() {
        #expect(Self.lint(#""YYYY-MM-dd HH:mm:ss""#) == [Self.error(
            "YYYY-MM-dd HH:mm:ss", "YYYY", "the week-based year, which differs from the calendar year around New Year",
            "yyyy-MM-dd HH:mm:ss")])
    }

    @Test("Each kind of mistake, with the pattern meant", arguments: [
        ("yyyy-MM-DD", "DD", "the day of the year", "yyyy-MM-dd"),
        ("yyyy-mm-dd HH:mm:ss", "mm", "minutes, in the date part", "yyyy-MM-dd HH:mm:ss"),
        ("yyyyMMdd HH:MM:ss", "MM", "the month, in the time part", "yyyyMMdd HH:mm:ss"),
        ("yyyy-MM-dd hh:mm:ss", "hh", "the 12-hour clock, and no 'a' tells AM from PM", "yyyy-MM-dd HH:mm:ss"),
        ("yyyy-MM-dd HH:mm:SS", "SS", "fractions of a second, where seconds are expected", "yyyy-MM-dd HH:mm:ss"),
        ("dd.MM.YY", "YY", "the week-based year, which differs from the calendar year around New Year", "dd.MM.yy"),
    ])
    func mistake(_ pattern: String, _ field: String, _ meaning: String, _ intended: String) {
        #expect(Self.lint("\"\(pattern)\"") == [Self.error(pattern, field, meaning, intended)])
        #expect(Self.lint("\"\(intended)\"") == [])
    }

    @Test("Review example: a letter that is not a date field is an error; quoted literal text is fine",
          arguments: [("bogus", "o"), ("yyyy-MM-ddTHH:mm:ss", "T"), ("yyyy-MM-dd HH:mm:ss.fff", "fff"),
                      ("{format: \"yyyy-MM-ddTHH:mm\", as_written: true}", "T")])
    func unknownLetters(_ dates: String, _ field: String) {
        let pattern = dates.hasPrefix("{") ? "yyyy-MM-ddTHH:mm" : dates
        let location = dates.hasPrefix("{") ? "bad.yaml:2:17" : "bad.yaml:2:8"
        let hint = field == "fff"
            ? "fractions of a second are 'S' (SSS for milliseconds)" : "quote literal text, as in yyyy-MM-dd'T'HH:mm:ss"
        #expect(Self.lint(dates.hasPrefix("{") ? dates : "\"\(dates)\"") == [
            "\(location): error: date format '\(pattern)': '\(field)' is not a date field (Unicode date format patterns, "
                + "UTS #35), so dates would neither format nor parse; \(hint)",
        ])
        #expect(Self.lint(#""yyyy-MM-dd'T'HH:mm:ss.SSSXXXXX""#) == [])
        #expect(Self.lint(#""EEE, dd MMM yyyy HH:mm:ss zzz""#) == [])
    }

    @Test("Fixing one mistake reveals the others; every error names the fully fixed pattern")
    func severalMistakes() {
        let week = "the week-based year, which differs from the calendar year around New Year"
        #expect(Self.lint(#""YYYY-mm-DD""#) == [
            Self.error("YYYY-mm-DD", "mm", "minutes, in the date part", "yyyy-MM-dd"),
            Self.error("YYYY-mm-DD", "YYYY", week, "yyyy-MM-dd"),
            Self.error("YYYY-mm-DD", "DD", "the day of the year", "yyyy-MM-dd"),
        ])
    }

    @Test("Correct patterns, quoted literals and week dates pass")
    func correctPatterns() {
        for pattern in ["yyyy-MM-dd HH:mm:ss", "yyyy-MM-dd'T'HH:mm:ss.SSSZ", "yyyy.MM.dd'T'HH.mm.ss",
                        "'Day' DD 'of' yyyy", "YYYY-'W'ww-e", "hh:mm a, dd MMM yyyy", "yyyyMMddHHmmss",
                        "EEE, dd MMM yyyy HH:mm:ss zzz", "'YYYY-mm-DD' yyyy-MM-dd"] {
            #expect(Self.lint("\"\(pattern)\"") == [], "\(pattern)")
        }
    }

    @Test("A near miss of a keyword is a typo, not a pattern; a pattern needs a year, month, day or hour")
    func keywordTypos() {
        #expect(Self.lint("secnds") == [
            "bad.yaml:2:8: error: dates must be iso8601, iso8601_milliseconds, seconds, milliseconds, or a date "
                + "format such as yyyy-MM-dd HH:mm:ss; found 'secnds'; did you mean 'seconds'?",
        ])
        #expect(Self.lint("iso8601_milisecond") == [
            "bad.yaml:2:8: error: dates must be iso8601, iso8601_milliseconds, seconds, milliseconds, or a date "
                + "format such as yyyy-MM-dd HH:mm:ss; found 'iso8601_milisecond'; did you mean 'iso8601_milliseconds'?",
        ])
        #expect(Self.lint("mm:ss") == [
            "bad.yaml:2:8: error: dates must be iso8601, iso8601_milliseconds, seconds, milliseconds, or a date "
                + "format such as yyyy-MM-dd HH:mm:ss; found 'mm:ss'",
        ])
    }

    @Test("The long form says a pattern is meant as written")
    func asWritten() throws {
        let spec = "api: D\ndates: {format: \"YYYY-'W'ww MM\", as_written: true}\nendpoints:\n  ping: {method: GET, path: /p}\n"
        let api = try #require(loadSpec(spec).api)
        #expect(api.dates == .format("YYYY-'W'ww MM"))
        #expect(Self.lint(#"{format: "yyyy-MM-dd"}"#) == [])
        #expect(Self.lint(#"{format: "YYYY-MM-dd", as_written: false}"#) == [Self.error(
            "YYYY-MM-dd", "YYYY", "the week-based year, which differs from the calendar year around New Year",
            "yyyy-MM-dd")].map { $0.replacingOccurrences(of: "2:8", with: "2:17") })
        #expect(Self.lint("{as_written: true}") == [
            "bad.yaml:2:8: error: the long form of dates needs 'format', a date format pattern",
        ])
    }
}

/// Issue 14, item 5: `decimal` defaults are checked exactly.
@Suite("Decimal type")
struct SpecDecimalTests {
    @Test func decimalDefaultsMustBeDecimalNumbers() {
        #expect(diagnostics(spec(models: """
              Price:
                a: {type: decimal, default: 19.99}
                b: {type: decimal, default: 1.2.3}
                c: {type: decimal, default: "19.99"}
                d: {type: decimal, default: 123456789012345678901234567890123456789}
                e: {type: decimal, default: 1e-7}
            """)) == [
            "bad.yaml:5:33: error: default '1.2.3' does not fit its type; expected a decimal number of at most 38 "
                + "significant digits",
            "bad.yaml:6:33: error: default '19.99' is quoted, so it is a string; write it without quotes for a decimal "
                + "number of at most 38 significant digits",
            "bad.yaml:7:33: error: default '123456789012345678901234567890123456789' is out of range for decimal (at "
                + "most 38 significant digits, times a power of ten from -128 to 127)",
        ])
    }
}
