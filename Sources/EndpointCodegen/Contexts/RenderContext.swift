import Mustache

/// Builders of the documented dictionaries handed to templates (see docs/templates.md).
///
/// Every list element gets `first` and `last` flags so templates can place separators without logic.
enum RenderContext {
    /// `items` as a Mustache list whose dictionaries also carry `first` and `last`.
    static func list(_ items: [[String: MustacheValue]]) -> MustacheValue {
        .array(items.enumerated().map { index, item in
            var item = item
            item["first"] = .bool(index == 0)
            item["last"] = .bool(index == items.count - 1)
            return .dictionary(item)
        })
    }

    /// Doc comment lines; templates write each as `///{{#.}} {{{.}}}{{/.}}` so empty lines get no trailing space.
    static func doc(_ lines: [String]) -> MustacheValue {
        .array(lines.map { .string($0) })
    }

    /// A value that is present (truthy) only when `text` is non-nil.
    static func optional(_ text: String?) -> MustacheValue {
        text.map(MustacheValue.string) ?? .null
    }
}
