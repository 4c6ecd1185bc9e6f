import { describe, expect, it } from 'vitest';
import {
  CancelState,
  CancelStatus,
  CaseStatus,
  CaseType,
  Condition,
  EligibilityStatus,
  InquiryState,
  InquiryStatus,
  MarketplaceId,
  ReturnDecision,
  ReturnFilterState,
  ReturnState,
  ReturnStatus,
  Role,
} from '../../src/enums/index.js';

const STRING_ENUMS = {
  CancelState,
  CancelStatus,
  CaseStatus,
  CaseType,
  Condition,
  EligibilityStatus,
  InquiryState,
  InquiryStatus,
  MarketplaceId,
  ReturnDecision,
  ReturnFilterState,
  ReturnState,
  ReturnStatus,
  Role,
};

describe('string enumerations', () => {
  it.each(Object.entries(STRING_ENUMS))('%s maps every key to the identical string', (_name, enumeration) => {
    for (const [key, value] of Object.entries(enumeration)) expect(value).toBe(key);
  });
});

describe('post-order enumerations', () => {
  it.each([
    ['CancelState', CancelState, 8],
    ['CancelStatus', CancelStatus, 8],
    ['InquiryStatus', InquiryStatus, 8],
    ['InquiryState', InquiryState, 12],
    ['CaseStatus', CaseStatus, 8],
    ['CaseType', CaseType, 2],
    ['ReturnState', ReturnState, 43],
    ['ReturnStatus', ReturnStatus, 12],
    ['ReturnFilterState', ReturnFilterState, 12],
    ['ReturnDecision', ReturnDecision, 13],
    ['EligibilityStatus', EligibilityStatus, 4],
  ] as const)('%s has the %i values of the fact sheet', (_name, enumeration, count) => {
    expect(Object.keys(enumeration)).toHaveLength(count);
  });
});
