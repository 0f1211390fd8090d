import EndpointRuntime
import Foundation
import Testing

@Suite("Path and query encoding")
struct PercentEncodingTests {
    @Test func pathParameterKeepsEveryReservedCharacterInOneSegment() {
        #expect("/f/\(pathParameter: "Hello World ../")" == "/f/Hello%20World%20..%2F")
        #expect("/f/\(pathParameter: "a/b")" == "/f/a%2Fb")
        #expect("/f/\(pathParameter: "x?y#z")" == "/f/x%3Fy%23z")
        #expect("/f/\(pathParameter: "100%")" == "/f/100%25")
        #expect("/f/\(pathParameter: "café 名")" == "/f/caf%C3%A9%20%E5%90%8D")
    }

    @Test func multiSegmentPathParameterKeepsSlashesAndEncodesEachPiece() {
        let path = "docs/read me.md"
        #expect("/contents/\(pathParameterKeepingSlashes: path)" == "/contents/docs/read%20me.md")
        #expect("/c/\(pathParameterKeepingSlashes: "a?b/../100%/x#y")" == "/c/a%3Fb/%2E%2E/100%25/x%23y")
    }

    @Test func dotSegmentPathParametersAreEncodedAndFoundAsDotSegments() {
        #expect("/f/\(pathParameter: "..")" == "/f/%2E%2E")
        #expect("/f/\(pathParameter: ".")" == "/f/%2E")
        // Encoding does not keep them on the route (WHATWG URL reads %2E%2E as ..): APIClient refuses them.
        #expect(PercentEncoding.dotSegment(in: "/f/\(pathParameter: "..")") == "%2E%2E")
        #expect(PercentEncoding.dotSegment(in: "/f/\(pathParameter: ".")/x") == "%2E")
    }

    @Test("Dot segments in every spelling, and dots that are not a whole segment", arguments: [
        ("/a/../b", ".."), ("/a/./b", "."), ("/a/..", ".."), ("./a", "."), ("..", ".."), ("/a/%2e%2E/b", "%2e%2E"),
        ("/a/.%2E", ".%2E"), ("/a/%2E./b", "%2E."), ("/a/%2e", "%2e"),
        ("/a/.../b", nil), ("/a/..b", nil), ("/.well-known/x", nil), ("/a/%252E", nil), ("/a/%2E%2E%2E", nil),
        ("/a/%2F..", nil), ("", nil), ("/", nil), ("/a//b", nil),
    ] as [(String, String?)])
    func dotSegmentInPath(path: String, segment: String?) {
        #expect(PercentEncoding.dotSegment(in: path).map(String.init) == segment)
    }

    @Test func pathParametersOfOtherTypesUseTheirParameterText() {
        #expect("/m/\(pathParameter: 42)/\(pathParameter: true)/\(pathParameter: Int64(-7))" == "/m/42/true/-7")
        #expect("/d/\(pathParameter: CalendarDate(daysSince1970: 7441))" == "/d/1990-05-17")
    }

    @Test func queryValuesPercentEncodeReservedCharactersAndSpaces() {
        let query: Parameters = ["q": "a+b&c=d", "s": "read write", "u": "http://x/?#:", "k": "名"]
        #expect(query.encoded(with: .iso8601) == "q=a%2Bb%26c%3Dd&s=read%20write&u=http%3A%2F%2Fx%2F%3F%23%3A&k=%E5%90%8D")
    }

    @Test func queryArraysRepeatTheNameAndNilIsSkipped() {
        let missing: Int? = nil
        let query: Parameters = ["tag": ["a", "b c"], "page": missing, "flag": false, "n": 3, "x": 2.5, "whole": 2.0]
        #expect(query.encoded(with: .iso8601) == "tag=a&tag=b%20c&flag=false&n=3&x=2.5&whole=2")
    }

    @Test func queryDatesFollowTheDateRule() {
        let date = Date(timeIntervalSince1970: 1_700_000_000.5)
        let query: Parameters = ["at": date]
        #expect(query.encoded(with: .iso8601) == "at=2023-11-14T22%3A13%3A20Z")
        #expect(query.encoded(with: .iso8601WithFractionalSeconds) == "at=2023-11-14T22%3A13%3A20.500Z")
        #expect(query.encoded(with: .secondsSince1970) == "at=1700000000.5")
        #expect(query.encoded(with: .millisecondsSince1970) == "at=1700000000500")
        #expect(query.encoded(with: .format("yyyy/MM/dd")) == "at=2023%2F11%2F14")
    }
}
