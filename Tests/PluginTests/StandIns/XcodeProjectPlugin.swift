// A stand-in for Xcode's XcodeProjectPlugin module, which exists only in Xcode on macOS. PluginSourceTests compiles
// it as a module so that the plugins' `#if canImport(XcodeProjectPlugin)` adapters are type-checked on Linux.
// It declares only what the adapters use, with the names and types of Apple's documented API
// (https://developer.apple.com/documentation/packageplugin, XcodeProjectPlugin; Xcode 16 and later):
// XcodePluginContext.xcodeProject / pluginWorkDirectoryURL / tool(named:), XcodeProject.directoryURL / targets,
// XcodeTarget.displayName / inputFiles, and the XcodeBuildToolPlugin and XcodeCommandPlugin protocols.
// It is never linked into a plugin and never run.
import Foundation
import PackagePlugin

public struct XcodePluginContext {
    public let xcodeProject: XcodeProject
    public let pluginWorkDirectoryURL: URL

    public func tool(named name: String) throws -> PluginContext.Tool {
        throw StandInError()
    }
}

public struct XcodeProject {
    public typealias ID = String
    public let id: ID
    public let displayName: String
    public let directoryURL: URL
    public let targets: [XcodeTarget]
}

public struct XcodeTarget {
    public typealias ID = String
    public let id: ID
    public let displayName: String
    public let inputFiles: FileList
}

public protocol XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

public protocol XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws
}

struct StandInError: Error {}
