import PackagePlugin

/// Why the plugin could not create build commands.
enum PluginError: Error, CustomStringConvertible {
    case generatorFailed(status: Int32)
    case outputClash(name: String, specs: [String])

    var description: String {
        switch self {
        case .generatorFailed(let status):
            "the generator could not plan the build (exit status \(status))"
        case .outputClash(let name, let specs):
            "specs \(specs.map { "'\($0)'" }.joined(separator: " and ")) would both generate '\(name)'; rename one"
        }
    }
}

/// Forwards the generator's `path:line:column: severity: message` lines as located diagnostics.
enum PluginDiagnostic {
    static func report(_ line: String) {
        for severity in ["error", "warning"] {
            guard let range = line.range(of: ": \(severity): ") else { continue }
            let location = line[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            let message = String(line[range.upperBound...])
            let file = location.first.map(String.init)
            let lineNumber = location.count > 1 ? Int(location[1]) : nil
            if severity == "error" {
                Diagnostics.error(message, file: file, line: lineNumber)
            } else {
                Diagnostics.warning(message, file: file, line: lineNumber)
            }
            return
        }
        Diagnostics.error(line)
    }
}

/// Output file names must be unique within a module: two specs whose names differ only in separators or case
/// (`foo-bar.yaml`, `foo_bar.yaml`) would produce the same files.
enum OutputNames {
    static func checkUnique(_ specs: [GenerationPlan.Spec]) throws {
        var owner: [String: String] = [:]
        for spec in specs {
            for name in spec.outputs {
                if let other = owner[name] { throw PluginError.outputClash(name: name, specs: [other, spec.path]) }
                owner[name] = spec.path
            }
        }
    }
}
