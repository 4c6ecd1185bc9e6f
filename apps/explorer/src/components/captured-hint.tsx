import { capturedFields, putInJson } from '../core/captured-fill.js';
import { capturedFor, capturedMatch, formatAge, type CapturedValue } from '../core/captured-values.js';
import { useFlows, useSession } from '../state/stores.js';

/** The values an earlier answer gave, for a field named `name` in the environment chosen now (newest first). */
function useCaptured(): CapturedValue[] {
  const env = useSession((s) => s.env);
  return useFlows((s) => s.captured.envs[env]) ?? [];
}

const origin = (captured: CapturedValue) => `from ${captured.from}, ${formatAge(captured.at, Date.now())}`;

/**
 * A parameter's suggestions (`<datalist id>`: captured values first, then the enumeration's known ones), and a line
 * saying where its value came from ("from createOffer, 2 s ago") or offering the newest captured value.
 */
export function CapturedSuggestions({
  id,
  name,
  value,
  known,
  onUse,
}: {
  id: string;
  name: string;
  value: string;
  known: readonly string[] | undefined;
  onUse: (value: string) => void;
}) {
  const all = capturedFor(useCaptured(), name);
  const holds = capturedMatch(all, name, value);
  const offer = all.find((captured) => captured !== holds);
  return (
    <>
      {all.length > 0 || known ? (
        <datalist id={id}>
          {all.map((captured) => (
            <option key={`c-${captured.value}`} value={captured.value} label={`${captured.name} ${origin(captured)}`} />
          ))}
          {(known ?? [])
            .filter((option) => !all.some((captured) => captured.value === option))
            .map((option) => (
              <option key={option} value={option} />
            ))}
        </datalist>
      ) : null}
      {holds ? <span className="captured-note">{origin(holds)}</span> : null}
      {offer && !holds ? (
        <button type="button" className="captured-use" onClick={() => onUse(offer.value)}>
          Use {offer.name} {offer.value} {origin(offer)}
        </button>
      ) : null}
    </>
  );
}

/** Under a JSON body or XML fields: which fields hold a captured value, and buttons to use the newest of the others. */
export function CapturedBodyHints({ text, onChange }: { text: string; onChange: (text: string) => void }) {
  const fields = capturedFields(text, useCaptured());
  if (fields.length === 0) return null;
  return (
    <ul className="captured-hints" aria-label="Values from earlier answers">
      {fields.map((field) => {
        const offer = field.others[0];
        return (
          <li key={field.name}>
            <code>{field.name}</code>{' '}
            {field.holds ? <span className="captured-note">{origin(field.holds)}</span> : null}
            {offer ? (
              <button
                type="button"
                className="captured-use"
                onClick={() => onChange(putInJson(text, field.name, offer.value))}
              >
                Use {offer.name} {offer.value} {origin(offer)}
              </button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
