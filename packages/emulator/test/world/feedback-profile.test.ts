import { USER_SCOPES, type EbayClient } from 'baykit';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../../src/index.js';
import { approveConsent, testClient } from '../xml/helpers.js';

// One feedback profile per member (src/world/feedback-profile.ts): every API that reports a seller's feedback score,
// positive percentage or star reports the same, and feedback left through one API moves it in all of them. Over
// HTTP through baykit.

const SELLER = 'testuser_baykit';
const BUYER = 'profile_buyer';
type Fields = Record<string, unknown>;
const first = (value: unknown): Fields => ((Array.isArray(value) ? value[0] : value) ?? {}) as Fields;

/** eBay's FeedbackRatingStarCodeType ranges, lowest score first, written out apart from the emulator's table. */
const STAR_FROM: [number, string][] = [
  [0, 'None'],
  [10, 'Yellow'],
  [50, 'Blue'],
  [100, 'Turquoise'],
  [500, 'Purple'],
  [1000, 'Red'],
  [5000, 'Green'],
  [10_000, 'YellowShooting'],
];
const starOf = (score: number): string => STAR_FROM.filter(([from]) => score >= from).at(-1)?.[1] ?? 'None';

let emulator: Emulator;
let seller: EbayClient;
let buyer: EbayClient;
let itemId: string;
let legacyItemId: string;
let lines: { item: string; transaction: string }[];

beforeAll(async () => {
  emulator = createEmulator({ seed: 11, serveRetired: true });
  const { url } = await emulator.listen(0);
  seller = testClient(url);
  buyer = testClient(url);
  await approveConsent(seller, url, USER_SCOPES);
  await approveConsent(buyer, url, USER_SCOPES, BUYER);
  const [item] = emulator.seed.items([{ title: 'Quokka profile lamp', price: 20, seller: SELLER }]);
  itemId = item!.itemId;
  legacyItemId = item!.legacyItemId;
  // Two purchases by one buyer at the same moment: the same calendar week.
  const orders = emulator.seed.orders([
    { buyer: BUYER, lineItems: [{ title: 'Quokka mug', unitPrice: 8 }] },
    { buyer: BUYER, lineItems: [{ title: 'Quokka plate', unitPrice: 9 }] },
  ]);
  lines = orders.map((o) => ({ item: o.lineItems[0]!.legacyItemId, transaction: o.lineItems[0]!.lineItemId }));
});
afterAll(async () => {
  await seller.close();
  await buyer.close();
  await emulator.close();
});

interface Reading {
  api: string;
  score?: number;
  percent?: string;
  star?: string;
}

