import { useState } from 'react';
import type { CallOutcome } from '../../shared/api.js';
import { answerBody, answerText } from '../core/answer-text.js';
import { nextPage } from '../core/next-page.js';
import { useCall, useCatalog } from '../state/stores.js';
import { copyText } from './clipboard.js';

/**
 * Copies the answer body as the capture holds it; says "Copied" on the button until the next answer. The text is
 * indented when the button is pressed, never during render.
 */
function CopyAnswer({ outcome }: { outcome: CallOutcome }) {
  const [copied, setCopied] = useState<{ outcome: CallOutcome; ok: boolean }>();
  if (answerBody(outcome) === undefined) return null;
  const said = copied?.outcome === outcome ? copied : undefined;
  const copy = () => void copyText(answerText(outcome)?.text ?? '').then((ok) => setCopied({ outcome, ok }));
  return (
    <>
      <button type="button" onClick={copy}>
        {said?.ok ? 'Copied' : 'Copy answer'}
      </button>
      <span role="status" className="hint">
        {said ? (said.ok ? 'Answer copied to the clipboard.' : 'Could not copy: select the text under Raw.') : ''}
      </span>
    </>
  );
}

/** Runs the same operation for the next page of the answer (filled into the form), or says why it cannot. */
function NextPage({ outcome }: { outcome: CallOutcome }) {
  const input = useCall((s) => s.input);
  const open = useCatalog((s) => s.open);
  const reset = useCall((s) => s.reset);
  const rerun = useCall((s) => s.rerun);
  if (!input || !open || open.kind !== input.kind) return null;
  const next = nextPage(input, outcome, open.kind === 'rest' ? open.detail.parameters : []);
  if (!next) return null;
  if ('refused' in next)
    return (
      <span role="note" className="hint">
        No next page: {next.refused}
      </span>
    );
  const go = () => {
    reset(open, next.input);
    void rerun(next.input);
  };
  return (
    <button type="button" onClick={go} title={next.label}>
      Next page <span className="hint">({next.label})</span>
    </button>
  );
}

/** What to do with an answer: copy its body, fetch the next page. */
export function ResponseActions({ outcome }: { outcome: CallOutcome }) {
  return (
    <div className="response-actions">
      <NextPage outcome={outcome} />
      <CopyAnswer outcome={outcome} />
    </div>
  );
}
