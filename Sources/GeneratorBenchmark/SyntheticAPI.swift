import Foundation

/// A deterministic synthetic API in the project's spec format, shaped like real ones: snake_case keys, 5 to 15
/// properties per model, nested inline objects, arrays of models, a mix of optional and required properties,
/// enums, dates, path and query parameters, JSON and form bodies, an envelope on half of the specs, and a view
/// model for every list endpoint, spread over several spec files.
///
/// Each endpoint owns two models (a resource and its line type), so `endpointCount` endpoints make
/// `2 × endpointCount` models. The same count and seed always give the same bytes.
struct SyntheticAPI {
    /// One spec file: its name inside the spec directory and its YAML text.
    struct SpecFile: Equatable {
        var name: String
        var text: String
        var endpointCount: Int
        var modelCount: Int
    }

    var endpointCount: Int
    var fileCount: Int
    var seed: UInt64

    init(endpointCount: Int, fileCount: Int = 20, seed: UInt64 = 0x5EED_2024) {
        self.endpointCount = max(1, endpointCount)
        self.fileCount = max(1, min(fileCount, self.endpointCount))
        self.seed = seed
    }

    /// The spec files, in name order.
    func files() -> [SpecFile] {
        (0..<fileCount).map(file)
    }

    /// Writes every spec file into `directory` (created when missing) and returns their paths.
    @discardableResult
    func write(to directory: String) throws -> [String] {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return try files().map { file in
            let path = directory + "/" + file.name
            try Data(file.text.utf8).write(to: URL(fileURLWithPath: path))
            return path
        }
    }

    /// The spec file name for file `index` (0-based), e.g. `service-07.yaml`.
    static func fileName(index: Int) -> String {
        "service-" + twoDigits(index + 1) + ".yaml"
    }

    // MARK: Files

    private func file(_ index: Int) -> SpecFile {
        var random = SeededRandom(seed: seed &+ UInt64(index) &* 0x1_0000_0001)
        let endpoints = (index * endpointCount / fileCount)..<((index + 1) * endpointCount / fileCount)
        let apiName = "Service" + Self.twoDigits(index + 1)
        var yaml = YAMLText()
        yaml.line("# Synthetic spec \(index + 1) of \(fileCount) for the generator benchmark (seeded; do not edit).")
        yaml.line("api: \(apiName)")
        yaml.line("base_url: https://api\(index + 1).example.com")
        yaml.line("timeout: \(10 + index % 3 * 10)")
        yaml.line("dates: iso8601")
        yaml.line("headers:")
        yaml.line("  X-Client-Name: endpoint-benchmark")
        if index % 2 == 1 {
            yaml.line("auth:")
            yaml.line("  bearer: Authorization")
        }
        switch index % 4 {
        case 0:
            yaml.line("envelope:")
            yaml.line("  payload: result")
            yaml.line("  success: isSuccess")
            yaml.line("  code: code")
            yaml.line("  message: message")
            yaml.line("  success_codes: [1000]")
        case 2:
            yaml.line("envelope:")
            yaml.line("  payload: rslt_set")
            yaml.line("  code: {key: rslt_cd, type: string}")
            yaml.line("  message: rslt_msg")
            yaml.line("  success_codes: [\"0000\"]")
            yaml.line("common_fields:")
            yaml.line("  app_version: {type: string, from: app_version}")
            yaml.line("  lang_cd: {type: string, from: language}")
        default:
            break
        }
        yaml.line("")
        yaml.line("models:")
        for endpoint in endpoints {
            resourceModel(endpoint, first: endpoint == endpoints.lowerBound, into: &yaml, random: &random)
            lineModel(endpoint, into: &yaml, random: &random)
        }
        yaml.line("endpoints:")
        for endpoint in endpoints {
            self.endpoint(endpoint, into: &yaml, random: &random)
        }
        return SpecFile(
            name: Self.fileName(index: index), text: yaml.text, endpointCount: endpoints.count,
            modelCount: 2 * endpoints.count)
    }

