import Foundation

/// A type with a sample value for previews and tests.
///
/// Generated models conform in their API's mocks file (`<Name>Mocks.swift`, compiled only `#if DEBUG`): the sample is
/// the spec's `example:` when there is one, otherwise values made up from the spec's types (docs/mocks.md). Request
/// types conform too, with sample parameters, so a test can send every endpoint.
public protocol SampleProviding {
    /// A value that encodes and decodes back to itself, the same on every run.
    static var sample: Self { get }
}

/// The made-up values generated samples use where the spec gives no example: fixed, so previews and snapshots do not
/// change between runs, and valid under every date rule (docs/mocks.md, "Sample values").
public enum SampleValues {
    /// 2024-01-15T00:00:00Z: midnight UTC with no fraction, so every date rule (ISO 8601, seconds, milliseconds, a
    /// date-only `format`) writes and reads it back unchanged.
    public static let date = Date(timeIntervalSince1970: 1_705_276_800)

    /// The calendar day of ``date``: 2024-01-15.
    public static let calendarDate = CalendarDate(daysSince1970: 19_737)

    /// `https://example.com/<name>`, the name percent-encoded as one path segment; `https://example.com/` when the
    /// name is empty.
    public static func url(_ name: String) -> URL {
        let segment = PercentEncoding.encodePathSegment(name)
        return URL(string: "https://example.com/" + segment) ?? fallbackURL
    }

    /// A UUID whose last 12 hex digits are `number` (`00000000-0000-0000-0000-000000000001` for 1).
    public static func uuid(_ number: UInt32) -> UUID {
        let bytes = withUnsafeBytes(of: number.bigEndian) { Array($0) }
        return UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, bytes[0], bytes[1], bytes[2], bytes[3]))
    }

    /// The spec's example of a value, decoded from its JSON text (`json`, as the spec's `example:` reads as JSON) the
    /// way the generated client decodes a response: `T`'s own `Decodable` (wire keys, nested types, tristate and
    /// nullable wrappers) and the API's date rule. Generated samples use it for the spec's model, property and
    /// response examples (docs/mocks.md, "Examples").
    ///
    /// Lint decodes every example with the same decoders before anything is generated, so `fallback` (the made-up
    /// sample) is used only if `json` does not decode as `T`; this never traps.
    /// - Parameters:
    ///   - json: RFC 8259 JSON text of one value (an object, array or scalar).
    ///   - dateRule: The API's `dates` rule, which dates in `json` are written in.
    ///   - fallback: The value to use when `json` does not decode as `T`.
    public static func example<T: Decodable>(_ json: String, dateRule: DateRule, otherwise fallback: @autoclosure () -> T) -> T {
        (try? dateRule.makeDecoder().decode(T.self, from: Data(json.utf8))) ?? fallback()
    }

    /// The page a paginated endpoint's mock answers a later page with: what `make` builds from `sample`, the same
    /// page with its items emptied and its next cursor removed
    /// (`{ Shop.ItemPage(items: [], nextCursor: nil, total: $0.total) }`), so the pages end
    /// (``MockRoute/init(_:path:sample:lastPage:pageParameter:errorExamples:)``). Built through the page model's
    /// initializer, since a model the client only receives has `let` properties (spec format §3, "Mutability").
    public static func lastPage<Page>(of sample: Page, _ make: (Page) -> Page) -> Page {
        make(sample)
    }

    private static let fallbackURL = URL(fileURLWithPath: "/")
}
