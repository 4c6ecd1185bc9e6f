import type { Leaf } from './flatten.js';

/** A field that holds an id eBay or the emulator assigned: `offerId`, `ItemID`, `returnId`, `id`. */
export const ID_FIELD = /(^|[.\]])(id|\w*(Id|ID|Ids|IDs))(\[\d+\])?$/;
/** Values too short to rewrite inside other text safely: `1` would rewrite every quantity. */
const MIN_ID_LENGTH = 3;

/**
 * The ids the emulator assigned in place of the recorded ones, learnt as a replay goes: when eBay answered
 * `offerId: "123"` and the emulator `offerId: "e-9"`, later requests carry `e-9` wherever the recording has `123`
 * (docs/cassettes.md#verify).
 */
export class IdMap {
  readonly #ids = new Map<string, string>();

  /** The pairs learnt so far: recorded id → the emulator's. */
  get size(): number {
    return this.#ids.size;
  }

  /** Whether the recorded id `recorded` has an emulator counterpart. */
  knows(recorded: string): boolean {
    return this.#ids.has(recorded);
  }

  /** Whether `recorded` was mapped to `live`. */
  maps(recorded: string, live: string): boolean {
    return this.#ids.get(recorded) === live;
  }

  /** Learns the ids at the same places of the recorded and the emulator's answer, and from their Location headers. */
  learn(recorded: readonly Leaf[], live: readonly Leaf[], recordedLocation?: string, liveLocation?: string): void {
    const byPath = new Map(live.map((leaf) => [leaf.path, leaf]));
    for (const leaf of recorded) {
      const other = byPath.get(leaf.path);
      if (leaf.type !== 'string' || other?.type !== 'string' || !ID_FIELD.test(leaf.path)) continue;
      this.#add(String(leaf.value), String(other.value));
    }
    if (recordedLocation && liveLocation) this.#add(lastSegment(recordedLocation), lastSegment(liveLocation));
  }

  /** `text` with every recorded id that stands alone (not inside a longer word or number) replaced by the emulator's. */
  rewrite(text: string): string {
    let out = text;
    // Longest first, so an id that contains another is replaced whole.
    const ids = [...this.#ids.keys()].sort((a, b) => b.length - a.length);
    for (const id of ids) {
      if (!out.includes(id)) continue;
      const alone = new RegExp(`(?<![A-Za-z0-9_-])${escapeRegExp(id)}(?![A-Za-z0-9_])`, 'g');
      out = out.replace(alone, () => this.#ids.get(id) ?? id);
    }
    return out;
  }

  #add(recorded: string, live: string): void {
    if (recorded === live || recorded.length < MIN_ID_LENGTH || isHiddenId(recorded)) return;
    // The first place a recorded id appears wins: eBay's samples mask different ids alike (`1**********0` is both a
    // lineItemId and a legacyItemId), and the first is the record's own id, later ones refer to others.
    if (this.#ids.has(recorded)) return;
    this.#ids.set(recorded, live);
    // As a path segment or query value carries it (`v1|123|0` is `v1%7C123%7C0` there).
    const encoded = encodeURIComponent(recorded);
    if (encoded !== recorded) this.#ids.set(encoded, encodeURIComponent(live));
  }
}

/** A recorded value that is no id at all: redacted or masked by baykit's recorder. */
export function isHiddenId(value: string): boolean {
  return /^\[redacted\]$|^masked-\d+/.test(value);
}

function lastSegment(location: string): string {
  const path = location.split('?')[0] ?? '';
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
