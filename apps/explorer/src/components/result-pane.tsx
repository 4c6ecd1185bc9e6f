import { useRef, type CSSProperties, type KeyboardEvent, type PointerEvent, type ReactNode, type Ref } from 'react';
import { MAX_SHARE, MIN_SHARE, resultShare, shareAfterKey, shareAt } from '../core/response-pane.js';
import { usePane } from '../state/stores.js';

/**
 * The divider between the form and the result (the WAI-ARIA window splitter): drag it, or focus it and use the arrow
 * keys, Home and End. It reads the row's box from its parent, the form-and-result grid.
 */
function PaneDivider() {
  const share = usePane((s) => s.layout.share);
  const setShare = usePane((s) => s.setShare);
  const divider = useRef<HTMLDivElement>(null);
  const follow = (event: PointerEvent<HTMLDivElement>) => {
    const row = divider.current?.parentElement?.getBoundingClientRect();
    if (row && event.currentTarget.hasPointerCapture(event.pointerId)) setShare(shareAt(event.clientX, row));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = shareAfterKey(share, event.key);
    if (next === undefined) return;
    event.preventDefault();
    setShare(next);
  };
  return (
    <div
      ref={divider}
      className="pane-divider"
      role="separator"
      aria-orientation="vertical"
      aria-label="Response width"
      aria-valuemin={MIN_SHARE * 100}
      aria-valuemax={MAX_SHARE * 100}
      aria-valuenow={Math.round(share * 100)}
      aria-valuetext={`response ${Math.round(share * 100)}% wide`}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => event.currentTarget.setPointerCapture(event.pointerId)}
      onPointerMove={follow}
    />
  );
}

/** Widens the result to most of the window (the operation list folds away), or takes it back. */
function WidenButton() {
  const wide = usePane((s) => s.layout.wide);
  const toggleWide = usePane((s) => s.toggleWide);
  return (
    <button type="button" className="pane-widen" aria-pressed={wide} onClick={toggleWide}>
      Wide response
    </button>
  );
}

/**
 * The result's column beside the form, as wide as the pane slice says (`--result-share`, which the stylesheet reads
 * in windows wide enough for two columns), with its divider and the Wide response button (there, even before a
 * call: wide, the operation list is folded away, and this button brings it back).
 */
export function ResultPane({ columnRef, children }: { columnRef: Ref<HTMLDivElement>; children: ReactNode }) {
  const layout = usePane((s) => s.layout);
  const style = { '--result-share': resultShare(layout) } as CSSProperties;
  return (
    <>
      {layout.wide ? null : <PaneDivider />}
      <div className={layout.wide ? 'result result-wide' : 'result'} ref={columnRef} style={style}>
        <div className="pane-tools">
          <WidenButton />
        </div>
        {children}
      </div>
    </>
  );
}
