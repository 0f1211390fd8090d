/// Every spec of the issue 6 hostile-input suites, compiled together by `HostileBuild.shared`.
enum HostileCorpus {
    static let all: [HostileSpec] = HostileNameSpecs.all + HostileLiteralSpecs.all + HostileScalarSpecs.all
        + HostileWireSpecs.all + HostileRequestSpecs.all + HostileOutputSpecs.all + HostileKeywordSpecs.all + SpecSemanticsSpecs.all
        + ValueCodingSpecs.all + WireKeyCodingSpecs.all + HashableIdentitySpecs.all + HostileInvisibleSpecs.all
        + UnicodeKeyNamingSpecs.all + MemberwiseEqualitySpecs.all + ModelMutabilitySpecs.all
}
