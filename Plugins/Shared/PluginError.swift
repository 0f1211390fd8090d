/// Why a plugin could not do its work.
enum PluginError: Error, Equatable, CustomStringConvertible {
    /// The generator exited non-zero; `messages` are the lines it printed to standard error.
    case generatorFailed(status: Int32, messages: [String])
    /// Two specs of one target would write the same file.
    case outputClash(name: String, specs: [String])
    /// The command plugin's arguments are wrong.
    case usage(String)
    /// These command plugin runs (`package`, `target 'App'`) failed; the generator printed why.
    case runsFailed([String])

    var description: String {
        switch self {
        case .generatorFailed(let status, _):
            "the generator exited with status \(status)"
        case .outputClash(let name, let specs):
            "specs \(specs.map { "'\($0)'" }.joined(separator: " and ")) would both generate '\(name)'; rename one"
        case .usage(let message):
            message
        case .runsFailed(let labels):
            "the generator failed for \(labels.joined(separator: ", "))"
        }
    }
}
