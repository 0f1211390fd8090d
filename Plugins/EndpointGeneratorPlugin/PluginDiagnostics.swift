import PackagePlugin

/// Forwards the generator's `path:line:column: severity: message` lines as located diagnostics.
enum PluginDiagnostic {
    static func report(_ line: String) {
        if line.hasPrefix("error: ") {
            Diagnostics.error(String(line.dropFirst("error: ".count)))
            return
        }
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
