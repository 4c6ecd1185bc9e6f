import type { XmlScalar } from './builder.js';

/**
 * Request fields `Req` with `Extra` added: the typed way to send a field newer than eBay's schema, or a code value
 * eBay added since, without loosening the rest of the request. Each key of `Extra` that `Req` lacks is added as
 * `Extra` types it; a key `Req` has takes `Extra`'s type as well, and an object in `Extra` adds to the nested fields
 * (in every element of a repeated one). With no `Extra`, it is `Req` itself.
 *
 * @example
 * // A field eBay added after the schema baykit was generated from:
 * await ebay.trading.GetItem<{ IncludeNewThing: boolean }>({ ItemID: '110553', IncludeNewThing: true });
 * // A listing type eBay added after it:
 * await ebay.trading.AddItem<{ Item: { ListingType: 'NewFormat' } }>({ Item: { ListingType: 'NewFormat', … } });
 */
export type TradingRequestWith<Req, Extra> = [keyof Extra] extends [never] ? Req : WithFields<Req, Extra>;

// Homomorphic over `T`, so each field keeps its `?` and `readonly`.
type WithFields<T, E> = { [K in keyof T]: K extends keyof E ? WithValue<T[K], E[K]> : T[K] } & Omit<E, keyof T>;

type WithValue<F, X> = X extends XmlScalar | readonly unknown[] ? F | X : X extends object ? Nested<F, X> : F | X;

type Nested<F, X> = F extends readonly (infer I)[]
  ? readonly Nested<I, X>[]
  : F extends XmlScalar
    ? F
    : F extends object
      ? WithFields<F, X>
      : F;
