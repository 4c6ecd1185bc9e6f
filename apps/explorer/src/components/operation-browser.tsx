import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { groupEntries, type CatalogEntry } from '../core/catalog-search.js';
import { entryLifecycle } from '../core/lifecycle.js';
import { listRows, rowOffsets, visibleRows, type ListRow } from '../core/virtual-list.js';
import { LifecycleBadge } from './lifecycle-notice.js';
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
    <li className="vrow-entry">
      <button type="button" className="entry" aria-current={current ? 'true' : undefined} onClick={() => void open()}>
        <span className={`verb verb-${(entry.method ?? 'xml').toLowerCase()}`}>{entry.method ?? 'XML'}</span>
        <span className="entry-title" title={entry.title}>
          {entry.title}
          <LifecycleBadge lifecycle={entryLifecycle(entry)} />
        </span>
        <span className="entry-path" title={entry.path ?? entry.group}>
          {entry.path ?? entry.group}
        </span>
      </button>
    </li>
  );
}

/** The searchable list of every REST operation and XML call, grouped by area and API; only the rows in view are rendered. */
export function OperationBrowser() {
  const query = useCatalog((s) => s.query);
  const results = useCatalog((s) => s.results);
  const setQuery = useCatalog((s) => s.setQuery);
  const showRetired = useCatalog((s) => s.showRetired);
  const hiddenRetired = useCatalog((s) => s.hiddenRetired);
  const setShowRetired = useCatalog((s) => s.setShowRetired);
  const openKey = useCatalog((s) => s.open?.entry.key);
  const rows = useMemo(() => listRows(groupEntries(results)), [results]);
  const offsets = useMemo(() => rowOffsets(rows), [rows]);
  const list = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ top: 0, height: 800 });
  const measure = useCallback(() => {
    const element = list.current;
    if (element) setView({ top: element.scrollTop, height: element.clientHeight || 800 });
  }, []);
  useLayoutEffect(() => {
    // A new search starts at the top of its results.
    if (list.current) list.current.scrollTop = 0;
    measure();
  }, [rows, measure]);
  useEffect(() => {
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);
  const { start, end } = visibleRows(offsets, view.top, view.height);

  return (
    <nav className="browser" aria-label="Operations">
      <label htmlFor="operation-search">Search operations</label>
      <input
        id="operation-search"
        type="search"
        value={query}
        placeholder="getItem, /item_summary, upload image…"
        autoComplete="off"
        onChange={(event) => setQuery(event.target.value)}
      />
      <label className="show-retired">
        <input type="checkbox" checked={showRetired} onChange={(event) => setShowRetired(event.target.checked)} /> Show
        calls eBay decommissioned{!showRetired && hiddenRetired > 0 ? ` (${hiddenRetired} hidden)` : ''}
      </label>
      <p className="count" role="status">
        {results.length === 0
          ? 'No operation matches.'
          : `${results.length} operation${results.length === 1 ? '' : 's'}`}
      </p>
      <div className="browser-list" ref={list} onScroll={measure}>
        <div className="vlist" style={{ height: offsets[rows.length] }}>
          <ul style={{ transform: `translateY(${offsets[start] ?? 0}px)` }}>
            {rows.slice(start, end).map((row) => (
              <Row key={row.key} row={row} openKey={openKey} />
            ))}
          </ul>
        </div>
      </div>
    </nav>
  );
}

function Row({ row, openKey }: { row: ListRow; openKey: string | undefined }) {
  if (row.kind === 'area') {
    return (
      <li className="vrow-area" role="presentation">
        <h2>{AREA_NAMES[row.area] ?? row.area}</h2>
      </li>
    );
  }
  if (row.kind === 'group') {
    return (
      <li className="vrow-group" role="presentation">
        <h3>{row.group}</h3>
      </li>
    );
  }
  return <EntryButton entry={row.entry} current={row.entry.key === openKey} />;
}
