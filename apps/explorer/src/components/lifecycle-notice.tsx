import type { LifecycleView } from '../../shared/api.js';
import { lifecycleBadge, replacementKey } from '../core/lifecycle.js';
import { useCall, useCatalog } from '../state/stores.js';

/** A small badge with the lifecycle status, for the operation list. */
export function LifecycleBadge({ lifecycle }: { lifecycle: LifecycleView | undefined }) {
  if (!lifecycle) return null;
  return <span className={`badge badge-${lifecycle.status}`}>{lifecycleBadge(lifecycle)}</span>;
}

/**
 * What eBay did to the open operation, from baykit's catalog: the status, the sentence baykit's error or warning
 * carries, and a link that opens the replacement when it is an operation of the catalog.
 */
export function LifecycleNotice({ lifecycle }: { lifecycle: LifecycleView | undefined }) {
  const entries = useCatalog((s) => s.entries);
  const selectKey = useCatalog((s) => s.selectKey);
  const reset = useCall((s) => s.reset);
  if (!lifecycle) return null;
  const target = replacementKey(lifecycle, entries);
  const open = async (key: string) => {
    const opened = await selectKey(key);
    if (opened) reset(opened);
  };
  return (
    <div className={`lifecycle lifecycle-${lifecycle.status}`} role="note">
      <LifecycleBadge lifecycle={lifecycle} /> {lifecycle.message}
      {lifecycle.status === 'decommissioned'
        ? ' baykit refuses it before sending (DeprecatedApiError) unless the client has allowRetired: true.'
        : ''}
      {target ? (
        <>
          {' '}
          <button type="button" className="link" onClick={() => void open(target)}>
            Open {lifecycle.replacement}
          </button>
        </>
      ) : null}
    </div>
  );
}