    // MARK: Models

    private func resourceModel(_ endpoint: Int, first: Bool, into yaml: inout YAMLText, random: inout SeededRandom) {
        let names = Names(endpoint)
        yaml.line("  \(names.resource):")
        yaml.line("    description: \(names.article) \(names.noun) record as the server returns it.")
        yaml.line("    properties:")
        yaml.line("      id: int64")
        yaml.line("      \(names.lineKey): [\(names.line)]")
        var count = 2
        if random.chance(0.5) {
            yaml.line("      owner:")
            yaml.line("        id: int64")
            yaml.line("        login: string")
            yaml.line("        avatar_url: url?")
            yaml.line("        role: {enum: [admin, member, guest]}")
            count += 1
        }
        if !first, random.chance(0.3) {
            yaml.line("      parent: \(Names(endpoint - 1).resource)?")
            count += 1
        }
        let total = random.int(in: 5...15)
        for (key, type) in random.pick(max(2, total - count), from: Self.resourceProperties) {
            yaml.line("      \(key): \(type)")
        }
        yaml.line("")
    }

    private func lineModel(_ endpoint: Int, into yaml: inout YAMLText, random: inout SeededRandom) {
        let names = Names(endpoint)
        yaml.line("  \(names.line):")
        yaml.line("    line_id: int64")
        var count = 1
        if random.chance(0.4) {
            yaml.line("    address:")
            yaml.line("      street: string")
            yaml.line("      city: string")
            yaml.line("      postal_code: string?")
            yaml.line("      geo:")
            yaml.line("        lat: double")
            yaml.line("        lng: double")
            count += 1
        }
        let total = random.int(in: 5...10)
        for (key, type) in random.pick(total - count, from: Self.lineProperties) {
            yaml.line("    \(key): \(type)")
        }
        yaml.line("")
    }

    // MARK: Endpoints

    private func endpoint(_ endpoint: Int, into yaml: inout YAMLText, random: inout SeededRandom) {
        let names = Names(endpoint)
        let collection = "/v1/\(names.wire)s"
        switch endpoint % 5 {
        case 0:
            yaml.line("  list\(names.resource)s:")
            yaml.line("    method: GET")
            yaml.line("    path: \(collection)")
            yaml.line("    summary: Lists \(names.noun) records, newest first.")
            yaml.line("    query:")
            yaml.line("      page: int?")
            yaml.line("      per_page: {type: int, default: 30}")
            yaml.line("      sort: {enum: [created, updated, name], default: created}")
            if random.chance(0.5) { yaml.line("      since: date?") }
            if random.chance(0.5) { yaml.line("      q: string?") }
            yaml.line("    response: [\(names.resource)]")
            yaml.line("    view_model: \(names.resource)List")
        case 1:
            yaml.line("  get\(names.resource):")
            yaml.line("    method: GET")
            yaml.line("    path: /v1/orgs/{org}/\(names.wire)s/{\(names.wire)_id}")
            yaml.line("    path_params: {org: string, \(names.wire)_id: int64}")
            yaml.line("    query:")
            yaml.line("      expand: bool?")
            yaml.line("    response: \(names.resource)")
        case 2:
            yaml.line("  create\(names.resource):")
            yaml.line("    method: POST")
            yaml.line("    path: \(collection)")
            yaml.line("    summary: Creates \(names.article.lowercased()) \(names.noun) from its first line.")
            yaml.line("    body: \(names.line)")
            yaml.line("    response: \(names.resource)")
        case 3:
            yaml.line("  update\(names.resource):")
            yaml.line("    method: PUT")
            yaml.line("    path: \(collection)/{id}")
            yaml.line("    path_params: {id: int64}")
            yaml.line("    body:")
            yaml.line("      encoding: form")
            yaml.line("      fields:")
            yaml.line("        display_name: string")
            yaml.line("        quantity: int")
            yaml.line("        is_active: bool?")
            yaml.line("        category: {enum: [basic, premium, legacy]}")
            if random.chance(0.5) { yaml.line("        tag_ids: [int]") }
            yaml.line("    response: \(names.line)")
        default:
            if endpoint / 5 % 2 == 0 {
                yaml.line("  delete\(names.resource):")
                yaml.line("    method: DELETE")
                yaml.line("    path: \(collection)/{id}")
                yaml.line("    path_params: {id: int64}")
                yaml.line("    response: none")
            } else {
                yaml.line("  patch\(names.resource):")
                yaml.line("    method: PATCH")
                yaml.line("    path: \(collection)/{id}")
                yaml.line("    path_params: {id: int64}")
                yaml.line("    body:")
                yaml.line("      note: string?")
                yaml.line("      rating: int?")
                yaml.line("      tags: \"[string]?\"")
                yaml.line("    response:")
                yaml.line("      id: int64")
                yaml.line("      updated_at: date")
            }
        }
        yaml.line("")
    }

