// The emulator's resettable world: one typed, named store per thing of eBay's world
// (docs/architecture.md#one-world-one-store-per-thing). Each store is made from the seed the first time something
// reads it, so an emulator pays only for the stores its calls touch, and the same seed gives the same data whatever
// the order of first use (each store draws from its own random source). `reset()` builds a new World.
//
// Layering: context.ts names this module, and this module names only the store modules (world/stores/), which
// import neither: a store is given what it needs (the seed, another store) as parameters.

/** The stores of one emulator's world, each created from the seed on first use. */
export class World {
  readonly #seed: number;

  constructor(seed: number) {
    this.#seed = seed;
  }

  /** The seed every store is made from. */
  get seed(): number {
    return this.#seed;
  }
}
