/// Issue 12's compile-cost targets, checked against the baseline (the output of the revision the issue was filed at):
/// a debug module build at least 2.5x less wall time and 1.5x less CPU time, a release build at least 2x less wall
/// time, and the largest compiler process at most 400 MB. The table gives peak memory for the debug build
/// (its "debug wall / CPU / peak memory" column), so the memory target is checked on debug builds; a release build
/// compiles the module in one whole-module process and its peak is printed for information.
enum CompileCostTargets {
    /// The medians of one variant's builds in one configuration.
    struct Measurement: Equatable {
        /// Median wall-clock seconds of the module build.
        var wall: Double
        /// Median user plus system CPU seconds of the build's processes.
        var cpu: Double
        /// Largest peak resident set of one compiler process, in bytes.
        var peak: Int
    }

    struct Verdict: Equatable {
        enum Kind: Equatable {
            /// The baseline's median divided by the candidate's: how many times less the candidate takes.
            case lessWall, lessCPU
            /// The candidate's peak memory, bytes.
            case peakMemory
        }

        var kind: Kind
        /// The ratio (`lessWall`, `lessCPU`) or the bytes (`peakMemory`) measured.
        var measured: Double
        /// The ratio at least, or the bytes at most, the issue asks for.
        var target: Double
        var met: Bool
    }

    /// 400 MB in the unit the benchmark prints (`Format.megabytes`: MiB).
    static let peakMemoryLimit = 400 * 1_048_576

    /// The targets for `configuration` ("debug" or "release"), candidate against baseline. A ratio whose
    /// candidate median is zero (no build measured) is not met.
    static func verdicts(configuration: String, baseline: Measurement, candidate: Measurement) -> [Verdict] {
        func ratio(_ before: Double, _ after: Double) -> Double { after > 0 ? before / after : 0 }
        func atLeast(_ kind: Verdict.Kind, _ value: Double, _ target: Double) -> Verdict {
            Verdict(kind: kind, measured: value, target: target, met: value >= target)
        }
        let wall = ratio(baseline.wall, candidate.wall)
        let memory = Verdict(kind: .peakMemory, measured: Double(candidate.peak), target: Double(peakMemoryLimit),
                             met: candidate.peak <= peakMemoryLimit)
        switch configuration {
        case "debug":
            return [atLeast(.lessWall, wall, 2.5), atLeast(.lessCPU, ratio(baseline.cpu, candidate.cpu), 1.5), memory]
        case "release":
            return [atLeast(.lessWall, wall, 2)]
        default:
            return []
        }
    }

    /// One line per candidate: every ratio against the baseline (wall, CPU) and the peak memory, each target the
    /// issue sets for this configuration followed by "met" or "missed".
    static func summary(configuration: String, label: String, baseline: Measurement, candidate: Measurement) -> String {
        let verdicts = verdicts(configuration: configuration, baseline: baseline, candidate: candidate)
        func judged(_ kind: Verdict.Kind, _ text: String) -> String {
            guard let verdict = verdicts.first(where: { $0.kind == kind }) else { return text }
            let target = kind == .peakMemory
                ? "<= \(Format.megabytes(Int(verdict.target)))"
                : ">= \(Format.fixed(verdict.target, 1))x"
            return text + " (target \(target): " + (verdict.met ? "met" : "missed") + ")"
        }
        let wall = candidate.wall > 0 ? baseline.wall / candidate.wall : 0
        let cpu = candidate.cpu > 0 ? baseline.cpu / candidate.cpu : 0
        return "\(configuration), \(label): "
            + judged(.lessWall, "\(Format.fixed(wall, 2))x less wall") + ", "
            + judged(.lessCPU, "\(Format.fixed(cpu, 2))x less CPU") + ", "
            + judged(.peakMemory, "peak \(Format.megabytes(candidate.peak))")
    }
}
