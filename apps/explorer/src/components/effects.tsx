import type { Effect } from '@baykit/spec/effects';
import { effectBadges, guardedBadge } from '../core/call-confirmation.js';

/** An operation's effects as badges, each with its meaning as the title (the tooltip). */
export function EffectBadges({ effects }: { effects: readonly Effect[] }) {
  return (
    <>
      {effectBadges(effects).map((badge) => (
        <span
          key={badge.effect}
          className={`badge badge-effect effect-${badge.effect}${badge.guarded ? ' effect-guarded' : ''}`}
          title={badge.meaning}
        >
          {badge.effect}
        </span>
      ))}
    </>
  );
}

/**
 * The open operation's effects: the badges, the reviewed note on why, and for a guarded one that production asks
 * first.
 */
export function EffectFacts({ effects, note }: { effects: readonly Effect[]; note: string | undefined }) {
  const guarded = guardedBadge(effects) !== undefined;
  return (
    <p className="facts effects" aria-label="Effects">
      <span className="effects-label">Effects</span>
      <EffectBadges effects={effects} />
      {note ? <span className="effects-note"> {note}</span> : null}
      {guarded ? <span className="hint"> · the explorer asks before sending it to eBay production</span> : null}
    </p>
  );
}

/** The operation list's small badge for a guarded operation (nothing for one that only reads or writes). */
export function GuardedBadge({ effects }: { effects: readonly Effect[] | undefined }) {
  const badge = guardedBadge(effects);
  if (!badge) return null;
  return (
    <span className="badge badge-guarded" title={badge.title}>
      {badge.text}
    </span>
  );
}
