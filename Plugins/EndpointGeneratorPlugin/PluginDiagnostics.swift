import PackagePlugin

/// Forwards the generator's `path:line:column: severity: message` lines as located diagnostics: the location
/// stays in the message, which is all SwiftPM's command line prints, and goes with it as `file:`/`line:` for Xcode
/// (see `GeneratorMessage`, Shared/).
enum PluginDiagnostic {
    static func report(_ lines: [String]) {
        for message in GeneratorMessage.messages(in: lines) {
            switch message.severity {
            case .error: Diagnostics.error(message.text, file: message.file, line: message.line)
            case .warning: Diagnostics.warning(message.text, file: message.file, line: message.line)
            case .note: Diagnostics.remark(message.text, file: message.file, line: message.line)
            }
        }
    }
}
