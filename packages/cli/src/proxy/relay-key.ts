import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The relay's per-start key, the proof that a request comes from an app its owner pointed at it. Any local user (or a
 * container on the host's network) can connect to 127.0.0.1, and without a key could spend the `--profile` token or
 * write into the cassette. As the explorer's access key (apps/explorer/server/http/access-key.ts), it is random at
 * every start and only ever printed; here it is the first segment of the origin the app is given
 * (`http://127.0.0.1:4030/<key>`), since any HTTP client takes a base URL with a path, and the relay strips it before
 * forwarding, so it never reaches eBay, the cassette or the live lines.
 */
export class RelayKey {
  readonly #key: string;
  readonly #digest: Buffer;

  constructor(key: string = randomBytes(24).toString('base64url')) {
    this.#key = key;
    this.#digest = digest(key);
  }

  /** The origin an app is given: the relay's URL with the key as its path. */
  originOf(relayUrl: string): string {
    return `${relayUrl}/${this.#key}`;
  }

  /**
   * The request target without the key (`/<key>/sell/…?q` → `/sell/…?q`), or undefined when its first segment is
   * not this start's key. Compared as digests in constant time, so neither where nor how long a guess is wrong shows.
   */
  strip(target: string): string | undefined {
    const end = target.slice(1).search(/[/?]/);
    const segment = end < 0 ? target.slice(1) : target.slice(1, end + 1);
    if (!target.startsWith('/') || !timingSafeEqual(digest(segment), this.#digest)) return undefined;
    const rest = target.slice(segment.length + 1);
    return rest.startsWith('/') ? rest : `/${rest}`;
  }
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}
