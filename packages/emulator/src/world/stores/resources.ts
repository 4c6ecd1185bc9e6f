// The resource store: the members of every resource family no hand-written flow keeps (src/resources/), per
// family and owner.

/** A stored member of a family: its path values and the record reads answer with. */
export interface StoredResource {
  /** Path parameter values naming it (parents' ids and its own). */
  readonly params: Readonly<Record<string, string>>;
  data: Record<string, unknown>;
}

/** One owner's members of one family, by member key, in creation order. */
export type Members = Map<string, StoredResource>;

/** Every family's members and id counters (resources/store.ts reads and writes them). */
export interface ResourceState {
  /** family key → owner → members. */
  readonly families: Map<string, Map<string, Members>>;
  /** Next id number per family. */
  readonly counters: Map<string, number>;
}

/** The resource store of a new (or reset) emulator: no members yet. */
export function createResourceState(): ResourceState {
  return { families: new Map(), counters: new Map() };
}
