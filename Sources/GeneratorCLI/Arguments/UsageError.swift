/// A command line that cannot be run as typed: an unknown option, a missing value, an unexpected argument.
///
/// The caller prints ``report`` to standard error and exits with ``exitCode`` (64, `EX_USAGE` from sysexits.h).
package struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The exit status for usage errors: 64 (`EX_USAGE`).
    package static let exitCode: Int32 = 64

    /// What is wrong, in lower case without the `error:` prefix (`unknown option '--ouput'`).
    package var message: String
    /// The usage text of the command that was being parsed: the usage line and a pointer to `--help`.
    package var usage: String

    /// Creates a usage error.
    /// - Parameters:
    ///   - message: What is wrong, without the `error:` prefix.
    ///   - usage: The usage text printed after the message.
    package init(message: String, usage: String) {
        self.message = message
        self.usage = usage
    }

    /// The full text for standard error: `error: <message>`, then the usage text; ends with a newline.
    package var report: String {
        "error: \(message)\n\(usage)"
    }

    /// The message alone, as `error: <message>`.
    package var description: String {
        "error: \(message)"
    }
}
