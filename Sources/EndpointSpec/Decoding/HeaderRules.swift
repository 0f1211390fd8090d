/// What a request's header fields may be, as the spec decoder checks them and the OpenAPI importer meets them
/// (RFC 9110 §5; spec format §4, "Headers").
package enum HeaderRules {
    /// A header field name is an RFC 9110 token.
    package static func isHeaderName(_ name: String) -> Bool {
        !name.isEmpty && name.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                || "!#$%&'*+-.^_`|~".unicodeScalars.contains(scalar))
        }
    }

    /// Why a spec may not declare the request header `name` (case-insensitive), or `nil` when it may: the fields
    /// URLSession (and any HTTP client) writes itself from the URL, the body and the connection, which a declared
    /// value would contradict (RFC 9112 §6 frames a message by `Content-Length` and `Transfer-Encoding`; RFC 9110
    /// §7.6.1 keeps hop-by-hop fields to one connection), the proxy's credential, and the challenges a server sends.
    package static func reservedReason(_ name: String) -> String? {
        switch name.lowercased() {
        case "host": "the client (URLSession) sets it from the request's URL"
        case "content-length", "transfer-encoding": "the client (URLSession) sets it from the body, which it frames (RFC 9112 §6)"
        case "connection", "keep-alive", "proxy-connection", "te", "trailer", "upgrade":
            "the client (URLSession) manages the connection, and this field belongs to one connection (RFC 9110 §7.6.1)"
        case "proxy-authorization":
            "the client (URLSession) answers a proxy's challenge with the proxy credentials it is configured with; the "
                + "API's own credential goes in 'auth'"
        case "proxy-authenticate", "www-authenticate": "it is a response field, a server's challenge (RFC 9110 §11.6)"
        default: nil
        }
    }

    /// The first character of a header value that HTTP does not allow in a field value: a control character other
    /// than a horizontal tab (RFC 9110 §5.5: `field-vchar` is `VCHAR` or `obs-text`, with SP and HTAB between).
    /// Characters beyond ASCII are sent as their UTF-8 bytes, `obs-text`, which RFC 9110 allows.
    package static func forbiddenCharacter(in value: String) -> Unicode.Scalar? {
        value.unicodeScalars.first { ($0.value < 0x20 && $0 != "\t") || $0.value == 0x7F }
    }

    /// How a header value starts or ends with whitespace, which recipients strip from a field value (RFC 9110 §5.5):
    /// `starts with a space`, `ends with a tab`; `nil` when it does neither.
    package static func edgeWhitespace(in value: String) -> String? {
        let isWhitespace = { (scalar: Unicode.Scalar?) -> Bool in scalar == " " || scalar == "\t" }
        let scalars = value.unicodeScalars
        let edge: Unicode.Scalar?
        let place: String
        if isWhitespace(scalars.first) {
            (edge, place) = (scalars.first, "starts")
        } else if isWhitespace(scalars.last) {
            (edge, place) = (scalars.last, "ends")
        } else {
            return nil
        }
        return "\(place) with " + (edge == " " ? "a space" : "a tab")
    }

    /// `U+000A`: how a diagnostic names a character.
    package static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// The fields RFC 9110 defines as holding one HTTP-date (§5.6.7), in lowercase: a list there would be several
    /// dates in one field, and a type other than a date would not be an HTTP-date (`Retry-After` may also be a
    /// number of seconds, §10.2.3; `If-Range` an entity tag, §13.1.5, which a `string` holds).
    package static let singleDateFields: Set<String> = [
        "date", "expires", "if-modified-since", "if-range", "if-unmodified-since", "last-modified", "retry-after",
    ]
}
