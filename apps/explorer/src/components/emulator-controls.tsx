import { useState, type FormEvent } from 'react';
import type { EmulatorAction, EmulatorControlInput } from '../../shared/api.js';
import { useBackend, useSession, useStores } from '../state/stores.js';

const FAULTS = ['429', '500', '503', 'expired-token', 'reset-connection', 'latency=2000'] as const;

const DONE: Record<EmulatorAction, string> = {
  reset: 'Emulator reset: its records and tokens are as at start; sign in again for user calls.',
  clock: 'Emulator clock moved forward.',
  'expire-tokens': 'Every token the emulator issued has expired: the next call shows baykit refreshing it.',
  fault: 'Fault armed: the next matching requests fail as chosen.',
};

/** Controls of the embedded emulator (reset, clock, token expiry, faults), through the back end. */
export function EmulatorControls() {
  const backend = useBackend();
  const flows = useStores().flows;
  const setNotice = useSession((s) => s.setNotice);
  const [busy, setBusy] = useState(false);
  const [seconds, setSeconds] = useState('3600');
  const [match, setMatch] = useState('/sell/');
  const [fault, setFault] = useState<string>('429');
  const [count, setCount] = useState('1');

  const run = async (action: EmulatorAction, input: EmulatorControlInput = {}) => {
    setBusy(true);
    try {
      const answer = await backend.emulator(action, input);
      // The ids the local answers gave name records a reset removed: they would only fill forms with 404s.
      if (action === 'reset') flows.getState().clearCaptured('local');
      setNotice({ kind: 'info', text: `${DONE[action]} (emulator time ${new Date(answer.now).toLocaleString()})` });
    } catch (error) {
      setNotice({ kind: 'error', text: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };
  const submitClock = (event: FormEvent) => {
    event.preventDefault();
    void run('clock', { advanceSeconds: Number(seconds) });
  };
  const submitFault = (event: FormEvent) => {
    event.preventDefault();
    void run('fault', { match, fault, count: Number(count) });
  };

  return (
    <section aria-labelledby="emulator-controls-heading" className="emulator-controls">
      <h3 id="emulator-controls-heading">Emulator controls</h3>
      <div className="actions">
        <button type="button" disabled={busy} onClick={() => void run('reset')}>
          Reset the emulator
        </button>
        <button type="button" disabled={busy} onClick={() => void run('expire-tokens')}>
          Expire every token
        </button>
      </div>
      <form className="inline-form" onSubmit={submitClock} aria-label="Move the emulator clock">
        <label htmlFor="emulator-seconds">Move the clock forward (seconds)</label>
        <input
          id="emulator-seconds"
          inputMode="numeric"
          value={seconds}
          onChange={(event) => setSeconds(event.target.value)}
        />
        <button type="submit" disabled={busy}>
          Move clock
        </button>
      </form>
      <form className="inline-form" onSubmit={submitFault} aria-label="Arm a fault">
        <label htmlFor="emulator-fault-match">Fail requests under the path</label>
        <input id="emulator-fault-match" value={match} onChange={(event) => setMatch(event.target.value)} />
        <label htmlFor="emulator-fault">with</label>
        <select id="emulator-fault" value={fault} onChange={(event) => setFault(event.target.value)}>
          {FAULTS.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
        <label htmlFor="emulator-fault-count">times</label>
        <input
          id="emulator-fault-count"
          inputMode="numeric"
          value={count}
          onChange={(event) => setCount(event.target.value)}
        />
        <button type="submit" disabled={busy}>
          Arm fault
        </button>
      </form>
    </section>
  );
}
