import { useEffect, useMemo, useRef } from 'react';
import { confirmationView, type ConfirmationView } from '../core/call-confirmation.js';
import { useCall } from '../state/stores.js';
import { EffectBadges } from './effects.js';

/**
 * The confirmation of a guarded call to eBay production, as a modal dialog: what the operation does, why, and what
 * these arguments commit. Cancel has the focus, so Enter or Escape sends nothing; only the "Send to production"
 * button sends.
 */
export function ConfirmDialog({
  view,
  onCancel,
  onConfirm,
}: {
  view: ConfirmationView;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const element = dialog.current;
    // Modal: the page behind cannot be used (nor the call sent again) until the person answers.
    if (element && !element.open) element.showModal();
    cancel.current?.focus();
    return () => element?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="confirm-send"
      aria-labelledby="confirm-send-title"
      aria-describedby="confirm-send-summary"
      onCancel={(event) => {
        // Escape: the dialog closes through the store, like the Cancel button.
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id="confirm-send-title">{view.title}</h2>
      <p id="confirm-send-summary">{view.summary}</p>
      <ul className="confirm-effects" aria-label="What it does">
        {view.effects.map((badge) => (
          <li key={badge.effect}>
            <EffectBadges effects={[badge.effect]} /> {badge.meaning}
          </li>
        ))}
      </ul>
      {view.note ? <p className="confirm-note">Why: {view.note}</p> : null}
      {view.lines.length > 0 ? (
        <>
          <p>With these arguments:</p>
          <ul className="confirm-lines" aria-label="With these arguments">
            {view.lines.map((line, index) => (
              <li key={`${index}:${line}`}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="confirm-buttons">
        <button type="button" ref={cancel} autoFocus onClick={onCancel}>
          {view.cancel}
        </button>
        <button type="button" className="danger" onClick={onConfirm}>
          {view.send}
        </button>
      </div>
    </dialog>
  );
}

/** The dialog for the call store's pending call, when there is one. */
export function SendConfirmation() {
  const pending = useCall((s) => s.pending);
  const confirm = useCall((s) => s.confirm);
  const cancel = useCall((s) => s.cancel);
  const view = useMemo(() => (pending ? confirmationView(pending.confirmation) : undefined), [pending]);
  if (!view) return null;
  return <ConfirmDialog view={view} onCancel={cancel} onConfirm={() => void confirm()} />;
}
