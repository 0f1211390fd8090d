import Foundation
import GeneratorCLI

// `swift run generator` reads specs/ and writes Generated/; see `generator --help`.
exit(GeneratorTool.run(Array(CommandLine.arguments.dropFirst())))
