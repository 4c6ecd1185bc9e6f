import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

/** One tab of a `Tabs` strip. */
export interface TabSpec<K extends string> {
  key: K;
  label: string;
  render(): ReactNode;
}

/** An accessible tab strip (WAI-ARIA tabs pattern): arrow keys, Home and End move between tabs. */
export function Tabs<K extends string>(props: {
  label: string;
  tabs: TabSpec<K>[];
  active: K;
  onChange(key: K): void;
}) {
  const id = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const index = Math.max(
    0,
    props.tabs.findIndex((tab) => tab.key === props.active),
  );
  const current = props.tabs[index];

  const move = (event: KeyboardEvent) => {
    const last = props.tabs.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = props.tabs[next];
    if (!tab) return;
    props.onChange(tab.key);
    refs.current.get(tab.key)?.focus();
  };

  return (
    <div className="tabs">
      <div role="tablist" aria-label={props.label} onKeyDown={move}>
        {props.tabs.map((tab) => (
          <button
            key={tab.key}
            ref={(element) => {
              if (element) refs.current.set(tab.key, element);
            }}
            role="tab"
            type="button"
            id={`${id}-${tab.key}`}
            aria-selected={tab.key === current?.key}
            aria-controls={`${id}-${tab.key}-panel`}
            tabIndex={tab.key === current?.key ? 0 : -1}
            onClick={() => props.onChange(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {current && (
        <div role="tabpanel" id={`${id}-${current.key}-panel`} aria-labelledby={`${id}-${current.key}`} tabIndex={0}>
          {current.render()}
        </div>
      )}
    </div>
  );
}
