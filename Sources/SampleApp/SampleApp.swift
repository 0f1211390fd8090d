import EndpointRuntime
import Foundation

/// Drives view models generated at build time by `EndpointGeneratorPlugin` from specs/ the way a screen would, and
/// prints what the screen shows.
///
/// `swift run SampleApp labels --base-url http://127.0.0.1:8000` runs a paginated list (load, load more until the
/// end, refresh) and an action against a server answering the GitHub labels API, such as the loopback server with
/// `Tests/Servers/sample-app-routes.json` (README, "Running the sample app"). Exit status: 0 when the demo ran, 1
/// when a request failed, 64 for a wrong command line.
@main
@MainActor
struct SampleApp {
    static let usage = """
        usage: SampleApp <demo> --base-url <URL> [--token <token>]
          demos:
        \(SampleDemo.all.map { "    \($0.name.padding(toLength: 16, withPad: " ", startingAt: 0))\($0.summary)" }.joined(separator: "\n"))
          --token: sent as the API's credential (default: sample-token)
        example: SampleApp labels --base-url http://127.0.0.1:8000
        """

    /// A parsed command line.
    struct Arguments: Equatable {
        var demo: String
        var baseURL: URL
        var token: String
    }

    /// Why a command line was refused.
    struct UsageError: Error, Equatable {
        var message: String
    }

    /// Parses `<demo> --base-url <URL> [--token <token>]` (options in any order); `nil` for `--help` or `-h`.
    static func parse(_ arguments: [String]) throws(UsageError) -> Arguments? {
        var demo: String?
        var baseURL: String?
        var token = "sample-token"
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--help", "-h":
                return nil
            case "--base-url", "--token":
                guard let value = remaining.popFirst() else { throw UsageError(message: "\(argument) needs a value") }
                if argument == "--base-url" { baseURL = value } else { token = value }
            case let option where option.hasPrefix("-"):
                throw UsageError(message: "unknown option '\(option)'")
            default:
                guard demo == nil else { throw UsageError(message: "unexpected argument '\(argument)'") }
                demo = argument
            }
        }
        guard let demo else { throw UsageError(message: "name a demo") }
        guard SampleDemo.all.contains(where: { $0.name == demo }) else { throw UsageError(message: "unknown demo '\(demo)'") }
        guard let baseURL else { throw UsageError(message: "--base-url is required") }
        guard let url = URL(string: baseURL), url.scheme == "http" || url.scheme == "https", url.host != nil else {
            throw UsageError(message: "--base-url '\(baseURL)' is not an http or https URL")
        }
        return Arguments(demo: demo, baseURL: url, token: token)
    }

    static func main() async {
        let parsed: Arguments?
        do {
            parsed = try parse(Array(CommandLine.arguments.dropFirst()))
        } catch {
            FileHandle.standardError.write(Data("error: \(error.message)\n\(usage)\n".utf8))
            exit(64)
        }
        guard let parsed, let demo = SampleDemo.all.first(where: { $0.name == parsed.demo }) else {
            print(usage)
            exit(0)
        }
        let token = parsed.token
        let client = APIClient(configuration: APIClientConfiguration(baseURL: parsed.baseURL, timeout: 10, tokenProvider: { token }))
        do {
            try await demo.run(client) { print($0) }
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            exit(1)
        }
    }
}
