/// The stable identity of a diagnostic: what kind of problem it is, whatever its wording.
///
/// Raw values are `domain.name` (`yaml.emptyDocument`, `spec.unknownType`) and never change once released, so
/// tests, tools and the config loader match kinds of problems by ID, never by message text. Messages may be
/// reworded freely. The catalog with one line per ID is docs/diagnostics.md (a test keeps the two in step).
package enum DiagnosticID: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    // MARK: Reading files and YAML (`yaml.`)

    /// A spec file, OpenAPI document, JSON sample or payload file that is missing, a directory, unreadable or not
    /// readable for another reason (the message says which).
    case unreadableFile = "yaml.unreadableFile"
    /// A file with no YAML or JSON document (empty or only comments).
    case emptyDocument = "yaml.emptyDocument"
    /// A UTF-8 byte-order mark, which is ignored (warning).
    case utf8ByteOrderMark = "yaml.utf8ByteOrderMark"
    /// A UTF-16 or UTF-32 file (by its byte-order mark, or by where its zero bytes fall): files are UTF-8.
    case unsupportedEncoding = "yaml.unsupportedEncoding"
    /// Bytes that are not UTF-8.
    case invalidUTF8 = "yaml.invalidUTF8"
    /// A payload that is not JSON (RFC 8259): a single-quoted string, a comment, a bare word, a trailing comma.
    case jsonSyntax = "json.syntax"
    /// A character YAML does not allow (a control character).
    case invalidCharacter = "yaml.invalidCharacter"
    /// libyaml ran out of memory.
    case outOfMemory = "yaml.outOfMemory"
    /// Merge conflict markers (a `<<<<<<<` line, then a `>>>>>>>` line) left in the file by an unfinished merge.
    case mergeConflict = "yaml.mergeConflict"
    /// A tag other than the YAML core schema's (`!include`, `!foo`), which nothing would read.
    case unsupportedTag = "yaml.unsupportedTag"
    /// A YAML syntax error reported by libyaml.
    case syntax = "yaml.syntax"
    /// A tab used for indentation.
    case tabIndentation = "yaml.tabIndentation"
    /// A second YAML document in one file.
    case multipleDocuments = "yaml.multipleDocuments"
    /// A mapping key that is a mapping or a sequence.
    case nonScalarKey = "yaml.nonScalarKey"
    /// The same key twice in one mapping.
    case duplicateKey = "yaml.duplicateKey"
    /// A merge key `<<` whose value is not a mapping or a sequence of mappings.
    case invalidMerge = "yaml.invalidMerge"
    /// An alias used before its anchor.
    case undefinedAlias = "yaml.undefinedAlias"
    /// An alias inside the node it refers to.
    case recursiveAlias = "yaml.recursiveAlias"
    /// Aliases that would expand the document beyond the node budget.
    case aliasExpansionLimit = "yaml.aliasExpansionLimit"
    /// More nodes than the loader accepts.
    case tooManyNodes = "yaml.tooManyNodes"
    /// Nesting deeper than the loader accepts.
    case tooDeep = "yaml.tooDeep"

    // MARK: YAML node shapes (`spec.`)

    /// A value of the wrong kind where a mapping was expected.
    case expectedMapping = "spec.expectedMapping"
    /// A value of the wrong kind where a sequence was expected.
    case expectedSequence = "spec.expectedSequence"
    /// A value of the wrong kind where a string was expected.
    case expectedString = "spec.expectedString"
    /// A value other than `true` or `false` where a boolean was expected.
    case expectedBool = "spec.expectedBool"
    /// A value other than a positive number where one was expected.
    case expectedPositiveNumber = "spec.expectedPositiveNumber"
    /// A mapping key that is not a plain name.
    case expectedPlainName = "spec.expectedPlainName"
    /// An empty string where a value is required.
    case emptyValue = "spec.emptyValue"
    /// A key the format does not know at that place.
    case unknownKey = "spec.unknownKey"

    // MARK: Spec files and the API (`spec.`)

    /// A directory given as input with no `.yaml`/`.yml` file in it.
    case noSpecFiles = "spec.noSpecFiles"
    /// An input path that is neither a spec file nor a directory.
    case noSuchSpecPath = "spec.noSuchPath"
    /// A spec file whose name holds a control character (a line break, a tab): the name is written into a comment
    /// line of each generated file, where a line break would end the comment.
    case unusableSpecFileName = "spec.unusableFileName"
    /// Two specs with the same `api` name.
    case duplicateAPIName = "spec.duplicateAPIName"
    /// Two specs with the same file name, whose output files would collide.
    case duplicateFileName = "spec.duplicateFileName"
    /// A `uses` entry that names the spec itself, a missing file, a spec with errors, a spec in a cycle of
    /// `uses`, or a spec with this spec's own `api` name.
    case invalidUse = "spec.invalidUse"
    /// The same spec twice in `uses`.
    case duplicateUse = "spec.duplicateUse"
    /// A `uses` entry that is not a relative path to a `.yaml`/`.yml` file inside the specs root: an absolute path,
    /// another extension, or a path that leaves the root through `..` or a symbolic link.
    case usePathNotAllowed = "spec.usePathNotAllowed"
    /// One model name declared by two specs this one uses, or by this spec and one it uses.
    case duplicateSharedModel = "spec.duplicateSharedModel"
    /// No `api` key.
    case missingAPIName = "spec.missingAPIName"
    /// An `api` that is not an UpperCamelCase Swift identifier.
    case invalidAPIName = "spec.invalidAPIName"
    /// An `api` that cannot be a namespace (a Swift, Foundation or runtime name), or whose client property would
    /// hide a member of `APIClient` (`api: Configuration`).
    case reservedAPIName = "spec.reservedAPIName"
    /// A `base_url` that is not an absolute http or https URL.
    case invalidBaseURL = "spec.invalidBaseURL"
    /// A `dates` value that is no known rule or date format.
    case invalidDateRule = "spec.invalidDateRule"
    /// A date format field that almost always means something else (`YYYY` next to `MM`, `hh` without `a`).
    case suspiciousDatePattern = "spec.suspiciousDatePattern"
    /// A `time_zone` that is no IANA time zone name or `±hh:mm` offset, or one given to a rule other than a format.
    case invalidTimeZone = "spec.invalidTimeZone"
    /// A property's `dates` on a type holding no dates, `lenient` on a type with no lenient reading, or `lenient`
    /// on a parameter or header, which is only sent.
    case invalidValueCoding = "spec.invalidValueCoding"
    /// An `auth` that is not exactly one of `header`, `bearer`, `scheme` (with an optional `header`), `basic` or
    /// `query`.
    case invalidAuth = "spec.invalidAuth"
    /// An endpoint `server` that names no server under `servers`.
    case unknownServer = "spec.unknownServer"
    /// A header name that is not an HTTP token (RFC 9110 §5.1).
    case invalidHeaderName = "spec.invalidHeaderName"
    /// Two headers whose names differ only in case, which HTTP takes for one field (RFC 9110 §5.1).
    case duplicateHeader = "spec.duplicateHeader"
    /// A header of an endpoint named as the header its auth puts the token in, which the client replaces (an error
    /// with required auth, a warning with optional auth).
    case authHeaderDeclared = "spec.authHeaderDeclared"
    /// A query parameter of an endpoint, or a common field, named as the query item its auth puts the token in
    /// (`auth: {query: api_key}`), which the client replaces (an error with required auth, a warning otherwise).
    case authQueryDeclared = "spec.authQueryDeclared"
    /// A header value the spec gives (a fixed header, an enum value or default of a header parameter, a body's
    /// `content_type`) with a control character other than a tab, or starting or ending with a space or a tab
    /// (RFC 9110 §5.5).
    case invalidHeaderValue = "spec.invalidHeaderValue"
    /// A header the client writes itself (`Host`, `Content-Length`, `Transfer-Encoding`, the hop-by-hop fields),
    /// a proxy's credential or a server's challenge, declared as a header or an auth header.
    case reservedHeader = "spec.reservedHeader"
    /// A header parameter of a field RFC 9110 defines as one HTTP-date whose type is a list or not a date (nor a
    /// string; nor an integer for `Retry-After`).
    case invalidDateHeader = "spec.invalidDateHeader"
    /// A spec-wide header that takes its value from a parameter.
    case parameterHeaderInSpec = "spec.parameterHeaderInSpec"
    /// A header from a parameter without `param`.
    case missingHeaderParameter = "spec.missingHeaderParameter"
    /// An envelope without `payload`.
    case missingEnvelopePayload = "spec.missingEnvelopePayload"
    /// An envelope `code` without `key`.
    case missingEnvelopeCodeKey = "spec.missingEnvelopeCodeKey"
    /// An envelope code type other than `int` or `string`.
    case invalidEnvelopeCodeType = "spec.invalidEnvelopeCodeType"
    /// `success_codes` without the envelope's `code`.
    case successCodesWithoutCode = "spec.successCodesWithoutCode"
    /// A success code that does not fit the code type.
    case invalidSuccessCode = "spec.invalidSuccessCode"
    /// One key used for two envelope roles.
    case duplicateEnvelopeKey = "spec.duplicateEnvelopeKey"
    /// A common field of a type other than a scalar.
    case invalidCommonFieldType = "spec.invalidCommonFieldType"
    /// A common field without exactly one of `from` and `value`, or with `if_missing` and a literal value.
    case invalidCommonFieldSource = "spec.invalidCommonFieldSource"
    /// An `if_missing` other than fail, empty or omit.
    case invalidIfMissing = "spec.invalidIfMissing"
    /// An `errors` key that is not a status, a class or `default`.
    case invalidErrorKey = "spec.invalidErrorKey"
    /// A name that no model in `models` has.
    case unknownModel = "spec.unknownModel"

    // MARK: Models and types (`spec.`)

    /// A model name that is not a Swift type name.
    case invalidModelName = "spec.invalidModelName"
    /// A model name starting with a lowercase letter (a warning: it is the Swift type's name as written).
    case lowercaseModelName = "spec.lowercaseModelName"
    /// A model name the generated code cannot use (`CodingKeys`, the namespace's own name…).
    case reservedModelName = "spec.reservedModelName"
    /// An `identified_by` naming no property, an optional one, or given beside a property named `id`.
    case invalidIdentity = "spec.invalidIdentity"
    /// A model named like its api.
    case modelNamedLikeAPI = "spec.modelNamedLikeAPI"
    /// A type alias that refers to itself.
    case selfReferentialAlias = "spec.selfReferentialAlias"
    /// Required properties that form a cycle no finite value can satisfy.
    case requiredCycle = "spec.requiredCycle"
    /// Inline objects nested deeper than the format allows.
    case inlineObjectTooDeep = "spec.inlineObjectTooDeep"
    /// Arrays and dictionaries nested deeper than the format allows in one type expression.
    case collectionTooDeep = "spec.collectionTooDeep"
    /// Two properties or parameters that map to one Swift name, one of them by `swift_name`.
    case duplicateSwiftName = "spec.duplicateSwiftName"
    /// A property, parameter or enum case renamed because its derived Swift name was taken (warning).
    case renamedMember = "spec.renamedMember"
    /// A `swift_name` that is not a Swift identifier.
    case invalidSwiftName = "spec.invalidSwiftName"
    /// No type where one is required.
    case missingType = "spec.missingType"
    /// A name that is neither a built-in type nor a model.
    case unknownType = "spec.unknownType"
    /// A type expression that does not parse.
    case invalidTypeExpression = "spec.invalidTypeExpression"
    /// An array type without exactly one element type.
    case invalidArrayType = "spec.invalidArrayType"
    /// `none`, `text`, `binary` or `file` made optional or nested.
    case misplacedStandaloneType = "spec.misplacedStandaloneType"
    /// `tristate` without `optional` and `nullable`.
    case invalidTristate = "spec.invalidTristate"
    /// An enum with no values.
    case emptyEnum = "spec.emptyEnum"
    /// An enum value that is not a string.
    case nonStringEnumValue = "spec.nonStringEnumValue"
    /// The same enum value twice.
    case duplicateEnumValue = "spec.duplicateEnumValue"
    /// A default that is not a single value.
    case invalidDefault = "spec.invalidDefault"
    /// A quoted default for a non-string type.
    case quotedDefault = "spec.quotedDefault"
    /// A default for a type that takes none.
    case unsupportedDefault = "spec.unsupportedDefault"
    /// A default that does not fit its type.
    case defaultTypeMismatch = "spec.defaultTypeMismatch"

    // MARK: Endpoints (`spec.`)

    /// A spec with neither `endpoints` nor `models`, or with an empty `endpoints`.
    case missingEndpoints = "spec.missingEndpoints"
    /// Two endpoints whose Swift method names are the same.
    case duplicateEndpointName = "spec.duplicateEndpointName"
    /// A `method` that is no HTTP method the format supports.
    case unknownMethod = "spec.unknownMethod"
    /// No `method`.
    case missingMethod = "spec.missingMethod"
    /// No `path`.
    case missingPath = "spec.missingPath"
    /// A `view_model` that is not an UpperCamelCase name.
    case invalidViewModelName = "spec.invalidViewModelName"
    /// A path template that is malformed (relative, unbalanced or empty braces).
    case invalidPathTemplate = "spec.invalidPathTemplate"
    /// A `?`, `#` or query text in a path.
    case queryInPath = "spec.queryInPath"
    /// A `%` in literal path text that does not start a percent-encoded byte (`%20`).
    case invalidPercentInPath = "spec.invalidPercentInPath"
    /// A `.` or `..` segment (also as `%2E`) in literal path text, a base or server URL's path, or a path parameter's
    /// enum value or default.
    case dotSegmentInPath = "spec.dotSegmentInPath"
    /// The same placeholder twice in a path.
    case duplicatePlaceholder = "spec.duplicatePlaceholder"
    /// A placeholder without a path parameter.
    case undeclaredPathParameter = "spec.undeclaredPathParameter"
    /// A path parameter without a placeholder.
    case unusedPathParameter = "spec.unusedPathParameter"
    /// An optional path parameter.
    case optionalPathParameter = "spec.optionalPathParameter"
    /// A `{+name}` parameter that is not a string.
    case invalidMultiSegmentParameter = "spec.invalidMultiSegmentParameter"
    /// A parameter of a type that has no text form (an object, a dictionary…).
    case nonTextParameter = "spec.nonTextParameter"
    /// A body on a method that usually has none (warning).
    case unusualBody = "spec.unusualBody"
    /// A body encoding other than json, form, multipart, text or binary.
    case unknownBodyEncoding = "spec.unknownBodyEncoding"
    /// A json body without `type`.
    case missingBodyType = "spec.missingBodyType"
    /// A form or multipart body without `fields`.
    case missingBodyFields = "spec.missingBodyFields"
    /// `fields` on a text or binary body.
    case unexpectedBodyFields = "spec.unexpectedBodyFields"
    /// A body field or body type the encoding cannot send.
    case invalidBodyType = "spec.invalidBodyType"
    /// A `Content-Type` header (endpoint or spec-wide) or a `content_type` key that cannot take effect because the
    /// body's encoding (json, form, multipart) defines the type.
    case ineffectiveContentType = "spec.ineffectiveContentType"
    /// An endpoint `auth` other than true, false, optional or a scheme mapping.
    case invalidEndpointAuth = "spec.invalidEndpointAuth"
    /// An endpoint that uses auth in a spec without an `auth` scheme.
    case authWithoutScheme = "spec.authWithoutScheme"
    /// A `pagination` the format does not know, a page parameter that is not an optional query parameter of the
    /// right type, a response without a list of items, or a paginated view model whose items have no `id`.
    case invalidPagination = "spec.invalidPagination"

    // MARK: Code generation and templates (`codegen.`, `template.`)

    /// A model whose name clashes with a generated type in the same namespace, or two endpoints whose client
    /// methods would have one name (`get`'s `getResult` twin and an endpoint named `getResult`).
    case generatedNameClash = "codegen.generatedNameClash"
    /// A generated type named like the namespace of a spec this one `uses`, which it would hide.
    case usedNamespaceHidden = "codegen.usedNamespaceHidden"
    /// Two specs that generate the same output file.
    case outputCollision = "codegen.outputCollision"
    /// A request body that sends a model of a used spec which that spec makes immutable (warning).
    case sentModelImmutable = "codegen.sentModelImmutable"
    /// A team-owned view model file whose view model its spec no longer declares.
    case orphanedViewModelFile = "codegen.orphanedViewModelFile"
    /// A template that does not parse, names a missing partial, or fails to render.
    case invalidTemplate = "template.invalid"
    /// A template directory that cannot be read.
    case unreadableTemplates = "template.unreadableDirectory"
    /// A file in the template directory that replaces no built-in template and that no template includes (warning).
    case unusedTemplate = "template.unused"
    /// A name in a user's template that no render context provides, which renders as nothing (warning).
    case unknownTemplateName = "template.unknownName"
    /// A generated file that does not start with the generator's marker, located at the template that wrote its first
    /// line (the `header` override, or an override that leaves out `{{>header}}`).
    case missingHeaderMarker = "template.missingHeaderMarker"
    /// An override of `models.swift` or `requests.swift` that, with `model_files` above 1, declares no request type
    /// or declares them in the requests file too (an override written for one models file).
    case requestTypesMisplaced = "template.requestTypesMisplaced"
    /// An override of `request` that does not write `headerParameters`, while an endpoint has header parameters
    /// (an override written before they had a property of their own): those headers would not be sent.
    case headerParametersMissing = "template.headerParametersMissing"
    /// An override of `viewmodel`, `pagedviewmodel` or `actionviewmodel` that declares its published properties
    /// without `published-property` (or still declares one after a `published` block of its own), or an override of
    /// `published-property` without its `storage` block, with the built-in observation style (without its
    /// `published` or `observers` block, with the combine or closure style): their changes would not be observed.
    case publishedPropertiesUnobserved = "template.publishedPropertiesUnobserved"

    // MARK: The config file and endpoint selection (`config.`)

    /// A config file that cannot be read.
    case unreadableConfig = "config.unreadableFile"
    /// A config file that is not a mapping.
    case configNotMapping = "config.notMapping"
    /// A config key the format does not know.
    case unknownConfigKey = "config.unknownKey"
    /// A config setting that takes a list of names and got something else.
    case configExpectedList = "config.expectedList"
    /// A config setting that takes one value and got something else.
    case configExpectedValue = "config.expectedValue"
    /// A config value outside the setting's choices (access level, view model style, output).
    case unknownConfigValue = "config.unknownValue"
    /// A `specs` entry that does not exist.
    case missingSpecPath = "config.missingSpecPath"
    /// A `templates` entry that does not exist or names a file rather than a directory.
    case missingTemplateDirectory = "config.missingTemplateDirectory"
    /// An `output` or `stubs` directory that a run cannot use: a file is there, a file is where a directory above it
    /// goes, or it cannot be created. Reported by a run, located at the setting; not by `lint`, which reads no output.
    case unusableOutputDirectory = "config.unusableOutputDirectory"
    /// `outputs` without `models`.
    case outputsWithoutModels = "config.outputsWithoutModels"
    /// `outputs` with `view_models` but without `requests`, whose request types and client methods view models send.
    case viewModelsWithoutRequests = "config.viewModelsWithoutRequests"
    /// `outputs: []`: nothing would be generated and every generated file would be removed.
    case emptyOutputs = "config.emptyOutputs"
    /// `specs: []` or `include: []`: no spec would be generated (and every generated file removed), or every client
    /// would be empty.
    case emptyConfigList = "config.emptyList"
    /// A build plugin command run under a build plan made before the config changed which files are generated
    /// (`generator --planned`).
    case stalePlan = "config.stalePlan"
    /// A `file_names` pattern that would not give distinct Swift file names.
    case invalidFileNamePattern = "config.invalidFileNamePattern"
    /// An `include`/`exclude` name that no spec declares (warning).
    case unknownEndpointSelection = "config.unknownEndpointSelection"
    /// An `include` list none of whose names any spec declares: every client would be empty.
    case includeMatchesNoEndpoint = "config.includeMatchesNoEndpoint"

    // MARK: Importing OpenAPI documents and inferring models (`import.`, `infer.`; docs/import.md)

    /// A document to import that is not OpenAPI 3 (Swagger 2.0, no `openapi` version).
    case notOpenAPI3 = "import.notOpenAPI3"
    /// A document with neither an operation nor a schema to import (only webhooks, empty `paths`): no spec is written.
    case nothingToImport = "import.nothingToImport"
    /// A part of the document the importer reads that does not have OpenAPI's shape (`paths`, an operation,
    /// `responses` or `content` that is not a mapping, `parameters` or a schema's `required` that is not a sequence, a
    /// schema that is a number, also where a `$ref` leads: a text file where a schema belongs): nothing is written.
    case invalidDocument = "import.invalidDocument"
    /// An OpenAPI 3 version newer than those the importer knows (3.0, 3.1, 3.2), read as 3.2 (warning).
    case importNewerVersion = "import.newerVersion"
    /// A `oneOf`/`anyOf` of different schemas, imported as `json` (warning).
    case importUnion = "import.union"
    /// An `allOf` part that is not an object; the object parts are merged (warning).
    case importAllOfNonObject = "import.allOfNonObject"
    /// Two `allOf` parts that define one property with different types; the later definition is imported (warning).
    case importAllOfConflict = "import.allOfConflict"
    /// A name the import changed so that it is unique or valid (an operation, a schema, a tag's spec), with what it
    /// became (warning).
    case importRenamed = "import.renamed"
    /// `additionalProperties` next to `properties`; the properties are imported (warning).
    case importExtraProperties = "import.extraProperties"
    /// An integer, number or boolean `enum`, imported as its number type or `bool` (warning).
    case importNumberEnum = "import.numberEnum"
    /// A query array sent as one delimited value, imported as a string (warning).
    case importDelimitedArray = "import.delimitedArray"
    /// A structured path, query or header parameter or form field, imported as a string (warning).
    case importStructuredParameter = "import.structuredParameter"
    /// A header parameter of a field that holds one HTTP-date, typed as a list or not as a date, imported as a
    /// string (warning).
    case importDateHeader = "import.dateHeader"
    /// Something left out: cookie parameters, TRACE operations, callbacks, webhooks, invalid parameters, an unusable body or error response (warning).
    case importLeftOut = "import.leftOut"
    /// Several request media types, 2xx payloads, servers or security schemes; the first is imported (warning).
    case importFirstChosen = "import.firstChosen"
    /// A `$ref` that is not followed (a URL, a cycle), imported as `json` or left out (warning).
    case importUnresolvedReference = "import.unresolvedReference"
    /// A `$ref` to nothing the importer can read (an absolute path, a file that does not exist, is a directory or
    /// does not parse, a pointer to nothing): nothing is written.
    case brokenReference = "import.brokenReference"
    /// A schema the spec format cannot state (several types, an unknown type, too deep, a default that does not fit, `false`) (warning).
    case importUnsupportedSchema = "import.unsupportedSchema"
    /// A server URL that is not an absolute http(s) URL, so no `base_url` (warning).
    case importNoBaseURL = "import.noBaseURL"
    /// A security scheme the spec's `auth` cannot express exactly (warning).
    case importAuth = "import.auth"
    /// Path placeholders and path parameters that do not match; the placeholders win (warning).
    case importPathMismatch = "import.pathMismatch"
    /// An OpenAPI example that does not fit the imported type (it would not lint), left out (warning).
    case importExampleLeftOut = "import.exampleLeftOut"
    /// Samples for `generator infer` that are not JSON objects or arrays of objects.
    case inferNotObjects = "infer.notObjects"
    /// A number in a sample beyond Double's range (`1e400`, `1e-400`), which Foundation's JSONDecoder cannot decode as
    /// a double, float or decimal: no spec type holds it.
    case inferNumberOutOfRange = "infer.numberOutOfRange"
    /// An integer in a sample beyond Int64's range, inferred as `decimal` (or `double` when a decimal cannot hold
    /// every number there) (warning).
    case inferLargeInteger = "infer.largeInteger"
    /// Two keys in samples that differ in their Unicode scalars but are canonically equivalent (`"é"` and
    /// `"e\u0301"`): Swift and Foundation's JSONDecoder take them as one key, so no model holds both.
    case inferEquivalentKeys = "infer.equivalentKeys"

    // MARK: Checking payloads against a spec (`payload.`)

    /// An endpoint name that the spec does not declare.
    case unknownPayloadEndpoint = "payload.unknownEndpoint"
    /// A payload checked against a message the endpoint declares without a JSON body.
    case noJSONPayload = "payload.noJSONBody"
    /// An error status for which the endpoint's error rules name no model.
    case noErrorModel = "payload.noErrorModel"
    /// A required key missing from an object (or the envelope's payload key).
    case missingPayloadKey = "payload.missingKey"
    /// A value of the wrong JSON type, or one that does not decode as its type (a date, URL, an integer out of range).
    case wrongPayloadType = "payload.wrongType"
    /// `null` where the value is neither optional nor nullable.
    case unexpectedNull = "payload.unexpectedNull"
    /// A string that is none of an enum's values; enums are open, so this is a warning.
    case unknownEnumValue = "payload.unknownEnumValue"
    /// An envelope that reports a failure, whose payload the client does not read (warning).
    case envelopeFailure = "payload.envelopeFailure"

    // MARK: Examples in specs (`example.`)

    /// Both spellings of one example (`example` and `example_file`, `response` and `response_file`, …).
    case conflictingExamples = "example.conflictingForms"
    /// An example file that is missing, a directory or unreadable.
    case unreadableExampleFile = "example.unreadableFile"
    /// An example file named by an absolute path, or whose real path leaves the specs root through `..` or a
    /// symbolic link: it is never read.
    case examplePathNotAllowed = "example.pathNotAllowed"
    /// An error example keyed by something other than one HTTP status outside 200–299.
    case invalidExampleStatus = "example.invalidStatus"
    /// A response or body example for an endpoint whose response or body is not JSON, or an example of a multipart
    /// file field.
    case exampleWithoutJSONBody = "example.noJSONBody"
    /// An error example for a status the endpoint's error rules give no model.
    case exampleWithoutErrorModel = "example.noErrorModel"
    /// A required key missing from an object of an example.
    case exampleMissingKey = "example.missingKey"
    /// A value of an example of the wrong JSON type, or one that does not decode as its type.
    case exampleWrongType = "example.wrongType"
    /// `null` in an example where the value is neither optional nor nullable.
    case exampleUnexpectedNull = "example.unexpectedNull"
    /// A string in an example that is none of its enum's values.
    case exampleUnknownEnumValue = "example.unknownEnumValue"
    /// A key in an example that its object type does not declare.
    case exampleUnknownKey = "example.unknownKey"

    package var description: String { rawValue }
}
