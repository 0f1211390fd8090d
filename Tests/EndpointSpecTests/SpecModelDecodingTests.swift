import Testing
import EndpointSpec

@Suite("Spec constructs decode into the expected model")
struct SpecModelDecodingTests {
    /// The properties of the object model `name` in `yaml`, which must load without diagnostics.
    private func properties(of name: String, in yaml: String) throws -> [PropertyDefinition] {
        let result = loadSpec(yaml)
        #expect(result.diagnostics.map(\.description) == [])
        let model = try #require(result.api?.model(named: name))
        guard case .object(let object) = model.shape else {
            Issue.record("model '\(name)' is not an object: \(model.shape)")
            return []
        }
        return object.properties
    }

    private func property(_ wireName: String, of name: String, in yaml: String) throws -> PropertyDefinition {
        try #require(try properties(of: name, in: yaml).first { $0.wireName == wireName })
    }

    @Test func enumValuesGetSwiftCaseNamesAndKeepTheirRawValues() throws {
        let yaml = spec(models: """
              Issue:
                reaction: {enum: [+1, -1, laugh]}
                reason: {enum: [off-topic, too heated, none]}
                association: {enum: [FIRST_TIME_CONTRIBUTOR, NONE, unknown]}
            """)
        func cases(_ key: String) throws -> [String] {
            let type = try property(key, of: "Issue", in: yaml).type
            guard case .enumeration(let definition) = type.type else {
                Issue.record("'\(key)' is not an inline enum")
                return []
            }
            return definition.cases.map { "\($0.rawValue)=\($0.swiftName)" }
        }
        #expect(try cases("reaction") == ["+1=plus1", "-1=minus1", "laugh=laugh"])
        #expect(try cases("reason") == ["off-topic=offTopic", "too heated=tooHeated", "none=noneValue"])
        #expect(try cases("association")
            == ["FIRST_TIME_CONTRIBUTOR=firstTimeContributor", "NONE=noneValue", "unknown=unknownValue"])
    }

    @Test func enumValuesWrittenAsYAMLWordsKeepTheirText() throws {
        let result = loadSpec(spec(models: "  Switch: {enum: [on, off, yes, no, 010, 1.10]}\n"))
        #expect(result.diagnostics.map(\.description) == [])
        guard case .enumeration(let definition)? = result.api?.model(named: "Switch")?.shape else {
            Issue.record("Switch should be an enum model")
            return
        }
        #expect(definition.cases.map(\.rawValue) == ["on", "off", "yes", "no", "010", "1.10"])
        #expect(definition.cases.map(\.swiftName) == ["on", "off", "yes", "no", "_010", "_110"])
    }

    @Test func longFormAndInlineObjectAreToldApartByTheirKeys() throws {
        let yaml = spec(models: """
              Repo:
                described: {type: string, description: A text.}
                license:
                  key: string
                  name: string?
                shape:
                  type: string
                  size: int
            """)
        let described = try property("described", of: "Repo", in: yaml)
        #expect(described.type == PropertyType(.primitive(.string)))
        #expect(described.description == "A text.")
        let license = try property("license", of: "Repo", in: yaml)
        guard case .object(let object) = license.type.type else {
            Issue.record("license should be an inline object")
            return
        }
        #expect(object.properties.map(\.wireName) == ["key", "name"])
        let shape = try property("shape", of: "Repo", in: yaml)
        guard case .object(let shapeObject) = shape.type.type else {
            Issue.record("a mapping with 'type' and a non-long-form key is an inline object")
            return
        }
        #expect(shapeObject.properties.map(\.wireName) == ["type", "size"])
    }

    @Test func longFormModelWithDescriptionAndProperties() throws {
        let result = loadSpec(spec(models: """
              Message:
                description: One message.
                properties:
                  message_id: int64
                  is_mine: bool
            """))
        let model = try #require(result.api?.model(named: "Message"))
        #expect(model.description == "One message.")
        guard case .object(let object) = model.shape else {
            Issue.record("Message should be an object")
            return
        }
        #expect(object.properties.map(\.swiftName) == ["messageID", "isMine"])
    }

    @Test func nullableEnumIsRequiredButNullable() throws {
        let type = try property("state_reason", of: "Issue", in: spec(models: """
              Issue:
                state_reason: {enum: [completed, not_planned], nullable: true}
            """)).type
        #expect(type.isNullable)
        #expect(!type.isOptional)
        #expect(!type.isTristate)
    }

    @Test func collectionTypeExpressionsQuotedAndUnquoted() throws {
        let yaml = spec(models: """
              User: {id: int}
              Holder:
                extra: "[string: json]"
                users: [User]
                by_name: [string: User]
                topics: "[string]?"
                grid: "[[int?]]"
                friend: User?
            """)
        let types = try Dictionary(uniqueKeysWithValues: properties(of: "Holder", in: yaml).map { ($0.wireName, $0.type) })
        #expect(types["extra"] == PropertyType(.dictionary(PropertyType(.primitive(.json)))))
        #expect(types["users"] == PropertyType(.array(PropertyType(.model("User")))))
        #expect(types["by_name"] == PropertyType(.dictionary(PropertyType(.model("User")))))
        #expect(types["topics"]
            == PropertyType(.array(PropertyType(.primitive(.string))), isOptional: true, isNullable: true))
        #expect(types["grid"] == PropertyType(.array(PropertyType(.array(
            PropertyType(.primitive(.int), isOptional: true, isNullable: true))))))
        #expect(types["friend"] == PropertyType(.model("User"), isOptional: true, isNullable: true))
    }

    @Test func tristateIsOptionalNullableAndTristate() throws {
        let type = try property("description", of: "Patch", in: spec(models: """
              Patch:
                description: {type: string, optional: true, nullable: true, tristate: true}
            """)).type
        #expect(type == PropertyType(.primitive(.string), isOptional: true, isNullable: true, isTristate: true))
    }

    @Test func requiredNullableLongForm() throws {
        let type = try property("closed_at", of: "Issue", in: spec(models: """
              Issue:
                closed_at: {type: date, nullable: true}
            """)).type
        #expect(type == PropertyType(.primitive(.date), isOptional: false, isNullable: true))
    }

    @Test func scalarsWhereStringsAreMeantKeepTheirText() throws {
        let result = loadSpec("""
            api: Demo
            headers:
              X-Legacy: no
              X-Feature: on
              X-API-Version: 1.10
              X-Build: 010
            endpoints:
              ping: {method: GET, path: /ping}
            """)
        let api = try #require(result.api)
        #expect(api.headers.map(\.name) == ["X-Legacy", "X-Feature", "X-API-Version", "X-Build"])
        #expect(api.headers.map { header -> String in
            if case .literal(let literal) = header.value { literal.text } else { "<parameter>" }
        } == ["no", "on", "1.10", "010"])
    }

    @Test func messagesStyleSpecDecodesEnvelopeAuthAndEndpoints() throws {
        let result = loadSpec("""
            api: Messages
            dates: yyyy-MM-dd HH:mm:ss
            auth: {header: x-access-token}
            envelope: {payload: result, success: isSuccess, code: code, message: message, success_codes: [1000]}
            errors: {4XX: ErrorResponse}
            models:
              ErrorResponse: {isSuccess: bool, code: int, message: string}
              Item: {room_id: int, title: string?}
            endpoints:
              getMessageList:
                method: GET
                path: /message
                response: [Item]
                view_model: MessageList
              uploadImage:
                method: POST
                path: /profile/image
                auth: false
                body:
                  encoding: multipart
                  fields: {user_key: string, image: file}
                response: none
            """)
        #expect(result.diagnostics.map(\.description) == [])
        let api = try #require(result.api)
        #expect(api.dates == .format("yyyy-MM-dd HH:mm:ss"))
        #expect(api.auth == .header("x-access-token"))
        #expect(api.envelope?.payloadKey == "result")
        #expect(api.envelope?.successKey == "isSuccess")
        #expect(api.envelope?.successCodes == ["1000"])
        let list = try #require(api.endpoints.first)
        #expect(list.methodName == "getMessageList")
        #expect(list.typeStem == "GetMessageList")
        #expect(list.auth == .required)
        #expect(list.viewModel == "MessageList")
        #expect(list.response == .json(PropertyType(.array(PropertyType(.model("Item"))))))
        #expect(list.errors.map(\.match) == [.statusClass(4)])
        let upload = try #require(api.endpoints.last)
        #expect(upload.auth == .none)
        #expect(upload.response == ResponseDefinition.none)
        #expect(upload.body?.fields.map(\.wireName) == ["user_key", "image"])
        #expect(upload.body?.fields.last?.type == PropertyType(.model("$file")))
    }
}
