import { createStore, type StoreApi } from 'zustand';
import { clampShare, readPaneLayout, writePaneLayout, type PaneLayout } from '../core/response-pane.js';

/** The response pane slice: how wide the result is beside the form, kept in localStorage across reloads. */
export interface PaneSlice {
  layout: PaneLayout;
  /** Sets the share the divider gives the result (clamped to its limits). */
  setShare(share: number): void;
  /** Gives the result most of the window, or takes it back to the share it had. */
  toggleWide(): void;
}

/** A pane store kept in `storage` (none: in memory only). */
export function createPaneStore(storage?: Storage): StoreApi<PaneSlice> {
  return createStore<PaneSlice>((set, get) => {
    const keep = (layout: PaneLayout) => {
      set({ layout });
      writePaneLayout(storage, layout);
    };
    return {
      layout: readPaneLayout(storage),
      setShare: (share) => keep({ ...get().layout, share: clampShare(share) }),
      toggleWide: () => keep({ ...get().layout, wide: !get().layout.wide }),
    };
  });
}
