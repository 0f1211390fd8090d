import Testing
import EndpointSpec

@Suite("Names that collide in Swift are reported or made distinct")
struct SpecNameCollisionTests {
    @Test func duplicateEndpointKeyIsReportedByTheYAMLLoader() {
        #expect(diagnostics(spec(endpoints: """
              list: {method: GET, path: /a}
              list: {method: GET, path: /b}
            """)) == ["bad.yaml:4:3: error: duplicate key 'list'\nbad.yaml:3:3: note: first defined here"])
    }

    @Test func endpointNamesMappingToOneSwiftNameAreReported() {
        #expect(diagnostics(spec(endpoints: """
              get_user: {method: GET, path: /a}
              getUser: {method: GET, path: /b}
            """)) == [
            "bad.yaml:4:3: error: endpoints 'get_user' and 'getUser' both become 'getUser' in Swift\n"
                + "bad.yaml:3:3: note: 'get_user' is declared here",
        ])
    }

    @Test func explicitSwiftNameCollisionIsAnErrorNamingBothLines() {
        #expect(diagnostics(spec(models: """
              Named:
                user_id: int
                owner: {type: string, swift_name: userID}
            """)) == [
            "bad.yaml:5:5: error: properties 'user_id' and 'owner' both map to Swift name 'userID' in model 'Named'\n"
                + "bad.yaml:4:5: note: 'user_id' is declared here",
        ])
    }

    @Test func derivedCollisionsGetDistinctNamesWithWarnings() throws {
        let result = loadSpec(spec(models: """
              Thing:
                type: string
                _type: string
                type_: string
                -type: string
            """))
        #expect(result.diagnostics.map(\.description) == [
            "bad.yaml:5:5: warning: property '_type' is named 'type2' in Swift because 'type' also maps to 'type'; "
                + "add swift_name to choose a name\nbad.yaml:4:5: note: 'type' is declared here",
            "bad.yaml:6:5: warning: property 'type_' is named 'type3' in Swift because 'type' also maps to 'type'; "
                + "add swift_name to choose a name\nbad.yaml:4:5: note: 'type' is declared here",
            "bad.yaml:7:5: warning: property '-type' is named 'type4' in Swift because 'type' also maps to 'type'; "
                + "add swift_name to choose a name\nbad.yaml:4:5: note: 'type' is declared here",
        ])
        let api = try #require(result.api)
        guard case .object(let object)? = api.model(named: "Thing")?.shape else {
            Issue.record("Thing should be an object")
            return
        }
        #expect(object.properties.map(\.swiftName) == ["type", "type2", "type3", "type4"])
        #expect(object.properties.map(\.wireName) == ["type", "_type", "type_", "-type"])
    }

    @Test func wireKeySpellingItsSwiftNameKeepsItEvenWhenDeclaredLater() throws {
        let result = loadSpec(spec(models: """
              Thing:
                user_id: int
                userID: int
            """))
        #expect(result.diagnostics.map(\.description) == [
            "bad.yaml:4:5: warning: property 'user_id' is named 'userID2' in Swift because 'userID' also maps to "
                + "'userID'; add swift_name to choose a name\nbad.yaml:5:5: note: 'userID' is declared here",
        ])
        guard case .object(let object)? = result.api?.model(named: "Thing")?.shape else {
            Issue.record("Thing should be an object")
            return
        }
        #expect(object.properties.map(\.swiftName) == ["userID2", "userID"])
    }

    @Test func parametersOfOneEndpointWithCollidingDerivedNamesAreNumberedWithAWarning() {
        let result = loadSpec(spec(endpoints: """
              search:
                method: GET
                path: /search/{user_id}
                query: {per_page: int?, perPage: int?, userId: string?}
            """))
        #expect(result.diagnostics.map(\.description) == [
            "bad.yaml:6:13: warning: query parameter 'per_page' is named 'perPage2' in Swift because query parameter "
                + "'perPage' also maps to 'perPage'; add swift_name to choose a name\n"
                + "bad.yaml:6:29: note: query parameter 'perPage' is declared here",
            "bad.yaml:6:44: warning: query parameter 'userId' is named 'userID2' in Swift because path parameter 'user_id' "
                + "also maps to 'userID'; add swift_name to choose a name\n"
                + "bad.yaml:5:11: note: path parameter 'user_id' is declared here",
        ])
        let endpoint = result.api?.endpoints.first
        #expect(endpoint?.pathParameters.map(\.swiftName) == ["userID"])
        #expect(endpoint?.queryParameters.map(\.swiftName) == ["perPage2", "perPage", "userID2"])
    }

    /// Review: "parameter 'id' is named 'id2' in Swift because 'id' also maps to 'id'" named neither which `id`
    /// was which nor where the other one is. Each kind of parameter, and a note at the one holding the name.
    @Test func aRenamedParameterNamesItsKindAndTheOneHoldingTheName() {
        let result = loadSpec(spec(endpoints: """
              show:
                method: GET
                path: /x/{id}
                path_params: {id: int}
                query: {id: int?, ID: string?}
                headers: {X-Id: {param: id, type: string}}
            """))
        let other = "path parameter 'id' also maps to 'id'; add swift_name to choose a name\n"
            + "bad.yaml:6:19: note: path parameter 'id' is declared here"
        #expect(result.diagnostics.map(\.description) == [
            "bad.yaml:7:13: warning: query parameter 'id' is named 'id2' in Swift because " + other,
            "bad.yaml:7:23: warning: query parameter 'ID' is named 'id3' in Swift because " + other,
            "bad.yaml:8:29: warning: header parameter 'id' is named 'id4' in Swift because " + other,
        ])
    }

    @Test func parameterCollisionWithAnExplicitSwiftNameIsAnError() {
        #expect(diagnostics(spec(endpoints: """
              search:
                method: GET
                path: /search
                query: {per_page: int?, page: {type: int?, swift_name: perPage}}
            """)) == [
            "bad.yaml:6:29: error: parameters 'per_page' and 'page' both map to Swift name 'perPage' in endpoint "
                + "'search'\nbad.yaml:6:13: note: 'per_page' is declared here",
        ])
    }
}

/// Model names are the generated types' names as written (spec format §6).
@Suite struct LowercaseModelNameTests {
    @Test("A model name starting with a lowercase letter is a warning at the name, suggesting UpperCamelCase")
    func lowercaseModelNamesAreWarnings() {
        #expect(diagnostics("""
            api: Demo
            models:
              user: {id: int}
              user_profile: {name: string}
              _private: {x: int}
              uRL: {x: int}
              Fine: {owner: user}
            endpoints:
              me: {method: GET, path: /me, response: user}
            """) == [
            "bad.yaml:3:3: warning: model name 'user' starts with a lowercase letter, and it is the generated type's name; "
                + "Swift names types in UpperCamelCase (Swift API Design Guidelines): try 'User'",
            "bad.yaml:4:3: warning: model name 'user_profile' starts with a lowercase letter, and it is the generated type's "
                + "name; Swift names types in UpperCamelCase (Swift API Design Guidelines): try 'UserProfile'",
            "bad.yaml:6:3: warning: model name 'uRL' starts with a lowercase letter, and it is the generated type's name; "
                + "Swift names types in UpperCamelCase (Swift API Design Guidelines): try 'URL'",
        ])
    }
}
