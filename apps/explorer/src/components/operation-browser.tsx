import { useMemo } from 'react';
import { groupEntries, type CatalogEntry } from '../core/catalog-search.js';
import { RESULT_LIMIT } from '../state/catalog.js';
import { useCall, useCatalog } from '../state/stores.js';

const AREA_NAMES: Record<string, string> = {
  buy: 'Buy',
  sell: 'Sell',
  commerce: 'Commerce',
  developer: 'Developer',
  postOrder: 'Post-order',
  xml: 'XML services',
};

function EntryButton({ entry, current }: { entry: CatalogEntry; current: boolean }) {
  const select = useCatalog((s) => s.select);
  const reset = useCall((s) => s.reset);
  const open = async () => {
    const opened = await select(entry);
    if (opened) reset(opened);
  };
  return (
    <li>
      <button type="button" className="entry" aria-current={current ? 'true' : undefined} onClick={() => void open()}>
        <span className={`verb verb-${(entry.method ?? 'xml').toLowerCase()}`}>{entry.method ?? 'XML'}</span>
        <span className="entry-title">{entry.title}</span>
        <span className="entry-path">{entry.path ?? entry.group}</span>
      </button>
    </li>
  );
}

/** The searchable list of every REST operation and XML call, grouped by area and API. */
export function OperationBrowser() {
  const query = useCatalog((s) => s.query);
  const results = useCatalog((s) => s.results);
  const setQuery = useCatalog((s) => s.setQuery);
  const openKey = useCatalog((s) => s.open?.entry.key);
  const shown = useMemo(() => groupEntries(results.slice(0, RESULT_LIMIT)), [results]);

  return (
    <nav className="browser" aria-label="Operations">
      <label htmlFor="operation-search">Search operations</label>
      <input
        id="operation-search"
        type="search"
        value={query}
        placeholder="getItem, /item_summary, trading…"
        autoComplete="off"
        onChange={(event) => setQuery(event.target.value)}
      />
      <p className="count" role="status">
        {results.length === 0
          ? 'No operation matches.'
          : `${results.length} operation${results.length === 1 ? '' : 's'}`}
        {results.length > RESULT_LIMIT ? ` (first ${RESULT_LIMIT} shown)` : ''}
      </p>
      <div className="browser-list">
        {shown.map((area) => (
          <section key={area.area} aria-label={AREA_NAMES[area.area] ?? area.area}>
            <h2>{AREA_NAMES[area.area] ?? area.area}</h2>
            {area.groups.map((group) => (
              <div key={group.group}>
                <h3>{group.group}</h3>
                <ul>
                  {group.entries.map((entry) => (
                    <EntryButton key={entry.key} entry={entry} current={entry.key === openKey} />
                  ))}
                </ul>
              </div>
            ))}
          </section>
        ))}
      </div>
    </nav>
  );
}
