import Mustache

/// Builders of the documented dictionaries handed to templates (see docs/templates.md).
///
/// Every list element gets `first` and `last` flags so templates can place separators without logic.
enum RenderContext {
    /// `items` as a Mustache list whose dictionaries also carry `first` and `last`.
    ///
    /// `items` is consumed, so each dictionary is extended in place rather than copied.
    static func list(_ items: consuming [[String: MustacheValue]]) -> MustacheValue {
        var items = items
        let lastIndex = items.count - 1
        var values: [MustacheValue] = []
        values.reserveCapacity(items.count)
        for index in items.indices {
            var item = [String: MustacheValue]()
            swap(&item, &items[index])
            item["first"] = .bool(index == 0)
            item["last"] = .bool(index == lastIndex)
            values.append(.dictionary(item))
        }
        return .array(values)
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
