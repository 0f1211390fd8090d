import EndpointCodegen
import EndpointSpec
import Foundation
import GeneratorCLI

/// Measures one generator run over a spec directory: load (YAML + decode + validate), render, and write, each
/// phase timed on its own, plus the output's size and the process's peak memory.
struct GenerationBenchmark {
    /// Figures for one endpoint count; phase times are medians over the repetitions.
    struct Result {
        var endpoints: Int
        var load: Double
        var render: Double
        var write: Double
        var total: Double
        var peakResidentBytes: Int
        var baselineResidentBytes: Int
        var files: Int
        var lines: Int
        var bytes: Int

        /// One `key=value` line, how a child process hands its result to the parent.
        var encoded: String {
            "RESULT endpoints=\(endpoints) load=\(load) render=\(render) write=\(write) total=\(total) "
                + "peak=\(peakResidentBytes) baseline=\(baselineResidentBytes) files=\(files) lines=\(lines) bytes=\(bytes)"
        }

        init(endpoints: Int, load: Double, render: Double, write: Double, total: Double, peakResidentBytes: Int,
             baselineResidentBytes: Int, files: Int, lines: Int, bytes: Int) {
            self.endpoints = endpoints
            self.load = load
            self.render = render
            self.write = write
            self.total = total
            self.peakResidentBytes = peakResidentBytes
            self.baselineResidentBytes = baselineResidentBytes
            self.files = files
            self.lines = lines
            self.bytes = bytes
        }

        /// Reads the line written by `encoded`; `nil` when `text` holds none.
        init?(decoding text: String) {
            guard let line = text.split(separator: "\n").last(where: { $0.hasPrefix("RESULT ") }) else { return nil }
            var values: [String: Substring] = [:]
            for pair in line.dropFirst("RESULT ".count).split(separator: " ") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                if parts.count == 2 { values[String(parts[0])] = parts[1] }
            }
            func int(_ key: String) -> Int? { values[key].flatMap { Int($0) } }
            func double(_ key: String) -> Double? { values[key].flatMap { Double($0) } }
            guard let endpoints = int("endpoints"), let load = double("load"), let render = double("render"),
                let write = double("write"), let total = double("total"), let peak = int("peak"),
                let baseline = int("baseline"), let files = int("files"), let lines = int("lines"),
                let bytes = int("bytes")
            else { return nil }
            self.init(endpoints: endpoints, load: load, render: render, write: write, total: total,
                      peakResidentBytes: peak, baselineResidentBytes: baseline, files: files, lines: lines, bytes: bytes)
        }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    var specDirectory: String
    var endpoints: Int
    var repetitions: Int

    /// Runs the phases `repetitions` times, each time writing into a fresh output directory.
    func run() throws -> Result {
        let baseline = ProcessMetrics.status("VmRSS") ?? 0
        var loads: [Double] = [], renders: [Double] = [], writes: [Double] = [], totals: [Double] = []
        var files = 0, lines = 0, bytes = 0
        for _ in 0..<max(1, repetitions) {
            let output = NSTemporaryDirectory() + "generator-bench-out-\(UUID().uuidString)"
            defer { try? FileManager.default.removeItem(atPath: output) }

            var diagnostics = DiagnosticCollector()
            let (apis, load) = ProcessMetrics.timed { SpecLoader.load(paths: [specDirectory], diagnostics: &diagnostics) }
            if diagnostics.hasErrors {
                throw Failure(description: diagnostics.sorted.map(\.description).joined(separator: "\n"))
            }
            let (generated, render) = ProcessMetrics.timed { CodeGenerator().generate(apis, diagnostics: &diagnostics) }
            if diagnostics.hasErrors {
                throw Failure(description: diagnostics.map(\.description).joined(separator: "\n"))
            }
            let writer = OutputWriter(directory: URL(fileURLWithPath: output), ownershipMarker: CodeGenerator.headerMarker)
            let contents = Dictionary(uniqueKeysWithValues: generated.map { ($0.path, $0.contents) })
            let (_, write) = try ProcessMetrics.timed { try writer.write(contents) }

            loads.append(load)
            renders.append(render)
            writes.append(write)
            totals.append(load + render + write)
            files = generated.count
            lines = generated.reduce(0) { $0 + $1.contents.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) } }
            bytes = generated.reduce(0) { $0 + $1.contents.utf8.count }
        }
        return Result(
            endpoints: endpoints, load: median(loads), render: median(renders), write: median(writes),
            total: median(totals), peakResidentBytes: ProcessMetrics.status("VmHWM") ?? 0,
            baselineResidentBytes: baseline, files: files, lines: lines, bytes: bytes)
    }
}

/// The middle value (the lower of the two middle ones for an even count).
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[(sorted.count - 1) / 2]
}
