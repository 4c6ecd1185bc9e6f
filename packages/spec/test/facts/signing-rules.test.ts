import { describe, expect, it } from 'vitest';
import { requiresSignature } from '../../src/facts/index.js';

// The calls eBay requires signed for EU/UK sellers: docs/ebay-facts.md#which-calls-are-signed.
describe('requiresSignature', () => {
  it('signs every Finances call, whatever its method', () => {
    expect(requiresSignature('GET', '/sell/finances/v1/payout')).toBe(true);
    expect(requiresSignature('post', '/sell/finances/v1/transfer/T-1')).toBe(true);
  });

  it('signs the refunds, the return decision and cancellation create/approve, by POST only', () => {
    for (const path of [
      '/sell/fulfillment/v1/order/12-34/issue_refund',
      '/post-order/v2/inquiry/5/issue_refund',
      '/post-order/v2/casemanagement/5/issue_refund',
      '/post-order/v2/return/5/issue_refund',
      '/post-order/v2/return/5/decide',
      '/post-order/v2/cancellation',
      '/post-order/v2/cancellation/5/approve',
    ]) {
      expect(requiresSignature('POST', path), path).toBe(true);
      expect(requiresSignature('GET', path), path).toBe(false);
    }
  });

  it('leaves other calls and look-alike paths unsigned', () => {
    expect(requiresSignature('POST', '/sell/fulfillment/v1/order/12-34/shipping_fulfillment')).toBe(false);
    expect(requiresSignature('POST', '/sell/fulfillment/v1/order/12-34/issue_refund/extra')).toBe(false);
    expect(requiresSignature('POST', '/sell/fulfillment/v1/order//issue_refund')).toBe(false);
    expect(requiresSignature('GET', '/sell/financesx/v1/payout')).toBe(false);
  });
});
