// One feedback profile per member, the one place every API reads a member's feedback score, positive percentage and
// star from (docs/ebay-facts.md#feedback-profiles).
import { randomFor, type EmulatorContext } from '../context.js';
import type { WorldEvent } from './events.js';
import type { FeedbackCommentType, FeedbackEntry } from './stores/feedback.js';
import type { FeedbackProfile, FeedbackRatingStar } from './stores/feedback-profiles.js';

const DAY = 86_400_000;
const WEEK = 7 * DAY;
/** 1970-01-01 was a Thursday: shifting by four days makes week numbers start on Mondays. */
const MONDAY_SHIFT = 4 * DAY;
/** The window of the positive feedback percentage: the last 12 months. */
const PERCENT_WINDOW_DAYS = 365;

/**
 * Trading's `FeedbackRatingStarCodeType` by the lowest score it stands for, highest first (eBay's
 * FeedbackRatingStarCodeType reference; Finding's `SellerInfo.feedbackRatingStar` lists the same ranges).
 */
const STARS: readonly (readonly [number, FeedbackRatingStar])[] = [
  [1_000_000, 'SilverShooting'],
  [500_000, 'GreenShooting'],
  [100_000, 'RedShooting'],
  [50_000, 'PurpleShooting'],
  [25_000, 'TurquoiseShooting'],
  [10_000, 'YellowShooting'],
  [5_000, 'Green'],
  [1_000, 'Red'],
  [500, 'Purple'],
  [100, 'Turquoise'],
  [50, 'Blue'],
  [10, 'Yellow'],
];

/**
 * The ratings a member received before the emulator's own records, counted per age bucket (the last 30 days,
 * 31–180, 181–365, older), each from a different member and week: a seeded member's track record that has no
 * orders behind it. The buckets are ages at the emulator's current time, so the history moves with the clock.
 */
interface SeededHistory {
  POSITIVE: readonly number[];
  NEUTRAL: readonly number[];
  NEGATIVE: readonly number[];
}

/** The star eBay shows for a feedback score. */
export function feedbackStar(score: number): FeedbackRatingStar {
  return STARS.find(([lowest]) => score >= lowest)?.[1] ?? 'None';
}

/** Commerce Feedback's `FeedbackStarTypeEnum` of a star (`YELLOW_SHOOTING_STAR`, …); none below a score of 10. */
export function restFeedbackStar(star: FeedbackRatingStar): string | undefined {
  if (star === 'None') return undefined;
  return `${star.replace(/Shooting$/, '').toUpperCase()}${star.endsWith('Shooting') ? '_SHOOTING' : ''}_STAR`;
}

/**
 * The feedback profile of `userId` now: the member's seeded history plus every entry of the one feedback store
 * (`world/stores/feedback.ts`) they received, so feedback left through any API changes it everywhere.
 */
export function feedbackProfile(ctx: EmulatorContext, userId: string): FeedbackProfile {
  // A search page shows one profile per item, mostly of the same few sellers: a profile is kept until the member
  // receives feedback (`feedback.left`: forgetFeedbackProfile) or the minute turns (its windows are counted on the
  // clock), per emulator so that reset() drops it.
  const cache = ctx.state.world.feedbackProfiles;
  const stamp = String(Math.floor(ctx.clock.now() / 60_000));
  const kept = cache.get(userId);
  if (kept?.stamp === stamp) return kept.profile;
  const profile = computeProfile(ctx, userId);
  cache.set(userId, { stamp, profile });
  return profile;
}

/** `feedback.left`: the recipient's profile changed, so the next read computes it again. */
export function forgetFeedbackProfile(event: WorldEvent<'feedback.left'>, ctx: EmulatorContext): void {
  ctx.state.world.feedbackProfiles.delete(event.data.to);
}

function computeProfile(ctx: EmulatorContext, userId: string): FeedbackProfile {
  const now = ctx.clock.now();
  const history = seededHistory(ctx, userId);
  const received = ctx.state.world.feedback.entries.filter((e) => e.to === userId);
  const counted = countedEntries(received);
  const sum = (type: FeedbackCommentType, buckets: number): number =>
    history[type].slice(0, buckets).reduce((a, b) => a + b, 0);
  const recent = (e: FeedbackEntry): boolean => now - Date.parse(e.order.creationDate) <= PERCENT_WINDOW_DAYS * DAY;
  const lastYear = byType((type) => sum(type, 3) + counted.filter((e) => e.commentType === type && recent(e)).length);
  const score =
    sum('POSITIVE', 4) -
    sum('NEGATIVE', 4) +
    counted.filter((e) => e.commentType === 'POSITIVE').length -
    counted.filter((e) => e.commentType === 'NEGATIVE').length;
  const rated = lastYear.POSITIVE + lastYear.NEGATIVE;
  // Rounded down, so a member with one negative never shows 100.0 (eBay prints one decimal).
  const percent = rated === 0 ? 0 : Math.floor((lastYear.POSITIVE / rated) * 1000) / 10;
  const periods = byType((type) => {
    const within = (days: number): number =>
      received.filter((e) => e.commentType === type && Date.parse(e.enteredDate) >= now - days * DAY).length;
    return { 30: sum(type, 1) + within(30), 180: sum(type, 2) + within(180), 365: sum(type, 3) + within(365) };
  });
  return {
    userId,
    score,
    positivePercent: percent.toFixed(1),
    star: feedbackStar(score),
    lastYear,
    periods,
    uniqueMembers: byType(
      (type) => sum(type, 4) + new Set(received.filter((e) => e.commentType === type).map((e) => e.from)).size,
    ),
  };
}

/**
 * The entries that count: a member's repeat ratings for purchases in the same calendar week count once, the first
 * one left (eBay's feedback profile page: "excluding repeat Feedback from the same member for purchases done within
 * the same calendar week"). Weeks run Monday to Sunday in UTC; eBay counts them in eBay time (Pacific).
 */
function countedEntries(received: readonly FeedbackEntry[]): FeedbackEntry[] {
  const seen = new Set<string>();
  return received.filter((e) => {
    const week = Math.floor((Date.parse(e.order.creationDate) + MONDAY_SHIFT) / WEEK);
    const key = `${e.from}\u0000${week}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function byType<T>(of: (type: FeedbackCommentType) => T): Record<FeedbackCommentType, T> {
  return { POSITIVE: of('POSITIVE'), NEUTRAL: of('NEUTRAL'), NEGATIVE: of('NEGATIVE') };
}

/**
 * A member's history before the emulator's records, stable per seed and member: between about 5 and 5,000 ratings
 * (so the seeded sellers carry different stars), up to 3 % negative and 2 % neutral, spread over the age buckets.
 */
function seededHistory(ctx: EmulatorContext, userId: string): SeededHistory {
  const random = randomFor(ctx, `feedback-profile:${userId}`);
  const total = Math.floor(10 ** (0.7 + random.next() * 3));
  const negative = random.int(0, Math.floor(total * 0.03));
  const neutral = random.int(0, Math.floor(total * 0.02));
  const spread = (n: number): number[] => {
    const month = random.int(0, Math.round(n * 0.08));
    const half = random.int(0, Math.round(n * 0.3));
    const year = random.int(0, Math.round(n * 0.3));
    return [month, half, year, Math.max(0, n - month - half - year)];
  };
  return { POSITIVE: spread(total - negative - neutral), NEUTRAL: spread(neutral), NEGATIVE: spread(negative) };
}
