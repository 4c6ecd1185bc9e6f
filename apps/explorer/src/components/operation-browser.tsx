import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { guardedBadge } from '../core/call-confirmation.js';
import { entryEffects, groupEntries, type CatalogEntry } from '../core/catalog-search.js';
import { entryLifecycle, lifecycleBadge } from '../core/lifecycle.js';
import {
  entryHeight,
  entryLines,
  listRows,
  nameChunks,
  ROW_HEIGHT,
  rowOffsets,
  visibleRows,
  type ListRow,
} from '../core/virtual-list.js';
import { GuardedBadge } from './effects.js';
import { LifecycleBadge } from './lifecycle-notice.js';
import { OperationName } from './operation-name.js';
import { useCall, useCatalog } from '../state/stores.js';

const AREA_NAMES: Record<string, string> = {
  buy: 'Buy',
  sell: 'Sell',
  commerce: 'Commerce',
  developer: 'Developer',
  postOrder: 'Post-order',
  xml: 'XML services',
};

/** Widths as the list draws them: an entry's name box, a piece of a name, a badge with its margin. */
interface EntryMeasure {
  width: number;
  text(text: string): number;
  badge(text: string): number;
}

const cached = (widths: Map<string, number>, text: string, measure: () => number): number => {
  let width = widths.get(text);
  if (width === undefined) widths.set(text, (width = measure()));
  return width;
};

/**
 * Measures with the hidden entry `probe` (styled as every entry, as wide as they are): names through a canvas in
 * the name's font, badges by drawing them in the probe.
 */
function measureEntries(probe: HTMLElement | null): EntryMeasure | undefined {
  const title = probe?.querySelector<HTMLElement>('.entry-title');
  const badge = probe?.querySelector<HTMLElement>('.badge');
  const context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!title || !badge || !context || title.clientWidth === 0) return undefined;
  const style = getComputedStyle(title);
  context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const texts = new Map<string, number>();
  const badges = new Map<string, number>();
  return {
    // Two pixels to spare: the canvas's sum of a name's pieces can differ by a fraction from the page's.
    width: title.clientWidth - 2,
    text: (text) => cached(texts, text, () => context.measureText(text).width),
    badge: (text) =>
      cached(badges, text, () => {
        badge.textContent = text;
        const margins = getComputedStyle(badge);
        return badge.getBoundingClientRect().width + parseFloat(margins.marginLeft) + parseFloat(margins.marginRight);
      }),
  };
}

/** A row's height: an entry's grows by a line for each line its name and badge wrap onto. */
function rowHeight(row: ListRow, measure: EntryMeasure | undefined): number {
  if (row.kind !== 'entry' || !measure) return ROW_HEIGHT[row.kind];
  const lifecycle = entryLifecycle(row.entry);
  const guarded = guardedBadge(entryEffects(row.entry));
  const chunks = nameChunks(row.entry.title).map((chunk) => measure.text(chunk));
  const badges = [
    ...(lifecycle ? [measure.badge(lifecycleBadge(lifecycle))] : []),
    ...(guarded ? [measure.badge(guarded.text)] : []),
  ];
  return entryHeight(entryLines(chunks, badges, measure.width));
}

function EntryButton({ entry, current, height }: { entry: CatalogEntry; current: boolean; height: number }) {
  const select = useCatalog((s) => s.select);
  const reset = useCall((s) => s.reset);
  const open = async () => {
    const opened = await select(entry);
    if (opened) reset(opened);
  };
  return (
    <li className="vrow-entry" style={{ height }}>
      <button type="button" className="entry" aria-current={current ? 'true' : undefined} onClick={() => void open()}>
        <span className={`verb verb-${(entry.method ?? 'xml').toLowerCase()}`}>{entry.method ?? 'XML'}</span>
        <span className="entry-title" title={entry.title}>
          <OperationName name={entry.title} />
          <wbr />
          <LifecycleBadge lifecycle={entryLifecycle(entry)} />
          <GuardedBadge effects={entryEffects(entry)} />
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
  const suggested = useCatalog((s) => s.suggested);
  const setQuery = useCatalog((s) => s.setQuery);
  const showRetired = useCatalog((s) => s.showRetired);
  const hiddenRetired = useCatalog((s) => s.hiddenRetired);
  const setShowRetired = useCatalog((s) => s.setShowRetired);
  const openKey = useCatalog((s) => s.open?.entry.key);
  const rows = useMemo(() => listRows(groupEntries(results)), [results]);
  const list = useRef<HTMLDivElement>(null);
  const probe = useRef<HTMLButtonElement>(null);
  const [entryMeasure, setEntryMeasure] = useState<EntryMeasure | undefined>();
  const offsets = useMemo(() => rowOffsets(rows, (row) => rowHeight(row, entryMeasure)), [rows, entryMeasure]);
  const [view, setView] = useState({ top: 0, height: 800 });
  const measure = useCallback(() => {
    const element = list.current;
    if (element) setView({ top: element.scrollTop, height: element.clientHeight || 800 });
  }, []);
  useLayoutEffect(() => {
    // The entries' heights follow the list's width (and the fonts): measured again when either changes.
    let width = -1;
    const remeasure = () => {
      const now = probe.current?.getBoundingClientRect().width ?? 0;
      if (now === width) return;
      width = now;
      setEntryMeasure(measureEntries(probe.current));
    };
    remeasure();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(remeasure);
    if (list.current) observer?.observe(list.current);
    void document.fonts.ready.then(() => {
      width = -1;
      remeasure();
    });
    return () => observer?.disconnect();
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
          : suggested.length > 0
            ? `No operation is named “${query.trim()}”. Did you mean ${suggested.join(', ')}?`
            : `${results.length} operation${results.length === 1 ? '' : 's'}`}
      </p>
      <div className="browser-list" ref={list} onScroll={measure}>
        <div className="vlist" style={{ height: offsets[rows.length] }}>
          <button type="button" className="entry entry-probe" tabIndex={-1} aria-hidden="true" ref={probe}>
            <span className="verb">XML</span>
            <span className="entry-title">
              <span className="badge" />
            </span>
          </button>
          <ul style={{ transform: `translateY(${offsets[start] ?? 0}px)` }}>
            {rows.slice(start, end).map((row, index) => (
              <Row
                key={row.key}
                row={row}
                openKey={openKey}
                height={(offsets[start + index + 1] ?? 0) - (offsets[start + index] ?? 0)}
              />
            ))}
          </ul>
        </div>
      </div>
    </nav>
  );
}

function Row({ row, openKey, height }: { row: ListRow; openKey: string | undefined; height: number }) {
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
  return <EntryButton entry={row.entry} current={row.entry.key === openKey} height={height} />;
}
