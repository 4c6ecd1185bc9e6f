// The effect rules and the reviewed overrides (codegen/src/effects): what the rules decide, and that the generator
// refuses an override list that drifted from the contracts.
import { describe, expect, it } from 'vitest';
import { operationEffects } from '../src/emit/effects.js';
import { ruleEffects } from '../src/effects/rules.js';

const rest = (id: string, method: string) => ({ kind: 'rest' as const, name: `x.y.${id}`, id, method });
const xml = (service: string, call: string) => ({ kind: 'xml' as const, name: `${service}.${call}`, service, call });

describe('the effect rules', () => {
  it('reads REST GETs and lookups sent as POST, cannot undo a DELETE, and writes the rest', () => {
    expect(ruleEffects(rest('getItem', 'GET'))).toEqual(['read']);
    expect(ruleEffects(rest('search', 'POST'))).toEqual(['read']);
    expect(ruleEffects(rest('bulkGetInventoryItem', 'POST'))).toEqual(['read']);
    expect(ruleEffects(rest('deleteOffer', 'DELETE'))).toEqual(['irreversible']);
    expect(ruleEffects(rest('createOffer', 'POST'))).toEqual(['write']);
    // A verb is a whole word: `getaway` would not be a lookup.
    expect(ruleEffects(rest('getaway', 'POST'))).toEqual(['write']);
  });

  it('reads Trading Get, Verify and Validate calls (GeteBay… too), cannot undo Delete and End, writes the rest', () => {
    expect(ruleEffects(xml('trading', 'GetItem'))).toEqual(['read']);
    expect(ruleEffects(xml('trading', 'GeteBayOfficialTime'))).toEqual(['read']);
    expect(ruleEffects(xml('trading', 'VerifyAddItem'))).toEqual(['read']);
    expect(ruleEffects(xml('trading', 'EndItem'))).toEqual(['irreversible']);
    expect(ruleEffects(xml('trading', 'DeleteMyMessages'))).toEqual(['irreversible']);
    expect(ruleEffects(xml('trading', 'SetUserNotes'))).toEqual(['write']);
    expect(ruleEffects(xml('finding', 'findItemsAdvanced'))).toEqual(['read']);
  });

  it('refuses an override for an operation the contracts do not have', () => {
    expect(() => operationEffects([], [])).toThrow(/names no operation/);
  });
});
