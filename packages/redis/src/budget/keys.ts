/**
 * Redis key names of one app's budgets. The scope sits in braces (a Redis Cluster hash tag) so that all
 * buckets a call takes from live in one slot and one script can take from them atomically.
 */
export class BudgetKeys {
  readonly #base: string;

  constructor(prefix: string, environment: string, appId: string) {
    this.#base = `${prefix}{${environment}:${appId}}:`;
  }

  /** A configured budget's bucket (`buy.browse`, `tradingapi.tradingapi:AddItem`). */
  bucket(budgetKey: string): string {
    return `${this.#base}${budgetKey}`;
  }

  /** The bucket seeded from eBay's reported limit of an API. */
  seeded(api: string): string {
    return `${this.#base}ebay:${api}`;
  }

  /** Held by the process that reads eBay's limits for the fleet, for one refresh interval. */
  seedClaim(): string {
    return `${this.#base}ebay-read`;
  }
}