    // MARK: Vocabulary

    /// Names derived from an endpoint's global index: `Order17`, `Order17Line`, wire stem `order17`.
    private struct Names {
        var noun: String
        var resource: String
        var line: String
        var wire: String
        var lineKey: String
        var article: String

        init(_ endpoint: Int) {
            let noun = SyntheticAPI.nouns[endpoint % SyntheticAPI.nouns.count]
            let suffix = SyntheticAPI.lineSuffixes[endpoint % SyntheticAPI.lineSuffixes.count]
            self.noun = noun
            resource = noun.prefix(1).uppercased() + noun.dropFirst() + String(endpoint)
            line = resource + suffix
            wire = noun + String(endpoint)
            lineKey = suffix == "Entry" ? "entries" : suffix.lowercased() + "s"
            article = "aeiou".contains(noun.prefix(1)) ? "An" : "A"
        }
    }

    static let nouns = [
        "account", "order", "invoice", "product", "shipment", "ticket", "project", "invite", "payment", "review",
        "device", "coupon", "report", "article", "comment", "team", "plan", "session", "upload", "webhook",
    ]

    static let lineSuffixes = ["Line", "Item", "Entry", "Detail", "Note", "Event", "Part"]

    static let resourceProperties: [(String, String)] = [
        ("display_name", "string"), ("title", "string?"), ("summary", "string?"),
        ("status", "{enum: [active, archived, pending_review]}"), ("created_at", "date"), ("updated_at", "date?"),
        ("item_count", "int"), ("total_amount", "double"), ("is_enabled", "bool"), ("html_url", "url?"),
        ("owner_id", "int64"), ("external_ref", "uuid?"), ("tags", "[string]"), ("priority", "int32?"),
        ("rating", "float?"), ("metadata", "json?"), ("due_date", "calendar_date?"), ("email_address", "string?"),
        ("sort_order", "int?"), ("currency_code", "string"), ("avatar_url", "url?"), ("last_seen_at", "date?"),
        ("visibility", "{enum: [public, private, internal]}"), ("score", "double?"), ("remarks", "string?"),
        ("is_verified", "bool?"), ("version_number", "int"), ("attachment_ids", "\"[int64]?\""),
        ("labels", "\"[string: string]?\""), ("type", "{enum: [standard, express, bulk]}"),
        ("closed_reason", "{enum: [completed, duplicate, wont_fix], nullable: true}"),
    ]

    static let lineProperties: [(String, String)] = [
        ("name", "string"), ("quantity", "int"), ("unit_price", "double"), ("sku", "string?"), ("note", "string?"),
        ("created_at", "date"), ("is_default", "bool"), ("kind", "{enum: [physical, digital, service]}"),
        ("weight_grams", "int?"), ("position", "int"), ("image_url", "url?"), ("discount_rate", "float?"),
        ("expires_at", "date?"), ("code", "string"), ("tax_rate", "double?"),
    ]

    static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : String(value)
    }
}

/// Accumulates YAML text line by line.
private struct YAMLText {
    var text = ""

    mutating func line(_ content: String) {
        text += content
        text += "\n"
    }
}
