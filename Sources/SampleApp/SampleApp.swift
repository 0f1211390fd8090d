import EndpointRuntime
import Foundation

/// Loads data through view models generated at build time by `EndpointGeneratorPlugin` from specs/ and prints it.
///
/// `swift run SampleApp jsonplaceholder http://127.0.0.1:8000` prints post titles;
/// `swift run SampleApp employees <base URL>` prints employee names.
@main
@MainActor
struct SampleApp {
    static let usage = """
        usage: SampleApp <api> <base URL>
          apis: \(SampleDemo.all.map(\.name).joined(separator: ", "))
        example: SampleApp jsonplaceholder https://jsonplaceholder.typicode.com
        """

    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard arguments.count == 2,
              let demo = SampleDemo.all.first(where: { $0.name == arguments[0] }),
              let baseURL = URL(string: arguments[1]), baseURL.scheme != nil
        else {
            print(usage)
            exit(arguments.isEmpty ? 0 : 64)
        }
        let client = APIClient(configuration: APIClientConfiguration(baseURL: baseURL, timeout: 10))
        let lines = await demo.run(client)
        switch lines {
        case .success(let lines):
            for line in lines { print(line) }
        case .failure(let error):
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            exit(1)
        }
    }
}
