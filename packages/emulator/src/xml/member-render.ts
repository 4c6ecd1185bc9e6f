import type { EmulatorContext } from '../context.js';
import { FEEDBACK_PERIOD_DAYS, type FeedbackProfile } from '../world/stores/feedback-profiles.js';
import { feedbackProfile } from '../world/feedback-profile.js';

// A member's feedback profile (world/feedback-profile.ts) in the shapes the XML services print it.

/** The seller of a listing as Trading's `UserType` (ItemType.Seller): eBay's element order. */
export function tradingSeller(ctx: EmulatorContext, userId: string): Record<string, unknown> {
  const profile = feedbackProfile(ctx, userId);
  return {
    FeedbackScore: String(profile.score),
    PositiveFeedbackPercent: profile.positivePercent,
    FeedbackRatingStar: profile.star,
    UserID: userId,
  };
}

/** The seller of a listing as Shopping's `SimpleUserType` (GetSingleItem, GetMultipleItems). */
export function shoppingSeller(ctx: EmulatorContext, userId: string): Record<string, unknown> {
  const profile = feedbackProfile(ctx, userId);
  return {
    UserID: userId,
    FeedbackRatingStar: profile.star,
    FeedbackScore: String(profile.score),
    PositiveFeedbackPercent: profile.positivePercent,
  };
}

/** Finding's `SellerInfo` of a listing (with `outputSelector` SellerInfo). */
export function findingSellerInfo(ctx: EmulatorContext, userId: string): Record<string, unknown> {
  const profile = feedbackProfile(ctx, userId);
  return {
    sellerUserName: userId,
    feedbackScore: String(profile.score),
    positiveFeedbackPercent: profile.positivePercent,
    feedbackRatingStar: profile.star,
    topRatedSeller: 'false',
  };
}

/**
 * Shopping's GetUserProfile answer: the member's `User` with its feedback profile, and with `withHistory`
 * (`IncludeSelector` FeedbackHistory) its `FeedbackHistory` counts of the last 30, 180 and 365 days.
 */
export function shoppingUserProfile(
  ctx: EmulatorContext,
  userId: string,
  withHistory: boolean,
): Record<string, unknown> {
  const profile = feedbackProfile(ctx, userId);
  return {
    User: {
      UserID: userId,
      FeedbackPrivate: 'false',
      FeedbackRatingStar: profile.star,
      FeedbackScore: String(profile.score),
      NewUser: 'false',
      RegistrationSite: 'US',
      Status: 'Confirmed',
      PositiveFeedbackPercent: profile.positivePercent,
    },
    ...(withHistory ? { FeedbackHistory: feedbackHistory(profile) } : {}),
  };
}

/** Shopping's `FeedbackHistoryType` of a profile. */
function feedbackHistory(profile: FeedbackProfile): Record<string, unknown> {
  const periods = (type: keyof FeedbackProfile['periods']): Record<string, unknown> => ({
    FeedbackPeriod: FEEDBACK_PERIOD_DAYS.map((days) => ({
      PeriodInDays: String(days),
      Count: String(profile.periods[type][days]),
    })),
  });
  return {
    NegativeFeedbackPeriods: periods('NEGATIVE'),
    NeutralFeedbackPeriods: periods('NEUTRAL'),
    PositiveFeedbackPeriods: periods('POSITIVE'),
    UniqueNegativeFeedbackCount: String(profile.uniqueMembers.NEGATIVE),
    UniquePositiveFeedbackCount: String(profile.uniqueMembers.POSITIVE),
    UniqueNeutralFeedbackCount: String(profile.uniqueMembers.NEUTRAL),
  };
}
