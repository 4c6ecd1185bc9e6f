import { contractUrl, UNTYPED_TOPICS } from '../data/notification-topics.js';
import type { NotificationPayload } from '../notifications/index.js';

/**
 * The "Notification payloads" section of `docs/api.md`: per topic baykit knows, the type of its `data` in
 * `baykit/notifications` and eBay's contract page.
 */
export function emitNotificationDocs(payloads: readonly NotificationPayload[]): string[] {
  const typed = new Map(payloads.map((p) => [p.topic, p.dataName]));
  const topics = [...typed.keys(), ...UNTYPED_TOPICS.map((t) => t.topic).filter((t) => !typed.has(t))].sort();
  return [
    '## Notification payloads (`baykit/notifications`)',
    '',
    "`onNotification` receives `EbayNotification`: per topic below, eBay's envelope with that topic's `data`, or any",
    'other topic with `unknown` data. `isTopic(push, topic)` narrows a push to one topic. Types generated from the',
    "AsyncAPI contracts in `../shared/specs/notifications`; `unknown` where only a contract's envelope was at hand.",
    '',
    '| topic | `data` | contract |',
    '|---|---|---|',
    ...topics.map((topic) => {
      const name = typed.get(topic);
      return `| \`${topic}\` | ${name ? `\`${name}\`` : '`unknown`'} | [${topic.toLowerCase()}.yaml](${contractUrl(topic)}) |`;
    }),
    '',
  ];
}
