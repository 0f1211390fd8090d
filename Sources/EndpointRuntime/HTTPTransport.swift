import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends one HTTP request and returns the whole response. Any status is a response, not an error;
/// failures below HTTP are thrown (`URLError`, `CancellationError` or an ``APIError``).
///
/// ``URLSessionTransport`` is the default; ``MockTransport`` serves tests and previews; other HTTP
/// stacks plug in by conforming.
public protocol HTTPTransport: Sendable {
    /// Sends `request` and returns the response.
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}

/// The default transport, on `URLSession` (FoundationNetworking on Linux).
public struct URLSessionTransport: HTTPTransport {
    /// The session used for every request.
    public let session: URLSession

    /// Uses `session` (default: `URLSession.shared`).
    public init(session: URLSession = .shared) {
        self.session = session
    }

    /// Sends with `data(for:)`, or `upload(for:from:)` when there is a body.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method.rawValue
        urlRequest.timeoutInterval = request.timeout
        for field in request.headers {
            urlRequest.addValue(field.value, forHTTPHeaderField: field.name)
        }
        let data: Data
        let response: URLResponse
        if let body = request.body {
            (data, response) = try await session.upload(for: urlRequest, from: body)
        } else {
            (data, response) = try await session.data(for: urlRequest)
        }
        guard let http = response as? HTTPURLResponse else {
            throw URLError(.badServerResponse)
        }
        var headers = HTTPHeaders()
        for (name, value) in http.allHeaderFields {
            headers.add(name: String(describing: name), value: String(describing: value))
        }
        return HTTPResponse(status: http.statusCode, headers: headers, body: data)
    }
}
