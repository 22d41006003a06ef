import SourceStructure

/// Doors nobody asked for: what any module may change in an object, or in the whole program,
/// behind the back of the type and of the composition root that wired it.
extension StageDesign {
    /// Properties any module may set that are shared: an instance property of a class or an
    /// actor, a static property of any type, and a global. A value type's instance `var` changes
    /// only its caller's copy, so it is data, not a door; `public private(set) var` is read-only
    /// from outside.
    public func publicSettableState() -> [Occurrence] {
        sources.allProperties.filter { property in
            guard let setter = property.setterAccessLevel, ["public", "open"].contains(setter) else {
                return false
            }
            guard let owner = property.owner else { return true }
            return property.isStatic || isReferenceType(owner)
        }
        .map(Self.occurrence)
    }

    /// `publicSettableState` and `publishedCollaborators`, each place once.
    public func publicDoors() -> [Occurrence] {
        var seen: Set<Location> = []
        return (publicSettableState() + publishedCollaborators()).filter { seen.insert($0.location).inserted }
    }
}
