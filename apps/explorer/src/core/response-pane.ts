/**
 * How wide the response pane is beside the form: `share`, the part of the form-and-result row the result takes
 * (the draggable divider sets it), and `wide`, the one-click choice that gives the result most of the window
 * (the operation list folds away). Kept in the origin's localStorage, versioned.
 */
export interface PaneLayout {
  share: number;
  wide: boolean;
}

/** The localStorage key of the layout. */
export const PANE_STORAGE = 'baykit-explorer.response-pane';
/** The version written; a stored layout of another version is dropped for the default. */
const PANE_VERSION = 1;

/** The narrowest and widest share the divider allows: the form stays usable, and so does the result. */
export const MIN_SHARE = 0.25;
export const MAX_SHARE = 0.8;
/** The share the stylesheet's two columns gave the result before the divider (9 of 20). */
export const DEFAULT_LAYOUT: PaneLayout = { share: 0.45, wide: false };
/** The result's share of the row in the wide layout, where the operation list is folded away. */
export const WIDE_SHARE = 0.75;
/** How far one arrow key moves the divider. */
const KEY_STEP = 0.05;

/** A share within the divider's limits, rounded to whole percents (what the separator announces). */
export function clampShare(share: number): number {
  if (!Number.isFinite(share)) return DEFAULT_LAYOUT.share;
  return Math.round(Math.min(MAX_SHARE, Math.max(MIN_SHARE, share)) * 100) / 100;
}

/** The result's share of the row, given what the layout holds. */
export function resultShare(layout: PaneLayout): number {
  return layout.wide ? WIDE_SHARE : layout.share;
}

/** The share when the divider is dragged to `x` (a pointer's clientX) in a row that spans `left` to `right`. */
export function shareAt(x: number, row: { left: number; right: number }): number {
  const width = row.right - row.left;
  return width > 0 ? clampShare((row.right - x) / width) : DEFAULT_LAYOUT.share;
}

/**
 * The share after a key on the focused divider (the WAI-ARIA window splitter): the left arrow moves the divider left
 * and so widens the result, the right arrow narrows it, Home and End go to the limits. Undefined for other keys.
 */
export function shareAfterKey(share: number, key: string): number | undefined {
  const moves: Record<string, number> = {
    ArrowLeft: share + KEY_STEP,
    ArrowRight: share - KEY_STEP,
    Home: MIN_SHARE,
    End: MAX_SHARE,
  };
  const next = moves[key];
  return next === undefined ? undefined : clampShare(next);
}

/** The stored layout, or the default when none is stored or it cannot be read. */
export function readPaneLayout(storage: Storage | undefined): PaneLayout {
  let stored: unknown;
  try {
    stored = JSON.parse(storage?.getItem(PANE_STORAGE) ?? 'null');
  } catch {
    return DEFAULT_LAYOUT;
  }
  if (typeof stored !== 'object' || stored === null) return DEFAULT_LAYOUT;
  const { version, share, wide } = stored as Record<string, unknown>;
  if (version !== PANE_VERSION || typeof share !== 'number' || typeof wide !== 'boolean') return DEFAULT_LAYOUT;
  return { share: clampShare(share), wide };
}

/** Stores the layout; a full or refused storage only costs the choice surviving a reload. */
export function writePaneLayout(storage: Storage | undefined, layout: PaneLayout): void {
  try {
    storage?.setItem(PANE_STORAGE, JSON.stringify({ version: PANE_VERSION, ...layout }));
  } catch {
    // Quota or privacy mode: the layout still applies to this page.
  }
}
