// Compiled by PluginSourceTests together with Plugins/Shared/*.swift (the planning code both plugins and both build
// systems share) into a small executable, which prints what the planning decides for fixed inputs; the test compares
// the printout line by line. Paths under the temporary root print as `$ROOT`.
import Foundation

let root = URL(fileURLWithPath: CommandLine.arguments[1])
func show(_ url: URL) -> String { url.path.replacingOccurrences(of: root.path, with: "$ROOT") }
func show(_ path: String) -> String { path.replacingOccurrences(of: root.path, with: "$ROOT") }
func write(_ relative: String, _ text: String = "") {
    let url = root.appending(path: relative)
    try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? Data(text.utf8).write(to: url)
}
func describe(_ setup: TargetSetup) -> String {
    "\(setup.name): directory \(show(setup.directory)), config \(setup.config.map(show) ?? "none"), specs \(setup.specs.map(show))"
        + ", JSON \(setup.jsonFiles.map(show))"
}

// MARK: TargetSetup
write("Project/App/API/pets.yaml")
write("Project/App/generator.yaml")
write("Project/App/z.yml")
write("Project/App/main.swift")
write("Project/App/API/examples/pet.JSON", "{}")
write("Project/App/API/examples/error.json", "{}")
let project = root.appending(path: "Project")
let xcodeFiles = ["App/API/pets.yaml", "App/generator.yaml", "App/main.swift", "App/z.yml", "App/API/examples/pet.JSON",
                  "App/API/examples/error.json"].map { project.appending(path: $0) }
print("xcode", describe(.xcode(name: "App", projectDirectory: project, files: xcodeFiles)))
print("xcode", describe(.xcode(name: "Lib", projectDirectory: project, files: [project.appending(path: "App/API/pets.yaml")])))
print("package", describe(.package(name: "App", directory: project.appending(path: "App"), files: xcodeFiles)))
print("package", describe(.package(name: "API", directory: project.appending(path: "App/API"), files: [])))

// MARK: BuildStep
let setup = TargetSetup.package(name: "App", directory: project.appending(path: "App"), files: xcodeFiles)
let plan = GenerationPlan(
    specs: [.init(path: show("$ROOT/Project/App/API/pets.yaml").replacingOccurrences(of: "$ROOT", with: root.path), outputs: ["PetsModels.swift", "PetsRequests.swift"], plan: "0123456789abcdef")],
    configNamesSpecs: true,
    configSpecs: [.init(path: root.path + "/specs/shop.yaml", outputs: ["ShopModels.swift"])],
    templates: [root.path + "/Templates/header.mustache"], templatesDirectory: root.path + "/Templates", configOutput: nil)
for step in try BuildStep.steps(for: setup, plan: plan, workDirectory: root.appending(path: "work")) {
    print("step", step.displayName)
    print("  arguments", step.arguments.map(show))
    print("  inputs", step.inputFiles.map(show))
    print("  outputs", step.outputFiles.map(show))
}
// Review 18: a template removed from the config's directory (or added) changes no argument, so the inputs' digest
// in the environment is what makes the build system run the generator again.
func digests(_ plan: GenerationPlan) throws -> [String] {
    try BuildStep.steps(for: setup, plan: plan, workDirectory: root.appending(path: "work"))
        .map { $0.environment[BuildStep.inputsVariable] ?? "" }
}
var withoutTemplates = plan
withoutTemplates.templates = []
var moreTemplates = plan
moreTemplates.templates.append(root.path + "/Templates/struct.mustache")
let digestsNow = try digests(plan)
print("inputs digest set", digestsNow.allSatisfy { $0.count == 16 }, "stable", try digests(plan) == digestsNow,
      "a template removed", try digests(withoutTemplates).allSatisfy { !digestsNow.contains($0) },
      "a template added", try digests(moreTemplates).allSatisfy { !digestsNow.contains($0) })
// Review 36: an example file is read by the spec, not named by the plan; the target's JSON files are inputs, so one
// added (or removed) reruns the generator, as a template does.
let setupWithMoreJSON = TargetSetup.package(
    name: "App", directory: project.appending(path: "App"), files: xcodeFiles + [project.appending(path: "App/API/examples/new.json")])
let digestsWithMoreJSON = try BuildStep.steps(for: setupWithMoreJSON, plan: plan, workDirectory: root.appending(path: "work"))
    .map { $0.environment[BuildStep.inputsVariable] ?? "" }
print("a JSON file added", digestsWithMoreJSON.allSatisfy { !digestsNow.contains($0) })
// Review 38: the JSON files beside the config's specs outside the target (the plan's `configJSONFiles`) are inputs
// too, after the target's, each once.
var withConfigJSON = plan
withConfigJSON.configJSONFiles = [root.path + "/specs/examples/shop.json", root.path + "/Project/App/API/examples/error.json"]
let configJSONSteps = try BuildStep.steps(for: setup, plan: withConfigJSON, workDirectory: root.appending(path: "work"))
print("config JSON inputs", configJSONSteps.map { $0.inputFiles.filter { $0.pathExtension.lowercased() == "json" }.map(show) })
print("a config JSON file added", configJSONSteps.allSatisfy { !digestsNow.contains($0.environment[BuildStep.inputsVariable] ?? "") })
var clashing = plan
clashing.configSpecs = [.init(path: "/specs/pets_.yaml", outputs: ["PetsModels.swift"])]
do {
    _ = try BuildStep.steps(for: setup, plan: clashing, workDirectory: root)
} catch {
    print("clash", show("\(error)"))
}

