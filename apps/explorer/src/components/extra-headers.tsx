import { COMMON_HEADERS, setHeaderLine } from '../../shared/call-headers.js';
import type { FormProblem } from '../core/call-form.js';
import { useCall } from '../state/stores.js';

/** Headers added to this call by hand (marketplace, language, end-user context, any other), with quick adds. */
export function ExtraHeaders({ problem }: { problem: FormProblem | undefined }) {
  const text = useCall((s) => s.rest?.extraHeaders ?? '');
  const setExtraHeaders = useCall((s) => s.setExtraHeaders);
  return (
    <div className="field">
      <label htmlFor="extra-headers">More headers (one per line, Name: value)</label>
      <textarea
        id="extra-headers"
        className="code-input"
        rows={Math.min(8, Math.max(2, text.split('\n').length + 1))}
        value={text}
        spellCheck={false}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? 'extra-headers-problem' : undefined}
        onChange={(event) => setExtraHeaders(event.target.value)}
      />
      <span className="value-picks" role="group" aria-label="Add a common header">
        {COMMON_HEADERS.map((header) => (
          <button
            key={header.name}
            type="button"
            onClick={() => setExtraHeaders(setHeaderLine(text, header.name, header.example))}
          >
            + {header.name}
          </button>
        ))}
      </span>
      {problem ? (
        <span id="extra-headers-problem" className="problem">
          {problem.message}
        </span>
      ) : null}
    </div>
  );
}
