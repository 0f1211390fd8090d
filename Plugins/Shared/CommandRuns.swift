import Foundation

/// One generator process the command plugin starts.
struct GeneratorRun: Equatable {
    /// What the run is for, for messages: `package` or `target 'App'`.
    var label: String
    /// The working directory.
    var directory: URL
    /// The generator's arguments.
    var arguments: [String]
    /// Printed before the run, when set (a target that is only validated says so).
    var note: String?
}

/// What `swift package generate-endpoints [--target NAME ...] [generator arguments]` runs, decided from the
/// arguments, the package (or Xcode project) directory and its targets. Plain Foundation, shared by the SwiftPM and
/// Xcode command plugins and compiled by the tests.
///
/// - **Package-level run:** when the directory has a `generator.yaml`, or a `specs/` directory no target's config
///   names (the README's layout, where a target's `specs: [../../specs]` makes them that target's), the generator
///   runs there with the arguments, as `swift run generator` would (its `specs` and `output`, by default `specs/` →
///   `Generated/`). Spec files or directories among the arguments select a subset of it and skip the targets.
/// - **Target runs:** every target with spec files or a `generator.yaml` (the inputs the build plugin reads), or
///   only those named by `--target`. A target whose `generator.yaml` sets `output` is generated into it, as a
///   complete set (files of its deleted or renamed specs are removed); `--check` and `--diff` compare it. A target
///   without `output` has its code generated at build time by the build plugin, so its specs are validated and
///   only the team's view model files are written, where its config's `stubs` says (`--stubs-only`; `generator
///   lint` under `--check` and `--diff`, which compare nothing of the team's).
enum CommandRuns {
    /// The generator options that take a value; any other word that does not start with `-` is a spec path.
    static let optionsWithValues: Set<String> = [
        "--output", "-o", "--config", "--templates", "--access", "--view-model-style", "--run-log",
    ]

    /// The runs, in order: the package-level run first, then the targets by name.
    /// - Parameters:
    ///   - arguments: The command plugin's arguments.
    ///   - packageDirectory: The package's (or Xcode project's) directory.
    ///   - targets: Every target, as ``TargetSetup``s.
    ///   - plan: Asks the generator for a target's plan (`--print-plan`).
    /// - Throws: ``PluginError/usage(_:)`` for an unknown target, a target without specs, nothing to do, or an
    ///   `--output` that would apply to several runs; what `plan` throws.
    static func runs(
        arguments: [String], packageDirectory: URL, targets: [TargetSetup],
        plan: (TargetSetup) throws -> GenerationPlan
    ) throws -> [GeneratorRun] {
        let (targetNames, generatorArguments) = splitTargets(arguments)
        let rest = outputResolved(generatorArguments, against: packageDirectory)
        let isLint = rest.first == "lint"
        let options = isLint ? Array(rest.dropFirst()) : rest
        let namesSpecs = !specPaths(in: options).isEmpty

        var selected: [TargetSetup] = []
        for name in targetNames {
            guard let target = targets.first(where: { $0.name == name }) else {
                let names = targets.filter(\.hasSpecsOrConfig).map(\.name).sorted()
                throw PluginError.usage(
                    "no target named '\(name)'" + (names.isEmpty ? "" : "; targets with endpoint specs: \(names.joined(separator: ", "))"))
            }
            guard target.hasSpecsOrConfig else {
                throw PluginError.usage("target '\(name)' has no spec files and no \(TargetSetup.configName)")
            }
            if !selected.contains(target) { selected.append(target) }
        }
        if !targetNames.isEmpty, namesSpecs {
            throw PluginError.usage("spec paths select a package-level run; leave out --target, or the spec paths")
        }
        if targetNames.isEmpty, !namesSpecs {
            selected = targets.filter(\.hasSpecsOrConfig).sorted { $0.name < $1.name }
        }
        var plans: [String: GenerationPlan] = [:]
        for target in selected { plans[target.name] = try plan(target) }
        // The README's layout keeps the specs in the package's `specs/` and has a target's config name them
        // (`specs: [../../specs]`): they are that target's, and a package-level run would generate them a second time
        // into `Generated/`, which no target compiles. A package-level `generator.yaml` asks for that run explicitly.
        let rootSpecs = packageDirectory.appending(path: "specs").standardizedFileURL.path + "/"
        let targetsOwnRootSpecs = plans.values.contains { plan in
            plan.configNamesSpecs && plan.configSpecs.contains {
                URL(fileURLWithPath: $0.path).standardizedFileURL.path.hasPrefix(rootSpecs)
            }
        }
        let hasPackageRun = targetNames.isEmpty
            && (namesSpecs || hasPackageConfig(packageDirectory) || hasSpecsDirectory(packageDirectory) && !targetsOwnRootSpecs)
        guard hasPackageRun || !selected.isEmpty else {
            throw PluginError.usage(
                "nothing to generate: no target has spec files or a \(TargetSetup.configName), and the package has no "
                    + "\(TargetSetup.configName) or specs/ directory")
        }
        let givesOutput = options.contains { $0 == "--output" || $0 == "-o" || $0.hasPrefix("--output=") }
        if givesOutput, selected.count + (hasPackageRun ? 1 : 0) > 1 {
            throw PluginError.usage("--output applies to one run; name one target with --target")
        }

        var runs: [GeneratorRun] = []
        if hasPackageRun {
            runs.append(GeneratorRun(label: "package", directory: packageDirectory, arguments: rest))
        }
        for target in selected {
            guard let targetPlan = plans[target.name] else { continue }
            let specs = targetPlan.specsToGenerate(targetSpecsGiven: !target.specs.isEmpty).map(\.path)
            guard !specs.isEmpty else {
                throw PluginError.usage(
                    "target '\(target.name)' has a \(TargetSetup.configName) that names no specs, and no spec files")
            }
            let label = "target '\(target.name)'"
            let comparesOnly = options.contains("--check") || options.contains("--diff")
            if isLint || (targetPlan.configOutput == nil && !givesOutput && comparesOnly) {
                let note = isLint ? nil : "\(label): generated at build time (its \(TargetSetup.configName) sets no output); validating its specs"
                runs.append(GeneratorRun(
                    label: label, directory: target.directory, arguments: ["lint"] + specs + target.configArguments + target.specsRootArguments,
                    note: note))
            } else if targetPlan.configOutput == nil && !givesOutput {
                // The build plugin writes the code; this run validates the specs and writes the team's view model
                // files, once, where the config's `stubs` says (a build command cannot write into the sources).
                let note = "\(label): generated at build time (its \(TargetSetup.configName) sets no output); validating "
                    + "its specs and writing the team's view model files its stubs names"
                runs.append(GeneratorRun(
                    label: label, directory: target.directory,
                    arguments: specs + ["--stubs-only"] + target.configArguments + target.specsRootArguments + options,
                    note: note))
            } else {
                runs.append(GeneratorRun(
                    label: label, directory: target.directory,
                    arguments: specs + ["--complete"] + target.configArguments + target.specsRootArguments + options))
            }
        }
        return runs
    }

