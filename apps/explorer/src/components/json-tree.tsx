import { isJsonContainer, jsonChildren, jsonNodeSummary } from '../core/json-view.js';

function Leaf({ value }: { value: unknown }) {
  const kind = value === null ? 'null' : typeof value;
  return <span className={`json-${kind}`}>{JSON.stringify(value)}</span>;
}

function Node({ name, value, depth }: { name?: string; value: unknown; depth: number }) {
  const label = name === undefined ? null : <span className="json-key">{name}: </span>;
  if (!isJsonContainer(value)) {
    return (
      <li>
        {label}
        <Leaf value={value} />
      </li>
    );
  }
  const children = jsonChildren(value);
  return (
    <li>
      {/* Native details/summary: collapsible with the keyboard and announced by screen readers, no script needed. */}
      <details open={depth < 2}>
        <summary>
          {label}
          <span className="json-summary">{jsonNodeSummary(value)}</span>
        </summary>
        <ul>
          {children.map(([key, child]) => (
            <Node key={key} name={key} value={child} depth={depth + 1} />
          ))}
        </ul>
      </details>
    </li>
  );
}

/** A response body as a collapsible tree (the first two levels open). */
export function JsonTree({ value, label }: { value: unknown; label: string }) {
  return (
    <ul className="json-tree" aria-label={label}>
      <Node value={value} depth={0} />
    </ul>
  );
}
