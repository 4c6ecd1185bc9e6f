import { useState } from 'react';
import { jsonPreview } from '../core/json-preview.js';
import { isJsonContainer, jsonChildren, jsonNodeSummary } from '../core/json-view.js';

function Leaf({ value }: { value: unknown }) {
  const kind = value === null ? 'null' : typeof value;
  return <span className={`json-${kind}`}>{JSON.stringify(value)}</span>;
}

function Node({ name, value, depth }: { name?: string; value: unknown; depth: number }) {
  // Children are made only once a node is opened: a page of 200 items then costs 200 summaries, not every field.
  const [open, setOpen] = useState(depth < 2);
  const label = name === undefined ? null : <span className="json-key">{name}: </span>;
  if (!isJsonContainer(value)) {
    return (
      <li>
        {label}
        <Leaf value={value} />
      </li>
    );
  }
  const preview = jsonPreview(value);
  return (
    <li>
      {/* Native details/summary: collapsible with the keyboard and announced by screen readers, no script needed. */}
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>
          {label}
          <span className="json-summary">{jsonNodeSummary(value)}</span>
          {preview ? <span className="json-preview"> {preview}</span> : null}
        </summary>
        {open ? (
          <ul>
            {jsonChildren(value).map(([key, child]) => (
              <Node key={key} name={key} value={child} depth={depth + 1} />
            ))}
          </ul>
        ) : null}
      </details>
    </li>
  );
}

/** A response body as a collapsible tree (the first two levels open), each closed node previewing what it holds. */
export function JsonTree({ value, label }: { value: unknown; label: string }) {
  return (
    <ul className="json-tree" aria-label={label}>
      <Node value={value} depth={0} />
    </ul>
  );
}
