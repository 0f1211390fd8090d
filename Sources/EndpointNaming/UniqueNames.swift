/// Gives every member of one scope (the properties of a type, the cases of an enum, the parameters of a
/// request) a distinct Swift name.
///
/// Rule (spec format §6): a name that the wire key spells exactly keeps it; other derived names that collide
/// get the smallest numeric suffix from 2 up that is still free, in declaration order. Explicit names are never
/// changed: a collision involving one is reported as an error by the caller. The result is deterministic:
/// it depends only on the input order.
public struct UniqueNames {
    /// One assignment: the derived name, the name finally chosen, and whether it was renamed.
    public struct Assignment: Sendable, Hashable {
        public var wireName: String
        public var derived: String
        public var chosen: String
        public var isExplicit: Bool
        public var wasRenamed: Bool { derived != chosen }
    }

    /// Assigns names to `members` (wire name, derived or explicit Swift name, whether explicit).
    /// `reserved` names are treated as taken from the start (for example `unknown` in an enum that has a
    /// fallback case).
    public static func assign(
        _ members: [(wireName: String, name: String, isExplicit: Bool)],
        reserved: Set<String> = []
    ) -> [Assignment] {
        var taken = reserved
        var chosen = [String?](repeating: nil, count: members.count)
        // Explicit names and names spelled exactly by their wire key claim their name first.
        for (index, member) in members.enumerated() where member.isExplicit || member.wireName == member.name {
            if !taken.contains(member.name) || member.isExplicit {
                chosen[index] = member.name
                taken.insert(member.name)
            }
        }
        for (index, member) in members.enumerated() where chosen[index] == nil {
            var name = member.name
            var suffix = 2
            while taken.contains(name) {
                name = "\(member.name)\(suffix)"
                suffix += 1
            }
            chosen[index] = name
            taken.insert(name)
        }
        return members.enumerated().map { index, member in
            Assignment(
                wireName: member.wireName, derived: member.name, chosen: chosen[index] ?? member.name,
                isExplicit: member.isExplicit)
        }
    }
}
