/**
 * How many key ids nobody has seen from eBay may be looked up, and which. Without the key nothing about a push can
 * be checked, so every lookup a forged push asks for is a `getPublicKey` call on the app's quota; these budgets
 * cap them. Two lanes, so that forged pushes naming a fresh random id each time cannot keep out a genuine push
 * that eBay delivers again:
 * - first sightings: 10 at once, then one every 20 s, first come first served;
 * - ids seen again: one every 30 s (3 at once) for the id seen most often among those refused so far (ties: the
 *   one seen first), whichever push brings the turn. eBay's retries repeat their key id; an id made up for one
 *   forged push is never seen again, so it never takes this lane. An attacker who repeats its ids must send each
 *   more often than the genuine id was seen, for every turn of the lane.
 * At most 3 lookups of new ids run at once. Together, 5 lookups a minute at most once the bursts are spent, as
 * before the lanes.
 */

/** A lane: `burst` lookups at once, then one every `intervalMs`. */
class Lane {
  readonly #burst: number;
  readonly #intervalMs: number;
  #tokens: number;
  #refilledAt: number | undefined;

  constructor(burst: number, intervalMs: number) {
    this.#burst = burst;
    this.#intervalMs = intervalMs;
    this.#tokens = burst;
  }

  /** Takes a lookup if one is left at `now`. */
  take(now: number): boolean {
    this.#refill(now);
    if (this.#tokens < 1) return false;
    this.#tokens -= 1;
    return true;
  }

  /** Whether a lookup is left at `now`, without taking it. */
  has(now: number): boolean {
    this.#refill(now);
    return this.#tokens >= 1;
  }

  #refill(now: number): void {
    if (this.#refilledAt === undefined) this.#refilledAt = now;
    const earned = Math.floor((now - this.#refilledAt) / this.#intervalMs);
    if (earned < 1) return;
    this.#tokens = Math.min(this.#burst, this.#tokens + earned);
    this.#refilledAt += earned * this.#intervalMs;
  }
}

const FIRST_BURST = 10;
const FIRST_INTERVAL_MS = 20_000;
const AGAIN_BURST = 3;
const AGAIN_INTERVAL_MS = 30_000;
const MAX_IN_FLIGHT = 3;
/**
 * Ids refused once, remembered so that their next sighting is known as one: the one seen longest ago goes first,
 * so a genuine id is forgotten only when this many other ids were refused between two of its deliveries (about
 * 2 MB at the longest ids).
 */
const MAX_SEEN_ONCE = 10_000;
/** Ids refused more than once, with their counts, the ones the second lane picks from; the lowest ranked goes first. */
const MAX_SEEN_AGAIN = 1_000;

interface Sighting {
  count: number;
  first: number;
}

/** Whether `a` is looked up before `b`: seen more often, or as often and earlier. */
const outranks = (a: Sighting, b: Sighting): boolean => a.count > b.count || (a.count === b.count && a.first < b.first);

/** What to look up for a push whose key id baykit does not know. */
export interface Admission {
  /** Look up this push's own id now. */
  now: boolean;
  /** Look up this other id, seen more often, in the background: its next push finds its key. */
  background?: string;
}

/** The lookup budget of one client's key cache (see the module comment). */
export class LookupBudget {
  readonly #first = new Lane(FIRST_BURST, FIRST_INTERVAL_MS);
  readonly #again = new Lane(AGAIN_BURST, AGAIN_INTERVAL_MS);
  /** Ids refused once, or not yet ranked among the ids seen again. */
  readonly #once = new Map<string, Sighting>();
  readonly #seen = new Map<string, Sighting>();
  #inFlight = 0;

  /** Decides about a push naming `kid`, a key id eBay was not asked about lately, arriving at `now`. */
  admit(kid: string, now: number): Admission {
    if (this.#inFlight < MAX_IN_FLIGHT && this.#first.take(now)) {
      this.#forget(kid);
      return { now: true };
    }
    this.#sight(kid, now);
    if (this.#inFlight >= MAX_IN_FLIGHT || !this.#again.has(now)) return { now: false };
    const top = this.#top();
    if (top === undefined) return { now: false };
    this.#again.take(now);
    this.#forget(top);
    return top === kid ? { now: true } : { now: false, background: top };
  }

  /** Counts `lookup` against the lookups running at once until it settles. */
  track<T>(lookup: Promise<T>): Promise<T> {
    this.#inFlight += 1;
    const done = (): void => {
      this.#inFlight -= 1;
    };
    lookup.then(done, done);
    return lookup;
  }

  #sight(kid: string, now: number): void {
    const seen = this.#seen.get(kid);
    if (seen) {
      seen.count += 1;
      return;
    }
    const once = this.#once.get(kid);
    // Moved to the end on every sighting: an id is forgotten only when MAX_SEEN_ONCE others came after its last.
    this.#once.delete(kid);
    if (!once) {
      this.#once.set(kid, { count: 1, first: now });
      if (this.#once.size > MAX_SEEN_ONCE) this.#once.delete(this.#once.keys().next().value as string);
      return;
    }
    once.count += 1;
    if (this.#seen.size >= MAX_SEEN_AGAIN) {
      const [weakest, rank] = this.#bottom();
      // Ranked below every id kept: it stays with the ids seen less, counting, until it outranks one.
      if (weakest === undefined || rank === undefined || !outranks(once, rank)) {
        this.#once.set(kid, once);
        return;
      }
      this.#seen.delete(weakest);
    }
    this.#seen.set(kid, once);
  }

  #forget(kid: string): void {
    this.#once.delete(kid);
    this.#seen.delete(kid);
  }

  /** The id seen again that ranks first. A scan: it runs at most once per turn of the lane. */
  #top(): string | undefined {
    let best: [string, Sighting] | undefined;
    for (const entry of this.#seen) if (!best || outranks(entry[1], best[1])) best = entry;
    return best?.[0];
  }

  #bottom(): [string | undefined, Sighting | undefined] {
    let worst: [string, Sighting] | undefined;
    for (const entry of this.#seen) if (!worst || outranks(worst[1], entry[1])) worst = entry;
    return worst ?? [undefined, undefined];
  }
}
