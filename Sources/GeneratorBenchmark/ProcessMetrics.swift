import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Clock and memory readings of this process and its children.
enum ProcessMetrics {
    /// A monotonic time in seconds, for measuring intervals.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Runs `body` and returns its result with the seconds it took.
    static func timed<T>(_ body: () throws -> T) rethrows -> (T, Double) {
        let start = now()
        let result = try body()
        return (result, now() - start)
    }

    /// A line of `/proc/self/status` in bytes (`VmHWM` is the peak resident set size, `VmRSS` the current one);
    /// `nil` where `/proc` is missing (macOS).
    static func status(_ field: String) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
            let digits = line.dropFirst(field.count + 1).filter(\.isNumber)
            return Int(digits).map { $0 * 1024 }
        }
        return nil
    }

    /// The largest peak resident set size among the waited-for children of this process and their
    /// descendants, in bytes (`getrusage(RUSAGE_CHILDREN)`; Linux reports kilobytes, macOS bytes).
    static func childrenPeakResidentBytes() -> Int {
        var usage = rusage()
        #if canImport(Darwin)
        getrusage(RUSAGE_CHILDREN, &usage)
        return Int(usage.ru_maxrss)
        #else
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        return Int(usage.ru_maxrss) * 1024
        #endif
    }

    /// User plus system CPU seconds of the waited-for children of this process and their descendants.
    static func childrenCPUSeconds() -> Double {
        var usage = rusage()
        #if canImport(Darwin)
        getrusage(RUSAGE_CHILDREN, &usage)
        #else
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        #endif
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// The modification time of a file in nanoseconds and its inode, or `nil` when it cannot be read.
    static func modification(of path: String) -> (nanoseconds: Int, inode: UInt64)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        return (Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec), UInt64(info.st_ino))
    }
}

/// Formatting of measured figures.
enum Format {
    static func seconds(_ value: Double) -> String {
        value < 1 ? fixed(value * 1000, 1) + " ms" : fixed(value, 2) + " s"
    }

    static func megabytes(_ bytes: Int) -> String {
        fixed(Double(bytes) / 1_048_576, 1) + " MB"
    }

    static func fixed(_ value: Double, _ digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }

    static func padded(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }
}
