import EndpointRuntime
import Foundation
import TestSupport

/// A URL from a literal that is known to be valid.
func url(_ text: String) -> URL {
    guard let url = URL(string: text) else {
        preconditionFailure("invalid test URL literal \(text)")
    }
    return url
}

/// Common field values that do not depend on the machine or the clock.
let fixedCommonFields: CommonFieldProvider = { source in
    switch source {
    case .appVersion: return "1.2.3"
    case .buildNumber: return "42"
    case .language: return "ko"
    case .region: return "KR"
    case .platform: return "iOS"
    case .unixTime: return "1700000000"
    case .custom(let key): return key == "device_id" ? "D-1" : nil
    case .literal(let value): return value
    }
}

/// A client on a mock transport answering `responses` in order.
func mockClient(
    _ responses: HTTPResponse...,
    baseURL: String = "https://api.example.com/v1",
    authPlacement: AuthPlacement? = nil,
    token: String? = nil,
    middleware: [any Middleware] = []
) -> (APIClient, MockTransport) {
    let transport = MockTransport(responses: responses)
    let configuration = APIClientConfiguration(
        baseURL: url(baseURL),
        dateRule: .iso8601,
        authPlacement: authPlacement,
        tokenProvider: { token },
        commonFieldProvider: fixedCommonFields
    )
    return (APIClient(configuration: configuration, transport: transport, middleware: middleware), transport)
}

/// A JSON response with status 200 unless given.
func jsonResponse(_ body: String, status: Int = 200, headers: HTTPHeaders = ["Content-Type": "application/json"]) -> HTTPResponse {
    HTTPResponse(status: status, headers: headers, body: Data(body.utf8))
}

/// A client against the loopback test server.
func serverClient(_ server: TestServer, timeout: TimeInterval = 10, dateRule: DateRule = .iso8601) -> APIClient {
    APIClient(configuration: APIClientConfiguration(
        baseURL: server.baseURL,
        timeout: timeout,
        dateRule: dateRule,
        authPlacement: Messages.authPlacement,
        tokenProvider: { "secret-token" },
        commonFieldProvider: fixedCommonFields
    ))
}
