/// The default templates, compiled in from `Templates/` (SwiftPM's `embedInCode` resources), so the generator
/// works from any directory and inside a build plugin. A test checks that this list matches the directory.
enum DefaultTemplates {
    static let all: [String: String] = [
        "actionviewmodel": text(PackageResources.actionviewmodel_mustache),
        "argument": text(PackageResources.argument_mustache),
        "arguments": text(PackageResources.arguments_mustache),
        "closure": text(PackageResources.closure_mustache),
        "closure-mocks": text(PackageResources.closure_mocks_mustache),
        "combine": text(PackageResources.combine_mustache),
        "combine-mocks": text(PackageResources.combine_mocks_mustache),
        "doc": text(PackageResources.doc_mustache),
        "enum": text(PackageResources.enum_mustache),
        "error-rules-property": text(PackageResources.error_rules_property_mustache),
        "header": text(PackageResources.header_mustache),
        "headers-property": text(PackageResources.headers_property_mustache),
        "literal-property": text(PackageResources.literal_property_mustache),
        "mocks.swift": text(PackageResources.mocks_swift_mustache),
        "models.swift": text(PackageResources.models_swift_mustache),
        "observation": text(PackageResources.observation_mustache),
        "observation-mocks": text(PackageResources.observation_mocks_mustache),
        "pagedviewmodel": text(PackageResources.pagedviewmodel_mustache),
        "parameter": text(PackageResources.parameter_mustache),
        "parameters": text(PackageResources.parameters_mustache),
        "published-property": text(PackageResources.published_property_mustache),
        "request": text(PackageResources.request_mustache),
        "requests.swift": text(PackageResources.requests_swift_mustache),
        "struct": text(PackageResources.struct_mustache),
        "type": text(PackageResources.type_mustache),
        "viewmodel": text(PackageResources.viewmodel_mustache),
        "viewmodels.swift": text(PackageResources.viewmodels_swift_mustache),
        "viewmodelstub": text(PackageResources.viewmodelstub_mustache),
    ]

    private static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
