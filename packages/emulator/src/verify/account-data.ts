import type { Leaf } from './flatten.js';
import { ID_FIELD, isHiddenId, type IdMap } from './id-map.js';

/**
 * The ids that exist only in the recorded account: sent in a request (`fulfillmentPolicyId`, `OrderID`, …) with no
 * counterpart in the emulator (no answer of the replay mapped them, and the emulator never answered them itself), so
 * the fresh emulator cannot have them. An exchange eBay accepted and the emulator refused
 * naming one of them (its value, or the field it came in) needs the recorded account's data: verify reports it apart
 * and leaves it out of the score (docs/cassettes.md#data-only-the-recorded-account-has).
 */
export class AccountData {
  /** Every string value the emulator answered so far. */
  readonly #answered = new Set<string>();
  /** Foreign id → the field it was sent in (its last name: `returnPolicyId`, `OrderID`). */
  readonly #foreign = new Map<string, string>();

  /** Notes the foreign ids of a recorded request, before it is replayed. */
  noteRequest(leaves: readonly Leaf[], ids: IdMap): void {
    for (const leaf of leaves) {
      if (leaf.type !== 'string' || !ID_FIELD.test(leaf.path)) continue;
      const value = String(leaf.value);
      if (ids.knows(value) || this.#answered.has(value) || isHiddenId(value)) continue;
      this.#foreign.set(value, /(\w+)(\[\d+\])?$/.exec(leaf.path)?.[1] ?? leaf.path);
    }
  }

  /** Notes the values of the emulator's answer: an id it gave is one the emulator has. */
  noteAnswer(leaves: readonly Leaf[]): void {
    for (const leaf of leaves) if (leaf.type === 'string') this.#answered.add(String(leaf.value));
  }

  /**
   * The foreign ids an emulator refusal names (`refusal` is the answer's text): the ids themselves, or those whose
   * field the refusal names (`Input data for tag <OrderID> is invalid`). Empty when it names none.
   */
  namedIn(refusal: string): string[] {
    return [...this.#foreign]
      .filter(([id, field]) => refusal.includes(id) || namesField(refusal, field))
      .map(([id]) => id);
  }
}

/** Whether a refusal names the field: `<OrderID>` as Trading's messages write it, in XML text or not. */
function namesField(refusal: string, field: string): boolean {
  return refusal.includes(`<${field}>`) || refusal.includes(`&lt;${field}&gt;`);
}
