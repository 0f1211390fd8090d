import EndpointCodegen
import EndpointSpec
import Foundation

/// The fuzz target of issue 6: arbitrary bytes go through the spec loader and, when they load without errors,
/// through code generation. Neither stage may trap, hang or leak, whatever the input.
///
/// Built with `-DFUZZING` and `-sanitize=fuzzer,address` (see `scripts/fuzz.sh`), `main` hands control to
/// libFuzzer's driver. Built normally, it replays the files named on the command line through the same code path,
/// so crash inputs can be re-run under a debugger and the package builds without the sanitizer.
@main
enum SpecFuzz {
    static func main() {
        #if FUZZING
        exit(runFuzzerDriver())
        #else
        exit(replay(arguments: Array(CommandLine.arguments.dropFirst())))
        #endif
    }

    /// Runs one input through the pipeline. The generator options vary with the input's length so every option
    /// path sees inputs, while each input stays deterministic.
    static func exercise(_ bytes: [UInt8]) {
        var diagnostics = DiagnosticCollector()
        guard let api = SpecLoader.load(text: bytes, path: "fuzz.yaml", diagnostics: &diagnostics) else { return }
        let styles = GeneratorOptions.ViewModelStyle.allCases
        let levels = GeneratorOptions.AccessLevel.allCases
        let options = GeneratorOptions(
            accessLevel: levels[bytes.count % levels.count],
            viewModelStyle: styles[(bytes.count / levels.count) % styles.count])
        _ = CodeGenerator(options: options).generate([api], diagnostics: &diagnostics)
    }

    /// Replays each file through ``exercise(_:)``; returns the process exit status (2 for an unreadable file).
    static func replay(arguments: [String]) -> Int32 {
        guard !arguments.isEmpty else {
            let usage = "usage: SpecFuzz <input file>...  (build with -DFUZZING to fuzz; see scripts/fuzz.sh)\n"
            FileHandle.standardError.write(Data(usage.utf8))
            return 2
        }
        for path in arguments {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("SpecFuzz: cannot read '\(path)'\n".utf8))
                return 2
            }
            exercise([UInt8](data))
            print("ok \(path)")
        }
        return 0
    }
}

#if FUZZING
/// libFuzzer's entry point for programs that keep their own `main` (declared in `compiler-rt`'s FuzzerInterface.h).
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// libFuzzer's per-input entry point; its own `main` (not linked here, ours wins) refers to it, so it must exist.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { [UInt8](UnsafeBufferPointer(start: $0, count: size)) } ?? []
    SpecFuzz.exercise(bytes)
    return 0
}

extension SpecFuzz {
    /// Hands the command line to libFuzzer, which calls back once per input.
    static func runFuzzerDriver() -> Int32 {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        return LLVMFuzzerRunDriver(&argc, &argv) { data, size in
            let bytes = data.map { [UInt8](UnsafeBufferPointer(start: $0, count: size)) } ?? []
            SpecFuzz.exercise(bytes)
            return 0
        }
    }
}
#endif
