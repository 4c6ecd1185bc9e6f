// The effect table (docs/security.md#effects): every operation has effects, the cases an outside review found are
// classified as they must be, and the whole list of guarded operations is one file a reviewer reads.
import { describe, expect, it } from 'vitest';
import { operationNames } from '../../src/find-operation.js';
import { schemaCatalog } from '../../src/rest-schemas.js';
import {
  EFFECT_MEANINGS,
  effectsOf,
  isGuarded,
  OPERATION_EFFECT_NOTES,
  OPERATION_EFFECTS,
  type Effect,
} from '../../src/effects/index.js';

describe('the effect table', () => {
  it('gives every REST operation and XML call at least one effect, and names no operation that does not exist', () => {
    const names = [...operationNames().keys()];
    expect(names.length).toBeGreaterThan(600);
    const missing = names.filter((name) => (effectsOf(name) ?? []).length === 0);
    expect(missing).toEqual([]);
    expect(Object.keys(OPERATION_EFFECTS).filter((name) => !operationNames().has(name))).toEqual([]);
  });

  it('keeps read and write alone: an operation that spends or cannot be undone is not also a plain write', () => {
    for (const [name, effects] of Object.entries(OPERATION_EFFECTS))
      if (effects.length > 1)
        expect(
          effects.filter((e) => e === 'read' || e === 'write'),
          name,
        ).toEqual([]);
  });

  const EXPECTED: Readonly<Record<string, readonly Effect[]>> = {
    // What the review could run without a confirmation.
    'sell.marketing.createCampaign': ['spend'],
    'sell.marketing.updateCampaignBudget': ['spend'],
    'sell.marketing.resumeCampaign': ['spend'],
    'sell.marketing.updateBid': ['spend'],
    'sell.marketing.bulkUpdateAdsBidByListingId': ['spend'],
    'sell.marketing.bulkUpdateAdsBidByInventoryReference': ['spend'],
    'sell.marketing.launchCampaign': ['spend'],
    'sell.inventory.bulkUpdatePriceQuantity': ['price'],
    'sell.inventory.updateOffer': ['spend', 'price'],
    'trading.ReviseItem': ['spend', 'price'],
    'trading.ReviseFixedPriceItem': ['spend', 'price'],
    'trading.ReviseInventoryStatus': ['spend', 'price'],
    'sell.account.updateFulfillmentPolicy': ['price'],
    'commerce.media.createImageFromUrl': ['egress'],
    'sell.fulfillment.createShippingFulfillment': ['irreversible'],
    'postOrder.cancellation.createCancellation': ['irreversible'],
    'commerce.notification.createDestination': ['egress'],
    'commerce.notification.updateDestination': ['egress'],
    'trading.SetNotificationPreferences': ['egress'],
    'trading.PlaceOffer': ['spend'],
    // The rest of the kinds.
    'buy.order.placeOrder': ['spend'],
    'sell.inventory.publishOffer': ['spend'],
    'sell.fulfillment.issueRefund': ['spend', 'irreversible'],
    'sell.logistics.createFromShippingQuote': ['spend'],
    'sell.inventory.withdrawOffer': ['irreversible'],
    'sell.inventory.deleteInventoryItem': ['irreversible'],
    'trading.EndItem': ['irreversible'],
    'commerce.message.sendMessage': ['irreversible'],
    'trading.LeaveFeedback': ['irreversible'],
    'postOrder.return.processReturnRequest': ['spend', 'irreversible'],
    'developer.keyManagement.createSigningKey': ['credentials'],
    'developer.clientRegistration.registerClient': ['credentials'],
    'trading.RevokeToken': ['credentials', 'irreversible'],
    // Plain reads and writes, POST lookups among them.
    'buy.browse.search': ['read'],
    'buy.browse.searchByImage': ['read'],
    'sell.inventory.getListingFees': ['read'],
    'sell.inventory.bulkGetInventoryItem': ['read'],
    'sell.marketing.suggestBids': ['read'],
    'trading.GetItem': ['read'],
    'trading.GeteBayOfficialTime': ['read'],
    'trading.VerifyAddFixedPriceItem': ['read'],
    'finding.findItemsByKeywords': ['read'],
    'sell.inventory.createOffer': ['write'],
    'sell.account.createPaymentPolicy': ['write'],
    'sell.marketing.pauseCampaign': ['write'],
    'trading.AddToWatchList': ['write'],
  };

  it.each(Object.entries(EXPECTED))('%s: %j', (name, effects) => {
    expect(effectsOf(name)).toEqual(effects);
  });

  it('gives a renamed or moved operation under its old name the effects of the one it calls', () => {
    let aliases = 0;
    for (const [api, doc] of Object.entries(schemaCatalog))
      for (const [id, target] of Object.entries(doc.aliases ?? {})) {
        aliases++;
        expect(effectsOf(`${api}.${id}`), `${api}.${id}`).toEqual(effectsOf(target));
      }
    expect(aliases).toBe(17);
  });

  it('knows no operation by a name it lacks, an inherited one included', () => {
    expect(effectsOf('no.such.operation')).toBeUndefined();
    expect(effectsOf('__proto__')).toBeUndefined();
    expect(effectsOf('toString')).toBeUndefined();
  });

  it('lists every operation that is more than read or write, with why, in one reviewed file', async () => {
    const lines = Object.entries(OPERATION_EFFECTS)
      .filter(([, effects]) => isGuarded(effects))
      .map(
        ([name, effects]) =>
          `${name}: ${effects.join(', ')}${OPERATION_EFFECT_NOTES[name] ? ` (${OPERATION_EFFECT_NOTES[name]})` : ''}`,
      );
    const legend = Object.entries(EFFECT_MEANINGS).map(([effect, meaning]) => `# ${effect}: ${meaning}`);
    await expect(
      [
        '# Every operation that needs the person’s say-so, from @baykit/spec/effects (docs/security.md#effects).',
        ...legend,
        '',
        ...lines,
        '',
      ].join('\n'),
    ).toMatchFileSnapshot('./guarded-operations.txt');
  });
});
