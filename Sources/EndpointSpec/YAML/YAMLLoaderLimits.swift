extension YAMLLoader {
    /// Bounds that keep hostile or broken input from using unbounded time, memory or stack.
    ///
    /// Both are checked while events arrive, before any work proportional to an alias's expansion, so a
    /// refused file costs time proportional to its size only.
    package struct Limits: Sendable, Hashable {
        /// The most nodes the document may have after alias expansion: every scalar, sequence and
        /// mapping written in the file counts 1, and every alias counts the full size of the node it
        /// copies (including aliases inside that node, already expanded). The alias that would cross the
        /// budget is an error ("billion laughs" protection). The default, 1,000,000, is about 50 times a
        /// spec with 5,000 endpoints of 4 lines each, and far below what an alias bomb asks for.
        package var maxNodes: Int
        /// The deepest nesting of sequences and mappings allowed, counting levels added by aliases.
        /// The default is 256; real specs stay below 20.
        package var maxDepth: Int

        /// - Parameters:
        ///   - maxNodes: See `maxNodes`; values below 1 refuse every document.
        ///   - maxDepth: See `maxDepth`.
        package init(maxNodes: Int, maxDepth: Int) {
            self.maxNodes = maxNodes
            self.maxDepth = maxDepth
        }

        /// 1,000,000 nodes, 256 levels.
        package static let `default` = Limits(maxNodes: 1_000_000, maxDepth: 256)
    }
}
