/**
 * The pages a paginated call has read, by a fingerprint of their items: a page whose items equal those of any page
 * read before means the server is going round in a circle (a `next` link or continuation token that changes while
 * the items repeat, pages A, B, A, B, …). A fingerprint is two 32-bit FNV-1a hashes of the items' JSON (a chance
 * collision among 10 000 pages is about 1 in 10^11), so the set costs a few bytes a page, never the pages.
 */
export class PageFingerprints {
  readonly #seen = new Set<string>();

  /** Records the page; true when a page with the same items was read before. */
  repeats(items: readonly unknown[]): boolean {
    const text = JSON.stringify(items);
    let a = 0x811c9dc5;
    let b = 0x01000193 ^ text.length;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      a = Math.imul(a ^ c, 0x01000193);
      b = Math.imul(b ^ c, 0x5bd1e995);
    }
    const key = `${(a >>> 0).toString(36)}.${(b >>> 0).toString(36)}`;
    if (this.#seen.has(key)) return true;
    this.#seen.add(key);
    return false;
  }
}
