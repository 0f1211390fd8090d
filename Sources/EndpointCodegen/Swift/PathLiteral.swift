/// Literal path text of a spec (`/café/ü/` in `/café/ü/{name}`) as generated code writes it: already
/// percent-encoded, so the runtime assembles the URL from encoded parts and encodes nothing twice.
enum PathLiteral {
    /// `text` with every UTF-8 byte a URL path cannot hold written as `%XX` (upper-case hex). Kept as they are:
    /// RFC 3986 `pchar` characters (unreserved, sub-delims, `:` and `@`), the separator `/`, and `%XX` triplets,
    /// which the spec checker allows as already-encoded bytes. `/x/"` becomes `/x/%22`, `/café` `/caf%C3%A9`.
    static func encoded(_ text: String) -> String {
        let kept = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@/".utf8)
        let hex = Array("0123456789ABCDEF".utf8)
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        for (index, byte) in bytes.enumerated() {
            let isTriplet = byte == UInt8(ascii: "%") && index + 2 < bytes.count
                && bytes[(index + 1)...(index + 2)].allSatisfy { hex.contains($0) || (97...102).contains($0) }
            if kept.contains(byte) || isTriplet {
                output.append(byte)
            } else {
                output += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}
