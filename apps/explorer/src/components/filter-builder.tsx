import { useState } from 'react';
import {
  BROWSE_BUYING_OPTIONS,
  BROWSE_CONDITIONS,
  browseFilter,
  emptyBrowseFilter,
  isPriceBound,
  type BrowseFilterParts,
} from '../core/operation-help.js';

/** Builds Browse search's `filter` from a price range, conditions, buying options and a country. */
export function BrowseFilterBuilder({ onUse }: { onUse: (filter: string) => void }) {
  const [parts, setParts] = useState<BrowseFilterParts>(emptyBrowseFilter);
  const set = (change: Partial<BrowseFilterParts>) => setParts({ ...parts, ...change });
  const toggle = (list: 'conditions' | 'buyingOptions', value: string) =>
    set({ [list]: parts[list].includes(value) ? parts[list].filter((v) => v !== value) : [...parts[list], value] });
  const valid = isPriceBound(parts.priceMin) && isPriceBound(parts.priceMax);
  const text = browseFilter(parts);
  return (
    <details className="filter-builder">
      <summary>Filter builder</summary>
      <div className="builder-grid">
        <label>
          Price from
          <input value={parts.priceMin} inputMode="decimal" onChange={(e) => set({ priceMin: e.target.value })} />
        </label>
        <label>
          Price to
          <input value={parts.priceMax} inputMode="decimal" onChange={(e) => set({ priceMax: e.target.value })} />
        </label>
        <label>
          Currency
          <input
            value={parts.priceCurrency}
            placeholder="USD"
            onChange={(e) => set({ priceCurrency: e.target.value.toUpperCase() })}
          />
        </label>
        <label>
          Item location (country)
          <input
            value={parts.itemLocationCountry}
            placeholder="US"
            onChange={(e) => set({ itemLocationCountry: e.target.value })}
          />
        </label>
      </div>
      <fieldset>
        <legend>Condition</legend>
        {BROWSE_CONDITIONS.map((value) => (
          <label key={value} className="check">
            <input
              type="checkbox"
              checked={parts.conditions.includes(value)}
              onChange={() => toggle('conditions', value)}
            />
            {value}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>Buying options</legend>
        {BROWSE_BUYING_OPTIONS.map((value) => (
          <label key={value} className="check">
            <input
              type="checkbox"
              checked={parts.buyingOptions.includes(value)}
              onChange={() => toggle('buyingOptions', value)}
            />
            {value}
          </label>
        ))}
      </fieldset>
      <p className="hint">
        {valid ? <code>{text || '(no filter)'}</code> : 'A price is a number with up to two decimals, like 12.50.'}
      </p>
      <button type="button" disabled={!valid} onClick={() => onUse(text)}>
        Use this filter
      </button>
    </details>
  );
}
