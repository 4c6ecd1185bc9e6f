// What a member's feedback profile is (world/feedback-profile.ts computes it), and the store that keeps the profiles
// computed lately.
import type { FeedbackCommentType } from './feedback.js';

/** The periods Trading's `FeedbackSummary` counts, in days. */
export const FEEDBACK_PERIOD_DAYS = [30, 180, 365] as const;
/** One of {@link FEEDBACK_PERIOD_DAYS}. */
export type FeedbackPeriodDays = (typeof FEEDBACK_PERIOD_DAYS)[number];

/** A value of Trading's `FeedbackRatingStarCodeType` (also Shopping's and Finding's). */
export type FeedbackRatingStar =
  | 'None'
  | 'Yellow'
  | 'Blue'
  | 'Turquoise'
  | 'Purple'
  | 'Red'
  | 'Green'
  | 'YellowShooting'
  | 'TurquoiseShooting'
  | 'PurpleShooting'
  | 'RedShooting'
  | 'GreenShooting'
  | 'SilverShooting';

/** Counts per comment type and period of days. */
export type PeriodCounts = Record<FeedbackCommentType, Record<FeedbackPeriodDays, number>>;

/** What eBay reports about a member's feedback, the same in every API. */
export interface FeedbackProfile {
  userId: string;
  /** Positive less negative ratings, each member counted once per calendar week. */
  score: number;
  /** Positives of the last 12 months over positives and negatives, one decimal (`"0.0"` without ratings). */
  positivePercent: string;
  /** The star of {@link FeedbackProfile.score}. */
  star: FeedbackRatingStar;
  /** The counted ratings of the last 12 months by comment type (what the percentage is computed from). */
  lastYear: Record<FeedbackCommentType, number>;
  /** Ratings received in the last 30, 180 and 365 days, counted as Trading's `FeedbackSummary` counts them. */
  periods: PeriodCounts;
  /** Members who left each comment type, ever. */
  uniqueMembers: Record<FeedbackCommentType, number>;
}

/**
 * The profiles computed lately, by member, each with the stamp it was computed at (the clock's minute; `feedback.left`
 * drops the recipient's): a search page shows one profile per item, mostly of the same few sellers.
 */
export type FeedbackProfileCache = Map<string, { stamp: string; profile: FeedbackProfile }>;
