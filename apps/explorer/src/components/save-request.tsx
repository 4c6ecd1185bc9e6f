import { useState } from 'react';
import type { OpenOperation } from '../state/catalog.js';
import { useCall, useCollections, useSession } from '../state/stores.js';

/** Saves the form as it is ({{variables}} unfilled) under a name, in a collection. */
export function SaveRequest({ open }: { open: OpenOperation }) {
  const collections = useCollections((s) => s.state.collections);
  const save = useCollections((s) => s.save);
  const rest = useCall((s) => s.rest);
  const xml = useCall((s) => s.xml);
  const setNotice = useSession((s) => s.setNotice);
  const [collection, setCollection] = useState(collections[0]?.name ?? 'My requests');
  const [name, setName] = useState(open.entry.title);
  const doSave = () => {
    const form =
      open.kind === 'rest' && rest
        ? { kind: 'rest' as const, values: rest }
        : xml
          ? { kind: 'xml' as const, values: xml }
          : undefined;
    if (!form || collection.trim() === '' || name.trim() === '') return;
    save(collection.trim(), {
      id: crypto.randomUUID(),
      name: name.trim(),
      key: open.entry.key,
      form,
      savedAt: new Date().toISOString(),
    });
    setNotice({ kind: 'info', text: `Saved “${name.trim()}” in ${collection.trim()}.` });
  };
  return (
    <details className="save-request">
      <summary>Save this request</summary>
      <div className="inline-form">
        <label htmlFor="save-collection">Collection</label>
        <input
          id="save-collection"
          list="save-collections"
          value={collection}
          onChange={(event) => setCollection(event.target.value)}
        />
        <datalist id="save-collections">
          {collections.map((c) => (
            <option key={c.name} value={c.name} />
          ))}
        </datalist>
        <label htmlFor="save-name">Name</label>
        <input id="save-name" value={name} onChange={(event) => setName(event.target.value)} />
        <button type="button" disabled={collection.trim() === '' || name.trim() === ''} onClick={doSave}>
          Save
        </button>
      </div>
    </details>
  );
}
