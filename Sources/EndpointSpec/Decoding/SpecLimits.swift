/// The spec format's nesting limits (spec format §2, "Limits"), for the decoder that enforces them and for the tools
/// that write specs (`generator import`, `generator infer`), which stay within them so that what they write lints clean.
package enum SpecLimits {
    /// Arrays and dictionaries nest at most this deep in one type expression (`[[[[[[[[int]]]]]]]]`); an inline object
    /// starts counting again from 0.
    package static let maximumCollectionDepth = 8
    /// Inline objects nest at most this deep, the model itself counting as the first level.
    package static let maximumInlineObjectDepth = 24
}
