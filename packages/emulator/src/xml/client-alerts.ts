import type { EmulatorContext } from '../context.js';
import type { EmulatorRequest } from '../request.js';
import type { ListingEvent } from '../world/stores/listings.js';
import { endTimeOf, findAnyListing, listingEvents } from '../flows/listings.js';
import { jsonResponse } from '../json-response.js';

interface Channel {
  itemId: string;
  eventTypes: string[];
}

/** The `ChannelDescriptor(i).ChannelID` / `.EventType(j)` parameters of a Client Alerts URL, in index order. */
export function channelDescriptors(query: URLSearchParams): Channel[] {
  const channels = new Map<number, Channel>();
  for (const [name, value] of query) {
    const match = /^ChannelDescriptor\((\d+)\)\.(ChannelID|EventType\(\d+\))$/i.exec(name);
    if (!match) continue;
    const channel = channels.get(Number(match[1])) ?? { itemId: '', eventTypes: [] };
    if (/^ChannelID$/i.test(match[2] ?? '')) channel.itemId = value;
    else channel.eventTypes.push(value);
    channels.set(Number(match[1]), channel);
  }
  return [...channels.entries()].sort(([a], [b]) => a - b).map(([, channel]) => channel);
}

function eventJson(ctx: EmulatorContext, event: ListingEvent): Record<string, unknown> {
  const item = findAnyListing(ctx, event.itemId);
  return {
    EventType: event.type,
    [event.type]: {
      EventType: event.type,
      Timestamp: new Date(event.at).toISOString(),
      ItemID: event.itemId,
      Title: event.title,
      CurrentPrice: { Value: event.price, CurrencyID: event.currency },
      ...(item
        ? { EndTime: new Date(endTimeOf(ctx, item)).toISOString(), Quantity: item.quantity + item.quantitySold }
        : {}),
      ...(item ? { SellerUserID: item.seller } : {}),
    },
  };
}

/**
 * Answers Client Alerts (historical API, JSON): `GetPublicAlerts` lists the listing events (`ItemListed`,
 * `PriceChange`, `ItemEnded`) of the items named by `ChannelDescriptor(i).ChannelID`, narrowed to the channel's
 * `EventType(j)` values and to events after `LastRequestTime`, under `ClientAlerts.ClientAlertEvent`.
 */
export function handleClientAlerts(req: EmulatorRequest, ctx: EmulatorContext): Response {
  const now = ctx.clock.now();
  const query = req.url.searchParams;
  const envelope = {
    Timestamp: new Date(now).toISOString(),
    Build: 'E1349_BAYKIT_EMULATOR',
    Version: query.get('version') ?? '643',
  };
  const appId = query.get('appid');
  if (!appId || !ctx.apps.has(appId)) {
    return jsonResponse({
      ...envelope,
      Ack: 'Failure',
      Errors: [
        {
          ShortMessage: 'Invalid application id.',
          LongMessage: 'Invalid application id.',
          ErrorCode: '1.21',
          SeverityCode: 'Error',
          ErrorClassification: 'RequestError',
        },
      ],
    });
  }
  const call = query.get('callname') ?? 'GetPublicAlerts';
  if (call !== 'GetPublicAlerts') return jsonResponse({ ...envelope, Ack: 'Success' });
  const channels = channelDescriptors(query);
  if (channels.length === 0 || channels.some((c) => !c.itemId)) {
    return jsonResponse({
      ...envelope,
      Ack: 'Failure',
      Errors: [
        {
          ShortMessage: 'Missing ChannelDescriptor.',
          LongMessage: 'Every ChannelDescriptor needs a ChannelID.',
          ErrorCode: '1.5',
          SeverityCode: 'Error',
          ErrorClassification: 'RequestError',
        },
      ],
    });
  }
  const since = Date.parse(query.get('LastRequestTime') ?? '');
  const events = listingEvents(ctx).filter((event) => {
    // A revision other than the price is no Client Alerts event (the store records it for GetSellerEvents).
    if (event.type === 'ItemRevised') return false;
    if (!Number.isNaN(since) && event.at <= since) return false;
    const channel = channels.find((c) => c.itemId === event.itemId);
    return channel !== undefined && (channel.eventTypes.length === 0 || channel.eventTypes.includes(event.type));
  });
  return jsonResponse({
    ...envelope,
    Ack: 'Success',
    ...(events.length ? { ClientAlerts: { ClientAlertEvent: events.map((e) => eventJson(ctx, e)) } } : {}),
  });
}
