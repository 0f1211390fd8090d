import EndpointRuntime
import GeneratedAPI

// The code each seed app still writes by hand on top of the generated API, compiled here and quoted verbatim
// in docs/seeds.md (DocsSeedsTests checks that every Swift block there is in this file).

// seed 000: the app's answers for the custom common fields
/// TimeSync's `test_mode` and `user_key` come from the app (a build flag, the signed-in user); every other common
/// field from the standard provider (bundle, locale, clock).
func timeSyncFields(debugMode: Bool, userKey: @escaping @Sendable () -> String?) -> CommonFieldProvider {
    { source in
        switch source {
        case .custom("test_mode"): String(debugMode)          // "true" / "false", as the article interpolates it
        case .custom("user_key"): userKey() ?? "0"            // the article sends 0 before sign-in
        default: CommonFieldValues.standard(source)
        }
    }
}
// end

// seed 002: NetworkResult from APIError
/// The article's five outcomes, classified from the one `APIError` the generated client throws instead of from
/// status codes by hand.
enum NetworkResult<Value> {
    case success(Value)
    case pathErr(Members.ServerErrorModel)   // a 4xx whose body is the server's error model
    case serverErr                            // 5xx
    case networkFail                          // offline, timeout, cancelled
    case unRecognizedError                    // anything else: an undecodable body, a 4xx without the model

    init(_ send: () async throws -> Value) async {
        do {
            self = .success(try await send())
        } catch let error as APIError {
            switch error {
            case .http(let failure) where (400..<500).contains(failure.status):
                if let model = failure.errorModel(as: Members.ServerErrorModel.self) {
                    self = .pathErr(model)
                } else {
                    self = .unRecognizedError
                }
            case .http(let failure) where (500..<600).contains(failure.status):
                self = .serverErr
            case .transport:
                self = .networkFail
            default:
                self = .unRecognizedError
            }
        } catch {
            self = .unRecognizedError
        }
    }
}
// end