/** The seller's profile as every API reports it. */
async function readEverywhere(): Promise<Reading[]> {
  const browseItem = await seller.buy.browse.getItem(itemId);
  const search = await seller.buy.browse.search({ q: 'quokka profile' });
  const summary = search.itemSummaries?.find((s) => s.itemId === itemId);
  const getItem = await seller.trading.GetItem({ ItemID: legacyItemId });
  const user = await seller.trading.GetUser({ UserID: SELLER });
  const feedback = await buyer.trading.GetFeedback({ UserID: SELLER });
  const single = (await seller.shopping.GetSingleItem({ ItemID: legacyItemId })) as Fields;
  const profile = (await seller.shopping.GetUserProfile({ UserID: SELLER })) as Fields;
  const found = (await seller.finding.findItemsByKeywords({
    keywords: 'quokka profile',
    outputSelector: ['SellerInfo'],
  })) as Fields;
  const rated = await buyer.commerce.feedback.getFeedbackRatingSummary({
    user_id: SELLER,
    filter: 'ratingType:{OVERALL_EXPERIENCE}',
  });
  const distribution =
    rated.feedbackRatingSummary?.[0]?.ratingSummaryByRatingType?.[0]?.feedbackRatingValueDistribution;
  const count = (value: string): number => distribution?.find((d) => d.value === value)?.count ?? 0;
  const positives = count('POSITIVE');
  const shopSeller = first(first(single.Item).Seller);
  const shopUser = first(profile.User);
  const sellerInfo = first(first(first(found.searchResult).item).sellerInfo);
  return [
    {
      api: 'Browse getItem',
      score: browseItem.seller?.feedbackScore,
      percent: browseItem.seller?.feedbackPercentage,
    },
    { api: 'Browse search', score: summary?.seller?.feedbackScore, percent: summary?.seller?.feedbackPercentage },
    {
      api: 'Trading GetItem',
      score: Number(getItem.Item?.Seller?.FeedbackScore),
      percent: String(getItem.Item?.Seller?.PositiveFeedbackPercent),
      star: getItem.Item?.Seller?.FeedbackRatingStar,
    },
    {
      api: 'Trading GetUser',
      score: Number(user.User?.FeedbackScore),
      percent: String(user.User?.PositiveFeedbackPercent),
      star: user.User?.FeedbackRatingStar,
    },
    { api: 'Trading GetFeedback', score: Number(feedback.FeedbackScore) },
    {
      api: 'Shopping GetSingleItem',
      score: Number(shopSeller.FeedbackScore),
      percent: String(shopSeller.PositiveFeedbackPercent),
      star: String(shopSeller.FeedbackRatingStar),
    },
    {
      api: 'Shopping GetUserProfile',
      score: Number(shopUser.FeedbackScore),
      percent: String(shopUser.PositiveFeedbackPercent),
      star: String(shopUser.FeedbackRatingStar),
    },
    {
      api: 'Finding sellerInfo',
      score: Number(sellerInfo.feedbackScore),
      percent: String(sellerInfo.positiveFeedbackPercent),
      star: String(sellerInfo.feedbackRatingStar),
    },
    {
      // The percentage is the last 12 months' positives over positives and negatives, one decimal, rounded down.
      api: 'Commerce getFeedbackRatingSummary',
      percent: (Math.floor((positives / (positives + count('NEGATIVE'))) * 1000) / 10).toFixed(1),
    },
  ];
}

/** Expects every reading to agree and returns the profile they agree on. */
function agreed(readings: Reading[]): { score: number; percent: string; star: string } {
  const [browse] = readings;
  const expected = { score: browse?.score ?? NaN, percent: browse?.percent ?? '', star: starOf(browse?.score ?? NaN) };
  for (const r of readings) {
    expect({ api: r.api, score: r.score ?? expected.score }).toEqual({ api: r.api, score: expected.score });
    expect({ api: r.api, percent: r.percent ?? expected.percent }).toEqual({ api: r.api, percent: expected.percent });
    expect({ api: r.api, star: r.star ?? expected.star }).toEqual({ api: r.api, star: expected.star });
  }
  return expected;
}

it("reports one seller's one profile through every API, and feedback moves it everywhere, once per member and week", async () => {
  const before = agreed(await readEverywhere());
  expect(before.score).toBeGreaterThan(0);
  expect(before.percent).toMatch(/^\d{1,3}\.\d$/);

  const leave = (line: { item: string; transaction: string }): Promise<unknown> =>
    buyer.trading.LeaveFeedback({
      ItemID: line.item,
      TransactionID: line.transaction,
      TargetUser: SELLER,
      CommentType: 'Positive',
      CommentText: 'Lovely quokka.',
    });
  await leave(lines[0]!);
  const once = agreed(await readEverywhere());
  expect(once.score).toBe(before.score + 1);

  // The same buyer's feedback for a second purchase in the same week is shown but does not count again.
  await leave(lines[1]!);
  const twice = agreed(await readEverywhere());
  expect(twice.score).toBe(once.score);
  const shown = await seller.trading.GetFeedback({ FeedbackType: 'FeedbackReceived', CommentType: ['Positive'] });
  const sent = await buyer.commerce.feedback.getFeedback({ user_id: BUYER, feedback_type: 'FEEDBACK_SENT' });
  expect(sent.feedbackEntries).toHaveLength(2);
  expect(Number(shown.FeedbackDetailItemTotal)).toBeGreaterThanOrEqual(2);
  // Commerce Feedback names the other party with the same profile.
  for (const entry of sent.feedbackEntries ?? [])
    expect(entry.providerUserDetail).toMatchObject({ userId: SELLER, feedbackScore: twice.score });
});

it('gives the star of the score by eBay thresholds, and none below 10', async () => {
  const user = await seller.trading.GetUser({ UserID: 'seller_7' });
  const score = Number(user.User?.FeedbackScore);
  expect(user.User?.FeedbackRatingStar).toBe(starOf(score));
});
