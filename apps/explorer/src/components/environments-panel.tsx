import { useState, type FormEvent } from 'react';
import type { EnvSummary } from '../../shared/api.js';
import { useBackend, useSession } from '../state/stores.js';
import { EmulatorControls } from './emulator-controls.js';
import { SimulatePanel } from './simulate-panel.js';

function CredentialsForm({ summary }: { summary: EnvSummary }) {
  const backend = useBackend();
  const update = useSession((s) => s.updateEnvironment);
  const setNotice = useSession((s) => s.setNotice);
  const [appId, setAppId] = useState(summary.appId ?? '');
  const [certId, setCertId] = useState('');
  const [devId, setDevId] = useState(summary.devId ?? '');
  const [ruName, setRuName] = useState(summary.ruName ?? '');
  const id = (name: string) => `${summary.id}-${name}`;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const input = {
        appId: appId.trim(),
        certId: certId.trim(),
        ...(devId.trim() ? { devId: devId.trim() } : {}),
        ...(ruName.trim() ? { ruName: ruName.trim() } : {}),
      };
      update(await backend.saveCredentials(summary.id, input));
      setCertId('');
      setNotice({
        kind: 'info',
        text: `${summary.label} credentials saved (kept by the back end, readable only by you).`,
      });
    } catch (error) {
      setNotice({ kind: 'error', text: (error as Error).message });
    }
  };
  const forget = async () => {
    try {
      update(await backend.forgetCredentials(summary.id));
      setNotice({ kind: 'info', text: `${summary.label} credentials forgotten.` });
    } catch (error) {
      setNotice({ kind: 'error', text: (error as Error).message });
    }
  };

  return (
    <form className="credentials" aria-label={`${summary.label} credentials`} onSubmit={(event) => void save(event)}>
      <h3>{summary.label}</h3>
      <p className="hint">
        {summary.configured
          ? `Configured: app id ${summary.appId}, cert id ${summary.certIdMasked ?? ''}.`
          : 'Not configured.'}{' '}
        Calls go to {summary.baseUrl}.
      </p>
      <label htmlFor={id('app')}>App ID (client id)</label>
      <input
        id={id('app')}
        value={appId}
        onChange={(event) => setAppId(event.target.value)}
        autoComplete="off"
        required
      />
      <label htmlFor={id('cert')}>Cert ID (client secret; never shown again, enter it to save changes)</label>
      <input
        id={id('cert')}
        type="password"
        value={certId}
        onChange={(event) => setCertId(event.target.value)}
        autoComplete="off"
        required
      />
      <label htmlFor={id('dev')}>Dev ID (for the XML services)</label>
      <input id={id('dev')} value={devId} onChange={(event) => setDevId(event.target.value)} autoComplete="off" />
      <label htmlFor={id('ru')}>RuName (for sign-in)</label>
      <input id={id('ru')} value={ruName} onChange={(event) => setRuName(event.target.value)} autoComplete="off" />
      <div className="actions">
        <button type="submit">Save {summary.label} credentials</button>
        {summary.configured ? (
          <button type="button" onClick={() => void forget()}>
            Forget {summary.label} credentials
          </button>
        ) : null}
      </div>
    </form>
  );
}

/** Where calls go: the local emulator (always ready: the explorer's own, or the command line's it joined) and eBay's sandbox and production with your keys. */
export function EnvironmentsPanel() {
  const info = useSession((s) => s.info);
  if (!info) return null;
  return (
    <section aria-labelledby="environments-heading" className="panel">
      <h2 id="environments-heading">Environments</h2>
      <p>
        <strong>Local emulator</strong> at {info.emulator.url}: app id {info.emulator.appId}, RuName{' '}
        {info.emulator.ruName}. No keys needed.
        {info.emulator.shared
          ? ' It is the baykit command line’s shared emulator: both see the same records, and its controls act for both.'
          : null}
      </p>
      <div className="emulator-tools">
        <EmulatorControls />
        <SimulatePanel />
      </div>
      {info.environments
        .filter((env) => env.id !== 'local')
        .map((env) => (
          <CredentialsForm key={env.id} summary={env} />
        ))}
    </section>
  );
}