    /// The `--target NAME` and `--target=NAME` values, and the other arguments in their order.
    static func splitTargets(_ arguments: [String]) -> (targets: [String], others: [String]) {
        var targets: [String] = []
        var others: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            if argument == "--target", index + 1 < arguments.endIndex {
                targets.append(arguments[index + 1])
                index += 2
                continue
            }
            if argument.hasPrefix("--target=") {
                targets.append(String(argument.dropFirst("--target=".count)))
            } else {
                others.append(argument)
            }
            index += 1
        }
        return (targets, others)
    }

    /// `--output <dir>` made absolute against the package directory, since target runs work in other directories.
    static func outputResolved(_ arguments: [String], against directory: URL) -> [String] {
        func absolute(_ path: String) -> String { path.hasPrefix("/") ? path : directory.appending(path: path).path }
        var result: [String] = []
        var resolvesNext = false
        for argument in arguments {
            if resolvesNext {
                result.append(absolute(argument))
                resolvesNext = false
            } else if argument.hasPrefix("--output=") {
                result.append("--output=" + absolute(String(argument.dropFirst("--output=".count))))
            } else {
                resolvesNext = argument == "--output" || argument == "-o"
                result.append(argument)
            }
        }
        return result
    }

    /// Whether `directory` holds a `generator.yaml`.
    static func hasPackageConfig(_ directory: URL) -> Bool {
        FileManager.default.fileExists(atPath: directory.appending(path: TargetSetup.configName).path)
    }

    /// Whether `directory` holds a `specs/` directory.
    static func hasSpecsDirectory(_ directory: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: directory.appending(path: "specs").path, isDirectory: &isDirectory)
            && isDirectory.boolValue
    }

    /// The words of `arguments` that are neither options nor option values.
    static func specPaths(in arguments: [String]) -> [String] {
        var paths: [String] = []
        var expectsValue = false
        var afterDoubleDash = false
        for argument in arguments {
            if expectsValue {
                expectsValue = false
            } else if afterDoubleDash || !argument.hasPrefix("-") {
                paths.append(argument)
            } else if argument == "--" {
                afterDoubleDash = true
            } else {
                expectsValue = optionsWithValues.contains(argument)
            }
        }
        return paths
    }
}
