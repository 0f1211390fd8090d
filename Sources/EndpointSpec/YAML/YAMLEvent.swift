/// One libyaml parse event, copied into Swift values so the libyaml event can be freed at once.
///
/// Locations are 1-based and already carry the file path.
enum YAMLEvent {
    /// What scalars, sequences and mappings share: where they start, an explicit tag and an anchor.
    struct NodeInfo {
        var location: SourceLocation
        /// The tag as written, with the `tag:yaml.org,2002:` prefix shortened back to `!!`; `nil` when none.
        var tag: String?
        /// The anchor name without `&`, or `nil`.
        var anchor: String?
    }

    case streamStart
    case streamEnd
    case documentStart(SourceLocation)
    case documentEnd
    /// `*name`; `name` is without the `*`.
    case alias(name: String, location: SourceLocation)
    case scalar(YAMLScalar, NodeInfo)
    case sequenceStart(NodeInfo)
    case sequenceEnd
    case mappingStart(NodeInfo)
    case mappingEnd
}