// MARK: CommandRuns
let package = root.appending(path: "Package")
write("Package/generator.yaml", "specs: [specs]\n")
write("Package/Sources/App/generator.yaml", "access: internal\n")
write("Package/Sources/App/pets.yaml")
write("Package/Sources/Catalog/generator.yaml", "specs: [../../catalog]\noutput: Generated\n")
let targets = [
    TargetSetup.package(name: "Plain", directory: package.appending(path: "Sources/Plain"), files: []),
    TargetSetup.package(name: "Catalog", directory: package.appending(path: "Sources/Catalog"), files: []),
    TargetSetup.package(name: "App", directory: package.appending(path: "Sources/App"),
                        files: [package.appending(path: "Sources/App/pets.yaml")]),
]
func fakePlan(_ target: TargetSetup) -> GenerationPlan {
    target.name == "Catalog"
        ? GenerationPlan(specs: [], configNamesSpecs: true, configSpecs: [.init(path: root.path + "/Package/catalog/items.yaml", outputs: [])],
                         templates: [], configOutput: package.path + "/Sources/Catalog/Generated")
        : GenerationPlan(specs: target.specs.map { .init(path: $0.path, outputs: []) }, configNamesSpecs: false, configSpecs: [],
                         templates: [], configOutput: nil)
}
func runs(
    _ arguments: [String], in directory: URL = package, targets: [TargetSetup] = targets,
    plan: (TargetSetup) -> GenerationPlan = fakePlan
) {
    print("runs", arguments)
    do {
        for run in try CommandRuns.runs(arguments: arguments, packageDirectory: directory, targets: targets, plan: plan) {
            print("  \(run.label) in \(show(run.directory)):", run.arguments.map(show), run.note.map { "note: \($0)" } ?? "")
        }
    } catch {
        print("  error:", show("\(error)"))
    }
}
runs([])
runs(["--check"])
runs(["--target", "Catalog", "--diff"])
runs(["--target=App"])
runs(["lint"])
runs(["specs/shop.yaml", "--access", "internal"])
runs(["--access", "internal"])
runs(["--target", "Nope"])
runs(["--target", "Plain"])
runs(["--target", "App", "specs/shop.yaml"])
runs(["--output", "Out"])
runs(["--target", "App", "--output", "Out"])
runs([], in: root.appending(path: "Empty"), targets: [targets[0]])
runs(["api/pets.yaml"], in: root.appending(path: "Empty"), targets: [targets[0]])
// The README's layout: the package's specs/ named by a target's config (`specs: [../../specs]`) are that target's;
// no package-level run writes them a second time into Generated/. A package-level generator.yaml still asks for one.
let readme = root.appending(path: "Readme")
write("Readme/specs/todo.yaml")
write("Readme/Sources/App/generator.yaml", "specs: [../../specs]\n")
let readmeApp = TargetSetup.package(name: "App", directory: readme.appending(path: "Sources/App"), files: [])
let readmePlan: (TargetSetup) -> GenerationPlan = { _ in
    GenerationPlan(specs: [], configNamesSpecs: true, configSpecs: [.init(path: readme.path + "/Sources/App/../../specs/todo.yaml", outputs: [])],
                   templates: [], configOutput: nil)
}
runs([], in: readme, targets: [readmeApp], plan: readmePlan)
runs(["--check"], in: readme, targets: [readmeApp], plan: readmePlan)
write("Readme/generator.yaml", "specs: [specs]\n")
runs(["--check"], in: readme, targets: [readmeApp], plan: readmePlan)

// MARK: StableToolCopy
write("bin/generator", "version 1")
let tool = root.appending(path: "bin/generator")
let copyDirectory = root.appending(path: "work/.tool")
let copy = try StableToolCopy.copy(of: tool, into: copyDirectory)
let past = Date(timeIntervalSince1970: 1_000_000)
try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: copy.path)
try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: tool.path)
_ = try StableToolCopy.copy(of: tool, into: copyDirectory)
let keptDate = (try FileManager.default.attributesOfItem(atPath: copy.path)[.modificationDate] as? Date) == past
print("tool copy", show(copy), "same bytes keep the modification time:", keptDate)
write("bin/generator", "version 2")
_ = try StableToolCopy.copy(of: tool, into: copyDirectory)
let permissions = (try FileManager.default.attributesOfItem(atPath: copy.path)[.posixPermissions] as? Int).map { String($0, radix: 8) }
print("tool copy after a change:", String(decoding: try Data(contentsOf: copy), as: UTF8.self), "permissions", permissions ?? "?")

// MARK: GeneratorMessage
let printed = [
    "/p/Sources/MyApp/generator.yaml:3:9: error: unknown access level 'publik'; expected public, internal or package",
    "/p/Sources/MyApp/generator.yaml:3:9: error: unknown access level 'publik'; expected public, internal or package",
    "/p/a b/pets.yaml:7:11: warning: key 'x: error: y' is odd",
    "/p/pets.yaml:2:1: note: first used here",
    "error: cannot read config file '/p/nope.yaml'",
    "",
    "C:/odd:path.yaml:4:2: error: a path with colons",
    "something else",
]
for message in GeneratorMessage.messages(in: printed) {
    print("message", message.severity.rawValue, "|", message.text, "|", message.file ?? "-", message.line.map { String($0) } ?? "-")
}
