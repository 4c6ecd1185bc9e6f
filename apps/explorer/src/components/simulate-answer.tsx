import type { SimulateOutcome } from '../../shared/api.js';
import { relatedOperations, resultRows, type RelatedOperation } from '../core/simulate-result.js';
import { useStores } from '../state/stores.js';

/** What the last Simulate did: the emulator's answer, or its refusal with the status and its words. */
export type SimulateAnswer =
  { kind: 'done'; outcome: SimulateOutcome } | { kind: 'refused'; event: string; status: number; message: string };

/** A button that opens the operation reading an id the event made, in the local environment, with the id filled in. */
function OpenRelated({ related }: { related: RelatedOperation }) {
  const stores = useStores();
  const open = async () => {
    const session = stores.session.getState();
    // The id exists in the local emulator only: the operation opens there, whichever environment was chosen.
    session.setEnv('local');
    const opened = await stores.catalog.getState().selectKey(related.key);
    if (opened?.kind !== 'rest') return;
    const call = stores.call.getState();
    call.reset(opened);
    call.setField('path', related.param, related.value);
    session.setView('operations');
  };
  return (
    <button type="button" onClick={() => void open()}>
      Open {related.title} for {related.value}
    </button>
  );
}

/** The answer of the last Simulate: each value the emulator gave, and buttons to the operations that read them. */
export function SimulateAnswerView({ answer }: { answer: SimulateAnswer | undefined }) {
  if (!answer) return null;
  if (answer.kind === 'refused') {
    return (
      <div role="alert" className="error-box simulate-answer">
        <p>
          <span className="status status-error">{answer.status === 0 ? 'not sent' : answer.status}</span> The emulator
          did not simulate {answer.event}: {answer.message}
        </p>
      </div>
    );
  }
  const { event, result } = answer.outcome;
  const related = relatedOperations(result);
  return (
    <div role="status" className="simulate-answer">
      <p>
        <span className="status status-ok">201</span> Simulated {event}.
      </p>
      <table className="headers">
        <caption>What the emulator made</caption>
        <tbody>
          {resultRows(result).map((row) => (
            <tr key={row.name}>
              <th scope="row">{row.name}</th>
              <td>
                {row.values.map((value, i) => (
                  <code key={`${i}-${value}`} className="simulate-value">
                    {value}
                  </code>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {related.length > 0 ? (
        <div className="actions">
          {related.map((item) => (
            <OpenRelated key={`${item.key}-${item.value}`} related={item} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
